"""A replay on the game's own table: the same board, hands and log as in play.

The game's table screen class is reused with its controller switched off: no
prompts are answered, nothing is saved, no computer moves. Arrow keys move
through the steps; the state shown is the replay's state after that step.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from nifty_table.engine.match import Match
from nifty_table.engine.replay import Replay
from nifty_table.tui.game_screens import screen_class
from nifty_table.tui.screens.table import TableScreen
from nifty_table.tui.widgets.action_list import ActionList

REPLAY_ACTIONS = {"step", "next_seat", "leave_replay", "help"}
# priority: the game's widgets (hand, board) would take the arrows otherwise
REPLAY_BINDINGS = [
    Binding("right,l", "step(1)", "Next", id="replay_next", priority=True),
    Binding("left,h", "step(-1)", "Back", id="replay_back", priority=True),
    Binding("pagedown", "step(10)", "+10", show=False, priority=True, id="replay_ahead"),
    Binding("pageup", "step(-10)", "-10", show=False, priority=True, id="replay_rewind"),
    Binding("end", "step(1000000)", "Last", id="replay_end", priority=True),
    Binding("home", "step(-1000000)", "First", id="replay_home", priority=True),
    Binding("tab", "next_seat", "Other player", id="replay_seat", priority=True),
    Binding("escape", "leave_replay", "Leave", id="replay_leave", priority=True),
]


class ReplayControls:
    """Turns a game's TableScreen into a replay viewer (put it first in the bases)."""

    replay: Replay
    viewer: int | None
    at: int

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
        self.notify("This is a replay: nothing can be played here.")  # type: ignore[attr-defined]
        return False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action in REPLAY_ACTIONS

    def top_line(self) -> str:
        title = self.match.game.title  # type: ignore[attr-defined]
        return f"Replay · {title} · step {self.at} of {len(self.replay)}"

    def show_step(self) -> None:
        self.match.state = self.replay.state_at(self.at)  # type: ignore[attr-defined]
        self.render_all()  # type: ignore[attr-defined]

    def render_log(self) -> None:
        lines = []
        for step in self.replay.steps[max(0, self.at - 60) : self.at]:
            lines += self.replay.step_lines(step, self.viewer)
        log = self.query_one("#log", Static)  # type: ignore[attr-defined]
        log.update(Text("\n".join(lines) or "The deal."))
        self.query_one("#log-scroll").scroll_end(animate=False)  # type: ignore[attr-defined]

    def render_prompt(self, thinking=None) -> None:
        label = self.query_one("#prompt", Static)  # type: ignore[attr-defined]
        step = self.replay.steps[self.at - 1] if self.at else None
        said = f"{step.actor}: {step.text}" if step else "The deal."
        seat = self.replay.seats[self.viewer].name if self.viewer is not None else "the table"
        label.update(Text(f"Watching {seat}. {said}"))
        self.query_one("#choices", ActionList).withdraw()  # type: ignore[attr-defined]

    def action_step(self, delta: int) -> None:
        self.at = max(0, min(len(self.replay), self.at + delta))
        self.show_step()

    def action_next_seat(self) -> None:
        if not self.replay.finished:
            self.notify(  # type: ignore[attr-defined]
                "The game is not over, so the replay keeps to one player's view."
            )
            return
        self.viewer = ((self.viewer or 0) + 1) % len(self.replay.seats)
        self.show_step()

    def action_leave_replay(self) -> None:
        self.app.pop_screen()  # type: ignore[attr-defined]


def replay_table(match: Match, seat: int | None) -> TableScreen:
    """The game's own table screen as a replay of `match`, watched by `seat`."""
    base = screen_class(match.game_id)
    cls = type(f"Replay{base.__name__}", (ReplayControls, base), {"BINDINGS": REPLAY_BINDINGS})
    screen = cls(match, None)
    screen.replay = Replay.of(match)
    screen.viewer = seat if seat is not None else (0 if screen.replay.finished else None)
    screen.at = 0
    return screen
