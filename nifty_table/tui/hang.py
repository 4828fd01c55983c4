"""A line whose wrapped part goes on under its text, past its marker (a
bullet, an indent, a ▸), so a long entry still reads as one."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text


def hanging(marker: Text, rest: Text, expand: bool = False) -> Table:
    """`marker` then `rest`, which wraps in its own column. `expand`: the
    line takes the whole width it is given (a panel), else as much as it
    needs (a box of auto width)."""
    grid = Table.grid(expand=expand)
    grid.add_column(width=marker.cell_len, no_wrap=True)
    grid.add_column(ratio=1 if expand else None)
    grid.add_row(marker, rest)
    return grid
