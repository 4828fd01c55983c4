"""The active player's turn outside challenges: State cards, Objects, Plots,
discards, discard options, buying the NIFTY token, playing for Niftyness,
starting a challenge, ending the turn (drawing back to five)."""

from __future__ import annotations

from itertools import combinations

from nifty_table.engine.contract import Action, interned
from nifty_table.engine.wording import closed, plural, verb
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
from nifty_table.games.get_nifty.state import Kind
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


def can_play_state(table: Table, seat: int, card: str) -> bool:
    """Only if the team has no such card in play, or has it Fluxed (replacing
    a Fluxed card un-Fluxes the team; the old card is discarded)."""
    spec = table.card[card]
    slot = table.team(seat).slot("danger" if spec.state == "SAFE" else "boredom")
    return slot.card is None or slot.fluxed


def token_buys(table: Table, seat: int) -> list[tuple[str, ...]]:
    """Every set of Characters and Objects from the hand worth at least 5
    Niftyness together (paying more is allowed), the fewest cards first."""
    team = table.team(seat)
    if team.token or not (team.safe.active and team.weird.active):
        return []
    worth = _token_worth(table, seat)
    cards = list(worth)
    return [
        combo
        for size in range(1, len(cards) + 1)
        for combo in combinations(cards, size)
        if sum(worth[c] for c in combo) >= TOKEN_PRICE
    ]


def _token_worth(table: Table, seat: int) -> dict[str, int]:
    """What each Character and Object in the hand pays toward a token (an
    infinite Niftyness pays the whole price)."""
    worth = {}
    for c in table.state.hands[seat]:
        spec = table.card[c]
        if spec.type in ("character", "object"):
            n = spec.niftyness
            worth[c] = TOKEN_PRICE if n is None else n
    return worth


def hand_worth(table: Table, seat: int) -> int:
    """The Niftyness the hand could pay for a token, all of it together."""
    return sum(n for n in _token_worth(table, seat).values() if n > 0)


def targets(table: Table, seat: int, kind: Kind) -> list[int]:
    """Seats one may challenge: anyone (yourself too, not your partner) whose
    team has the State card this kind of challenge is about."""
    state = table.state
    team_of, teams = state.team_of, state.teams
    mine = team_of[seat]
    return [
        s
        for s, team in enumerate(team_of)
        if (s == seat or team != mine) and teams[team].slot(kind).card is not None
    ]


def actions(table: Table) -> list[Action]:
    state = table.state
    seat = state.active
    hand = state.hands[seat]
    team = table.team(seat)
    nifty_ok = team.token and team.safe.active and team.weird.active
    danger_targets = boredom_targets = None
    acts: list[Action] = []
    known = table.card
    takeable: list[str] | None = None  # what a discard option may take, when first asked
    for c in hand:
        kind = known[c].type
        if kind == "state":
            if can_play_state(table, seat, c):
                acts.append(_play_state(seat, c))
        elif kind == "object":
            acts.append(_play_object(seat, c))
        elif kind == "plot":
            acts.append(_play_plot(seat, c))
        elif kind == "character":
            if danger_targets is None:
                danger_targets = targets(table, seat, "danger")
            acts += [_start_challenge(seat, s, c) for s in danger_targets]
            if nifty_ok:
                acts.append(_play_nifty(seat, c))
            option = known[c].discard_option
            if option is not None:
                if takeable is None:
                    takeable = _takeable(table)
                acts += [
                    _take_from_discards(seat, c, x)
                    for x in takeable
                    if option == "any" or known[x].type == option
                ]
        elif kind == "boredom":
            if boredom_targets is None:
                boredom_targets = targets(table, seat, "boredom")
            acts += [_start_challenge(seat, s, c) for s in boredom_targets]
    acts += [_buy_token(seat, combo) for combo in token_buys(table, seat)]
    acts += [_discard(seat, c) for c in hand]
    acts.append(_end_turn(seat))
    return acts


def _takeable(table: Table) -> list[str]:
    """One card per kind of card in the discards (the newest copy), in the
    order each kind first appears there."""
    seen: dict[str, str] = {}
    for c in table.state.discard:
        seen[table.card[c].base] = c
    return list(seen.values())


def apply(table: Table, a: Action) -> None:
    state = table.state
    seat = a.seat
    hand = state.hands[seat]
    who = table.who(seat)
    # The commonest first, each class tested by identity: an isinstance
    # against a pydantic class that does not match costs several times more.
    if type(a) is StartChallenge:
        challenge.start(table, seat, a.target, a.card)
    elif type(a) is Discard:
        hand.remove(a.card)
        state.discard.append(a.card)
        table.log(closed(f"{who} discards {table.cn(a.card)}"))
    elif type(a) is EndTurn:
        end_turn(table)
    elif type(a) is PlayState:
        hand.remove(a.card)
        team = table.team(seat)
        kind: Kind = "danger" if table.card[a.card].state == "SAFE" else "boredom"
        slot = team.slot(kind)
        if slot.card is not None:
            state.discard.append(slot.card)
            table.log(f"{who} replaces their Fluxed {table.cn(slot.card)} with a fresh one.")
        else:
            table.log(closed(f"{who} plays {table.cn(a.card)}"))
        team.place(kind, a.card)
    elif type(a) is PlayObject:
        hand.remove(a.card)
        state.objects[seat].append(a.card)
        table.log(closed(f"{who} plays the Object {table.cn(a.card)}"))
    elif type(a) is PlayPlot:
        play_plot(table, seat, a.card)
    elif type(a) is PlayNifty:
        hand.remove(a.card)
        table.team(seat).nifty.append(a.card)
        table.log(f"{who} plays {table.cn(a.card)} under the NIFTY token.")
    elif type(a) is TakeFromDiscards:
        hand.remove(a.card)
        state.discard.remove(a.take)
        state.discard.append(a.card)
        hand.append(a.take)
        table.log(
            f"{who} throws away {table.cn(a.card)} and takes {table.cn(a.take)} from the discards."
        )
    elif type(a) is BuyToken:
        for c in a.cards:
            hand.remove(c)
            state.discard.append(c)
        table.team(seat).token = True
        names = ", ".join(table.cn(c) for c in a.cards)
        table.log(f"{who} discards {names} and buys a NIFTY token!")


def play_plot(table: Table, seat: int, card: str) -> None:
    state = table.state
    state.hands[seat].remove(card)
    if state.plot is not None:
        state.discard.append(state.plot)
    state.plot = card
    table.log(f"{table.who(seat)} changes the Plot: {table.cn(card)}. {table.card[card].text}")


def end_turn(table: Table) -> None:
    state = table.state
    table.draw_to(state.active)
    state.history.append([table.niftyness(team) for team in range(len(state.teams))])
    if len(state.history) > HISTORY_KEEP:
        del state.history[:-HISTORY_KEEP]
    state.active = (state.active + 1) % len(state.seats)
    if state.round_limit and state.turn_no >= state.round_limit * len(state.seats):
        scores = [table.niftyness(team) for team in range(len(state.teams))]
        best = max(scores)
        state.winners = [team for team, score in enumerate(scores) if score == best]
        state.over = True
        names = " and ".join(table.team_name(team) for team in state.winners)
        people = sum(len(table.seats_of(team)) for team in state.winners)
        lead, win = verb(people, "leads", "lead"), verb(people, "wins", "win")
        rounds = plural(state.round_limit, "round")
        up = verb(state.round_limit, "is", "are")
        table.log(f"{rounds} {up} up: {names} {lead} with {best} Niftyness and {win}.")
        return
    state.turn_no += 1
    table.log(closed(f"Turn {state.turn_no}: {table.who(state.active)}"))
    table.draw_to(state.active)
