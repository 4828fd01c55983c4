"""A hosted table with people at the host's own keyboard.

They play it on the game's own table screen, hot-seat with the curtain as at
any table, while the remote seats play the same `Table` through the host
(remote/host.py). The screen drives the game here (computers, curtains,
timers); the host seats the remote connections, checks their answers and
plays them. Each side tells the other that the game moved: a move made here
is sent to the remote seats once the screen is drawn (off the key path), and
a move from elsewhere is drawn here as it comes. The table never makes a
remote seat the viewer, so this screen never shows a remote seat's hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from textual.binding import Binding

from nifty_table.remote.host import Host
from nifty_table.tui.screens.join_lines import JoinLinesScreen

if TYPE_CHECKING:
    from textual.timer import Timer
    from textual.widgets import Static

    from nifty_table.engine.contract import Prompt
    from nifty_table.remote.codes import Codes
    from nifty_table.remote.doors import Doors
    from nifty_table.table.table import Table
    from nifty_table.tui.app_base import AppBase
    from nifty_table.tui.screens.table import TableScreen


JOIN_PORT, SSH_PORT = 8765, 2222  # as `nifty-table host` listens by default
WEB_PORT = 8000  # the browser door of a table hosted from the menu


@dataclass
class HostPlan:
    """What to host: the game's table, its save, the codes of its remote seats, and
    where to listen (0: any free port)."""

    table: Table
    save: Path
    codes: Codes
    port: int = JOIN_PORT
    ssh_port: int = SSH_PORT
    public: bool = False
    web_port: int | None = None  # None: no browser door
    any_port_if_taken: bool = False  # else a port in use ends the app, with the reason


def new_plan(table: Table, remote: list[int], saves_dir: Path) -> HostPlan:
    """A new match to host, from the menu: the usual ports, else any free one."""
    from nifty_table.engine.saves import new_path
    from nifty_table.remote.codes import Codes

    save = new_path(saves_dir, table.game_id)
    codes = Codes.new(remote)
    return HostPlan(
        table, save, codes, JOIN_PORT, SSH_PORT, web_port=WEB_PORT, any_port_if_taken=True
    )


class ScreenHost(Host):
    """The host of a table whose screen is at this keyboard."""

    def __init__(self, table: Table, codes: Codes, screen: HostsRemoteSeats) -> None:
        super().__init__(table, codes)
        self.screen = screen

    def after_move(self) -> None:
        self.screen.moved_elsewhere()

    def save_refused(self, reason: str) -> None:
        self.screen.notify(f"Could not save the game: {reason}", severity="error", markup=False)

    def seats_changed(self) -> None:
        self.screen.seats_changed()


class HostsRemoteSeats:
    """Put before a game's table screen class (`hosted_screen`): the same
    screen, serving its remote seats."""

    plan: HostPlan
    doors: Doors | None = None
    _moved_meanwhile = False

    if TYPE_CHECKING:  # the table screen's, for the type checker
        table: Table
        app: AppBase
        _bot_timer: Timer | None

        def run_worker(self, work: object, **kw: object) -> object: ...
        def notify(self, message: str, **kw: object) -> None: ...
        def moved_on(self) -> None: ...
        def call_after_refresh(self, callback: object) -> bool: ...
        def drop_thought(self) -> None: ...
        def query_one(self, selector: str, expect_type: type[Static]) -> Static: ...

    def on_mount(self) -> None:
        # Every class's on_mount runs (Textual): the table's starts the game.
        self.run_worker(self._open(), group="hosting", exit_on_error=False)

    async def _open(self) -> None:
        from nifty_table.remote.doors import open_doors
        from nifty_table.remote.ssh_keys import HOST_KEY_NAME
        from nifty_table.tui.app_files import config_file

        plan, app = self.plan, self.app
        plan.codes.keep(plan.save)
        host = ScreenHost(self.table, plan.codes, self)
        key = config_file(HOST_KEY_NAME, app._chosen_saves_dir)  # beside the settings
        try:
            try:
                doors = await open_doors(
                    host, key, plan.port, plan.ssh_port, plan.public, plan.web_port
                )
            except OSError:  # a port in use, most often
                if not plan.any_port_if_taken:
                    raise
                web = None if plan.web_port is None else 0
                doors = await open_doors(host, key, 0, 0, plan.public, web)
        except (OSError, ValueError) as exc:
            app.hosting_problem = f"cannot host this table: {exc}"
            if plan.any_port_if_taken:  # from the menu: say so, the game stays here
                self.notify(app.hosting_problem, severity="error", timeout=15, markup=False)
            else:
                app.exit(return_code=2)
            return
        self.doors = doors
        self.action_join_lines()

    def on_unmount(self) -> None:
        doors = self.doors
        if doors is not None:
            self.doors = None
            if doors.web is not None:  # at once: the app may be ending, its workers with it
                doors.web.stop()
            self.app.run_worker(doors.close(), exit_on_error=False)

    def action_join_lines(self) -> None:
        if self.doors is not None:
            self.app.push_screen(JoinLinesScreen(self.doors.lines))

    # -- the game moved -----------------------------------------------------------
    def advance(self) -> None:
        super().advance()  # type: ignore[misc]
        self.call_after_refresh(self._send_frames)

    def _send_frames(self) -> None:
        if self.doors is not None:
            self.run_worker(self.doors.host.publish(), group="frames", exit_on_error=False)

    def moved_elsewhere(self) -> None:
        """A remote seat played: a computer about to answer the old state
        waits for the new one; drawn now if the table is on top, else once
        it is back (a curtain or a dialog covers it)."""
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        if self.app.screen is self:
            self.moved_on()  # a round it ended is summed up here too
        else:
            self._moved_meanwhile = True

    # -- a remote seat's person left or came back ----------------------------------
    def seats_changed(self) -> None:
        """Say who left (and offer p) or go on with who came back, where the
        game waits on a remote seat; a computer about to play for it stops."""
        prompt = self.table.prompt()
        if prompt is None or prompt.seat not in self.plan.codes.seats:
            return  # someone here decides: their screen stays as it is
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        self.drop_thought()
        if self.app.screen is self:
            self.advance()
        else:
            self._moved_meanwhile = True

    def render_prompt(self, thinking: Prompt | None) -> None:
        super().render_prompt(thinking)  # type: ignore[misc]
        seat = self.doors.host.left_waited_on() if self.doors is not None else None
        if seat is not None:
            from rich.text import Text
            from textual.widgets import Static

            name = self.table.name(seat)
            line = f"{name} has left. p: let the computer play for {name} until they rejoin."
            self.query_one("#prompt", Static).update(Text(line))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "let_computer_play":
            return self.doors is not None and self.doors.host.left_waited_on() is not None
        return super().check_action(action, parameters)  # type: ignore[misc]

    def action_let_computer_play(self) -> None:
        seat = self.doors.host.left_waited_on() if self.doors is not None else None
        if seat is not None and self.doors is not None:
            self.run_worker(self.doors.host.let_computer_play(seat), exit_on_error=False)

    def on_screen_resume(self) -> None:
        if self._moved_meanwhile:
            self._moved_meanwhile = False
            if self._bot_timer is not None:  # advance() sets the one it needs
                self._bot_timer.stop()
                self._bot_timer = None
            self.moved_on()


def hosted_screen(plan: HostPlan) -> TableScreen:
    """The game's own table screen for `plan`, serving its remote seats."""
    from nifty_table.tui.game_screens import screen_class

    game = screen_class(plan.table.game_id)
    # Textual reads BINDINGS from its own classes only: given here, not on the mixin.
    keys = [
        Binding("i", "join_lines", "Ways in", id="join_lines"),
        Binding("p", "let_computer_play", "Computer plays", id="let_computer_play"),
    ]
    cls = type(f"Hosted{game.__name__}", (HostsRemoteSeats, game), {"BINDINGS": keys})
    remote = frozenset(plan.codes.seats)
    screen = cls(plan.table.hosted(plan.save, remote))
    screen.plan = plan
    return screen
