"""The Fluxx card list for the help panel (and each card's entry in it, for
the whole-card panel), written from the deck data."""

from __future__ import annotations

from nifty_table.games.fluxx.cards import Catalog
from nifty_table.tui.literal import md_text


def glossary(deck: Catalog) -> str:
    """Every card of the edition, grouped by type, in the deck's own words."""
    names = {
        "keeper": "Keepers",
        "creeper": "Creepers",
        "goal": "Goals",
        "rule": "New Rules",
        "action": "Actions",
        "surprise": "Surprises",
    }
    lines = [f"# {deck.title}: all {len(deck.ids)} cards", ""]
    for kind, title in names.items():
        ids = [card for card in deck.ids if deck.type[card] == kind]
        if not ids:
            continue
        lines += [f"## {title} ({len(ids)})", ""]
        for card in sorted(ids, key=lambda card: deck.name[card]):
            # Card names and texts come from the deck data: literal, not Markdown.
            lines.append(f"- **{md_text(deck.name[card])}**: {md_text(deck.specs[card].text)}")
        lines.append("")
    return "\n".join(lines)
