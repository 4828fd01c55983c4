"""The discard pile, which anyone may look through at any time."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static
from textual.widgets.option_list import Option

from nifty_table.engine.wording import plural
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.tui.fluxx.glossary import glossary
from nifty_table.tui.fluxx.widgets import CardText, card_line, chip
from nifty_table.tui.screens.whole_card import WHOLE_CARD, WholeCard, help_entry
from nifty_table.tui.widgets.cursor_list import CursorList
from nifty_table.tui.widgets.key_bar import KeyBar


class DiscardPileScreen(WholeCard, ModalScreen[None]):
    DEFAULT_CSS = """
    DiscardPileScreen { align: center middle; }
    DiscardPileScreen > Vertical {
        width: 80%; height: 80%; border: thick $accent; background: $panel; padding: 0 1;
    }
    DiscardPileScreen OptionList { height: 1fr; }
    """
    BINDINGS = [Binding("escape,d", "close", "Close", id="discards_close"), WHOLE_CARD]

    def __init__(self, deck: Catalog, pile: list[str]) -> None:
        super().__init__()
        self.deck = deck
        self.pile = list(reversed(pile))  # the top card first

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                f"Discard pile: {plural(len(self.pile), 'card')}, the top one first (Escape closes)"
            )
            yield CursorList(
                *[Option(chip(self.deck, card)) for card in self.pile], moved=self.show_card
            )
            yield CardText()
        yield KeyBar()  # c (whole card) with the card texts it opens

    def on_mount(self) -> None:
        self.query_one(CursorList).focus()
        self.show_card()  # the top card's text at once (the cursor starts on it)

    def show_card(self) -> None:
        card = self.card_in_focus()
        if card is not None:
            self.query_one(CardText).show_card(self.deck, card)
        self.card_focus_moved()

    def card_in_focus(self) -> str | None:
        index = self.query_one(CursorList).highlighted
        return self.pile[index] if index is not None else None

    def whole_card(self, card: str) -> Text:
        return card_line(self.deck, card)

    def card_now(self, card: str) -> list[str]:
        return ["In the discard pile."]

    def card_help(self, card: str) -> str:
        return help_entry(glossary(self.deck), self.deck.name[card])

    def action_close(self) -> None:
        self.dismiss(None)
