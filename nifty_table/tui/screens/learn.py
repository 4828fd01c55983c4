"""Learn to play: pick a game and start its guided lesson (nifty_table/lessons)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from nifty_table.engine import registry
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase


class LearnScreen(Screen[None]):
    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    DEFAULT_CSS = """
    LearnScreen { padding: 1 2; }
    LearnScreen OptionList { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "back", "Back", id="learn_back")]

    def compose(self) -> ComposeResult:
        from nifty_table.lessons.model import has_lesson

        yield Static("Learn to play: a guided first game. Choose one:", classes="title")
        games = [g for g in registry.GAMES.values() if has_lesson(g.id)]
        yield OptionList(*[Option(g.title, id=g.id) for g in games])
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.learn(event.option.id or "")

    def action_back(self) -> None:
        self.dismiss(None)
