"""The tree search's prior (`SearchSpec.tree_prior_bonus`): the fallback's own
choice is tried first and leads unless another root action was tried at
least as often and beat it by the bonus; a hint (no bonus) ranks as before."""

from __future__ import annotations

import dataclasses
from typing import Literal

from nifty_table.engine import registry
from nifty_table.engine.contract import Action, GameState, Prompt, PromptKind, Seat
from nifty_table.engine.determinize import reseeded
from nifty_table.engine.ismcts import IsmctsStrategy
from nifty_table.engine.rng import Rng
from nifty_table.engine.search_spec import SearchSpec

BONUS = 0.04
LOTTERY = -1.0  # a door that pays 1 in 45 worlds of 100, else 0


class Door(Action):
    kind: Literal["door"] = "door"
    door: str


class Hall(GameState):
    door: str | None = None


class OneChoice:
    """One decision, worth a fixed amount behind each door."""

    id = "hall"

    def __init__(self, worth: dict[str, float]) -> None:
        self.worth = worth

    def prompt(self, state):
        if state.door is not None:
            return None
        return Prompt(seat=0, kind=PromptKind.OPTION, text="choose")

    def legal_actions(self, state):
        return [] if state.door is not None else [Door(seat=0, door=d) for d in self.worth]

    def apply(self, state, action):
        state.door = action.door
        return []


class TakesPlain:
    """A rule of thumb that always takes the door called "plain"."""

    def choose(self, view, legal, rng):
        return next(a for a in legal if a.door == "plain")

    def react(self, view, legal, rng):
        return None


def _value(worth: dict[str, float], state: Hall) -> float:
    if state.door is None:
        return 0.0
    if worth[state.door] == LOTTERY:
        return 1.0 if state.rng.below(100) < 45 else 0.0
    return worth[state.door]


def _tree(monkeypatch, worth: dict[str, float], bonus: float) -> IsmctsStrategy:
    game = OneChoice(worth)
    monkeypatch.setattr(registry, "load", lambda game_id: game)
    spec = SearchSpec(
        game_id="hall",
        determinize=lambda view, rng: Hall(seats=[Seat(name="A")], rng=reseeded(rng)),
        copy=lambda state: state.model_copy(deep=True),
        evaluate=lambda state, side: _value(worth, state),
        horizon=lambda start: lambda state: False,
        side=lambda view: 0,
        fallback=TakesPlain,
        tree_prior_bonus=bonus,
    )
    tree = IsmctsStrategy(spec)
    tree.max_iterations = 60
    return tree


def _doors(worth: dict[str, float]) -> list[Action]:
    return [Door(seat=0, door=d) for d in worth]


def test_the_rule_of_thumbs_choice_stands_when_another_is_better_by_less_than_the_bonus(
    monkeypatch,
):
    worth = {"shiny": 0.53, "plain": 0.50}
    tree = _tree(monkeypatch, worth, BONUS)
    ranked = tree.rank(None, _doors(worth), Rng.from_seed(1))
    assert ranked[0][0].door == "plain"
    # Its chance is still the honest one, below the other's.
    assert dict((a.door, c) for a, c in ranked)["plain"] < ranked[1][1]
    root = tree.search(None, _doors(worth), Rng.from_seed(1), favoured=Door(seat=0, door="plain"))
    visits = {a.door: node.visits for a, node in root.children.items()}
    assert visits["plain"] > visits["shiny"]  # the bonus draws the visits


def test_a_clearly_better_choice_overrides_the_rule_of_thumb(monkeypatch):
    worth = {"shiny": 0.70, "plain": 0.50}
    tree = _tree(monkeypatch, worth, BONUS)
    assert tree.choose(None, _doors(worth), Rng.from_seed(1)).door == "shiny"


def test_without_a_bonus_the_tree_plays_its_own_best_as_a_hint_does(monkeypatch):
    worth = {"shiny": 0.53, "plain": 0.50}
    tree = _tree(monkeypatch, worth, BONUS)
    tree.spec = dataclasses.replace(tree.spec, tree_prior_bonus=0.0)  # as hints.py does
    assert tree.choose(None, _doors(worth), Rng.from_seed(1)).door == "shiny"


def test_one_lucky_playout_among_many_does_not_override_the_rule_of_thumb(monkeypatch):
    # More doors than worlds, as in a long run of discards: every door gets
    # one playout at most, and a lottery door that paid out once is luck.
    worth = {f"lottery{i}": LOTTERY for i in range(12)} | {"plain": 0.5}
    tree = _tree(monkeypatch, worth, BONUS)
    tree.max_iterations = len(worth)
    root = tree.search(None, _doors(worth), Rng.from_seed(3), favoured=Door(seat=0, door="plain"))
    # The rule of thumb's door went first, and some lottery door paid out.
    assert root.children[Door(seat=0, door="plain")].visits == 1
    assert max(node.total for node in root.children.values()) == 1.0
    assert tree.choose(None, _doors(worth), Rng.from_seed(3)).door == "plain"


def test_a_spec_may_ask_the_tree_to_try_the_less_tried_less(monkeypatch):
    # Two doors a few hundredths apart: UCB1's default constant shares the
    # worlds between them almost evenly; a smaller one gives the better more.
    worth = {"shiny": 0.53, "plain": 0.50}
    shares = []
    for explore in (None, 0.1):
        tree = _tree(monkeypatch, worth, 0.0)
        tree.spec = dataclasses.replace(tree.spec, tree_explore=explore)
        root = tree.search(None, _doors(worth), Rng.from_seed(1), limit=200)
        shares.append(root.children[Door(seat=0, door="shiny")].visits / 200)
    assert shares[0] < 0.65 < 0.8 < shares[1]
