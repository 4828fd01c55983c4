"""Rules: pick a game and read its help panel."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from nifty_table.engine import registry
from nifty_table.tui.widgets.key_bar import KeyBar


class RulesScreen(Screen[None]):
    DEFAULT_CSS = """
    RulesScreen { padding: 1 2; }
    RulesScreen OptionList { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "back", "Back", id="rules_back")]

    def compose(self) -> ComposeResult:
        yield Static("Rules: choose a game", classes="title")
        yield OptionList(*[Option(g.title, id=g.id) for g in registry.GAMES.values()])
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        from nifty_table.tui.game_screens import card_tabs
        from nifty_table.tui.screens.help import HelpScreen

        game_id = event.option.id
        assert game_id is not None  # every option is a game's
        self.app.push_screen(HelpScreen(game_id, tabs=card_tabs(game_id)))

    def action_back(self) -> None:
        self.dismiss(None)
