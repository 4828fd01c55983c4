"""The lines that tell friends how to join a hosted table, on top of it:
shown literally (codes and names are never read as markup), selectable with
the mouse, and copied whole with c."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

HEADING = "Friends join this table with one of these lines (each seat has its own code):"
KEYS = "c: copy them all · i: show them again later · Enter or Esc: to the table"


class JoinLinesScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    JoinLinesScreen { align: center middle; }
    JoinLinesScreen > Vertical {
        width: auto; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $panel; padding: 0 1;
    }
    JoinLinesScreen #join-lines { margin: 1 0; width: auto; }
    JoinLinesScreen .muted { color: $text-muted; }
    """
    BINDINGS = [
        Binding("c", "copy", "Copy", id="join_lines_copy"),
        Binding("enter,escape,i", "dismiss", "Back", id="join_lines_back"),
    ]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(HEADING, markup=False)
            yield Static("\n".join(self.lines), id="join-lines", markup=False)
            yield Static(KEYS, classes="muted", markup=False)

    def action_copy(self) -> None:
        self.app.copy_to_clipboard("\n".join(self.lines) + "\n")
        self.notify("Copied (where this terminal lets programs copy).", markup=False)

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)
