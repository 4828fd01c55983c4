"""Showing new text in a panel whose height follows its text."""

from __future__ import annotations

from rich.text import Text
from textual.css.scalar import Unit
from textual.widgets import Static


def show_text(widget: Static, text: Text) -> None:
    """`widget.update(text)`, laying the screen out again only when the text
    takes another number of lines than the one shown. A cursor move changes
    the card text under the choices; laying out the whole screen for it took
    most of a keypress, though the new text nearly always fits the same rows."""
    width = widget.content_region.width
    same_size = False
    if widget.display and width > 0:
        lines = len(text.wrap(widget.app.console, width))
        limit = widget.styles.max_height
        if limit is not None and limit.unit == Unit.CELLS:
            lines = min(lines, int(limit.value))
        same_size = lines == widget.content_region.height
    widget.update(text, layout=not same_size)
