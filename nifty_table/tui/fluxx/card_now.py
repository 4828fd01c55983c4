"""What a Fluxx card does now at this table, for the whole-card panel: a
Goal's Keepers and who holds them, a Keeper's holder and the Goals in play
that name it, whether a Rule is in force. Read from a view: only what the
table shows everyone (Keepers, Creepers, Rules and Goals are all face up)."""

from __future__ import annotations

from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.goals import needs
from nifty_table.games.fluxx.view import FluxxView


def holder(view: FluxxView, card: str) -> str | None:
    """Who has this card on the table in front of them, if anyone."""
    return next((seat.name for seat in view.seats if card in seat.table), None)


def named_by(deck: Catalog, goal: str) -> tuple[list[str], list[str]]:
    """The Keepers (and Creepers) a Goal asks for, and those it forbids."""
    spec = deck.specs[goal]
    wanted = list(spec.requires) + [card for group in spec.any_of for card in group]
    return list(dict.fromkeys(wanted)), list(spec.forbids)


def card_now(deck: Catalog, view: FluxxView, card: str) -> list[str]:
    kind = deck.type[card]
    name = deck.name
    lines: list[str] = []
    if kind == "goal":
        lines.append(f"Needs {needs(deck, card, view.inflation)}.")
        wanted, forbidden = named_by(deck, card)
        for keeper in wanted + forbidden:
            who = holder(view, keeper)
            lines.append(
                f"{name[keeper]}: " + (f"{who} has it on the table" if who else "not on the table")
            )
        lines.append("It is a Goal in play now." if card in view.goals else "Not in play.")
    elif kind in ("keeper", "creeper"):
        who = holder(view, card)
        lines.append(f"On the table in front of {who}." if who else "Not on the table.")
        for goal in view.goals:
            wanted, forbidden = named_by(deck, goal)
            if card in wanted:
                lines.append(f"The Goal in play {name[goal]} needs it.")
            elif card in forbidden:
                lines.append(f"The Goal in play {name[goal]} cannot be won while it is out.")
    elif kind == "rule":
        lines.append("In force now." if card in view.rules else "Not in force.")
    return lines
