"""The whole table at once (T): every player's cards, the rules and the Goals
in full, for when the table screen is too small to show it all."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.view import FluxxView
from nifty_table.tui.fluxx.widgets import players_text, rules_text


class WholeTableScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    WholeTableScreen { align: center middle; }
    WholeTableScreen > Vertical {
        width: 90%; height: 90%; border: thick $accent; background: $panel; padding: 0 1;
    }
    WholeTableScreen VerticalScroll { height: 1fr; }
    WholeTableScreen #whole-table { height: auto; }
    """
    BINDINGS = [Binding("escape,t", "close", "Close", id="whole_table_close")]

    def __init__(self, deck: Catalog, view: FluxxView) -> None:
        super().__init__()
        self.deck = deck
        self.view = view

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("The whole table (arrows scroll, Escape closes)")
            with VerticalScroll():
                yield Static(id="whole-table")

    def on_mount(self) -> None:
        width = max(20, self.app.size.width * 9 // 10 - 6)
        out = Text()
        out.append("Players\n", style="bold underline")
        out.append_text(players_text(self.deck, self.view, width))
        out.append("\n\nRules and Goals\n", style="bold underline")
        out.append_text(rules_text(self.deck, self.view, True, width))
        self.query_one("#whole-table", Static).update(out)
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
