"""Showing new text in a panel whose height follows its text."""

from __future__ import annotations

from rich.containers import Lines
from rich.text import Text
from textual.css.scalar import Unit
from textual.widgets import Static


def show_text(widget: Static, text: Text) -> None:
    """`widget.update(text)`, laying the screen out again only when the text
    takes another number of lines than the one shown. A cursor move changes
    the card text under the choices; laying out the whole screen for it took
    most of a keypress, though the new text nearly always fits the same rows.
    A text longer than the panel's max-height is cut to it, ending in "…"."""
    width = widget.content_region.width
    same_size = False
    if widget.display and width > 0:
        lines: Lines | list[Text] = text.wrap(widget.app.console, width)  # a list once cut
        limit = widget.styles.max_height
        if limit is not None and limit.unit == Unit.CELLS and len(lines) > limit.value:
            text = cut(lines, int(limit.value), width)
            lines = lines[: int(limit.value)]
        same_size = len(lines) == widget.content_region.height
    widget.update(text, layout=not same_size)


def cut(lines: Lines | list[Text], rows: int, width: int) -> Text:
    """The first `rows` wrapped lines, the last ending in "…": a text too long
    for its panel says so rather than stopping mid-sentence."""
    kept = list(lines[:rows])
    last = kept[-1].copy()
    last.rstrip()
    last.truncate(width - 1)
    last.append("…")
    kept[-1] = last
    return Text("\n").join(kept)
