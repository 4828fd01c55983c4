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
        if hasattr(strategy, "max_iterations"):  # the search: a small fixed effort
            strategy.max_iterations, strategy.playout_cap = 1, 4
        for _ in range(30):
            prompt = game.prompt(state)
            action = strategies.decide(game, state, strategy, rng)
            assert action.seat == prompt.seat
            assert action in game.legal_actions(state)
            game.apply(state, action)


class _CountingViews:
    """A game that counts the views built for its strategies."""

    def __init__(self, game):
        self.game, self.views = game, 0

    def __getattr__(self, name):
        return getattr(self.game, name)

    def view(self, state, seat):
        self.views += 1
        return self.game.view(state, seat)


def test_a_strategy_that_reads_no_view_is_given_none_and_none_is_built():
    game = _CountingViews(registry.load("net"))
    state = game.new_game([Seat(name="A"), Seat(name="B"), Seat(name="C")], game.Options(), 7)
    rng = Rng.from_seed(1)
    random = strategies.get("net", "random")
    for _ in range(20):
        game.apply(state, strategies.decide(game, state, random, rng))
    assert game.views == 0
    strategies.decide(game, state, strategies.get("net", "heuristic"), rng)
    assert game.views == 1  # a strategy that reads its view still gets it
