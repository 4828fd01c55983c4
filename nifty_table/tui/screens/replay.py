"""Watch a saved game again, one action at a time.

Left, every step so far with its log line; right, what the chosen seat sees
after the step. While the game is unfinished a replay keeps to one seat (the
curtain's rule); once it is over, Tab moves between every player's view.
"""

from __future__ import annotations

from pathlib import Path

from rich.pretty import Pretty
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from nifty_table.engine import saves
from nifty_table.engine.replay import Replay


def open_replay(app: App, path: Path, seat: int | None = None) -> bool:
    """Load a save and show its replay; a broken file is reported, never touched."""
    try:
        match = saves.load(path)
    except saves.SaveError as exc:
        app.notify(
            f"Cannot replay {exc.path.name}: {exc.reason}",
            severity="error",
            timeout=8,
            markup=False,
        )
        return False
    app.push_screen(ReplayScreen(Replay.of(match), seat))
    return True


class ReplayScreen(Screen[None]):
    DEFAULT_CSS = """
    ReplayScreen { padding: 0 1; }
    ReplayScreen #replay-head { height: auto; text-style: bold; color: $accent; }
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-steps { width: 1fr; border: round $panel; }
    ReplayScreen #replay-view { width: 1fr; border: round $panel; }
    """
    BINDINGS = [
        # priority: the scrolling panels would take these keys otherwise
        Binding("right,l", "step(1)", "Next", id="replay_next", priority=True),
        Binding("left,h", "step(-1)", "Back", id="replay_back", priority=True),
        Binding("pagedown", "step(10)", "+10", show=False, priority=True, id="replay_ahead"),
        Binding("pageup", "step(-10)", "-10", show=False, priority=True, id="replay_rewind"),
        Binding("end", "step(1000000)", "Last", id="replay_end", priority=True),
        Binding("home", "step(-1000000)", "First", id="replay_home", priority=True),
        Binding("tab", "next_seat", "Other player", id="replay_seat"),
        Binding("escape", "back", "Back", id="back"),
    ]

    def __init__(self, replay: Replay, seat: int | None = None) -> None:
        super().__init__()
        self.replay = replay
        self.seat = seat if seat is not None else (0 if replay.finished else None)
        self.at = 0

    def compose(self) -> ComposeResult:
        yield Static(id="replay-head")
        with Horizontal(id="replay-body"):
            with VerticalScroll(id="replay-steps"):
                yield Static(id="steps-text")
            with VerticalScroll(id="replay-view"):
                yield Static(id="view-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#replay-steps").border_title = "Steps"
        self.show()

    def show(self) -> None:
        replay = self.replay
        game = replay.game
        state = replay.state_at(self.at)
        head = Text(f"Replay of {getattr(game, 'title', '')}: step {self.at} of {len(replay)}")
        if self.at:
            step = replay.steps[self.at - 1]
            head.append(f" · {step.actor}")
        head.append("  (game over: every hand is shown)" if replay.finished else "")
        self.query_one("#replay-head", Static).update(head)
        lines = Text()
        for step in replay.steps[: self.at]:
            lines.append(f"{step.number:>4}. {step.actor}: ", style="bold")
            said = (step.text or "(no log line)").replace("\n", "\n      ")
            lines.append(said + "\n")
            private = step.private.get(self.seat) if self.seat is not None else None
            if private and replay.may_show(self.seat):
                lines.append(f"      {private}\n", style="italic")
        if not self.at:
            lines.append("The deal. Press → to step forward.")
        self.query_one("#steps-text", Static).update(lines)
        self.query_one("#replay-steps", VerticalScroll).scroll_end(animate=False)
        view_box = self.query_one("#replay-view", VerticalScroll)
        if self.seat is None:
            view_box.border_title = "Table"
            body: Text | Pretty = Text(game.summary(state))
        else:
            view_box.border_title = f"What {replay.seats[self.seat].name} sees"
            body = Pretty(game.view(state, self.seat), max_length=40)
        self.query_one("#view-text", Static).update(body)

    def action_step(self, delta: int) -> None:
        self.at = max(0, min(len(self.replay), self.at + delta))
        self.show()

    def action_next_seat(self) -> None:
        if not self.replay.finished:
            self.notify("The game is not over, so the replay keeps to one player's view.")
            return
        self.seat = ((self.seat or 0) + 1) % len(self.replay.seats)
        self.show()

    def action_back(self) -> None:
        self.dismiss(None)
