"""The main menu: New game, Continue, Load, Rules, Quit."""

from __future__ import annotations

import json
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

LOGO = "n i f t y _ t a b l e"
HINT = "↑↓ Enter · n new · c continue · l load · s stats · r rules · q quit · F1 help"


def newest_save_header(folder: Path) -> tuple[Path, dict] | None:
    """The newest save's header, read cheaply with json (full checks at load)."""
    try:
        files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return None
    for path in files:
        try:
            data = json.loads(path.read_bytes())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and data.get("format") == "nifty-table-save":
            return path, data
    return None


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("n", "choose('new')", "New game", id="menu_new"),
        Binding("c", "choose('continue')", "Continue", id="menu_continue"),
        Binding("l", "choose('load')", "Load", id="menu_load"),
        Binding("s", "choose('stats')", "Statistics", id="menu_stats"),
        Binding("r", "choose('rules')", "Rules", id="menu_rules"),
        Binding("q", "choose('quit')", "Quit", id="menu_quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(LOGO, id="logo")
            yield Static("games for friends who share one keyboard", id="tagline")
            yield OptionList(
                Option("New game", id="new"),
                Option("Continue", id="continue"),
                Option("Load a saved game", id="load"),
                Option("Statistics and replays", id="stats"),
                Option("Rules", id="rules"),
                Option("Quit", id="quit"),
                id="menu",
            )
            yield Static(id="continue-info", classes="muted")
        with Center():
            yield Static(id="saves-info", classes="muted")
        # A plain hint line instead of a Footer: it keeps start-up fast.
        yield Static(HINT, id="menu-hint")

    def on_mount(self) -> None:
        self.query_one("#menu", OptionList).focus()
        self.refresh_saves()

    def on_screen_resume(self) -> None:
        self.refresh_saves()

    def refresh_saves(self) -> None:
        folder = self.app.saves_dir
        self.query_one("#saves-info", Static).update(f"Saves folder: {folder}")
        newest = newest_save_header(folder)
        menu = self.query_one("#menu", OptionList)
        info = self.query_one("#continue-info", Static)
        if newest is None:
            menu.disable_option("continue")
            info.update("No saved game to continue yet.")
        else:
            menu.enable_option("continue")
            _, head = newest
            seats = ", ".join(s.get("name", "?") for s in head.get("seats", []))
            info.update(f"Continue: {head.get('title', '?')} · {seats} · {head.get('summary', '')}")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "")

    def action_choose(self, choice: str) -> None:
        app = self.app
        if choice == "new":
            from nifty_table.tui.screens.setup import SetupScreen

            app.push_screen(SetupScreen())
        elif choice == "continue":
            newest = newest_save_header(app.saves_dir)
            if newest is None:
                self.notify("There is no saved game yet.", severity="warning")
                return
            from nifty_table.tui.screens.load import open_save

            open_save(app, newest[0])
        elif choice == "load":
            from nifty_table.tui.screens.load import LoadScreen

            app.push_screen(LoadScreen())
        elif choice == "stats":
            from nifty_table.tui.screens.stats import StatsScreen

            app.push_screen(StatsScreen())
        elif choice == "rules":
            from nifty_table.tui.screens.rules import RulesScreen

            app.push_screen(RulesScreen())
        elif choice == "quit":
            app.action_request_quit()
