"""The card glossary for the help panel, written from the deck data."""

from __future__ import annotations

from nifty_table.games.get_nifty.cards import Catalog
from nifty_table.tui.get_nifty.widgets import stats

SECTIONS = (
    ("state", "State cards"),
    ("character", "Characters"),
    ("object", "Objects"),
    ("boredom", "Boredom cards"),
    ("plot", "Plots"),
)


def glossary(cat: Catalog) -> str:
    lines = ["# Every card in the deck", ""]
    for kind, title in SECTIONS:
        specs = [s for s in cat.specs if s.type == kind]
        lines += [f"## {title} ({sum(s.count for s in specs)})", ""]
        for spec in specs:
            card = cat.cards[spec.id]
            extra = []
            if spec.count > 1:
                extra.append(f"×{spec.count}")
            if card.attributes:
                extra.append(", ".join(sorted(card.attributes)))
            if card.single_use:
                extra.append("SINGLE-USE")
            tail = f" ({'; '.join(extra)})" if extra else ""
            numbers = stats(card)
            numbers = "" if numbers == card.name else f" {numbers}"  # a State card is its name
            lines.append(f"- **{card.name}**{numbers}{tail}: {card.text}")
        lines.append("")
    return "\n".join(lines)
