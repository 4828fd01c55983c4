"""A computer seat that takes its time (the searching, hard level) thinks
off the UI thread, so the table keeps answering keys meanwhile. Part of
TableScreen (a mixin) beside ComputerSeats.

The decision is made in another process (`engine.elsewhere`), which a
worker thread waits for; a strategy that cannot be sent there (a test's
stand-in) decides in the worker thread itself. Either way it gets a copy of
the state, taken on the UI thread when the question is asked, and decides
from the seat's view of that copy as any strategy does. Its answer comes
back as a message on the UI thread and is
played only if the game is still where it was asked (same state object, same
number of actions: no move, take-back or reload since) and nobody holds the
keyboard out of turn. An answer that comes while help or a dialog covers the
table waits for the table to be back on top; a stale one is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from textual.timer import Timer
from textual.worker import Worker, WorkerState

from nifty_table.engine import elsewhere, strategies
from nifty_table.engine.contract import Action
from nifty_table.tui.screens.table_parts import TablePart

if TYPE_CHECKING:
    from nifty_table.engine.rng import Rng
    from nifty_table.table.table import Table

THINKING = "thinking"  # the worker group of a computer's decision
SPINNER = "|/-\\"  # ASCII: every terminal and font draws it
SPIN_EVERY = 0.15  # seconds per spinner step


def thinks_long(strategy: strategies.Strategy) -> bool:
    """Whether a strategy takes a budget of time per decision (a search does):
    such a decision runs off the UI thread. A heuristic answers within a
    frame, so it is asked directly, which keeps its moves in step with the
    table's own timers."""
    return getattr(strategy, "think", 0) > 0


@dataclass
class Thought:
    """One decision being made off the UI thread, and where the game was."""

    state: object  # the state object asked about (a take-back or load makes a new one)
    count: int  # actions played when asked
    seat: int
    strategy: strategies.Strategy  # as it was sent
    worker: Worker[tuple[Action, strategies.Strategy]] | None = None
    answer: Action | None = None  # kept while help or a dialog covers the table


class Thinking(TablePart):
    table: Table
    _thought: Thought | None = None
    _spinner: Timer | None = None
    _spin_step: int = 0

    def think(self, seat: int, strategy: strategies.Strategy, rng: Rng) -> None:
        """Ask `strategy` for `seat`'s decision off the UI thread; the answer
        is played by `play_thought` when it comes, if it still fits."""
        self.drop_thought()
        game, game_id = self._match.game, self._match.game_id
        snapshot = self._match.state.model_copy(deep=True)  # the decision's own
        thought = Thought(self._match.state, len(self._match.actions), seat, strategy)
        self._thought = thought
        far = elsewhere.can_send(strategy)

        def decide() -> tuple[Action, strategies.Strategy]:
            if far:
                return elsewhere.decide(game_id, snapshot, strategy, rng)
            return strategies.decide(game, snapshot, strategy, rng), strategy

        thought.worker = self.run_worker(
            decide, name=f"seat {seat}", group=THINKING, thread=True, exit_on_error=False
        )
        self.start_spinner()

    def still_asked(self, thought: Thought) -> bool:
        """Whether the game is where `thought` was asked (nothing moved since)."""
        match = self._match
        return match.state is thought.state and len(match.actions) == thought.count

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        thought = self._thought
        if thought is None or event.worker is not thought.worker:
            return  # an older question's answer, or another worker
        if event.state == WorkerState.SUCCESS:
            # A worker that succeeded has decide()'s result.
            thought.answer, after = cast(tuple[Action, strategies.Strategy], event.worker.result)
            if self.table.strategies.get(thought.seat) is thought.strategy:
                self.table.strategies[thought.seat] = after  # what it remembers now
        elif event.state == WorkerState.ERROR:
            thought.answer = self.fallback_answer(thought, event.worker.error)
        else:
            return  # still running, or cancelled with its screen
        self.stop_spinner()
        self.play_thought()

    def fallback_answer(self, thought: Thought, error: BaseException | None) -> Action | None:
        """A strategy that failed: say so, and decide by the game's heuristic."""
        if not self.still_asked(thought):
            return None
        name = self._match.seats[thought.seat].name
        self.notify(
            f"{name}'s look-ahead failed ({error!r:.80}); this move is by rule of thumb.",
            severity="warning",
            markup=False,
        )
        heuristic = strategies.get(self._match.game_id)
        return strategies.decide(self._match.game, self._match.state, heuristic, self.bot_rng())

    def play_thought(self) -> bool:
        """Play the answer that came, if it still fits and the table is on
        screen; True if it is played or still to come (nothing else to do)."""
        thought = self._thought
        if thought is None or not self.still_asked(thought) or self.app.return_code is not None:
            self._thought = None  # the game moved on, or the app is closing: never played
            return False
        if thought.answer is None:
            return thought.worker is not None and thought.worker.is_running
        if self.claimant is not None:  # someone plays out of turn: ask again later
            self._thought = None
            return False
        if self.app.screen is not self:
            return True  # help or a dialog covers the table: it waits for it
        self._thought = None
        self.play_for(thought.seat, thought.answer)
        return True

    def drop_thought(self) -> None:
        """Forget a decision in progress (its answer will be ignored)."""
        if self._thought is not None and self._thought.worker is not None:
            self._thought.worker.cancel()
        self._thought = None
        self.stop_spinner()

    # -- the cue --------------------------------------------------------------
    def start_spinner(self) -> None:
        self.stop_spinner()
        self._spin_step = 0
        self._spinner = self.set_interval(SPIN_EVERY, self.spin)
        self.spin()

    def stop_spinner(self) -> None:
        if self._spinner is not None:
            self._spinner.stop()
            self._spinner = None

    def spin(self) -> None:
        """Turn the spinner after the "is thinking" text in the prompt bar."""
        from textual.widgets import Static

        prompt = self._match.prompt()
        thought = self._thought
        if prompt is None or thought is None or thought.seat != prompt.seat:
            return
        frame = SPINNER[self._spin_step % len(SPINNER)]
        self._spin_step += 1
        self.query_one("#prompt", Static).update(f"{self.thinking_text(prompt)} {frame}")
