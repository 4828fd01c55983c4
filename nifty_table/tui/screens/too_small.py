"""Shown instead of anything else while the terminal (or, served, the
browser window) is below 80x24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widget import Widget

MIN_WIDTH, MIN_HEIGHT = 80, 24
# From this height a table has rows to spare (its screens' class -tall).
TALL_HEIGHT = 32


class SizeNotice(Widget):
    DEFAULT_CSS = "SizeNotice { width: auto; height: auto; text-align: center; }"

    def render(self) -> str:
        w, h = self.app.size
        # In a browser (nifty-table serve) there is no terminal to speak of.
        where = "browser window" if self.app.is_web else "terminal"
        return f"Please enlarge the {where}\nto at least {MIN_WIDTH}x{MIN_HEIGHT}\n(now {w}x{h})"


class TooSmallScreen(Screen[None]):
    DEFAULT_CSS = "TooSmallScreen { align: center middle; }"

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield SizeNotice(id="msg")

    def refresh_size(self) -> None:
        for notice in self.query(SizeNotice):  # empty until composed
            notice.refresh(layout=True)
