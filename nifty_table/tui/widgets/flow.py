"""Pieces of text laid out left to right, wrapped between pieces only."""

from __future__ import annotations

from rich.text import Text


def flow(pieces: list[Text], width: int, indent: int = 4, gap: str = "  ") -> Text:
    """Pieces left to right, `gap` apart; a piece that would not fit goes to
    a new line, indented, so a card's letter and name never part (Rich alone
    would wrap inside a name: "[O] Kevlar / Vest")."""
    out = Text()
    column = 0
    for piece in pieces:
        if column and column + len(gap) + piece.cell_len > width:
            out.append("\n" + " " * indent)
            column = indent
        elif column:
            out.append(gap)
            column += len(gap)
        out.append_text(piece)
        column += piece.cell_len
    return out
