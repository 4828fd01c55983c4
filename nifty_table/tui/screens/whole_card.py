"""A card's whole text, from wherever the card is shown.

Panels show the card under the cursor in a few rows and cut a longer text
with "…" and a pointer to the key (see widgets/redraw.py); that key opens
the whole text here, in a scrollable panel. A screen that shows cards takes
the `WholeCard` mixin, lists `WHOLE_CARD` in its BINDINGS and says which
card is in focus; anything else may push `WholeCardScreen` with a text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.tui.keymap import key_label, keys_in_force
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual.widget import Widget

WHOLE_CARD = Binding("c", "whole_card", "Whole card", id="whole_card")


def pointer(widget: Widget) -> str:
    """What a cut card text ends with: where its whole text is, with the key
    as remapped ("(c: whole card)"); "" on a screen without the key."""
    keys = keys_in_force(widget.app, [type(widget.screen)]).get(WHOLE_CARD.id or "")
    return f" ({key_label(keys)}: whole card)" if keys else ""


class WholeCard:
    """For a screen showing cards: the whole-card key works (and the key bar
    offers it) while a card is in focus."""

    _card_in_focus_shown = False

    def card_in_focus(self) -> str | None:
        """The card whose text is shown now (under the cursor), if any."""
        return None

    def whole_card(self, card: str) -> Text:
        """That card's whole text."""
        raise NotImplementedError

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "whole_card":
            return self.card_in_focus() is not None
        return super().check_action(action, parameters)  # type: ignore[misc]

    def card_focus_moved(self) -> None:
        """After the focus moved: the key bar is redrawn only when the key
        comes or goes, not at every move."""
        shown = self.card_in_focus() is not None
        if shown != self._card_in_focus_shown:
            self._card_in_focus_shown = shown
            self.refresh_bindings()  # type: ignore[attr-defined]

    def action_whole_card(self) -> None:
        card = self.card_in_focus()
        if card is not None:
            self.app.push_screen(WholeCardScreen(self.whole_card(card)))  # type: ignore[attr-defined]


class WholeCardScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    WholeCardScreen { align: center middle; }
    WholeCardScreen > Vertical {
        width: 80%; max-width: 76; height: auto; max-height: 80%;
        border: thick $accent; background: $panel; padding: 0 1;
    }
    WholeCardScreen VerticalScroll { height: auto; max-height: 1fr; }
    WholeCardScreen .muted { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [Binding("escape,c", "close", "Close", id="whole_card_close")]

    def __init__(self, text: Text) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll():
                yield Static(self.text, id="whole-card-text")
            yield Static("Esc: back", classes="muted")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()  # the arrows scroll a long text

    def action_close(self) -> None:
        self.dismiss(None)
