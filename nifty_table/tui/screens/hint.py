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

import dataclasses
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from nifty_table.engine import elsewhere, levels, strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.wording import plural
from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from nifty_table.engine.contract import Prompt
    from nifty_table.engine.match import Match
    from nifty_table.table.table import Table

HINT_THINK = 1.0  # seconds the search spends on a hint: more than a hard seat's move
SHOWN = 3  # how many choices a hint shows
SPINNER = "|/-\\"


@dataclass(frozen=True)
class Advice:
    label: str  # the choice as the choice list words it
    chance: float  # estimated chance of winning (0..1)


@dataclass(frozen=True)
class Hint:
    advice: list[Advice]  # best first
    set_aside: int  # other choices the search dropped early as weaker


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
    snapshot = match.state.model_copy(deep=True)
    # The hard seat's search: the flat one without its shortcuts, or the tree.
    searcher = levels.strategy(match.game_id, "hard", think)
    # A hard seat is a search, which has a spec (not in the Strategy protocol).
    searcher.spec = dataclasses.replace(searcher.spec, prior_bonus=0.0, settle=0.0)  # type: ignore[attr-defined]
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
        body.update(self.text(self.advice))

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
        """Who a hint would be for now: the person deciding, with their own
        view on screen (or in a game that hides nothing); else None."""
        prompt: Prompt | None = self.match.prompt()
        if prompt is None or self.claimant is not None or self.match.result() is not None:
            return None
        seat = prompt.seat
        if self.match.seats[seat].bot:
            return None
        if self.viewer != seat and not self.hides_nothing():
            return None
        if "search" not in strategies.names(self.match.game_id):
            return None
        return seat

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
        name = self.match.seats[seat].name
        self.transcript.note(f"{name} asked for a hint.")
        self.render_all()  # the log's new line
        work = ask_search(self.match, seat, HINT_THINK)
        question = prompt.text if (prompt := self.match.prompt()) else ""
        self.app.push_screen(HintScreen(name, question, work, army=self.hint_for_army()))
