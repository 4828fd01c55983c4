"""Showing new text in a panel whose height follows its text."""

from __future__ import annotations

from rich.containers import Lines
from rich.text import Text
from textual.css.scalar import Unit
from textual.widgets import Static


def show_text(widget: Static, text: Text, more: str = "") -> None:
    """`widget.update(text)`, laying the screen out again only when the text
    takes another number of lines than the one shown. A cursor move changes
    the card text under the choices; laying out the whole screen for it took
    most of a keypress, though the new text nearly always fits the same rows.
    A text longer than the panel's max-height is cut to it, ending in "…"
    and `more` (where the whole text is)."""
    width = widget.content_region.width
    same_size = False
    if widget.display and width > 0:
        lines: Lines | list[Text] = text.wrap(widget.app.console, width)  # a list once cut
        limit = widget.styles.max_height
        if limit is not None and limit.unit == Unit.CELLS and len(lines) > limit.value:
            text = cut(lines, int(limit.value), width, more)
            lines = lines[: int(limit.value)]
        same_size = len(lines) == widget.content_region.height
    widget.update(text, layout=not same_size)


def cut(lines: Lines | list[Text], rows: int, width: int, more: str = "") -> Text:
    """The first `rows` wrapped lines, the last ending in "…" and `more`: a
    text too long for its panel says so, and where to read it whole, rather
    than stopping mid-sentence."""
    kept = list(lines[:rows])
    last = kept[-1].copy()
    last.rstrip()
    if len(more) + 10 > width:  # a panel too narrow for the pointer keeps its text
        more = ""
    last.truncate(width - 1 - len(more))
    last.rstrip()
    last.append("…")
    last.append(more, style="bold")
    kept[-1] = last
    return Text("\n").join(kept)
