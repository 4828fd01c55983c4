"""One seat of a hosted table, drawn from the frames its host sends.

The app holds nothing of the game but the newest frame. Once its host
seats it, the game's own table screen draws each frame (tui/remote_table.py),
with this machine's theme and keys; under it, a plain screen says how the
line to the host stands (and shows a frame as text, for a game this
install has no screen for). Everything in a frame comes from the host
(names, card names, reasons), so it is shown literally.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option
from websockets.exceptions import ConnectionClosed, InvalidURI

from nifty_table.remote import protocol as p
from nifty_table.remote.client import Refused, SeatClient
from nifty_table.tui.app import NiftyApp

if TYPE_CHECKING:
    from nifty_table.engine.contract import Action
    from nifty_table.table.frame import Frame
    from nifty_table.tui.remote_table import DrawsHostFrames

LOG_LINES = 8  # the log's last lines shown


class SeatLine(Screen[None]):
    """How the line to the host stands, and a frame as plain text."""

    DEFAULT_CSS = """
    #status { color: $warning; }
    #question { text-style: bold; margin-top: 1; }
    #choices { height: auto; max-height: 12; }
    #log { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [
        Binding("r", "app.reconnect", "Reconnect", id="seat_reconnect"),
        Binding("q", "app.quit", "Quit", id="seat_quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(Text("Joining…"), id="status")
        yield Static(Text(""), id="heading")
        yield Static(Text(""), id="question")
        yield OptionList(id="choices")
        with VerticalScroll():
            yield Static(Text(""), id="log")
            yield Static(Text(""), id="view")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        app = self.app
        if isinstance(app, RemoteSeatApp):
            app.send_choice(event.option_index)


class RemoteSeatApp(NiftyApp):
    def __init__(self, address: str, code: str = "") -> None:
        # The computers are the host's and move at its pace: this app has no
        # pause of its own (nor one for reading a round's or a game's end).
        super().__init__(bot_delay=0.0)
        self.address = address
        self.code = code
        self.asks_code = not code  # a browser page or `join ADDRESS`: the code is typed here
        self.client: SeatClient | None = None
        self.connected = False
        self.table: DrawsHostFrames | None = None  # the game's screen, once seated

    def get_default_screen(self) -> Screen:
        return SeatLine()

    def on_mount(self) -> None:
        # The app's own start (theme, keys, size check) runs too: Textual
        # calls every class's on_mount.
        if self.asks_code:
            self.ask_code()
        else:
            self.connect()

    def ask_code(self, problem: str = "") -> None:
        from nifty_table.tui.code_entry import CodeEntry

        def typed(code: str | None) -> None:
            if code:
                self.code = code
                self.connect()

        self.push_screen(CodeEntry(self.address, problem), typed)

    def go_to_menu(self) -> None:
        self.action_request_quit()  # no menu here: the game is the host's

    def show_end(
        self, final: Frame, record: Callable[[], str | None], rematch: Callable[[], None] | None
    ) -> None:
        super().show_end(final, record, None)  # a rematch is the host's to start

    def action_request_quit(self) -> None:
        from nifty_table.tui.screens.confirm import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen):
            return
        question = "Leave this table? The host keeps the game: rejoin with the same code."
        self.push_screen(ConfirmScreen(question), lambda yes: self.exit() if yes else None)

    # -- the line to the host ------------------------------------------------------
    @work(exclusive=True, group="line")
    async def connect(self) -> None:
        self._say(f"Joining {self.address}…")
        try:
            client = await SeatClient.join(self.address, self.code)
        except Refused as exc:
            self._say(f"The host refused this code: {exc}  (r: try again, q: quit)")
            if self.asks_code:
                self.ask_code(f"The host refused that code: {exc}")
            return
        except (OSError, InvalidURI, ConnectionClosed, p.BadMessage) as exc:
            self._say(f"Cannot reach {self.address}: {exc}  (r: try again, q: quit)")
            return
        self.client, self.connected = client, True
        who = client.welcome
        self._say(f"{who.name} at {who.title} ({self.address})")
        try:
            while True:
                message = await client.receive()
                if isinstance(message, p.FrameOut):
                    self._show(message)
                elif isinstance(message, p.Error):
                    self.notify(message.reason, severity="error", markup=False)
                elif isinstance(message, p.Bye):
                    self._say(f"The host closed this seat: {message.reason}  (r: rejoin)")
        except (ConnectionClosed, OSError, p.BadMessage):
            self._say("The connection to the host dropped. Press r to reconnect.")
        finally:
            self.connected = False
            self._leave_table()

    def action_reconnect(self) -> None:
        if not self.connected:
            self.connect()

    def send_choice(self, index: int) -> None:
        if self.client is not None and self.connected and self.client.frame is not None:
            self.run_worker(self.client.choose(index), exit_on_error=False)

    def send_action(self, action: Action) -> None:
        """An answer from the game's screen: by its number in the frame."""
        frame = self.table.table.held if self.table is not None else None
        if frame is not None and action in frame.actions:
            self.send_choice(frame.actions.index(action))

    def send_take_back(self) -> None:
        if self.client is not None and self.connected and self.client.frame is not None:
            self.run_worker(self.client.take_back(), exit_on_error=False)

    # -- drawing a frame -----------------------------------------------------------
    @property
    def line_screen(self) -> Screen:
        return self.screen_stack[0]

    def _say(self, line: str) -> None:
        self.line_screen.query_one("#status", Static).update(Text(line))

    def _leave_table(self) -> None:
        """Back to the line's own screen (it says why), the game's screen gone."""
        if self.table is not None:
            while len(self.screen_stack) > 1:
                self.pop_screen()
            self.table = None

    def _show(self, message: p.FrameOut) -> None:
        self._show_text(message)  # under the game's screen, or in its place
        self._on_table(message)

    def _on_table(self, message: p.FrameOut) -> bool:
        """Draw the frame on the game's own screen (opened with the first
        one); False if this install cannot read it as that game's frame."""
        from nifty_table.table.frame_json import read_frame
        from nifty_table.tui.game_screens import SCREENS
        from nifty_table.tui.remote_table import seat_screen

        assert self.client is not None
        welcome = self.client.welcome
        if welcome.game not in SCREENS:
            return False
        try:
            frame = read_frame(welcome.game, message.frame)
        except ValidationError:
            return False
        if self.table is not None:
            self.table.show_frame(frame)
            return True
        who = f"{welcome.name} at {welcome.title}"
        screen = seat_screen(welcome.game, frame, who, self.send_action, self.send_take_back)
        self.table = screen  # type: ignore[assignment]
        self.push_screen(screen)
        return True

    def _show_text(self, message: p.FrameOut) -> None:
        line = self.line_screen
        frame = message.frame
        heading = " · ".join(x for x in (frame.get("title", ""), frame.get("summary", "")) if x)
        line.query_one("#heading", Static).update(Text(heading))
        question = frame.get("question", "")
        if message.yours:
            question = f"Your turn: {question}"
        line.query_one("#question", Static).update(Text(question))
        choices = line.query_one("#choices", OptionList)
        choices.clear_options()
        choices.add_options(Option(Text(str(c.get("label", "")))) for c in frame["choices"])
        if frame["choices"]:
            choices.highlighted = 0
            choices.focus()
        log = frame.get("log", [])[-LOG_LINES:]
        line.query_one("#log", Static).update(Text("\n".join(log)))
        line.query_one("#view", Static).update(Text(view_text(frame.get("view"))))


def view_text(view: Any, indent: str = "") -> str:
    """The seat's view as indented lines: one per field, lists of plain
    values on one line."""
    lines: list[str] = []
    if isinstance(view, dict):
        for key, value in view.items():
            if isinstance(value, (dict, list)) and not _flat(value):
                lines.append(f"{indent}{key}:")
                lines.append(view_text(value, indent + "  "))
            else:
                lines.append(f"{indent}{key}: {_plain(value)}")
    elif isinstance(view, list):
        for item in view:
            if _flat(item):
                lines.append(f"{indent}- {_plain(item)}")
            else:
                lines.append(f"{indent}-")
                lines.append(view_text(item, indent + "  "))
    else:
        lines.append(f"{indent}{_plain(view)}")
    return "\n".join(line for line in lines if line)


def _flat(value: Any) -> bool:
    if isinstance(value, dict):
        return not value
    if isinstance(value, list):
        return all(not isinstance(v, (dict, list)) for v in value)
    return True


def _plain(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value) or "–"
    if isinstance(value, str):
        return value
    if value is None:
        return "–"
    return json.dumps(value)
