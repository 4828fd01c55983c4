"""The main menu: New game, Continue, Load, Rules, Quit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.content import Content
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from nifty_table.engine import save_files

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.table.opening import Unfinished
    from nifty_table.tui.app_base import AppBase

LOGO = "n i f t y _ t a b l e"
NOTHING_TO_CONTINUE = "No unfinished game to continue (finished ones are in Load and Statistics)."
HINT = "n new · c continue · l load · s stats · r rules · t learn · q quit · F1 help"


def newest_save_header(folder: Path) -> tuple[Path, dict[str, Any]] | None:
    """The newest save whose header reads and does not say the game is over,
    cheaply (the full checks are at load).

    Whatever sits in the folder (a FIFO, a link to a device, a broken link,
    endless nesting, a header of the wrong shape) is skipped, never raised.
    """
    for path in save_files.candidates(folder):
        try:
            head = save_files.peek_header(path)
        except save_files.UnreadableFile:
            continue
        if not head["over"]:
            return path, head
    return None


class MenuScreen(Screen[None]):
    # A letter acts only once its key has been through the list: keys typed
    # right after n (Down Down Enter) must wait for the New game screen, not
    # land on this list meanwhile (tui/key_order.py).
    KEYS_IN_ORDER = True

    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    BINDINGS = [
        Binding("n", "choose('new')", "New game", id="menu_new"),
        Binding("c", "choose('continue')", "Continue", id="menu_continue"),
        Binding("l", "choose('load')", "Load", id="menu_load"),
        Binding("s", "choose('stats')", "Statistics", id="menu_stats"),
        Binding("r", "choose('rules')", "Rules", id="menu_rules"),
        Binding("t", "choose('learn')", "Learn to play", id="menu_learn"),
        Binding("q", "choose('quit')", "Quit", id="menu_quit"),
    ]

    def compose(self) -> ComposeResult:
        # Centred the way the line under it is: the screen's own align did
        # not centre the box (it hugged the left edge).
        with Center(id="menu-centre"), Vertical(id="menu-box"):
            yield Static(LOGO, id="logo")
            yield Static("games for friends who share one keyboard", id="tagline")
            yield OptionList(
                Option("New game", id="new"),
                Option("Continue", id="continue"),
                Option("Load a saved game", id="load"),
                Option("Statistics and replays", id="stats"),
                Option("Rules", id="rules"),
                Option("Learn to play", id="learn"),
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
        save_files.remove_stale_temps(self.app.saves_dir)
        self.refresh_saves()

    def on_screen_resume(self) -> None:
        self.refresh_saves()

    def refresh_saves(self) -> None:
        folder = self.app.saves_dir
        self.query_one("#saves-info", Static).update(Content(f"Saves folder: {folder}"))
        newest = newest_save_header(folder)
        menu = self.query_one("#menu", OptionList)
        info = self.query_one("#continue-info", Static)
        if newest is None:
            menu.disable_option("continue")
            info.update(NOTHING_TO_CONTINUE)
            return
        menu.enable_option("continue")
        _, head = newest
        self._show_continue(head["title"], head["names"], head["summary"])
        # The header is read cheaply; whether that save really loads (the full
        # checks) is found out in the background once the menu is up, and the
        # line corrected.
        self.set_timer(0.3, self._check_continue)

    def _check_continue(self) -> None:
        self.run_worker(self._find_loadable, thread=True, exclusive=True, group="continue")

    def _show_continue(self, title: str, names: list[str], summary: str) -> None:
        # Names come from a file: shown as they are, never read as markup.
        # One fact per line, each wrapped at spaces, so no word is cut.
        text = Text()
        text.append("Continue: ", style="bold")
        text.append(f"{title}\n{summary}\n{', '.join(names)}")
        self.query_one("#continue-info", Static).update(text)

    def _find_loadable(self) -> None:
        from nifty_table.table.opening import newest_unfinished

        found = newest_unfinished(self.app.saves_dir)
        try:
            self.app.call_from_thread(self._confirmed, found)
        except RuntimeError:  # the app closed meanwhile
            pass

    def _confirmed(self, found: Unfinished | None) -> None:
        # The check ran in a thread: by now the app may be closing, with the
        # screen's widgets already gone while the screen still counts as mounted.
        try:
            menu = self.query_one("#menu", OptionList)
            info = self.query_one("#continue-info", Static)
        except NoMatches:
            return
        if found is None:
            menu.disable_option("continue")
            info.update(NOTHING_TO_CONTINUE)
            return
        menu.enable_option("continue")
        summary = found.summary
        if not found.replays:
            summary += " (its log does not replay: Continue asks first)"
        self._show_continue(found.title, found.names, summary)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "")

    def action_choose(self, choice: str) -> None:
        app = self.app
        if choice == "new":
            from nifty_table.tui.screens.setup import SetupScreen

            app.push_screen(SetupScreen())
        elif choice == "continue":
            self.continue_latest()
        elif choice == "load":
            from nifty_table.tui.screens.load import LoadScreen

            app.push_screen(LoadScreen())
        elif choice == "stats":
            from nifty_table.tui.screens.stats import StatsScreen

            app.push_screen(StatsScreen())
        elif choice == "rules":
            from nifty_table.tui.screens.rules import RulesScreen

            app.push_screen(RulesScreen())
        elif choice == "learn":
            from nifty_table.tui.screens.learn import LearnScreen

            app.push_screen(LearnScreen())
        elif choice == "quit":
            app.action_request_quit()

    def continue_latest(self) -> None:
        """Open the newest unfinished save, checked and opened exactly as Load
        opens a file (`open_save`); say which newer files cannot be loaded."""
        from nifty_table.engine import saves
        from nifty_table.tui.screens.load import open_save

        found = saves.load_latest(self.app.saves_dir, unfinished=True)
        if found is None:
            self.notify(NOTHING_TO_CONTINUE, severity="warning")
            return
        path, _, skipped = found
        if skipped:
            reasons = "; ".join(str(exc) for exc in skipped[:3])
            self.notify(
                f"Skipped newer files that cannot be loaded: {reasons}",
                severity="warning",
                timeout=8,
                markup=False,
            )
        open_save(self.app, path)
