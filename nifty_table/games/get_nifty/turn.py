"""The active player's turn outside challenges: State cards, Objects, Plots,
discards, discard options, buying the NIFTY token, playing for Niftyness,
starting a challenge, ending the turn (drawing back to five)."""

from __future__ import annotations

from itertools import combinations

from nifty_table.engine.contract import Action, interned
from nifty_table.games.get_nifty import challenge
from nifty_table.games.get_nifty.actions import (
    BuyToken,
    Discard,
    EndTurn,
    PlayNifty,
    PlayObject,
    PlayPlot,
    PlayState,
    StartChallenge,
    TakeFromDiscards,
)
from nifty_table.games.get_nifty.table import HISTORY_KEEP, Table

# Shared action instances, validated once (fields in declaration order).
_play_state = interned(PlayState)
_play_object = interned(PlayObject)
_play_plot = interned(PlayPlot)
_start_challenge = interned(StartChallenge)
_play_nifty = interned(PlayNifty)
_take_from_discards = interned(TakeFromDiscards)
_buy_token = interned(BuyToken)
_discard = interned(Discard)
_end_turn = interned(EndTurn)


TOKEN_PRICE = 5  # Niftyness of the Characters and Objects discarded for a token


def can_play_state(t: Table, seat: int, card: str) -> bool:
    """Only if the team has no such card in play, or has it Fluxed (replacing
    a Fluxed card un-Fluxes the team; the old card is discarded)."""
    spec = t.card[card]
    slot = t.team(seat).slot("danger" if spec.state == "SAFE" else "boredom")
    return slot.card is None or slot.fluxed


def token_buys(t: Table, seat: int) -> list[tuple[str, ...]]:
    """Smallest sets of Characters and Objects from the hand worth >= 5
    Niftyness (dropping any card would fall short)."""
    team = t.team(seat)
    if team.token or not (team.safe.active and team.weird.active):
        return []
    worth = {}
    for c in t.st.hands[seat]:
        spec = t.card[c]
        if spec.type in ("character", "object"):
            n = spec.niftyness
            worth[c] = TOKEN_PRICE if n is None else n
    cards = [c for c in worth if worth[c] > 0]
    out = []
    for size in range(1, len(cards) + 1):
        for combo in combinations(cards, size):
            total = sum(worth[c] for c in combo)
            if total >= TOKEN_PRICE and all(total - worth[c] < TOKEN_PRICE for c in combo):
                out.append(combo)
    return out


def targets(t: Table, seat: int, kind: str) -> list[int]:
    """Seats one may challenge: anyone (yourself too, not your partner) whose
    team has the State card this kind of challenge is about."""
    st = t.st
    out = []
    for s in range(len(st.seats)):
        if s != seat and st.team_of[s] == st.team_of[seat]:
            continue
        if t.team(s).slot(kind).card is not None:  # type: ignore[arg-type]
            out.append(s)
    return out


def actions(t: Table) -> list[Action]:
    st = t.st
    seat = st.active
    hand = st.hands[seat]
    team = t.team(seat)
    nifty_ok = team.token and team.safe.active and team.weird.active
    danger_targets = boredom_targets = None
    acts: list[Action] = []
    taken_types = {t.card[c].type for c in st.discard}
    for c in hand:
        kind = t.card[c].type
        if kind == "state":
            if can_play_state(t, seat, c):
                acts.append(_play_state(seat, c))
        elif kind == "object":
            acts.append(_play_object(seat, c))
        elif kind == "plot":
            acts.append(_play_plot(seat, c))
        elif kind == "character":
            if danger_targets is None:
                danger_targets = targets(t, seat, "danger")
            acts += [_start_challenge(seat, s, c) for s in danger_targets]
            if nifty_ok:
                acts.append(_play_nifty(seat, c))
            option = t.card[c].discard_option
            if option is not None and (option == "any" or option in taken_types):
                acts += [_take_from_discards(seat, c, x) for x in _takeable(t, option)]
        elif kind == "boredom":
            if boredom_targets is None:
                boredom_targets = targets(t, seat, "boredom")
            acts += [_start_challenge(seat, s, c) for s in boredom_targets]
    acts += [_buy_token(seat, combo) for combo in token_buys(t, seat)]
    acts += [_discard(seat, c) for c in hand]
    acts.append(_end_turn(seat))
    return acts


def _takeable(t: Table, option: str) -> list[str]:
    """One card per kind of card in the discards (the newest copy)."""
    seen: dict[str, str] = {}
    for c in t.st.discard:
        spec = t.card[c]
        if option == "any" or spec.type == option:
            seen[spec.base] = c
    return list(seen.values())


def apply(t: Table, a: Action) -> None:
    st = t.st
    seat = a.seat
    hand = st.hands[seat]
    who = t.who(seat)
    if isinstance(a, PlayState):
        hand.remove(a.card)
        slot = t.team(seat).slot("danger" if t.card[a.card].state == "SAFE" else "boredom")
        if slot.card is not None:
            st.discard.append(slot.card)
            t.log(f"{who} replaces their Fluxed {t.cn(slot.card)} with a fresh one.")
        else:
            t.log(f"{who} plays {t.cn(a.card)}.")
        slot.card, slot.marked, slot.fluxed = a.card, False, False
    elif isinstance(a, PlayObject):
        hand.remove(a.card)
        st.objects[seat].append(a.card)
        t.log(f"{who} plays the Object {t.cn(a.card)}.")
    elif isinstance(a, PlayPlot):
        play_plot(t, seat, a.card)
    elif isinstance(a, StartChallenge):
        challenge.start(t, seat, a.target, a.card)
    elif isinstance(a, PlayNifty):
        hand.remove(a.card)
        t.team(seat).nifty.append(a.card)
        t.log(f"{who} plays {t.cn(a.card)} under the NIFTY token.")
    elif isinstance(a, TakeFromDiscards):
        hand.remove(a.card)
        st.discard.remove(a.take)
        st.discard.append(a.card)
        hand.append(a.take)
        t.log(f"{who} throws away {t.cn(a.card)} and takes {t.cn(a.take)} from the discards.")
    elif isinstance(a, BuyToken):
        for c in a.cards:
            hand.remove(c)
            st.discard.append(c)
        t.team(seat).token = True
        names = ", ".join(t.cn(c) for c in a.cards)
        t.log(f"{who} discards {names} and buys a NIFTY token!")
    elif isinstance(a, Discard):
        hand.remove(a.card)
        st.discard.append(a.card)
        t.log(f"{who} discards {t.cn(a.card)}.")
    elif isinstance(a, EndTurn):
        end_turn(t)


def play_plot(t: Table, seat: int, card: str) -> None:
    st = t.st
    st.hands[seat].remove(card)
    if st.plot is not None:
        st.discard.append(st.plot)
    st.plot = card
    t.log(f"{t.who(seat)} changes the Plot: {t.cn(card)}. {t.card[card].text}")


def end_turn(t: Table) -> None:
    st = t.st
    t.draw_to(st.active)
    st.history.append([t.niftyness(team) for team in range(len(st.teams))])
    if len(st.history) > HISTORY_KEEP:
        del st.history[:-HISTORY_KEEP]
    st.active = (st.active + 1) % len(st.seats)
    if st.round_limit and st.turn_no >= st.round_limit * len(st.seats):
        scores = [t.niftyness(team) for team in range(len(st.teams))]
        best = max(scores)
        st.winners = [team for team, score in enumerate(scores) if score == best]
        st.over = True
        names = " and ".join(t.team_name(team) for team in st.winners)
        t.log(f"{st.round_limit} rounds are up: {names} lead with {best} Niftyness and win.")
        return
    st.turn_no += 1
    t.log(f"Turn {st.turn_no}: {t.who(st.active)}.")
    t.draw_to(st.active)
