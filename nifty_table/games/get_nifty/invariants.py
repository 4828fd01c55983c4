"""What must hold after every action (the simulator checks it each step)."""

from __future__ import annotations

from collections import Counter

from nifty_table.games.get_nifty.table import HAND_SIZE, Table


def problems(table: Table) -> list[str]:
    state, card = table.state, table.card
    out: list[str] = []
    n = len(state.seats)
    if state.deck != table.catalog.id:
        return [f"the state belongs to the deck {state.deck!r}, not {table.catalog.id!r}"]
    for name, rows in (
        ("hands", state.hands),
        ("objects", state.objects),
        ("team_of", state.team_of),
    ):
        if len(rows) != n:
            out.append(f"{name} has {len(rows)} entries for {n} seats")
    if out:
        return out
    if sorted(set(state.team_of)) != list(range(len(state.teams))):
        out.append("seats and teams do not match")
    ch = state.challenge
    every = [*state.draw_pile, *state.discard, *(c for h in state.hands for c in h)]
    every += [c for row in state.objects for c in row]
    if state.plot is not None:
        every.append(state.plot)
    for team in state.teams:
        every += [c for c in (team.safe.card, team.weird.card) if c is not None]
        every += team.nifty
    if ch is not None:
        every += [*ch.attack, *ch.defence]
    counts = Counter(every)
    if len(every) != len(card):
        out.append(f"cards not conserved: {len(every)} in the game, the deck has {len(card)}")
    twice = sorted(c for c, k in counts.items() if k > 1)
    if twice:
        out.append(f"cards in two places at once: {', '.join(twice[:5])}")
    unknown = sorted(c for c in counts if c not in card)
    if unknown:
        return [*out, f"cards not in the deck: {', '.join(unknown[:5])}"]
    for s, hand in enumerate(state.hands):
        if len(hand) > HAND_SIZE:
            out.append(f"seat {s} holds {len(hand)} cards, more than {HAND_SIZE}")
    if any(card[c].type != "object" for row in state.objects for c in row):
        out.append("a card in front of a player is not an Object")
    if state.plot is not None and card[state.plot].type != "plot":
        out.append("the Plot is not a Plot card")
    for i, team in enumerate(state.teams):
        for word, slot in (("SAFE", team.safe), ("WEIRD", team.weird)):
            if slot.card is None:
                if slot.marked or slot.fluxed:
                    out.append(f"team {i} has a marker or Flux on an empty {word} place")
            elif card[slot.card].state != word:
                out.append(f"team {i}'s {word} place holds {slot.card}")
            if slot.marked and slot.fluxed:
                out.append(f"team {i}'s {word} card is both marked and Fluxed")
        if any(card[c].type != "character" for c in team.nifty):
            out.append(f"team {i} has a non-Character under the token")
        if team.nifty and not team.token:
            out.append(f"team {i} has cards under a token it does not have")
    if not 0 <= state.active < n:
        out.append(f"the active seat {state.active} is not at the table")
    if any(not 0 <= w < len(state.teams) for w in state.winners):
        out.append("a winner is not a team at the table")
    if state.over != bool(state.winners):
        out.append("the game is over without a winner, or has a winner yet goes on")
    if ch is not None:
        out += _challenge_problems(table)
    return out


def _challenge_problems(table: Table) -> list[str]:
    state, card, ch = table.state, table.card, table.state.challenge
    assert ch is not None
    out: list[str] = []
    n = len(state.seats)
    seats = [*ch.members("attack"), *ch.members("defence")]
    named = (*seats, *ch.offers, *ch.attack_refused, *ch.defence_refused)
    if any(not 0 <= s < n for s in named):
        out.append("a challenge names a seat that is not at the table")
        return out
    if ch.self_challenge and ch.attack_helpers:
        out.append("a challenge against yourself has helpers on its attack")
    if ch.self_challenge:
        seats = seats[1:]  # you are on both sides; nobody else may be
    if len(set(seats)) != len(seats):
        out.append("a seat is on both sides of a challenge, or twice on one")
    if not ch.acting < len(ch.members(ch.turn)):
        out.append("the acting member of the challenge is out of range")
    allowed = {"danger": {"character"}, "boredom": {"boredom"}}[ch.kind]
    if any(card[c].type not in allowed for c in ch.attack):
        out.append("the attack holds a card of the wrong kind")
    if any(card[c].type != "character" for c in ch.defence):
        out.append("the defence holds a card that is not a Character")
    on_tables = {c for row in state.objects for c in row}
    if any(c not in on_tables for c in ch.fresh_objects):
        out.append("an Object played into the challenge is on nobody's table")
    if ch.asking and not ch.asked:
        out.append("waiting for help nobody asked for")
    return out
