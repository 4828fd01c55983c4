"""Draw count, play count and limits, derived from the rules in play every time.

Nothing here is stored: a rule that arrives or leaves changes the numbers at
once, which gives mid-turn Draw rules, Play 2 -> Play 3, Inflation and the
bonuses for free (the BGA engine works the same way).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from nifty_table.games.fluxx.cards import PLAY_ALL, Catalog

if TYPE_CHECKING:
    from nifty_table.games.fluxx.table import Table


# -- who gets bonuses ---------------------------------------------------------
def keeper_count(table: Table, seat: int) -> int:
    """Keepers on a seat's table; Creepers never count."""
    return _keepers_among(table.catalog, table.state.tables[seat])


def _keepers_among(catalog: Catalog, on_table: list[str]) -> int:
    if not catalog.has_creepers:
        return len(on_table)
    return len(catalog.keeper_set.intersection(on_table))  # every card is there once


def sole_extreme(table: Table, most: bool) -> int | None:
    """The one seat with the most (or the fewest) Keepers; None on a tie."""
    catalog, tables = table.catalog, table.state.tables
    if catalog.has_creepers:  # (as `_keepers_among` counts, without a call per seat)
        keeper_set = catalog.keeper_set
        counts = [len(keeper_set.intersection(on_table)) for on_table in tables]
    else:
        counts = list(map(len, tables))
    best = max(counts) if most else min(counts)
    return counts.index(best) if counts.count(best) == 1 else None


def e_named(table: Table, seat: int, letter: str) -> bool:
    return _name_starts_with(table.state.seats[seat].name, letter)


@functools.lru_cache(maxsize=256)
def _name_starts_with(name: str, letter: str) -> bool:
    """Cached: asked at every draw and play count while a name bonus is in play."""
    name = name.strip()
    if name.casefold().startswith("bot:"):
        name = name[4:].strip()
    return name.casefold().startswith(letter.casefold())


def _bonus(table: Table, seat: int, sole: str, most: bool, kind: str) -> int:
    """The `kind` ("draw" or "play") bonus of the rule for the sole richest
    (most) or poorest Keeper holder, plus the bonus for a named seat."""
    in_play = table.info.params
    bonus = 0
    extreme = in_play.get(sole)
    if extreme is not None and sole_extreme(table, most=most) == seat:
        bonus += getattr(extreme, kind)
    e_name = in_play.get("e_name_bonus")
    if e_name is not None and e_named(table, seat, e_name.letter):
        bonus += getattr(e_name, kind)
    return bonus


def draw_bonus(table: Table, seat: int) -> int:
    bonus = _bonus(table, seat, "poor_bonus", most=False, kind="draw")
    if "cartoon_talk" in table.info.params and seat == table.state.active:
        bonus += table.state.talk_bonus
    return bonus


def play_bonus(table: Table, seat: int) -> int:
    return _bonus(table, seat, "rich_bonus", most=True, kind="play")


# -- the active player's numbers ---------------------------------------------
def draw_target(table: Table) -> int:
    """How many cards the active player must have drawn in this turn's draw step."""
    info = table.info
    if not info.draw_bonus:
        return info.draw
    return info.draw + draw_bonus(table, table.state.active)


def plays_left(table: Table, *, capped: bool = True) -> int:
    """Plays the active player still owes this turn (0 ends the play step).

    Capped by the hand ("play as many as you can"); uncapped, it is what the
    rule alone still asks for (Swap Plays for Draws draws that many)."""
    state = table.state
    if state.bound:
        return 0  # Bound By Law: this turn draws but plays nothing
    active = state.active
    held = len(state.hands[active])
    info = table.info
    if info.play == PLAY_ALL:
        if info.but is None:
            return held  # Play All: every card, including ones gained mid-turn
        keep = max(0, info.but - play_bonus(table, active))
        return max(0, held - keep)
    bonus = play_bonus(table, active) if info.play_bonus else 0
    return min(max(0, info.play + bonus - state.played), held if capped else 1 << 30)


def play_target_label(table: Table) -> str:
    """The play rule in words, for views and prompts."""
    if table.state.bound:
        return "No plays (bound by law)"
    info = table.info
    if info.play == PLAY_ALL:
        return "Play All" if info.but is None else f"Play All But {info.but}"
    return f"Play {info.play + play_bonus(table, table.state.active)}"
