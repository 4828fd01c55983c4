"""Asking a joiner for their seat's code.

A browser page serves every seat of a table from one address, so the code
cannot be in it: the seat opens here and asks. `nifty-table join ADDRESS`
without a code does the same. A code the host refused comes back here with
the host's reason, shown literally.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from nifty_table.remote.protocol import CODE_LENGTH, CODE_LETTERS


class CodeEntry(ModalScreen[str]):
    DEFAULT_CSS = """
    CodeEntry { align: center middle; }
    CodeEntry > Vertical {
        width: 60; max-width: 100%; height: auto;
        border: round $accent; padding: 1 2; background: $surface;
    }
    CodeEntry #code-problem { color: $error; height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "app.quit", "Quit", id="code_quit")]

    def __init__(self, address: str, problem: str = "") -> None:
        super().__init__()
        self.address = address
        self.problem = problem

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(f"Joining the table at {self.address}."))
            yield Static(Text("Type the code your host gave you for your seat, then Enter."))
            yield Input(placeholder="code", max_length=CODE_LENGTH * 2, id="code")
            yield Static(Text(self.problem), id="code-problem")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        code = event.value.strip().lower()
        problem = self._problem(code)
        if problem:
            self.query_one("#code-problem", Static).update(Text(problem))
            return
        self.dismiss(code)

    @staticmethod
    def _problem(code: str) -> str:
        """What is plainly wrong with a typed code, before asking the host."""
        if not code:
            return "Type the code first (Escape leaves)."
        if len(code) != CODE_LENGTH or any(c not in CODE_LETTERS for c in code):
            return f"A seat's code is {CODE_LENGTH} letters and digits, as the host printed it."
        return ""
