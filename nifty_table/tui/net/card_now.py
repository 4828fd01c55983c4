"""What a NΣT! card in your hand does now, for the whole-card panel: whether
it may be played and why not, whether it is trump or a supertrump this
round, and its entry in the help (the rules' card section). Read from the
viewer's own view and the hand as drawn: nobody else's cards."""

from __future__ import annotations

from nifty_table.engine.help_text import rules_text
from nifty_table.games.net import cards
from nifty_table.games.net.tricks import is_supertrump, suit
from nifty_table.games.net.view import NetView, Phase


def card_now(view: NetView, card: int, allowed: set[int]) -> list[str]:
    lines = []
    rules = view.rules
    if rules is not None and is_supertrump(card, rules.supertrump):
        lines.append("A supertrump this round: it beats every other card.")
    elif rules is not None and rules.trump is not None and cards.COLOUR[card] == rules.trump:
        lines.append("Trump this round.")
    if cards.VALUE[card] == 1:
        lines.append("A 1: loot for the team that wins it from an opponent.")
    if card in allowed:
        verb = "chosen" if view.phase is Phase.EXCHANGE else "played"
        lines.append(f"May be {verb} now.")
    elif allowed:
        lines.append(f"May not be played now: {why_not(view, card)}")
    else:
        lines.append("Not your card to play now.")
    return lines


def why_not(view: NetView, card: int) -> str:
    rules = view.rules
    if view.phase is Phase.TRICKS and rules is not None and view.trick:
        led = suit(view.trick[0][1], rules.trump, rules.supertrump)
        follow = [c for c in view.hand if suit(c, rules.trump, rules.supertrump) == led]
        held = ", ".join(cards.label(c) for c in follow)
        return f"{cards.COLOURS[led]} was led and you hold {held}."
    return "the rules of this step leave it out."


def card_help(card: int) -> str:
    """The rules' paragraph on the deck, and on loot for a 1."""
    parts = [paragraph_after(rules_text("net"), "## The cards")]
    if cards.VALUE[card] == 1:
        parts.append(paragraph_after(rules_text("net"), "**Loot:**", inclusive=True))
    return "\n\n".join(part for part in parts if part)


def paragraph_after(text: str, mark: str, inclusive: bool = False) -> str:
    """The first paragraph after the line starting with `mark` (or that one)."""
    paragraphs = text.split("\n\n")
    for i, para in enumerate(paragraphs):
        if para.startswith(mark):
            if inclusive:
                return para
            return paragraphs[i + 1] if i + 1 < len(paragraphs) else ""
    return ""
