"""The hint key: the searching player's three best choices for the person at
the keyboard, each with its estimated chance of winning.

The search looks at the asking seat's own view only (as every strategy does),
so a hint knows nothing the person could not know. It is offered only to a
person deciding with their own view on screen (never for a computer, never
while the table is public), and the log tells the table who asked.
The search runs in the process the hard seats decide in (`engine.elsewhere`),
which a thread of the hint panel waits for: the table stays responsive, and
closing the panel drops the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from nifty_table.engine.wording import plural
from nifty_table.table.hints import Advice, Hint
from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from nifty_table.table.table import Table

HINT_THINK = 1.0  # seconds the search spends on a hint: more than a hard seat's move
SPINNER = "|/-\\"


def percent(chance: float) -> str:
    return f"{round(max(0.0, min(1.0, chance)) * 100)}%"


class HintScreen(ModalScreen[None]):
    CSS_PATH = Path(__file__).with_name("hint.tcss")
    BINDINGS = [Binding("escape,h,enter", "close", "Close", id="hint_close")]

    def __init__(
        self, name: str, question: str, work: Callable[[], Hint], army: bool = False
    ) -> None:
        super().__init__()
        self.asker = name
        self.question = question  # the prompt the hint answers
        self.work = work
        self.army = army  # the chance is the whole team's (a cooperative game)
        self.advice: list[Advice] | None = None
        self.set_aside = 0
        self._spinner: Timer | None = None
        self._step = 0

    def compose(self) -> ComposeResult:
        with Vertical(id="hint-box"):
            yield Static(f"A hint for {self.asker}", id="hint-title", markup=False)
            yield Static(self.question, id="hint-question", markup=False)
            yield Static("", id="hint-body", markup=False)
            yield Static("h, Enter or Esc: back to the table", id="hint-keys", classes="muted")
        yield KeyBar()

    def on_mount(self) -> None:
        self.run_worker(self.work, name="hint", thread=True, exit_on_error=False)
        self._spinner = self.set_interval(0.15, self.spin)
        self.spin()

    def spin(self) -> None:
        frame = SPINNER[self._step % len(SPINNER)]
        self._step += 1
        self.query_one("#hint-body", Static).update(f"thinking… {frame}")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state not in (WorkerState.SUCCESS, WorkerState.ERROR):
            return
        if self._spinner is not None:
            self._spinner.stop()
        body = self.query_one("#hint-body", Static)
        if event.state == WorkerState.ERROR:
            body.update(f"No hint this time: the look-ahead failed ({event.worker.error!r:.80}).")
            return
        result = cast(Hint, event.worker.result)  # it did not fail: it has its result
        self.advice, self.set_aside = result.advice, result.set_aside
        body.update(result.withheld or self.text(self.advice))

    def text(self, advice: list[Advice]) -> str:
        if not advice:
            return "Nothing to choose here."
        who = "the army wins" if self.army else f"{self.asker} wins"
        lines = [f"Best first, with the estimated chance that {who}:"]
        for n, item in enumerate(advice, 1):
            lines.append(f"{n}. {item.label} — about {percent(item.chance)}")
        if self.set_aside:
            others = plural(self.set_aside, "other choice")
            lines.append(f"({others} looked weaker early on and got fewer tries.)")
        lines.append("")
        lines.append("Estimates from played-out guesses of what you cannot see.")
        return "\n".join(lines)

    def action_close(self) -> None:
        self.dismiss(None)


class Hints(TablePart):
    """Part of TableScreen (a mixin): the h key."""

    table: Table

    def hint_seat(self) -> int | None:
        """Who a hint would be for now (the table says, in the frame)."""
        return self.frame.hint_for

    def hides_nothing(self) -> bool:
        """A game with no hidden information: a hint may be shown to the table."""
        return self.table.policy.hides_nothing

    def hint_for_army(self) -> bool:
        """Whether the chance a hint shows is the whole team's."""
        return self.table.policy.hint_for_army

    def action_hint(self) -> None:
        seat = self.hint_seat()
        if seat is None:
            return
        name = self.frame.names[seat]
        self.transcript.note(f"{name} asked for a hint.")
        self.render_all()  # the log's new line
        work = self.table.hint_work(seat, HINT_THINK)
        question = prompt.text if (prompt := self.frame.prompt) else ""
        self.app.push_screen(HintScreen(name, question, work, army=self.hint_for_army()))
