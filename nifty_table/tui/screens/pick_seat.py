"""Small dialogs of the table: who interrupts, who jumps in."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Checkbox, Input, OptionList, Static
from textual.widgets.option_list import Option

DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 56; height: auto; border: thick $accent; background: $panel; padding: 1 2;
}}
{name} OptionList {{ height: auto; max-height: 8; }}
"""


class PickSeatScreen(ModalScreen[int | None]):
    """Choose one of several people; Escape cancels."""

    DEFAULT_CSS = DIALOG_CSS.format(name="PickSeatScreen")
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, question: str, seats: list[tuple[int, str]]) -> None:
        super().__init__()
        self.question = question
        self.seats = seats

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question)
            yield OptionList(*[Option(name, id=str(i)) for i, name in self.seats])

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id or 0))

    def action_cancel(self) -> None:
        self.dismiss(None)


class JoinScreen(ModalScreen[tuple[str, bool] | None]):
    """Jumping in: a name and whether the computer plays the new seat."""

    DEFAULT_CSS = DIALOG_CSS.format(name="JoinScreen")
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("A new player jumps in. Name (Enter to join, Escape to cancel):")
            yield Input(placeholder="name", max_length=24, id="join-name")
            yield Checkbox("computer plays this seat", id="join-bot")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        if not name:
            self.notify("Please type a name.", severity="warning")
            return
        self.dismiss((name, self.query_one(Checkbox).value))

    def action_cancel(self) -> None:
        self.dismiss(None)
