"""`asked`: the prompt's seat and interrupters, as random players read them."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.contract import asked
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import random_action, seats_for

GAMES = [gid for gid in registry.GAMES if registry.available(gid)]
# Games whose random games soon reach a step where others may act out of turn
# (Cartoon Network's deck has no Surprises).
INTERRUPTED = {"firefly-fluxx", "get-nifty", "nirds"}


@pytest.mark.parametrize("game_id", GAMES)
def test_asked_says_what_the_prompt_says(game_id):
    """At every step of seeded random games, windows and challenges included,
    `asked` names the prompt's seat and interrupters in the prompt's order."""
    game = registry.load(game_id)
    players = min(4, game.max_players)
    interrupted = 0
    for seed in range(1, 4):
        state = game.new_game(seats_for(players), game.Options(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(400):
            prompt = game.prompt(state)
            expected = None if prompt is None else (prompt.seat, prompt.interrupters)
            assert asked(game, state) == expected
            actions = game.legal_actions(state)
            if not actions:
                break
            interrupted += bool(prompt and prompt.interrupters)
            game.apply(state, random_action(game, state, actions, rng))
    if game_id in INTERRUPTED:
        assert interrupted, "no step with interrupters was compared"
