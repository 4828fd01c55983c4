"""Nirds vs Gnomes cards for the whole-card panel: the Nird, Gnome or tactic
card a highlighted choice is about, its whole text and where it is now.
Nothing in this game is hidden, so the open view says it all."""

from __future__ import annotations

from rich.text import Text

from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.view import BOSS_GNOME, NirdsView
from nifty_table.tui.nirds.render import gnome_line

# Which field of which choice names which kind of card ("nird:3", "gnome:7").
FIELDS = {
    "attack": ("nird", "troop"),
    "recruit": ("nird", "card"),
    "science": ("nird", "card"),
    "tactic": ("tactic", "card"),
    "target": ("gnome", "gnome"),
    "order": ("gnome", "gnome"),
}


def card_of(action: object) -> str | None:
    kind, field = FIELDS.get(getattr(action, "kind", ""), ("", ""))
    number = getattr(action, field, None) if kind else None
    if not isinstance(number, int) or (kind == "gnome" and number == BOSS_GNOME):
        return None
    return f"{kind}:{number}"


def split(card: str) -> tuple[str, int]:
    kind, number = card.split(":")
    return kind, int(number)


def name(card: str) -> str:
    kind, number = split(card)
    c = catalog()
    if kind == "gnome":
        return c.gnomes[number].name
    return c.nirds[number].name if kind == "nird" else c.tactics[number].name


def whole_card(view: NirdsView, card: str) -> Text:
    kind, number = split(card)
    c = catalog()
    if kind == "gnome":
        out = gnome_line(view, number)
        out.append(f"\n{c.gnomes[number].text}" if c.gnomes[number].text else "")
        return out
    spec = c.nirds[number] if kind == "nird" else c.tactics[number]
    out = Text(spec.name, style="bold")
    if kind == "nird":
        nird = c.nirds[number]
        what = nird.pattern_label() if nird.kind == "troop" else nird.science_label()
        out.append(f" ({nird.kind}; {what})")
    out.append(f"\n{spec.text}")
    return out


def card_now(view: NirdsView, card: str) -> list[str]:
    kind, number = split(card)
    for player in view.players:
        if kind == "nird" and number in player.army:
            asleep = " (asleep)" if number in player.asleep else ""
            return [f"In {player.name}'s army{asleep}."]
        if kind == "tactic" and number in player.tactics:
            return [f"In {player.name}'s hand of tactic cards."]
        if kind == "gnome" and number in player.gnomes:
            left = catalog().gnomes[number].health - view.damage.get(number, 0)
            return [f"Facing {player.name}, {left} health left."]
    if kind == "nird" and number in view.market1 + view.market2:
        return ["In the market: it may be recruited."]
    return []
