"""Small dialogs of the table: who interrupts, who jumps in."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from nifty_table.tui.widgets.tick import Tick

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
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="pick_seat_cancel")]

    def __init__(self, question: str, seats: list[tuple[int, str]]) -> None:
        super().__init__()
        self.question = question
        self.seats = seats

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question, markup=False)
            yield OptionList(*[Option(Content(name), id=str(i)) for i, name in self.seats])

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id or 0))

    def action_cancel(self) -> None:
        self.dismiss(None)


class JoinScreen(ModalScreen[tuple[str, bool] | None]):
    """Jumping in: a name and whether the computer plays the new seat."""

    DEFAULT_CSS = DIALOG_CSS.format(name="JoinScreen")
    KEYS_IN_ORDER = True  # a name typed in a burst stays whole (tui/key_order.py)
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="join_cancel")]

    def __init__(self, taken: list[str] | None = None) -> None:
        super().__init__()
        self.taken = taken or []  # the names already at the table

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("A new player jumps in. Name (Enter to join, Escape to cancel):")
            yield Input(placeholder="name", max_length=24, id="join-name")
            yield Tick("a computer plays this seat", "a person plays this seat", id="join-bot")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        from nifty_table.engine.names import name_problem

        name = event.value.strip()
        problem = name_problem(name, self.taken)  # the same checks as the setup screen
        if problem:
            self.notify(problem[:1].upper() + problem[1:] + ".", severity="warning", markup=False)
            return
        self.dismiss((name, self.query_one(Tick).value))

    def action_cancel(self) -> None:
        self.dismiss(None)
