"""A hint's search: the searching player's best choices for the person
deciding, each with its estimated chance of winning, from that person's own
view only (as every strategy sees the game). Plain Python: the table hands
the work to whoever runs it (a thread of the hint panel)."""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from nifty_table.engine import elsewhere, levels
from nifty_table.engine.rng import Rng

if TYPE_CHECKING:
    from nifty_table.engine.match import Match

SHOWN = 3  # how many choices a hint shows


@dataclass(frozen=True)
class Advice:
    label: str  # the choice as the choice list words it
    chance: float  # estimated chance of winning (0..1)


@dataclass(frozen=True)
class Hint:
    advice: list[Advice]  # best first
    set_aside: int  # other choices the search dropped early as weaker
    withheld: str = ""  # why no choice is weighed here (the game's `hint_withheld`)


def ask_search(match: Match, seat: int, think: float) -> Callable[[], Hint]:
    """The work of one hint, to run in a thread: the search ranks `seat`'s
    legal actions from `seat`'s view of a copy of the state.

    A hint shows the choices still in the running when the time was up, by
    their estimated chances alone: a choice the search set aside early has fewer
    playouts, and its estimate could read higher than a better-tried one's;
    and the bonus a computer seat gives the rule of thumb's choice would put
    a lower estimate first. It thinks for its whole time, even where a
    computer seat would call the decision settled, so every chance shown
    has had its share of playouts."""
    game = match.game
    withheld = getattr(game, "hint_withheld", None)  # an optional hook (contract.py)
    reason = withheld(match.state) if withheld is not None else None
    if reason:
        return lambda: Hint([], 0, reason)
    snapshot = match.state.model_copy(deep=True)
    # The hard seat's search: the flat one without its shortcuts, or the tree.
    searcher = levels.strategy(match.game_id, "hard", think)
    # A hard seat is a search, which has a spec (not in the Strategy protocol).
    searcher.spec = dataclasses.replace(  # type: ignore[attr-defined]
        searcher.spec,  # type: ignore[attr-defined]
        prior_bonus=0.0,
        tree_prior_bonus=0.0,
        settle=0.0,
    )
    rng = Rng.from_seed(secrets.randbits(48))  # the searcher's own dice

    def work() -> Hint:
        ranked, survivors = elsewhere.rank(match.game_id, snapshot, seat, searcher, rng)
        # Best first by the chance shown (a game may choose by a value that
        # does not read as a chance: see SearchSpec.chance).
        kept = sorted(ranked[:survivors], key=lambda pair: -pair[1])[:SHOWN]
        label = getattr(game, "hint_label", game.describe)  # an optional hook (contract.py)
        advice = [Advice(label(snapshot, a), chance) for a, chance in kept]
        return Hint(advice, len(ranked) - survivors)

    return work
