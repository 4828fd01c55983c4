"""Computer players as plugins: one interface, found by name per game.

A strategy sees what its seat may see (the game's `view(state, seat)`) and
the legal actions of that seat, never the state itself, so it cannot cheat
and a game module never imports its bots. Each game lists its strategies in
a `strategies` module next to its package (`STRATEGIES = {"heuristic": ...}`);
`random` is there for every game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from pydantic import BaseModel

from nifty_table.engine import registry
from nifty_table.engine.choosing import (
    REACT_ONE_IN,
    RandomStrategy,
    Strategy,
    prompted_actions,
)
from nifty_table.engine.contract import Action, Game, GameState
from nifty_table.engine.ismcts import IsmctsStrategy
from nifty_table.engine.rng import Rng

__all__ = ["REACT_ONE_IN", "RandomStrategy", "Strategy", "prompted_actions"]

DEFAULT = "heuristic"  # what a computer seat plays unless told otherwise


Factory = Callable[[], Strategy]


class UnknownStrategy(LookupError):
    pass


def _game_strategies(game_id: str) -> dict[str, Factory]:
    """The `STRATEGIES` table of a game's `strategies` module, if it has one."""
    module_name = registry.info(game_id).strategies
    if not module_name:
        return {}
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return {}
        raise
    return dict(module.STRATEGIES)


def names(game_id: str) -> list[str]:
    """Every strategy name a game offers, `random` included (and `ismcts`
    where the game offers `search`: the tree search over the same parts)."""
    table = _game_strategies(game_id)
    tree = ["ismcts"] if "search" in table else []
    return ["random", *(n for n in table if n != "random"), *tree]


def get(game_id: str, name: str = DEFAULT) -> Strategy:
    """A fresh strategy by name; `heuristic` falls back to `random` for a game
    that has none, any other unknown name is an error."""
    table = _game_strategies(game_id)
    if name in table:
        return table[name]()
    if name == "ismcts" and "search" in table:
        # A "search" entry makes a SearchStrategy, whose spec the Strategy protocol does not show.
        return IsmctsStrategy(table["search"]().spec)  # type: ignore[attr-defined]
    if name == "random" or (name == DEFAULT and not table):
        return RandomStrategy()
    known = ", ".join(names(game_id))
    raise UnknownStrategy(f"no strategy {name!r} for {game_id}; there are: {known}")


def decide(game: Game, state: GameState, strategy: Strategy, rng: Rng) -> Action:
    """The prompted seat's action, chosen from its own view and legal actions."""
    prompt = game.prompt(state)
    if prompt is None:
        raise ValueError("the game is over; nobody has to decide")
    legal = prompted_actions(game, state)
    return strategy.choose(_view(game, state, prompt.seat, strategy), legal, rng)


def react(game: Game, state: GameState, seat: int, strategy: Strategy, rng: Rng) -> Action | None:
    """An out-of-turn action for a seat that is not prompted, or None."""
    if getattr(strategy, "never_reacts", False):
        return None  # it would say no anyway: spare building its view and legal list
    prompt = game.prompt(state)
    if prompt is None or prompt.seat == seat:
        return None
    legal = [a for a in game.legal_actions(state) if a.seat == seat]
    if not legal:
        return None
    return strategy.react(_view(game, state, seat, strategy), legal, rng)


def _view(game: Game, state: GameState, seat: int, strategy: Strategy) -> BaseModel | None:
    """The seat's view, unless the strategy says it never reads one (building a
    view costs more than a random choice)."""
    return game.view(state, seat) if getattr(strategy, "needs_view", True) else None
