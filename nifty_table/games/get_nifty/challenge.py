"""Danger and Boredom challenges: playing cards in, interference, results.

The side that is losing adds cards (one member at a time, each confirming
with Done); when the losing side has nobody left to act it has declared the
challenge over. Ties go to the defender, and the defence must answer with at
least one card. Any seat may change the Plot during any challenge.
"""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.contract import Action, interned
from nifty_table.engine.wording import closed
from nifty_table.games.get_nifty import cancel
from nifty_table.games.get_nifty.actions import (
    AcceptHelp,
    AddCard,
    AskHelp,
    Done,
    OfferHelp,
    PlayPlot,
    RefuseHelp,
    StopAsking,
    UsePower,
)
from nifty_table.games.get_nifty.state import Challenge, Kind, SideName
from nifty_table.games.get_nifty.table import Table, other

# Shared action instances, validated once (fields in declaration order).
_accept_help = interned(AcceptHelp)
_refuse_help = interned(RefuseHelp)
_stop_asking = interned(StopAsking)
_offer_help = interned(OfferHelp)
_add_card = interned(AddCard)
_use_power = interned(UsePower)
_ask_help = interned(AskHelp)
_done_action = interned(Done)
_play_plot = interned(PlayPlot)


KIND_OF: dict[str, Kind] = {"character": "danger", "boredom": "boredom"}


def start(table: Table, seat: int, target: int, card: str) -> None:
    state = table.state
    kind: Kind = KIND_OF[table.card[card].type]
    state.hands[seat].remove(card)
    ch = Challenge(kind=kind, challenger=seat, defender=target)
    if len(state.seats) == 6:  # partners help automatically
        ch.defence_helpers = [s for s in table.seats_of(state.team_of[target]) if s != target]
        if seat != target:  # against yourself your partner defends the team's card with you
            ch.attack_helpers = [s for s in table.seats_of(state.team_of[seat]) if s != seat]
    state.challenge = ch
    # Against yourself the challenge is on your own State card (no "themself").
    slot = "SAFE" if kind == "danger" else "WEIRD"
    whom = f"their own {slot} card" if seat == target else table.who(target)
    table.log(closed(f"{table.who(seat)} starts a {kind.title()} challenge against {whom}"))
    for helper in ch.attack_helpers:
        table.log(f"{table.who(helper)} attacks with their partner {table.who(seat)}.")
    for helper in ch.defence_helpers:
        table.log(f"{table.who(helper)} defends with their partner {table.who(target)}.")
    cancel.open_board(table, ch)
    _add(table, ch, seat, "attack", card)


def eligible_helpers(table: Table, ch: Challenge) -> list[int]:
    """Seats that may offer help to the side on turn now: on neither side (a
    helper never changes sides), not turned down by this side. A challenge
    against yourself takes help on its defence only: helping its attack
    could only take your own card."""
    if ch.self_challenge and ch.turn == "attack":
        return []
    team_of = table.state.team_of
    involved = {team_of[ch.challenger], team_of[ch.defender]}
    for s in (*ch.attack_helpers, *ch.defence_helpers):
        involved.add(team_of[s])
    refused, offers = ch.refusals(ch.turn), ch.offers
    return [
        s
        for s, team in enumerate(team_of)
        if team not in involved and s not in refused and s not in offers
    ]


def helps(table: Table, ch: Challenge, card: str, side: SideName) -> bool:
    """Whether a card from the hand may go in on this side."""
    spec = table.card[card]
    kind = ch.kind
    if spec.type == "character":
        return kind == "danger" or side == "defence"
    if spec.type == "boredom":
        return kind == "boredom" and side == "attack"
    if spec.type != "object":
        return False
    if side == "attack" and ch.self_challenge:
        return False
    stat = ("danger" if side == "attack" else "safety") if kind == "danger" else "weirdness"
    if side == "attack" and kind == "boredom":
        stat = ""
    value = spec.stat(stat) if stat else 0
    return value is None or value > 0 or cancel.would_cancel(table, ch, card, side)


def actions(table: Table, ch: Challenge, losing: Callable[[], SideName]) -> list[Action]:
    """Everything anyone may do now, the prompted seat's choices first.
    `losing()`: the side losing now (`Table.losing`, which the game keeps)."""
    state = table.state
    acts: list[Action] = []
    seat = prompted_seat(ch)
    if ch.asking:
        acts += [_accept_help(seat, h) for h in ch.offers]
        acts += [_refuse_help(seat, h) for h in ch.offers]
        acts.append(_stop_asking(seat))
        acts += [_offer_help(h) for h in eligible_helpers(table, ch)]
    else:
        side = ch.turn
        hand = state.hands[seat]
        acts += [_add_card(seat, c) for c in hand if helps(table, ch, c, side)]
        powers = table.catalog.powers  # Objects pile up on the table; few have a power
        acts += [
            _use_power(seat, c)
            for c in state.objects[seat]
            if c in powers and cancel.can_use(table, ch, c)
        ]
        if (  # who could help is cheaper to ask than who is losing (both sides' totals)
            ch.acting == 0 and not ch.asked and eligible_helpers(table, ch) and losing() == side
        ):
            acts.append(_ask_help(seat))
        acts.append(_done_action(seat))
    plots = table.catalog.plots
    for s, hand in enumerate(state.hands):  # a Plot may come from anyone
        if not plots.isdisjoint(hand):  # most hands hold none
            acts += [_play_plot(s, c) for c in hand if c in plots]
    return acts


def prompted_seat(ch: Challenge) -> int:
    if ch.asking:  # the side's lead answers the offers of help
        return ch.challenger if ch.turn == "attack" else ch.defender
    return ch.acting_seat


def apply(table: Table, ch: Challenge, a: Action, losing: Callable[[], SideName]) -> None:
    """`losing()`: the side losing before `a` (`Table.losing`, which the game keeps)."""
    state = table.state
    # The commonest first, each class tested by identity: an isinstance
    # against a pydantic class that does not match costs several times more.
    if type(a) is Done:
        _done(table, ch, a.seat, losing())
    elif type(a) is AddCard:
        state.hands[a.seat].remove(a.card)
        _add(table, ch, a.seat, ch.turn, a.card)
    elif type(a) is UsePower:
        if ch.turn == "defence":
            ch.defence_played = True  # firing a power is the defence answering
        cancel.use_power(table, ch, a.seat, a.card)
    elif type(a) is AskHelp:
        ch.asked = ch.asking = True
        table.log(f"{table.who(a.seat)} asks the table for help.")
    elif type(a) is OfferHelp:
        ch.offers.append(a.seat)
        table.log(f"{table.who(a.seat)} offers to help {table.who(prompted_seat(ch))}.")
    elif type(a) is AcceptHelp:
        helpers = ch.attack_helpers if ch.turn == "attack" else ch.defence_helpers
        joining = [s for s in table.seats_of(state.team_of[a.helper]) if s not in helpers]
        helpers.extend(joining)
        # A partner who offered too joins with the helper: no offer of theirs is left
        # to turn down (or to list as refused).
        ch.offers[:] = [s for s in ch.offers if s not in joining]
        table.log(f"{table.who(a.seat)} accepts {table.who(a.helper)}'s help.")
        for s in joining:
            if s != a.helper:
                table.log(f"{table.who(s)} joins too, as {table.who(a.helper)}'s partner.")
        for s in joining:
            cancel.enter(table, ch, list(state.objects[s]), ch.turn)
    elif type(a) is RefuseHelp:
        ch.offers.remove(a.helper)
        ch.refusals(ch.turn).append(a.helper)
        table.log(f"{table.who(a.seat)} turns down {table.who(a.helper)}'s help.")
    elif type(a) is StopAsking:
        ch.refusals(ch.turn).extend(ch.offers)
        ch.offers.clear()
        ch.asking = False


def _add(table: Table, ch: Challenge, seat: int, side: SideName, card: str) -> None:
    spec = table.card[card]
    if side == "defence":
        ch.defence_played = True
    if spec.type == "object":
        table.state.objects[seat].append(card)
        ch.fresh_objects.append(card)
    else:
        ch.cards(side).append(card)
        ch.played_by[card] = seat
    table.log(f"{table.who(seat)} adds {table.cn(card)} to the {side}.")
    cancel.enter(table, ch, [card], side)


def _done(table: Table, ch: Challenge, seat: int, losing: SideName) -> None:
    side = ch.turn
    # (Written into the challenge's __dict__, past pydantic's __setattr__: two
    # Python calls a field, to keep `model_fields_set`, which nothing reads
    # during play; a Done is the commonest answer in a challenge.)
    if losing != side:
        ch.__dict__.update(turn=other(side), acting=0, asked=False)
        return
    if ch.acting + 1 < len(ch.members(side)):
        ch.__dict__["acting"] = ch.acting + 1
        return
    table.log(f"{table.who(seat)} declares the challenge over.")
    resolve(table, ch, winner=other(side))


def resolve(table: Table, ch: Challenge, winner: SideName) -> None:
    state = table.state
    kind = ch.kind
    word = "Safe" if kind == "danger" else "Weird"
    defender_team = state.team_of[ch.defender]
    if winner == "defence":
        table.log(f"The defence holds: {table.who(ch.defender)} wins the challenge.")
        teams = dict.fromkeys(state.team_of[s] for s in ch.members("defence"))
        for team in teams:
            slot = state.teams[team].slot(kind)
            if slot.card is not None and not slot.active:
                state.teams[team].place(kind, slot.card, marked=True)
                table.log(f"{table.team_name(team)} {table.verb(team, 'gets', 'get')} {word}.")
    else:
        table.log(f"The attack wins: {table.who(ch.defender)} loses the challenge.")
        _defence_lost(table, ch, defender_team)
    # Characters used are discarded; so are single-use Objects played into it.
    for card in (*ch.attack, *ch.defence):
        state.discard.append(card)
    for card in list(ch.fresh_objects):
        if table.card[card].single_use:
            table.discard_object(card)
            table.log(closed(f"{table.cn(card)} was single use: it is discarded"))
    state.challenge = None


def _defence_lost(table: Table, ch: Challenge, team: int) -> None:
    state = table.state
    kind = ch.kind
    slot = state.teams[team].slot(kind)
    card = slot.card
    if card is None:
        return
    if slot.marked and not slot.fluxed:
        state.teams[team].place(kind, card)
        loses = table.verb(team, "loses", "lose")
        table.log(closed(f"{table.team_name(team)} {loses} the marker on {table.cn(card)}"))
        return
    # Unmarked or Fluxed: the challenger takes it if their team needs one,
    # else the first helper whose team does; otherwise it is Fluxed.
    for seat in ch.members("attack"):
        taker = state.team_of[seat]
        theirs = state.teams[taker].slot(kind)
        if taker == team or (theirs.card is not None and not theirs.fluxed):
            continue
        if theirs.card is not None:
            state.discard.append(theirs.card)  # a Fluxed card replaced is discarded
        state.teams[taker].place(kind, card)
        state.teams[team].place(kind, None)
        table.log(f"{table.who(seat)} takes {table.team_name(team)}'s {table.cn(card)} (face up).")
        return
    if not slot.fluxed:
        state.teams[team].place(kind, card, fluxed=True)
        table.log(f"{table.team_name(team)}'s {table.cn(card)} is Fluxed (turned over).")
