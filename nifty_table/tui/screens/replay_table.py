"""A replay on the game's own table: the same board, hands and log as in play.

The game's table screen class is reused with its controller switched off: no
prompts are answered, nothing is saved, no computer moves. Arrow keys move
through the steps; the screen draws the replay table's frame of the step shown
(the table says whose frames it may show).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from nifty_table.tui.screens.pick_seat import DIALOG_CSS
from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.action_list import ActionList

if TYPE_CHECKING:
    from nifty_table.table.replays import ReplayTable

REPLAY_ACTIONS = {"step", "turn", "go_to", "autoplay", "next_seat", "leave_replay", "help"}

# priority: the game's widgets (hand, board) would take the arrows otherwise
REPLAY_BINDINGS = [
    Binding("right,l", "step(1)", "Next", id="replay_next", priority=True),
    Binding("left,h", "step(-1)", "Back", id="replay_back", priority=True),
    Binding("pagedown", "step(10)", "+10", show=False, priority=True, id="replay_ahead"),
    Binding("pageup", "step(-10)", "-10", show=False, priority=True, id="replay_rewind"),
    Binding("n", "turn(1)", "Next turn", id="replay_next_turn", priority=True),
    Binding("p", "turn(-1)", "Turn back", id="replay_previous_turn", priority=True),
    Binding("g", "go_to", "Go to", id="replay_go_to", priority=True),
    Binding("space", "autoplay", "Play/pause", id="replay_autoplay", priority=True),
    Binding("end", "step(1000000)", "Last", show=False, id="replay_end", priority=True),
    Binding("home", "step(-1000000)", "First", show=False, id="replay_home", priority=True),
    Binding("tab", "next_seat", "Other player", id="replay_seat", priority=True),
    Binding("escape", "leave_replay", "Leave", id="replay_leave", priority=True),
]


class ReplayControls(TablePart):
    """Turns a game's TableScreen into a replay viewer (put it first in the bases)."""

    table: ReplayTable
    autoplay_seconds = 1.0  # between two steps while it plays by itself

    def on_mount(self) -> None:
        self.show_step()

    # The controller of a live game, switched off.
    def advance(self) -> None:
        pass

    def bot_move(self) -> None:
        pass

    def on_screen_resume(self) -> None:
        pass

    def save_now(self, quiet: bool = False) -> bool:
        return True

    def show_end(self) -> None:
        pass

    def submit(self, action) -> bool:
        self.notify("This is a replay: nothing can be played here.")
        return False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Only the replay's keys, and Tab only where another view may be shown.
        if action == "next_seat":
            return self.table.finished
        if action in ("step", "turn") and parameters:
            # Shown but dimmed where it cannot move: back at the deal, on at the end.
            # The bindings pass a number (step(1), step(-1)); typed object here.
            ahead = int(parameters[0]) > 0  # type: ignore[call-overload]
            at = self.table.at
            if (ahead and at >= len(self.table)) or (not ahead and at <= 0):
                return None
        return action in REPLAY_ACTIONS

    def top_line(self) -> str:
        title = self.frame.title
        playing = " · playing" if getattr(self, "_autoplay", None) is not None else ""
        return f"Replay · {title} · step {self.table.at} of {len(self.table)}{playing}"

    def show_step(self, at: int | None = None) -> None:
        """Draw the step `at` (None: the one shown)."""
        if at is not None:
            self.table.go_to(at)
        self.render_all()
        self.refresh_bindings()

    def render_log(self) -> None:
        log = self.query_one("#log", Static)
        log.update(Text("\n".join(self.frame.log) or "The deal."))
        self.query_one("#log-scroll").scroll_end(animate=False)

    def render_prompt(self, thinking=None) -> None:
        label = self.query_one("#prompt", Static)
        seat = self.frame.names[self.viewer] if self.viewer is not None else "the table"
        label.update(Text(f"Watching {seat}. {self.table.said()}"))
        self.query_one("#choices", ActionList).withdraw()

    def action_step(self, delta: int) -> None:
        self.show_step(self.table.at + delta)

    def action_turn(self, direction: int) -> None:
        """To the start of the next (or this, then the previous) turn or round."""
        at, last = self.table.at, len(self.table)
        starts = [0, *self.table.turn_starts(), last]
        if direction > 0:
            self.show_step(next((n for n in starts if n > at), last))
        else:
            self.show_step(max((n for n in starts if n < at), default=0))

    def action_go_to(self) -> None:
        def chosen(number: int | None) -> None:
            if number is not None:
                self.show_step(number)

        self.app.push_screen(GoToStepScreen(len(self.table)), chosen)

    def action_autoplay(self) -> None:
        """Space starts stepping by itself (one step a second), and stops it."""
        timer = getattr(self, "_autoplay", None)
        if timer is not None:
            timer.stop()
            self._autoplay = None
        else:
            if self.table.at >= len(self.table):
                self.table.go_to(0)
            self._autoplay = self.set_interval(self.autoplay_seconds, self.autoplay_tick)
        self.show_step()

    def autoplay_tick(self) -> None:
        if self.table.at >= len(self.table):
            self.action_autoplay()  # at the end: stop
            return
        self.action_step(1)

    def action_next_seat(self) -> None:
        if not self.table.watch(((self.viewer or 0) + 1) % len(self.frame.names)):
            self.notify("The game is not over, so the replay keeps to one player's view.")
            return
        self.show_step()

    def action_leave_replay(self) -> None:
        leave_replay(self.app)


def leave_replay(app) -> None:
    """Back where the replay was opened from: the Load list, or the shell for
    `nifty-table replay FILE` (there is nothing under it to go back to)."""
    if getattr(app, "start_replay", None) is not None:
        app.exit()
    else:
        app.pop_screen()


class GoToStepScreen(ModalScreen[int | None]):
    """Ask for a step number; Escape cancels."""

    DEFAULT_CSS = DIALOG_CSS.format(name="GoToStepScreen")
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="go_to_cancel")]

    def __init__(self, last: int) -> None:
        super().__init__()
        self.last = last

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(f"Go to which step? (0 is the deal, {self.last} the last)")
            yield Input(type="integer", id="step-number")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        try:
            self.dismiss(int(event.value))
        except ValueError:
            self.notify("Type a step number.", severity="warning")

    def action_cancel(self) -> None:
        self.dismiss(None)
