"""The opaque curtain between seats, so nobody sees another player's hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from nifty_table.table.handoff import curtain_words
from nifty_table.tui.collector import settle
from nifty_table.tui.hang import hanging
from nifty_table.tui.widgets.seen_first import SeenFirst, keys_of

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase


class CurtainScreen(SeenFirst, Screen[str | None]):
    """A full screen (not a see-through modal) that hides the table.

    `undo_by` names the person who just decided and still has the keyboard:
    they may press U here to take that decision back (dismissed with
    "take_back") instead of handing over. M leaves for the menu (dismissed
    with "menu"); q asks to quit, as everywhere.

    `again`: the person it names had the keyboard before a moment in public,
    and takes it back (its words say so: table/handoff.py keeps them).

    `ready`, if given, is called when the person lifts the curtain, while it
    still hides the table, and the curtain then simply goes (no result). So
    the table is drawn for that person before it shows: drawn after, its
    first frames kept the hidden table's layout (the hand one line high, no
    choices) until it was laid out again 50-100 ms later.

    Its Enter lifts it only once it has been drawn, and only when pressed
    after that (widgets/seen_first.py): an Enter typed with the move that
    brought it down was not meant for it, and would show the next hand to
    whoever typed it."""

    DEFAULT_CSS = """
    CurtainScreen { align: center middle; background: $background; }
    CurtainScreen #who { width: auto; text-style: bold; color: $accent; }
    CurtainScreen #hint, CurtainScreen #undo-hint { width: auto; color: $text-muted; }
    CurtainScreen #reason { width: auto; }
    /* A long prompt under a long name wraps: an auto width is not held to the screen's. */
    CurtainScreen Static { max-width: 100%; }
    CurtainScreen #recap { width: auto; max-width: 76; margin-top: 1; }
    """
    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    READY = Binding("enter,space", "ready", "I'm ready", id="curtain_ready")
    CHOOSING_KEYS = keys_of([READY])
    BINDINGS = [
        READY,
        Binding("u,U,ctrl+z", "take_back", "Take back", show=False, id="curtain_take_back"),
        Binding("m", "menu", "Menu", id="curtain_menu"),
        # The table's own id: a keys file that moves q moves it here too.
        Binding("q", "quit", "Quit", show=False, id="quit_q"),
    ]

    def __init__(
        self,
        name: str,
        reason: str = "",
        recap: list[str] | None = None,
        undo_by: str | None = None,
        ready: Callable[[], None] | None = None,
        again: bool = False,
    ) -> None:
        super().__init__()
        self.ready = ready
        self.player = name
        self.again = again
        self.reason = reason
        self.recap = recap or []  # public lines only: anyone may read them
        self.undo_by = undo_by

    def compose(self) -> ComposeResult:
        head, hint = curtain_words(self.player, self.again)
        with Middle():
            with Center():
                yield Static(head, id="who", markup=False)
            if self.reason:
                with Center():
                    yield Static(self.reason, id="reason", markup=False)
            with Center():
                yield Static(hint, id="hint", markup=False)
            if self.recap:
                head, *lines = self.recap
                # A bullet that wraps goes on under its text, not at the margin.
                bullets = [hanging(Text("• "), Text(line)) for line in lines]
                with Center():
                    yield Static(Group(Text(head, style="bold"), *bullets), id="recap")
            if self.undo_by:
                with Center():
                    yield Static(
                        f"({self.undo_by}: press u to take back your last decision instead.)",
                        id="undo-hint",
                        markup=False,
                    )

    def on_mount(self) -> None:
        # Once drawn, while the next person comes to the keyboard: the
        # collector's full round, off the keys (tui/collector.py).
        self.call_after_refresh(settle, self.app)

    def action_ready(self) -> None:
        if self.ready is None:
            self.dismiss(None)
            return
        self.ready()
        if self.is_current:  # never pop a screen the table put up meanwhile
            self.app.pop_screen()

    def action_menu(self) -> None:
        """Back to the menu (the game is saved): the table goes, unseen."""
        self.dismiss("menu")

    def action_quit(self) -> None:
        """q asks to quit, as on the table (the game is saved)."""
        self.app.action_request_quit()

    def action_take_back(self) -> None:
        if self.undo_by:
            self.dismiss("take_back")
