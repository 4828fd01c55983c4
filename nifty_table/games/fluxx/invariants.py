"""The checks a Fluxx state must always pass (run after every action in the
simulator and the property tests): every card in exactly one place, tables
and areas holding the right kinds of card, counters in range."""

from __future__ import annotations

from collections import Counter

from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.effects import EFFECTS
from nifty_table.games.fluxx.state import FluxxState


def check_invariants(cat: Catalog, state: FluxxState) -> list[str]:
    """Every way a state can be broken that the engine must never produce."""
    st = state
    out: list[str] = []
    if st.deck != cat.id:
        return [f"the state belongs to the deck {st.deck!r}, not {cat.id!r}"]
    n = len(st.seats)
    for name, per_seat in (("hands", st.hands), ("tables", st.tables), ("talk", st.talk_seen)):
        if len(per_seat) != n:
            out.append(f"{name} has {len(per_seat)} entries for {n} seats")
    held = [c for f in st.stack for c in f.cards]
    every = [
        *st.draw_pile,
        *st.discard,
        *(c for h in st.hands for c in h),
        *(c for tb in st.tables for c in tb),
        *st.rules,
        *st.goals,
        *([st.attached] if st.attached else []),
        *held,
    ]
    size = cat.size if st.promos else len(cat.base_ids)
    if len(every) != size:
        out.append(f"cards not conserved: {len(every)} in the game, the deck has {size}")
    counts = Counter(every)
    twice = sorted(c for c, k in counts.items() if k > 1)
    if twice:
        out.append(f"cards in two places at once: {', '.join(twice[:5])}")
    unknown = sorted(c for c in counts if c not in cat.type)
    if unknown:
        out.append(f"cards not in the deck: {', '.join(unknown[:5])}")
        return out
    kind = cat.type
    for s, tb in enumerate(st.tables):
        if any(kind[c] not in ("keeper", "creeper") for c in tb):
            out.append(f"seat {s}'s table holds a card that is no Keeper or Creeper")
    if cat.has_creepers and any(kind[c] == "creeper" for h in st.hands for c in h):
        out.append("a Creeper is in a hand")
    if any(kind[c] != "rule" for c in st.rules):
        out.append("the rules area holds a card that is no New Rule")
    if any(kind[c] != "goal" for c in st.goals):
        out.append("the goal area holds a card that is no Goal")
    if st.attached is not None and kind[st.attached] != "action":
        out.append("the card under Let's Keep Doing That is no Action")
    for label, v in (("played", st.played), ("drawn", st.drawn), ("talk bonus", st.talk_bonus)):
        if v < 0:
            out.append(f"negative {label}: {v}")
    if not 0 <= st.active < n:
        out.append(f"the active seat {st.active} is not at the table")
    if st.turn_no < 1:
        out.append("the turn number is below 1")
    if (st.winner is not None) != (st.phase == "over"):
        out.append("the game is over without a winner, or has a winner yet goes on")
    if st.winner is not None and not 0 <= st.winner < n:
        out.append("the winner is not at the table")
    if len(st.goals) > 3:
        out.append(f"{len(st.goals)} Goals in play")
    for i, f in enumerate(st.stack):
        if f.k == "window" and not 0 <= f.guard < i:
            out.append(f"a reaction window guards step {f.guard}, which is not below it")
        if f.k == "fx" and f.h not in EFFECTS:
            out.append(f"a step belongs to the unknown handler {f.h!r}")
    return out
