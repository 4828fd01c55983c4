"""The strategy registry: found by name, fed a view and the seat's legal actions."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry, strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng


def test_random_is_offered_for_every_game():
    for game_id in registry.GAMES:
        if registry.available(game_id):
            assert strategies.names(game_id)[0] == "random"


def test_unknown_strategy_names_the_known_ones():
    with pytest.raises(strategies.UnknownStrategy, match="random"):
        strategies.get("net", "no-such-bot")


def test_decide_answers_the_prompted_seat_with_a_legal_action():
    game = registry.load("net")
    state = game.new_game([Seat(name="A"), Seat(name="B"), Seat(name="C")], game.Options(), 7)
    rng = Rng.from_seed(1)
    for name in strategies.names("net"):
        strategy = strategies.get("net", name)
        for _ in range(30):
            prompt = game.prompt(state)
            action = strategies.decide(game, state, strategy, rng)
            assert action.seat == prompt.seat
            assert action in game.legal_actions(state)
            game.apply(state, action)
