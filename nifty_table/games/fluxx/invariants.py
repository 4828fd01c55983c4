"""The checks a Fluxx state must always pass (run after every action in the
simulator and the property tests): every card in exactly one place, tables
and areas holding the right kinds of card, counters in range."""

from __future__ import annotations

from collections import Counter

from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.effects import EFFECTS
from nifty_table.games.fluxx.state import FluxxState


def check_invariants(catalog: Catalog, state: FluxxState) -> list[str]:
    """Every way a state can be broken that the engine must never produce."""
    out: list[str] = []
    if state.deck != catalog.id:
        return [f"the state belongs to the deck {state.deck!r}, not {catalog.id!r}"]
    players = len(state.seats)
    for name, per_seat in (
        ("hands", state.hands),
        ("tables", state.tables),
        ("talk", state.talk_seen),
    ):
        if len(per_seat) != players:
            out.append(f"{name} has {len(per_seat)} entries for {players} seats")
    held = [card for step in state.stack for card in step.cards]
    every = [
        *state.draw_pile,
        *state.discard,
        *(card for hand in state.hands for card in hand),
        *(card for on_table in state.tables for card in on_table),
        *state.rules,
        *state.goals,
        *([state.attached] if state.attached else []),
        *held,
    ]
    size = catalog.size if state.promos else len(catalog.base_ids)
    if len(every) != size:
        out.append(f"cards not conserved: {len(every)} in the game, the deck has {size}")
    counts = Counter(every)
    twice = sorted(card for card, count in counts.items() if count > 1)
    if twice:
        out.append(f"cards in two places at once: {', '.join(twice[:5])}")
    unknown = sorted(card for card in counts if card not in catalog.type)
    if unknown:
        out.append(f"cards not in the deck: {', '.join(unknown[:5])}")
        return out
    kind = catalog.type
    for seat, on_table in enumerate(state.tables):
        if any(kind[card] not in ("keeper", "creeper") for card in on_table):
            out.append(f"seat {seat}'s table holds a card that is no Keeper or Creeper")
    if catalog.has_creepers and any(
        kind[card] == "creeper" for hand in state.hands for card in hand
    ):
        out.append("a Creeper is in a hand")
    if any(kind[card] != "rule" for card in state.rules):
        out.append("the rules area holds a card that is no New Rule")
    if any(kind[card] != "goal" for card in state.goals):
        out.append("the goal area holds a card that is no Goal")
    if state.attached is not None and kind[state.attached] != "action":
        out.append("the card under Let's Keep Doing That is no Action")
    for label, value in (
        ("played", state.played),
        ("drawn", state.drawn),
        ("talk bonus", state.talk_bonus),
    ):
        if value < 0:
            out.append(f"negative {label}: {value}")
    if not 0 <= state.active < players:
        out.append(f"the active seat {state.active} is not at the table")
    if state.turn_no < 1:
        out.append("the turn number is below 1")
    if (state.winner is not None) != (state.phase == "over"):
        out.append("the game is over without a winner, or has a winner yet goes on")
    if state.winner is not None and not 0 <= state.winner < players:
        out.append("the winner is not at the table")
    if len(state.goals) > 3:
        out.append(f"{len(state.goals)} Goals in play")
    for i, step in enumerate(state.stack):
        if step.kind == "window" and not 0 <= step.guard < i:
            out.append(f"a reaction window guards step {step.guard}, which is not below it")
        if step.kind == "fx" and step.handler not in EFFECTS:
            out.append(f"a step belongs to the unknown handler {step.handler!r}")
    return out
