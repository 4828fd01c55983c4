"""How a computer seat chooses: the Strategy interface, the random player, and
the prompted seat's legal actions.

It sits below both the registry of strategies by name (`strategies`) and the
searches (`search`, `ismcts`), which the registry offers: so neither needs the
other to be imported first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel

from nifty_table.engine.contract import Action, Game, GameState
from nifty_table.engine.rng import Rng


@runtime_checkable
class Strategy(Protocol):
    """Choose an action for the prompted seat; optionally react out of turn."""

    name: str

    # `view` and `legal` are Any: each game's strategies take its own view
    # model and actions, and one whose `needs_view` is False is given None.
    def choose(self, view: Any, legal: Sequence[Any], rng: Rng) -> Action: ...

    def react(self, view: Any, legal: Sequence[Any], rng: Rng) -> Action | None: ...


# How often a random seat that may act out of turn does so (a Scientist, a
# tactic card, a Plot, a Surprise): often enough to reach the odd moments,
# seldom enough that the asked seat still gets to answer.
REACT_ONE_IN = 4


class RandomStrategy:
    """Any legal action; acts out of turn one time in REACT_ONE_IN when it may."""

    name = "random"
    needs_view = False  # it reads only the legal actions (and is given None)

    def choose(self, view: BaseModel | None, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def react(self, view: BaseModel | None, legal: Sequence[Action], rng: Rng) -> Action | None:
        if not legal or rng.below(REACT_ONE_IN):
            return None
        return legal[rng.below(len(legal))]


def prompted_actions(game: Game, state: GameState) -> list[Action]:
    """The legal actions of the seat the game asks now (none once it is over)."""
    prompt = game.prompt(state)
    if prompt is None:
        return []
    return [a for a in game.legal_actions(state) if a.seat == prompt.seat]
