"""Leaving a table whose last save was refused: the moves since then are
only in this window. Keep them in a new file, leave without them, or stay."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class UnsavedScreen(ModalScreen[str]):
    """Answers "new" (save under a new name), "leave" (without saving) or "stay"."""

    DEFAULT_CSS = """
    UnsavedScreen { align: center middle; }
    UnsavedScreen > Vertical {
        width: 68; height: auto; border: thick $warning; background: $panel; padding: 1 2;
    }
    UnsavedScreen #unsaved-choices { height: auto; align: center middle; margin-top: 1; }
    UnsavedScreen Button { width: 40; }
    """
    BINDINGS = [
        Binding("s", "answer('new')", "Save under a new name", id="unsaved_new"),
        Binding("d", "answer('leave')", "Leave without saving", id="unsaved_leave"),
        Binding("escape", "answer('stay')", "Cancel", id="unsaved_stay"),
    ]

    def __init__(self, refused: str, leaving: str) -> None:
        """`refused`: why the save was refused; `leaving`: "Quit", say."""
        super().__init__()
        self.refused = refused
        self.leaving = leaving

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                f"The last save was refused: {self.refused}\n\n"
                "The moves since then are not saved. Save under a new name to keep "
                "them in a file of their own; the refused file stays as it is.",
                id="unsaved-text",
                markup=False,
            )
            with Vertical(id="unsaved-choices"):
                yield Button("Save under a new name (s)", id="new", variant="primary")
                yield Button(f"{self.leaving} without saving (d)", id="leave")
                yield Button("Cancel (Esc)", id="stay")

    def on_mount(self) -> None:
        self.query_one("#new", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "stay")

    def action_answer(self, choice: str) -> None:
        self.dismiss(choice)
