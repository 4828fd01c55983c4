"""One seat of a hosted table, drawn from the frames its host sends.

The app holds nothing of the game but the newest frame: it shows the
frame's question and choices, the log's last lines and the seat's view as
text, and answers with the chosen choice's number. Everything in a frame
comes from the host (names, card names, reasons), so it is shown literally.
"""

from __future__ import annotations

import json
from typing import Any

from rich.text import Text
from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option
from websockets.exceptions import ConnectionClosed, InvalidURI

from nifty_table.remote import protocol as p
from nifty_table.remote.client import Refused, SeatClient

LOG_LINES = 8  # the log's last lines shown


class RemoteSeatApp(App[int]):
    CSS = """
    #status { color: $warning; }
    #question { text-style: bold; margin-top: 1; }
    #choices { height: auto; max-height: 12; }
    #log { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [
        Binding("r", "reconnect", "Reconnect", id="seat_reconnect"),
        Binding("q", "quit", "Quit", id="seat_quit"),
    ]

    def __init__(self, address: str, code: str) -> None:
        super().__init__()
        self.address = address
        self.code = code
        self.client: SeatClient | None = None
        self.connected = False

    def compose(self) -> ComposeResult:
        yield Static(Text(f"Joining {self.address}…"), id="status")
        yield Static(Text(""), id="heading")
        yield Static(Text(""), id="question")
        yield OptionList(id="choices")
        with VerticalScroll():
            yield Static(Text(""), id="log")
            yield Static(Text(""), id="view")
        yield Footer()

    def on_mount(self) -> None:
        self._own_look()
        self.connect()

    def _own_look(self) -> None:
        """The joiner's own theme and keys, from this machine's settings."""
        from nifty_table.tui import appearance
        from nifty_table.tui.app_files import keys_path, settings_path
        from nifty_table.tui.keymap import read

        theme, mono = appearance.read(settings_path(None))
        if theme and theme in self.available_themes:
            self.theme = theme
        appearance.set_filters(self, mono or self.no_color)
        keymap, problem = read(keys_path(None))
        if problem:
            self.notify(problem, title="Keys", severity="error", markup=False)
        if keymap:
            self.set_keymap(keymap)

    # -- the line to the host ------------------------------------------------------
    @work(exclusive=True, group="line")
    async def connect(self) -> None:
        self._say(f"Joining {self.address}…")
        try:
            client = await SeatClient.join(self.address, self.code)
        except Refused as exc:
            self._say(f"The host refused this code: {exc}  (r: try again, q: quit)")
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

    def action_reconnect(self) -> None:
        if not self.connected:
            self.connect()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.client is None or not self.connected or self.client.frame is None:
            return
        try:
            await self.client.choose(event.option_index)
        except ConnectionClosed:
            self._say("The connection to the host dropped. Press r to reconnect.")

    # -- drawing a frame -----------------------------------------------------------
    def _say(self, line: str) -> None:
        self.query_one("#status", Static).update(Text(line))

    def _show(self, message: p.FrameOut) -> None:
        frame = message.frame
        heading = " · ".join(x for x in (frame.get("title", ""), frame.get("summary", "")) if x)
        self.query_one("#heading", Static).update(Text(heading))
        question = frame.get("question", "")
        if message.yours:
            question = f"Your turn: {question}"
        self.query_one("#question", Static).update(Text(question))
        choices = self.query_one("#choices", OptionList)
        choices.clear_options()
        choices.add_options(Option(Text(str(c.get("label", "")))) for c in frame["choices"])
        if frame["choices"]:
            choices.highlighted = 0
            choices.focus()
        log = frame.get("log", [])[-LOG_LINES:]
        self.query_one("#log", Static).update(Text("\n".join(log)))
        self.query_one("#view", Static).update(Text(view_text(frame.get("view"))))


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
