"""Nirds vs Gnomes table drawn as Rich text: armies, dice, Gnomes, Market, Boss.

Names and card texts are data, so they go in as Text pieces, never as markup.
Nothing is hidden in this game; colour only repeats what the words say.
"""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.text import Text

from nifty_table.games.nirds.cards import PIP, catalog, faces_label
from nifty_table.games.nirds.view import FREE, NirdsView, PlayerView
from nifty_table.tui import hang

# What a wrapped line hangs under: its indent and marker (▶ whose turn, ▸ awake, zZ asleep).
HANG = re.compile(r"(?: *(?:▶ |▸ +|zZ ))| +")


def gnome_line(view: NirdsView, gnome: int) -> Text:
    card = catalog().gnomes[gnome]
    left = card.health - view.damage.get(gnome, 0)
    line = Text("  ")
    line.append(card.name, style="bold")
    line.append(f" {left}/{card.health}♥")
    if card.weak:
        line.append(f" weak {''.join(PIP[f] for f in card.weak)}", style="green")
    if card.armor:
        line.append(f" armour {''.join(PIP[f] for f in card.armor)}", style="red")
    attack = ", ".join(e.label() for e in card.attack)
    line.append(f" · {attack}")
    if card.political:
        line.append(f" · {card.political.replace('_', ' ')}", style="yellow")
    if card.sunrise:
        line.append(" · sunrise: " + ", ".join(e.label() for e in card.sunrise))
    if gnome in view.distracted:
        line.append(" (distracted)", style="italic")
    return line


def dice_line(p: PlayerView) -> Text:
    line = Text("  dice ")
    for face, where in zip(p.dice, p.spot, strict=True):
        if where == FREE:
            line.append(f"{PIP[face]}{face} ", style="bold")
        else:
            line.append(f"({PIP[face]}{face}) ", style="dim")
    if not p.dice:
        line.append("none")
    return line


def army_lines(p: PlayerView) -> list[Text]:
    nirds = catalog().nirds
    out = []
    for card in p.army:
        spec = nirds[card]
        line = Text("  zZ " if card in p.asleep else "  ▸  ")
        line.append(spec.name, style="dim" if card in p.asleep else "bold")
        if spec.role == "leader":
            # From level 6 up the leaders lose their powers (the rulebook's hard levels).
            line.append(" (leader)" if p.leader else " (leader, no power at this level)")
        if spec.kind == "troop":
            extra = f" {spec.bonus:+d}" if spec.bonus else ""
            line.append(f" troop: {spec.pattern_label()}{extra}")
        else:
            line.append(f" scientist: {spec.science_label()}")
        on = [PIP[f] for f, w in zip(p.dice, p.spot, strict=True) if w == card]
        if on:
            line.append(f" [dice on it: {''.join(on)}]", style="dim")
        out.append(line)
    return out


def player_block(view: NirdsView, seat: int) -> list[Text]:
    p = view.players[seat]
    head = Text("▶ " if view.decider == seat else "  ")
    head.append(p.name, style="bold reverse" if view.decider == seat else "bold")
    if p.bot:
        head.append(" (computer)")
    head.append(f"  lives {'♥' * p.lives}{'·' * (3 - p.lives)} {p.lives}/3")
    if p.passed:
        head.append("  passed", style="italic")
    if p.ready and view.phase == "trading":
        head.append("  agreed to move on", style="italic")
    tactics = ", ".join(catalog().tactics[c].name for c in p.tactics) or "none"
    lines = [head, dice_line(p), *army_lines(p), Text(f"  tactics: {tactics}")]
    lines.append(Text(f"  Gnomes facing {p.name}:" if p.gnomes else f"  no Gnomes facing {p.name}"))
    lines += [gnome_line(view, g) for g in p.gnomes]
    return lines


def heading(title: str, style: str) -> Text:
    """A block's first line, two columns in like a player's name (after the
    place of the ▶ that marks who decides), the indent left unstyled."""
    line = Text("  ")
    line.append(title, style=style)
    return line


def boss_lines(view: NirdsView) -> list[Text]:
    if not view.boss:
        return []
    left = view.boss_health - view.boss_damage
    name = f"The {catalog().bosses.names[view.boss]}"
    line = heading("BOSS ", style="bold red")
    line.append(f"{name}: {left}/{view.boss_health} health")
    out = [line]
    if view.boss == "scarecrow":
        out.append(Text(f"  Minion pile: {view.minion_pile}; Minions first, then him."))
    else:
        spaces = catalog().bosses.walls_spaces
        free = [
            f"x{s.factor} ({', '.join(e.label() for e in s.effect) or 'no effect'})"
            for i, s in enumerate(spaces)
            if i not in view.walls_used
        ]
        out.append(Text("  spaces left: " + "; ".join(free)))
        out.append(Text("  Break them this round or the army loses."))
    return out


def market_lines(view: NirdsView) -> list[Text]:
    nirds = catalog().nirds
    out = [heading("Market", style="bold underline")]
    for level, cards in ((1, view.market1), (2, view.market2)):
        for card in cards:
            spec = nirds[card]
            what = (
                f"troop {spec.pattern_label()}"
                if spec.kind == "troop"
                else f"scientist {spec.science_label()}"
            )
            line = Text(f"  L{level} cost {spec.cost:>2} ")
            line.append(spec.name, style="bold")
            line.append(f": {what}")
            out.append(line)
    return out


def hanging(line: Text) -> RenderableType:
    """The line as drawn: when it wraps, it goes on under its first word, past
    its indent and marker, so a long Gnome or Nird still reads as one entry."""
    marker = HANG.match(line.plain)
    cut = marker.end() if marker else 0
    if cut == 0 or cut == len(line.plain):
        return line
    return hang.hanging(line[:cut], line[cut:], expand=True)


def drawn(lines: list[Text]) -> Group:
    """Lines ready for a panel, each wrapping under its own first word."""
    return Group(*(hanging(line) for line in lines))


def status_text(view: NirdsView) -> Text:
    phase = {
        "trading": "Die Trading",
        "sneefle": "Sneefle adjusts",
        "action": "Action",
        "nightfall": "Nightfall",
        "over": "Game over",
    }[str(view.phase)]
    lines = [
        Text(f"Round {view.round} · {phase}", style="bold"),
        Text(f"Wave {min(view.wave, 4)}{' (deck empty)' if view.wave > 4 else ''}"),
        Text(f"Gnome deck {view.gnome_deck} · knocked out {view.knocked_out}"),
        Text(f"L1 deck {view.level1_deck} · L2 deck {view.level2_deck}"),
        Text(f"Tactic deck {view.tactic_deck}"),
    ]
    if view.decider >= 0:
        who = Text("Now: ")
        who.append(view.players[view.decider].name, style="bold")
        lines.append(who)
    if view.attack is not None:
        p = view.players[view.attack.seat]
        roll = "".join(PIP[p.dice[i]] for i in view.attack.dice)
        # Short enough for the side box at 80 columns, even with a long Troop name.
        lines.append(Text(f"Attack {roll}: {catalog().nirds[view.attack.troop].name}"))
    return Text("\n").join(lines)


def legend() -> str:
    return "⚀⚁⚂⚃⚄⚅ = 1-6 · any = any face · (⚃4) used die · zZ asleep · ♥ lives"


__all__ = ["drawn", "faces_label", "legend", "status_text"]
