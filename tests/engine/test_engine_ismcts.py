"""The tree search (`ismcts`): it plans the later choices of a turn where the
flat search averages them over its playouts. (It plays every game to the end
within the rules: `test_engine_search.py`.)"""

from __future__ import annotations

from typing import Literal

import pytest

from nifty_table.engine import registry, search, strategies
from nifty_table.engine.contract import Action, GameState, Prompt, PromptKind, Seat
from nifty_table.engine.determinize import reseeded
from nifty_table.engine.ismcts import IsmctsStrategy
from nifty_table.engine.rng import Rng
from nifty_table.engine.search_spec import SearchSpec

GAMES = [g for g in registry.GAMES if registry.available(g)]


class Door(Action):
    kind: Literal["door"] = "door"
    door: str


class Prize(Action):
    kind: Literal["prize"] = "prize"
    value: int


class Rooms(GameState):
    door: str | None = None
    prize: int | None = None


# Behind door A one prize is great and one worthless; behind B both are fair.
# Random playouts find A worth 5 on average and B 6, but a player who plans
# the second choice gets 10 through A.
PRIZES = {"A": [0, 10], "B": [6, 6]}


class TwoRooms:
    id = "rooms"

    def prompt(self, state):
        if state.prize is not None:
            return None
        return Prompt(seat=0, kind=PromptKind.OPTION, text="choose")

    def legal_actions(self, state):
        if state.door is None:
            return [Door(seat=0, door=d) for d in PRIZES]
        if state.prize is None:
            return [Prize(seat=0, value=v) for v in PRIZES[state.door]]
        return []

    def apply(self, state, action):
        if isinstance(action, Door):
            state.door = action.door
        else:
            state.prize = action.value
        return []


def _spec() -> SearchSpec:
    return SearchSpec(
        game_id="rooms",
        determinize=lambda view, rng: Rooms(seats=[Seat(name="A")], rng=reseeded(rng)),
        copy=lambda state: state.model_copy(deep=True),
        evaluate=lambda state, side: (state.prize or 0) / 10,
        horizon=lambda start: lambda state: False,
        side=lambda view: 0,
    )


def _doors():
    return TwoRooms().legal_actions(Rooms(seats=[Seat(name="A")], rng=Rng()))


def test_the_tree_plans_the_second_choice_where_flat_playouts_average_it(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: TwoRooms())
    flat = search.SearchStrategy(_spec())
    flat.max_iterations = 400
    assert flat.choose(None, _doors(), Rng.from_seed(1)).door == "B"
    tree = IsmctsStrategy(_spec())
    tree.max_iterations = 400
    assert tree.choose(None, _doors(), Rng.from_seed(1)).door == "A"
    root = tree.search(None, _doors(), Rng.from_seed(2))
    behind_a = root.children[Door(seat=0, door="A")]
    # The tree learnt which prize to take behind A: most visits went to 10.
    assert behind_a.children[Prize(seat=0, value=10)].visits > 3 * (
        behind_a.children[Prize(seat=0, value=0)].visits
    )
    assert tree.last_iterations == 400


def test_the_tree_search_keeps_to_its_time_and_counts_in_processor_time(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: TwoRooms())
    tree = IsmctsStrategy(_spec(), think=0.05)
    ticks = iter(range(10_000))
    tree.clock = lambda: next(ticks) * 0.01  # every reading: 10 ms later
    tree.choose(None, _doors(), Rng.from_seed(1))
    # `choose` reads the clock once first (the turn's count), the search once
    # for its deadline. Six worlds come first whatever the clock says; after
    # them the clock is read once a world, and its sixth reading (60 ms after
    # choose's) ends the search.
    assert tree.last_iterations == 6 + 5
    strategy = strategies.get("net", "ismcts")
    search.for_measuring(strategy, 0.3)
    assert strategy.think == 0.3
    assert strategy.clock is search.time.thread_time


def test_every_game_with_a_search_offers_the_tree_search_too():
    for game_id in GAMES:
        assert "ismcts" in strategies.names(game_id)
        strategy = strategies.get(game_id, "ismcts")
        assert isinstance(strategy, IsmctsStrategy)
        assert strategy.spec.game_id == strategies.get(game_id, "search").spec.game_id


def test_the_tree_ranks_every_choice_most_tried_first_with_its_mean_result(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: TwoRooms())
    tree = IsmctsStrategy(_spec())
    tree.max_iterations = 400
    ranked = tree.rank(None, _doors(), Rng.from_seed(1))
    assert [a.door for a, _ in ranked] == ["A", "B"]
    chances = dict((a.door, chance) for a, chance in ranked)
    # B is worth 6 whatever happens next; A's mean climbs towards 10 as the
    # tree learns to take the 10 (its first tries took the 0 too).
    assert chances["B"] == pytest.approx(0.6)
    assert 0.7 < chances["A"] <= 1.0
    assert tree.last_survivors == 1  # B was tried far less than a quarter as often
    assert tree.choose(None, _doors(), Rng.from_seed(1)) == ranked[0][0]


def test_the_tree_reports_the_games_own_chance_where_it_has_one(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: TwoRooms())
    spec = _spec()
    spec.chance = lambda state, side: 0.5 if state.prize == 10 else 0.25
    tree = IsmctsStrategy(spec)
    tree.max_iterations = 200
    ranked = dict((a.door, chance) for a, chance in tree.rank(None, _doors(), Rng.from_seed(1)))
    assert ranked["B"] == pytest.approx(0.25)
    assert 0.25 < ranked["A"] <= 0.5


def test_one_legal_choice_is_ranked_after_a_few_worlds(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: TwoRooms())
    tree = IsmctsStrategy(_spec())
    only = _doors()[1:]
    assert tree.rank(None, only, Rng.from_seed(1)) == [(only[0], pytest.approx(0.6))]
    assert tree.last_iterations == search.FORCED_ITERATIONS
    assert tree.rank(None, [], Rng.from_seed(1)) == []
