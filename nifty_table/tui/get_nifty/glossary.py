"""The card glossary for the help panel, written from the deck data."""

from __future__ import annotations

from rich.text import Text

from nifty_table.games.get_nifty.cards import Card, Catalog
from nifty_table.tui.get_nifty.widgets import card_line, stats

SECTIONS = (
    ("state", "State cards"),
    ("character", "Characters"),
    ("object", "Objects"),
    ("boredom", "Boredom cards"),
    ("plot", "Plots"),
)


def marks(card: Card) -> list[str]:
    """What a card's name and stats leave out: its attributes, single use."""
    out = []
    if card.attributes:
        out.append(", ".join(sorted(card.attributes)))
    if card.single_use:
        out.append("SINGLE-USE")
    return out


def whole_card(card: Card) -> Text:
    """One card in full, as the whole-card key shows it: the hand panel's
    line (which may be cut there) and what the glossary adds."""
    out = card_line(card)
    extra = marks(card)
    if extra:
        out.append(f"\n\n{'; '.join(extra)}", style="bold")
    return out


def glossary(cat: Catalog) -> str:
    lines = ["# Every card in the deck", ""]
    for kind, title in SECTIONS:
        specs = [s for s in cat.specs if s.type == kind]
        lines += [f"## {title} ({sum(s.count for s in specs)})", ""]
        for spec in specs:
            card = cat.cards[spec.id]
            extra = [f"×{spec.count}"] if spec.count > 1 else []
            extra += marks(card)
            tail = f" ({'; '.join(extra)})" if extra else ""
            numbers = stats(card)
            numbers = "" if numbers == card.name else f" {numbers}"  # a State card is its name
            lines.append(f"- **{card.name}**{numbers}{tail}: {card.text}")
        lines.append("")
    return "\n".join(lines)
