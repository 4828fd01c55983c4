"""What a game gives its searching players (`search.py`, the flat search, and
`ismcts.py`, the tree search): its parts in a `SearchSpec`, which the game's
strategies table offers."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel

from nifty_table.engine.choosing import Strategy
from nifty_table.engine.contract import Action, GameState
from nifty_table.engine.rng import Rng

# A playout policy: the action to take in a (determinized) state, from its
# legal actions; it may read the whole state, which is the searcher's own sample.
Policy = Callable[[GameState, list[Action], Rng], Action]


class ChoiceMemory(Protocol):
    def screen(self, view: Any, legal: Sequence[Action]) -> list[Action]: ...

    def note(self, view: Any, action: Action) -> None: ...


def own_seat(view: Any) -> int:  # any game's view: each has a seat
    """The seat a view belongs to (a module-level function, so a strategy can
    be sent to another process)."""
    return view.seat


# A game's own state and view types: the game's functions below take its own
# types, so the spec is generic in them (the engine reads it as SearchSpec[Any, Any]).
S = TypeVar("S", bound=GameState)
V = TypeVar("V", bound=BaseModel)


@dataclass
class SearchSpec(Generic[S, V]):
    """What a game gives the search (its game is found by id, so the rules
    never import their players, and one table may serve two decks).

    `determinize(view, rng)`: a full state agreeing with the view, hidden parts
    drawn from `rng`, its own RNG reseeded from `rng`.
    `copy(state)`: an independent copy, fast (no deep copy, no validation).
    `evaluate(state, side)`: the chance in [0, 1] that `side` wins from here,
    used at the horizon and once the game is over.
    `horizon(start)`: a test that stops a playout begun at `start`.
    `side(view)`: who the search plays for (a seat; for a team game, any of
    its members); `policy` plays the playouts (random legal actions if None).
    `fallback` names the strategy that answers out-of-turn reactions.
    `chance(state, side)`, if given, is what `rank` reports as the chance of
    winning (a hint shows it) where the evaluation chooses well but does not
    read as a chance; by default the evaluation is both.
    `defer(view)`, if given, names the decisions a computer seat leaves to the
    fallback, where duplicate games showed the fallback choosing better than
    the playouts; a hint still searches them.
    `turn(view)`, if given, names the turn a decision belongs to: a seat's
    decisions in one turn share its time (`turn_clock.py`).
    `settle`, if above 0, ends a decision before its time once the leader is
    ahead of every other survivor by that many standard errors, compared
    world by world: a game with many clear-cut decisions then spends its
    time on the close ones (a hint always uses its whole time).
    """

    game_id: str | Callable[[V], str]  # or how to read it from a view
    determinize: Callable[[V, Rng], S]
    copy: Callable[[S], S]
    evaluate: Callable[[S, int], float]
    horizon: Callable[[S], Callable[[S], bool]]
    side: Callable[[V], int] = own_seat
    policy: Callable[[S, list[Action], Rng], Action] | None = None
    fallback: Callable[[], Strategy] | None = None
    # The fallback's own choice keeps the lead unless another action's
    # estimate beats it by this much: with few playouts per action, a game
    # whose heuristic is good loses less to the noise of the estimates.
    prior_bonus: float = 0.0
    # The same favour in the tree search (`ismcts.py`), which picks the root
    # action tried most rather than the best mean, so it has its own measure.
    tree_prior_bonus: float = 0.0
    # The tree search's weight on trying the less tried (UCB1's constant),
    # if not its own default: a game whose evaluations differ by a few
    # hundredths wants less, or every action gets about the same visits.
    tree_explore: float | None = None
    chance: Callable[[S, int], float] | None = None
    defer: Callable[[V], bool] | None = None
    settle: float = 0.0
    turn: Callable[[V], Hashable] | None = None
    # The legal actions worth searching: a choice anyone who knows the rules
    # sees is bad is left out (its playouts may not show why).
    prune: Callable[[V, list[Action]], list[Action]] | None = None
    # A seat's memory of its own choices, made anew for each seat: `screen`
    # strikes legal actions it should not take again, `note` records the one
    # taken (Nirds: a card opened and backed out of twice stays closed, or a
    # search that forgets could open and back out of it for ever).
    memory: Callable[[], ChoiceMemory] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
