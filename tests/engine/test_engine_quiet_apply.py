"""`apply_quietly` (random games and the bench read no events) changes a
state exactly as `apply` does, log lines included, and makes no Event."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.contract import quiet_apply
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for

QUIET_GAMES = ["firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds"]


@pytest.mark.parametrize("game_id", QUIET_GAMES)
def test_a_quiet_apply_plays_the_same_game(game_id):
    game = registry.load(game_id)
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        loud = game.new_game(seats_for(players), game.Options(), seed)
        quiet = game.new_game(seats_for(players), game.Options(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(400):
            actions = game.legal_actions(loud)
            if not actions:
                break
            pick = rng.below(len(actions))
            game.apply(loud, actions[pick])
            assert game.apply_quietly(quiet, game.legal_actions(quiet)[pick]) == []
            assert quiet == loud  # the same state, its log lines too


def test_a_game_without_the_hook_is_applied_as_usual():
    game = registry.load("net")
    assert not hasattr(game, "apply_quietly")
    assert quiet_apply(game) == game.apply
