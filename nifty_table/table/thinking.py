"""A computer seat that takes its time (a search) decides off the keyboard's
thread: the table hands out the work, and whoever drives it runs that work
where it likes (a thread) and brings the answer back. Part of `Table` (a mixin).

The work decides from a copy of the state taken when the question is asked,
in another process (`engine.elsewhere`) where the strategy can be sent there,
else in the caller's thread. Its answer is played only if the game is still
where it was asked (same state object, same number of actions: no move, take
back or reload since).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from nifty_table.engine import elsewhere, strategies
from nifty_table.engine.choosing import Strategy
from nifty_table.engine.contract import Action

if TYPE_CHECKING:
    from nifty_table.engine.match import Match
    from nifty_table.engine.rng import Rng


def thinks_long(strategy: Strategy) -> bool:
    """Whether a strategy takes a budget of time per decision (a search does):
    such a decision runs off the keyboard's thread. A heuristic answers within
    a frame, so it is asked directly, which keeps its moves in step with the
    table's own timers."""
    return getattr(strategy, "think", 0) > 0


@dataclass
class Thought:
    """One decision being made elsewhere, and where the game was."""

    state: object  # the state object asked about (a take-back or load makes a new one)
    count: int  # actions played when asked
    seat: int
    strategy: Strategy  # as it was sent
    work: Callable[[], tuple[Action, Strategy]]  # to run off the keyboard's thread
    answer: Action | None = None  # kept while help or a dialog covers the table


class Thinking:
    _match: Match
    strategies: dict[int, Strategy]

    if TYPE_CHECKING:  # the rest of the table's, for the type checker

        def bot_rng(self) -> Rng: ...

    def thought(self, seat: int, strategy: Strategy, rng: Rng) -> Thought:
        """The question for `seat`'s computer, with the work that answers it."""
        match = self._match
        game, game_id = match.game, match.game_id
        snapshot = match.state.model_copy(deep=True)  # the decision's own
        far = elsewhere.can_send(strategy)

        def work() -> tuple[Action, Strategy]:
            if far:
                return elsewhere.decide(game_id, snapshot, strategy, rng)
            return strategies.decide(game, snapshot, strategy, rng), strategy

        return Thought(match.state, len(match.actions), seat, strategy, work)

    def still_asked(self, thought: Thought) -> bool:
        """Whether the game is where `thought` was asked (nothing moved since)."""
        match = self._match
        return match.state is thought.state and len(match.actions) == thought.count

    def answered(self, thought: Thought, answer: Action, after: Strategy) -> None:
        """The work's answer came: kept to play, and what the strategy remembers now."""
        thought.answer = answer
        if self.strategies.get(thought.seat) is thought.strategy:
            self.strategies[thought.seat] = after

    def rule_of_thumb(self, thought: Thought) -> Action | None:
        """The work failed: the game's heuristic decides instead (None when the
        game has moved on meanwhile)."""
        if not self.still_asked(thought):
            return None
        heuristic = strategies.get(self._match.game_id)
        match = self._match
        thought.answer = strategies.decide(match.game, match.state, heuristic, self.bot_rng())
        return thought.answer
