"""The Textual application: menu, setup, game screens and the curtain.

Only the menu's modules are imported at start-up; a game's package and its
screen are imported when that game is opened.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from textual import events
from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from nifty_table.tui.app_base import AppBase
from nifty_table.tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from nifty_table.tui.widgets.seen_first import LIFT_READING, unseen_on_screen

if TYPE_CHECKING:
    from nifty_table.lessons.model import Lesson
    from nifty_table.table.frame import Frame
    from nifty_table.table.table import Table
    from nifty_table.tui.hosting import HostPlan
    from nifty_table.tui.screens.table import TableScreen

# The reaction pauses the palette offers, in seconds (the settings take 0-30).
REACTION_PAUSES = (0.0, 2.0, 3.0, 5.0, 8.0)


class NiftyApp(AppBase):
    TITLE = "nifty_table"
    # The menu is the default screen, whose own CSS_PATH Textual does not load,
    # so its stylesheet (beside it in screens/) is part of the app's.
    CSS_PATH = [
        Path(__file__).with_name("app.tcss"),
        Path(__file__).parent / "screens" / "menu.tcss",
    ]
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("ctrl+q", "request_quit", "Quit", id="quit", priority=True),
        Binding("f10", "request_quit", "Quit", show=False, id="quit_f10"),
        Binding("f1", "help", "Help", id="help"),
    ]

    def __init__(
        self,
        saves_dir: Path | str | None = None,
        table: Table | None = None,
        bot_delay: float = 0.7,
        curtain: bool = True,
        replay: tuple[Path, int | None] | None = None,
        reaction_pause: float | None = None,
        lesson: Lesson | None = None,
        hosting: HostPlan | None = None,
        lift_reading: float = LIFT_READING,
    ) -> None:
        super().__init__(saves_dir, bot_delay, curtain, reaction_pause, lift_reading)
        self.start_lesson = lesson
        self.start_hosting = hosting  # a table hosted here, remote seats served
        self.start_replay = replay
        self.start_table = table  # a game to open at once (its save path with it)

    def get_default_screen(self) -> Screen:
        # The menu is the bottom screen: one screen fewer to build at start-up.
        from nifty_table.tui.screens.menu import MenuScreen

        return MenuScreen()

    def on_mount(self) -> None:
        self.apply_keymap()
        self.apply_appearance()
        if self.start_table is not None:
            self.open_table(self.start_table)
        if self.start_hosting is not None:
            self.host_table(self.start_hosting)
        if self.start_lesson is not None:
            from nifty_table.tui.lesson import open_lesson

            open_lesson(self, self.start_lesson)
        if self.start_replay is not None:
            from nifty_table.tui.screens.replay import open_replay

            open_replay(self, *self.start_replay)
        self.call_after_refresh(self._check_size)

    def apply_appearance(self) -> None:
        """The remembered theme and monochrome mode; later changes are remembered."""
        from nifty_table.tui import appearance

        theme, mono = appearance.read(self.settings_path)
        if theme and theme in self.available_themes:
            self.theme = theme
        # NO_COLOR asks for no colours: monochrome for this run (not remembered).
        self.monochrome = mono or self.no_color
        appearance.set_filters(self, self.monochrome)
        self.theme_changed_signal.subscribe(self, self.theme_changed)

    def theme_changed(self, theme) -> None:
        from nifty_table.tui import appearance

        appearance.remember(self, theme=theme.name)
        appearance.redraw(self)

    def action_toggle_monochrome(self) -> None:
        from nifty_table.tui import appearance

        self.monochrome = not self.monochrome
        appearance.set_filters(self, self.monochrome)
        appearance.redraw(self)
        appearance.remember(self, monochrome=self.monochrome)
        self.notify(
            "Monochrome on: every screen in greys."
            if self.monochrome
            else "Monochrome off: colours are back."
        )

    def apply_keymap(self) -> None:
        """Remap keys from keys.toml; each wrong line is reported and the others apply."""
        from nifty_table.tui.app_files import keys_path

        path = keys_path(self.keys_file_dir)
        if not path.exists():  # the usual case: nothing more to import at start-up
            return
        from nifty_table.tui.keymap import all_bindings, read

        keymap, problem = read(path, {b.id for b in all_bindings()})
        if problem:
            self.notify(problem, title="Keys", severity="error", timeout=12, markup=False)
        if keymap:
            self.set_keymap(keymap)

    # -- games -------------------------------------------------------------
    def open_table(self, table: Table) -> None:
        """Show a game's table screen (imports that game's screen lazily).

        One save, one window: the save is held for this window while it is
        played (engine/save_lock.py); one that another live window holds is
        offered to watch read-only instead."""
        from nifty_table.engine import save_lock, saves
        from nifty_table.tui.game_screens import screen_for

        if table.save_path is None:
            table.save_path = saves.new_path(self.saves_dir, table.game_id)
        save_path = table.save_path
        try:
            save_lock.hold(save_path)
        except save_lock.SaveLocked as exc:
            from nifty_table.tui.screens.open_elsewhere import offer_to_watch

            names = ", ".join(table.name(seat) for seat in range(table.seat_count))
            offer_to_watch(self, f"{table.title} ({names})", save_path, exc.holder)
            return
        self.push_screen(screen_for(table))

    def host_table(self, plan: HostPlan) -> None:
        """Open a hosted table: the people here play it on this screen, the
        remote seats join it (tui/hosting.py)."""
        from nifty_table.tui.hosting import hosted_screen

        self.push_screen(hosted_screen(plan))

    def host_new_table(self, table: Table, remote: list[int]) -> None:
        """Host a match set up here (New game), `remote` the seats that join
        from elsewhere; on any free port if the usual ones are taken."""
        from nifty_table.tui.hosting import new_plan

        self.host_table(new_plan(table, remote, self.saves_dir))

    # -- going between screens ----------------------------------------------
    # Screens ask the app for the screen they lead to, by what it is, rather
    # than import it: the menu leads to the tables and a table back to the
    # menu, and imports both ways would make a ring (a lint contract forbids it).
    def go_to_menu(self) -> None:
        """Close every screen above the menu; no game is open any more, so
        another window may play the saves this one held."""
        from nifty_table.engine import save_lock  # plain stdlib inside: cheap
        from nifty_table.tui.screens.menu import MenuScreen

        while len(self.screen_stack) > 1 and not isinstance(self.screen, MenuScreen):
            self.pop_screen()
        save_lock.release_all()
        self.clear_notifications()  # a private message must not follow anyone off the table

    def learn(self, game_id: str) -> None:
        from nifty_table.lessons.model import LessonError, load
        from nifty_table.tui.lesson import open_lesson

        try:
            lesson = load(game_id)
        except LessonError as exc:
            self.notify(str(exc), severity="warning", markup=False)
            return
        self.go_to_menu()
        open_lesson(self, lesson)

    def show_end(
        self, final: Frame, record: Callable[[], str | None], rematch: Callable[[], None] | None
    ) -> None:
        """The results, from the game's last public frame; `record` puts the game
        into the history, `rematch` opens the next one (None: not this
        app's to start)."""
        from nifty_table.tui.screens.end import EndScreen

        self.clear_notifications()  # the end screen is for everyone
        self.push_screen(EndScreen(final, record, rematch))

    # -- size guard --------------------------------------------------------
    # App.push_screen's own overloads and types stand; this wrapper passes them on.
    def push_screen(self, screen, callback=None, wait_for_dismiss=False):  # type: ignore[override]
        """Keep the too-small notice on top when a game pushes a screen meanwhile."""
        if isinstance(self.screen, TooSmallScreen) and not isinstance(screen, TooSmallScreen):
            self.pop_screen()
            result = super().push_screen(screen, callback, wait_for_dismiss)
            super().push_screen(TooSmallScreen())
            return result
        return super().push_screen(screen, callback, wait_for_dismiss)

    async def on_event(self, event: events.Event) -> None:
        # App._on_resize stops the event, so watch for it on the way in.
        if isinstance(event, events.Resize):
            self.call_after_refresh(self._check_size)
        # Priority bindings (a dialog's Enter) act here, before `on_key`.
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and unseen_on_screen(self.focused, self.screen, event)
        ):
            return  # what it would choose from was not on screen yet: not aimed at it
        await super().on_event(event)

    def on_key(self, event: events.Key) -> None:
        # Called just before the bindings of the widget with the keyboard act.
        if unseen_on_screen(self.focused, self.screen, event):
            event.prevent_default()  # its list was not on screen yet: not aimed at it

    def _check_size(self) -> None:
        small = self.size.width < MIN_WIDTH or self.size.height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif not small and showing:
            self.pop_screen()
        elif small and showing:
            cast(TooSmallScreen, self.screen).refresh_size()  # `showing` says it is

    # -- commands ----------------------------------------------------------
    def action_request_quit(self) -> None:
        from nifty_table.tui.screens.confirm import ConfirmScreen
        from nifty_table.tui.screens.unsaved import UnsavedScreen

        if isinstance(self.screen, (ConfirmScreen, UnsavedScreen)):
            return
        table = self._table_screen()
        # A refused save (and still refused now): say so, rather than "saved".
        if table is not None and table.save_refused and not table.save_now(quiet=True):
            table.ask_before_leaving("Quit", self.exit)
            return
        text = "Quit nifty_table?"
        if table is not None:
            text = "Quit nifty_table? The game is saved and can be continued later."

        def done(yes: bool | None) -> None:
            if yes:
                if table is None:
                    self.exit()
                else:
                    table.leave("Quit", self.exit)

        self.push_screen(ConfirmScreen(text), done)

    def action_help(self) -> None:
        table = self._table_screen()
        if table is not None and self.screen is table:
            table.action_help()
            return
        from nifty_table.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            # Over a game (its curtain, a round's summary, its end): that game's
            # rules and cards, but not what may be done now (a hidden hand's choices).
            if table is None:
                self.push_screen(HelpScreen(None))
            else:
                self.push_screen(HelpScreen(table.table.game_id, tabs=table.help_tabs()))

    def _table_screen(self) -> TableScreen | None:
        from nifty_table.tui.screens.table import TableScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, TableScreen):
                return screen
        return None

    def choose_reaction_pause(self) -> None:
        """The pauses to choose from, in the palette."""
        from functools import partial

        from textual.command import SimpleCommand

        choices = []
        for seconds in REACTION_PAUSES:
            name = "No pause: go on at once" if seconds == 0 else f"{seconds:g} seconds"
            if seconds == self.reaction_pause:
                name += " (in use)"
            choices.append(SimpleCommand(name, partial(self.set_reaction_pause, seconds)))
        self.search_commands(choices, placeholder="Reaction pause: how long to wait for !")

    def set_reaction_pause(self, seconds: float) -> None:
        from nifty_table.tui import appearance

        self._reaction_pause = seconds
        appearance.remember(self, reaction_pause=seconds)  # writes any setting
        self.notify(
            "Reaction pause off: out-of-turn plays are not waited for."
            if seconds == 0
            else f'Reaction pause {seconds:g} s: "Anyone? Press !" waits that long.'
        )

    def deliver_screenshot(
        self, filename: str | None = None, path: str | None = None, time_format: str | None = None
    ) -> str | None:
        """The palette's Screenshot: into a folder that exists (see
        app_files.screenshot_folder); Textual's notice says where."""
        if path is None and not self.is_web:
            from nifty_table.tui.app_files import screenshot_folder

            path = str(screenshot_folder(self.saves_dir))
        return super().deliver_screenshot(filename, path, time_format)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        table = self._table_screen()
        if table is not None:
            yield SystemCommand("Save game", "Save the game now (Ctrl+S / F2)", table.action_save)
            yield SystemCommand(
                "Help", "Rules, what you can do now, keys (F1 / ?)", table.action_help
            )
            yield SystemCommand(
                "Back to menu", "Leave the table; the game stays saved", table.action_menu
            )
        yield SystemCommand(
            "Monochrome " + ("off" if self.monochrome else "on"),
            "Draw everything in greys (colour-blind check); remembered",
            self.action_toggle_monochrome,
        )
        yield SystemCommand(
            f"Reaction pause ({self.reaction_pause:g} s)",
            'How long "Anyone? Press !" waits for an out-of-turn play; remembered',
            self.choose_reaction_pause,
        )
        yield SystemCommand("Quit", "Quit nifty_table (Ctrl+Q / F10)", self.action_request_quit)
        # Textual's own Quit would skip the question and the save: one Quit only.
        for command in super().get_system_commands(screen):
            if command.title != "Quit":
                yield command
