"""A computer seat that takes its time (the searching, hard level) thinks
off the UI thread, so the table keeps answering keys meanwhile. Part of
TableScreen (a mixin) beside ComputerSeats.

The table (table/thinking.py) hands out the work and judges its answer;
this part only runs the work in a worker thread, turns a spinner meanwhile,
and plays the answer when it comes, if it still fits, nobody holds the
keyboard out of turn and the table is on top (an answer that comes while
help or a dialog covers the table waits for it; a stale one is dropped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.timer import Timer
from textual.worker import Worker, WorkerState

from nifty_table.engine import strategies
from nifty_table.engine.contract import Action
from nifty_table.table.thinking import Thought
from nifty_table.tui.screens.table_parts import TablePart

if TYPE_CHECKING:
    from nifty_table.engine.rng import Rng
    from nifty_table.table.table import Table

THINKING = "thinking"  # the worker group of a computer's decision
SPINNER = "|/-\\"  # ASCII: every terminal and font draws it
SPIN_EVERY = 0.15  # seconds per spinner step


class Thinking(TablePart):
    table: Table
    _thought: Thought | None = None
    _worker: Worker[tuple[Action, strategies.Strategy]] | None = None
    _spinner: Timer | None = None
    _spin_step: int = 0

    def think(self, seat: int, strategy: strategies.Strategy, rng: Rng) -> None:
        """Ask `strategy` for `seat`'s decision off the UI thread; the answer
        is played by `play_thought` when it comes, if it still fits."""
        self.drop_thought()
        thought = self.table.thought(seat, strategy, rng)
        self._thought = thought
        self._worker = self.run_worker(
            thought.work, name=f"seat {seat}", group=THINKING, thread=True, exit_on_error=False
        )
        self.start_spinner()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        thought = self._thought
        if thought is None or event.worker is not self._worker:
            return  # an older question's answer, or another worker
        if event.state == WorkerState.SUCCESS:
            # A worker that succeeded has the work's result.
            answer, after = cast(tuple[Action, strategies.Strategy], event.worker.result)
            self.table.answered(thought, answer, after)
        elif event.state == WorkerState.ERROR:
            if self.table.rule_of_thumb(thought) is not None:
                name = self.frame.names[thought.seat]
                self.notify(
                    f"{name}'s look-ahead failed ({event.worker.error!r:.80}); "
                    "this move is by rule of thumb.",
                    severity="warning",
                    markup=False,
                )
        else:
            return  # still running, or cancelled with its screen
        self.stop_spinner()
        self.play_thought()

    def play_thought(self) -> bool:
        """Play the answer that came, if it still fits and the table is on
        screen; True if it is played or still to come (nothing else to do)."""
        thought = self._thought
        table = self.table
        if thought is None or not table.still_asked(thought) or self.app.return_code is not None:
            self._thought = None  # the game moved on, or the app is closing: never played
            return False
        if thought.answer is None:
            return self._worker is not None and self._worker.is_running
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
        if self._thought is not None and self._worker is not None:
            self._worker.cancel()
        self._thought, self._worker = None, None
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

        prompt = self.table.prompt()
        thought = self._thought
        if prompt is None or thought is None or thought.seat != prompt.seat:
            return
        frame = SPINNER[self._spin_step % len(SPINNER)]
        self._spin_step += 1
        self.query_one("#prompt", Static).update(f"{self.thinking_text(prompt)} {frame}")
