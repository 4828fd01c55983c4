"""A save that another window is playing: watch it read-only, or leave.

Opening the same save in two windows (two terminals, two browser tabs) would
have each overwrite the other's moves, so the second window never plays it.
Watching shows the game as a replay at its newest step, from the table's
public side only, and follows the other window's moves as they are saved.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from nifty_table.engine import save_lock, saves

FOLLOW_SECONDS = 1.0  # how often a watching window looks for new moves


class OpenElsewhereScreen(ModalScreen[bool]):
    """True: watch it; False: leave."""

    DEFAULT_CSS = """
    OpenElsewhereScreen { align: center middle; }
    OpenElsewhereScreen > Vertical {
        width: 64; height: auto; border: thick $warning; background: $panel; padding: 1 2;
    }
    OpenElsewhereScreen Horizontal { height: auto; align: center middle; margin-top: 1; }
    OpenElsewhereScreen Button { margin: 0 2; }
    """
    BINDINGS = [
        Binding("w", "answer(True)", "Watch read-only", id="elsewhere_watch"),
        Binding("escape,l", "answer(False)", "Leave", id="elsewhere_leave"),
    ]

    def __init__(self, title: str, holder: save_lock.Holder) -> None:
        super().__init__()
        self.title_text = title
        self.holder = holder

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                f"{self.title_text} is open in another window ({self.holder.describe()}).\n\n"
                "Only one window plays a game, so no move is lost. You can watch it "
                "here, read-only, as its moves are saved, or leave it.",
                id="elsewhere-text",
                markup=False,
            )
            with Horizontal():
                yield Button("Watch read-only (w)", id="watch", variant="primary")
                yield Button("Leave (Esc)", id="leave")

    def on_mount(self) -> None:
        self.query_one("#watch", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "watch")

    def action_answer(self, watch: bool) -> None:
        self.dismiss(watch)


def offer_to_watch(app: App, title: str, path: Path, holder: save_lock.Holder) -> None:
    def answered(watch: bool | None) -> None:
        if watch:
            watch_save(app, path)

    app.push_screen(OpenElsewhereScreen(title, holder), answered)


def watch_save(app: App, path: Path) -> bool:
    """The save as a replay at its newest step, following new saves."""
    from nifty_table.table.replays import ReplayTable
    from nifty_table.tui.screens.replay import replay_screen

    try:
        replay = ReplayTable.load(path)
    except saves.SaveError as exc:
        app.notify(f"Cannot watch {exc.path.name}: {exc.reason}", severity="error", markup=False)
        return False
    # An unfinished game's replay keeps to the table's public side: a watcher
    # is nobody at the table.
    replay.go_to(len(replay))
    screen = replay_screen(replay)
    seen = [replay.file_stamp]

    def follow() -> None:
        if screen not in app.screen_stack:
            timer.stop()
            return
        stamp = saves.file_stamp(path)
        if stamp == seen[0]:
            return
        seen[0] = stamp
        try:
            replay.reload(path)
        except saves.SaveError:
            return  # mid-write or damaged: look again at the next tick
        screen.show_step()

    app.push_screen(screen)
    timer = app.set_interval(FOLLOW_SECONDS, follow)
    app.notify("Watching read-only: new moves show as the other window saves them.")
    return True
