"""Draw count, play count and limits, derived from the rules in play every time.

Nothing here is stored: a rule that arrives or leaves changes the numbers at
once, which gives mid-turn Draw rules, Play 2 -> Play 3, Inflation and the
bonuses for free (the BGA engine works the same way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.games.fluxx.cards import PLAY_ALL

if TYPE_CHECKING:
    from nifty_table.games.fluxx.table import Table


# -- who gets bonuses ---------------------------------------------------------
def keeper_count(t: Table, seat: int) -> int:
    """Keepers on a seat's table; Creepers never count."""
    tbl = t.st.tables[seat]
    if not t.cat.has_creepers:
        return len(tbl)
    kind = t.cat.type
    return sum(1 for c in tbl if kind[c] == "keeper")


def _single_extreme(t: Table, most: bool) -> int | None:
    counts = [keeper_count(t, s) for s in range(len(t.st.seats))]
    best = max(counts) if most else min(counts)
    return counts.index(best) if counts.count(best) == 1 else None


def e_named(t: Table, seat: int, letter: str) -> bool:
    name = t.st.seats[seat].name.strip()
    if name.casefold().startswith("bot:"):
        name = name[4:].strip()
    return name.casefold().startswith(letter.casefold())


def draw_bonus(t: Table, seat: int) -> int:
    eff = t.info.effects
    bonus = 0
    if "poor_bonus" in eff and _single_extreme(t, most=False) == seat:
        bonus += t.p(eff["poor_bonus"], "poor_bonus").draw
    if "e_name_bonus" in eff:
        p = t.p(eff["e_name_bonus"], "e_name_bonus")
        if e_named(t, seat, p.letter):
            bonus += p.draw
    if "cartoon_talk" in eff and seat == t.st.active:
        bonus += t.st.talk_bonus
    return bonus


def play_bonus(t: Table, seat: int) -> int:
    eff = t.info.effects
    bonus = 0
    if "rich_bonus" in eff and _single_extreme(t, most=True) == seat:
        bonus += t.p(eff["rich_bonus"], "rich_bonus").play
    if "e_name_bonus" in eff:
        p = t.p(eff["e_name_bonus"], "e_name_bonus")
        if e_named(t, seat, p.letter):
            bonus += p.play
    return bonus


# -- the active player's numbers ---------------------------------------------
def draw_target(t: Table) -> int:
    """How many cards the active player must have drawn in this turn's draw step."""
    info = t.info
    if not info.draw_bonus:
        return info.draw
    return info.draw + draw_bonus(t, t.st.active)


def plays_left(t: Table, *, capped: bool = True) -> int:
    """Plays the active player still owes this turn (0 ends the play step).

    Capped by the hand ("play as many as you can"); uncapped, it is what the
    rule alone still asks for (Swap Plays for Draws draws that many)."""
    st = t.st
    hand = len(st.hands[st.active]) if capped else 1 << 30
    if st.bound:
        return 0  # Bound By Law: this turn draws but plays nothing
    info = t.info
    if info.play == PLAY_ALL:
        held = len(st.hands[st.active])
        if info.but is None:
            return held  # Play All: every card, including ones gained mid-turn
        keep = max(0, info.but - play_bonus(t, st.active))
        return max(0, held - keep)
    bonus = play_bonus(t, st.active) if info.play_bonus else 0
    return min(max(0, info.play + bonus - st.played), hand)


def play_target_label(t: Table) -> str:
    """The play rule in words, for views and prompts."""
    if t.st.bound:
        return "No plays (bound by law)"
    info = t.info
    if info.play == PLAY_ALL:
        return "Play All" if info.but is None else f"Play All But {info.but}"
    return f"Play {info.play + play_bonus(t, t.st.active)}"
