"""Danger and Boredom challenges: playing cards in, interference, results.

The side that is losing adds cards (one member at a time, each confirming
with Done); when the losing side has nobody left to act it has declared the
challenge over. Ties go to the defender, and the defence must answer with at
least one card. Any seat may change the Plot during any challenge.
"""

from __future__ import annotations

from nifty_table.engine.contract import Action, interned
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


KIND_OF = {"character": "danger", "boredom": "boredom"}


def start(t: Table, seat: int, target: int, card: str) -> None:
    st = t.st
    kind: Kind = KIND_OF[t.card[card].type]  # type: ignore[assignment]
    st.hands[seat].remove(card)
    ch = Challenge(kind=kind, challenger=seat, defender=target)
    if len(st.seats) == 6 and seat != target:  # partners help automatically
        ch.attack_helpers = [s for s in t.seats_of(st.team_of[seat]) if s != seat]
        ch.defence_helpers = [s for s in t.seats_of(st.team_of[target]) if s != target]
    st.challenge = ch
    whom = "themself" if seat == target else t.who(target)
    t.log(f"{t.who(seat)} starts a {kind.title()} challenge against {whom}.")
    cancel.open_board(t, ch)
    _add(t, ch, seat, "attack", card)


def eligible_helpers(t: Table, ch: Challenge) -> list[int]:
    """Seats that may offer help now: on neither side, not refused."""
    if ch.self_challenge:
        return []
    st = t.st
    involved = {st.team_of[s] for s in (*ch.members("attack"), *ch.members("defence"))}
    return [
        s
        for s in range(len(st.seats))
        if st.team_of[s] not in involved and s not in ch.refused and s not in ch.offers
    ]


def helps(t: Table, ch: Challenge, card: str, side: SideName) -> bool:
    """Whether a card from the hand may go in on this side."""
    spec = t.card[card]
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
    return value is None or value > 0 or cancel.would_cancel(t, ch, card, side)


def actions(t: Table, ch: Challenge) -> list[Action]:
    """Everything anyone may do now, the prompted seat's choices first."""
    st = t.st
    acts: list[Action] = []
    seat = prompted_seat(ch)
    if ch.asking:
        acts += [_accept_help(seat, h) for h in ch.offers]
        acts += [_refuse_help(seat, h) for h in ch.offers]
        acts.append(_stop_asking(seat))
        acts += [_offer_help(h) for h in eligible_helpers(t, ch)]
    else:
        side = ch.turn
        hand = st.hands[seat]
        acts += [_add_card(seat, c) for c in hand if helps(t, ch, c, side)]
        acts += [_use_power(seat, c) for c in st.objects[seat] if cancel.can_use(t, ch, seat, c)]
        if ch.acting == 0 and not ch.asked and t.losing(ch) == side and eligible_helpers(t, ch):
            acts.append(_ask_help(seat))
        acts.append(_done_action(seat))
    for s, hand in enumerate(st.hands):  # a Plot may come from anyone
        acts += [_play_plot(s, c) for c in hand if t.card[c].type == "plot"]
    return acts


def prompted_seat(ch: Challenge) -> int:
    return ch.members(ch.turn)[0] if ch.asking else ch.acting_seat


def apply(t: Table, ch: Challenge, a: Action) -> None:
    st = t.st
    if isinstance(a, AddCard):
        st.hands[a.seat].remove(a.card)
        _add(t, ch, a.seat, ch.turn, a.card)
    elif isinstance(a, UsePower):
        cancel.use_power(t, ch, a.seat, a.card)
    elif isinstance(a, AskHelp):
        ch.asked = ch.asking = True
        t.log(f"{t.who(a.seat)} asks the table for help.")
    elif isinstance(a, OfferHelp):
        ch.offers.append(a.seat)
        t.log(f"{t.who(a.seat)} offers to help {t.who(prompted_seat(ch))}.")
    elif isinstance(a, AcceptHelp):
        ch.offers.remove(a.helper)
        helpers = ch.attack_helpers if ch.turn == "attack" else ch.defence_helpers
        joining = [s for s in t.seats_of(st.team_of[a.helper]) if s not in helpers]
        helpers.extend(joining)
        t.log(f"{t.who(a.seat)} accepts {t.who(a.helper)}'s help.")
        for s in joining:
            cancel.enter(t, ch, list(st.objects[s]), ch.turn)
    elif isinstance(a, RefuseHelp):
        ch.offers.remove(a.helper)
        ch.refused.append(a.helper)
        t.log(f"{t.who(a.seat)} turns down {t.who(a.helper)}'s help.")
    elif isinstance(a, StopAsking):
        ch.refused.extend(ch.offers)
        ch.offers.clear()
        ch.asking = False
    elif isinstance(a, Done):
        _done(t, ch, a.seat)


def _add(t: Table, ch: Challenge, seat: int, side: SideName, card: str) -> None:
    spec = t.card[card]
    if side == "defence":
        ch.defence_played = True
    if spec.type == "object":
        t.st.objects[seat].append(card)
        ch.fresh_objects.append(card)
    else:
        ch.cards(side).append(card)
        ch.played_by[card] = seat
    t.log(f"{t.who(seat)} adds {spec.name} to the {side}.")
    cancel.enter(t, ch, [card], side)


def _done(t: Table, ch: Challenge, seat: int) -> None:
    side = ch.turn
    if t.losing(ch) != side:
        ch.turn, ch.acting, ch.asked = other(side), 0, False
        return
    if ch.acting + 1 < len(ch.members(side)):
        ch.acting += 1
        return
    t.log(f"{t.who(seat)} declares the challenge over.")
    resolve(t, ch, winner=other(side))


def resolve(t: Table, ch: Challenge, winner: SideName) -> None:
    st = t.st
    kind = ch.kind
    word = "Safe" if kind == "danger" else "Weird"
    defender_team = st.team_of[ch.defender]
    if winner == "defence":
        t.log(f"The defence holds: {t.who(ch.defender)} wins the challenge.")
        teams = dict.fromkeys(st.team_of[s] for s in ch.members("defence"))
        for team in teams:
            slot = st.teams[team].slot(kind)
            if slot.card is not None and not slot.active:
                slot.marked, slot.fluxed = True, False
                t.log(f"{t.team_name(team)} {t.verb(team, 'gets', 'get')} {word}.")
    else:
        t.log(f"The attack wins: {t.who(ch.defender)} loses the challenge.")
        _defence_lost(t, ch, defender_team)
    # Characters used are discarded; so are single-use Objects played into it.
    for card in (*ch.attack, *ch.defence):
        st.discard.append(card)
    for card in list(ch.fresh_objects):
        if t.card[card].single_use:
            t.discard_object(card)
    st.challenge = None


def _defence_lost(t: Table, ch: Challenge, team: int) -> None:
    st = t.st
    kind = ch.kind
    slot = st.teams[team].slot(kind)
    card = slot.card
    if card is None:
        return
    if slot.marked and not slot.fluxed:
        slot.marked = False
        t.log(f"{t.team_name(team)} lose the marker on {t.cn(card)}.")
        return
    # Unmarked or Fluxed: the challenger takes it if their team needs one,
    # else the first helper whose team does; otherwise it is Fluxed.
    for seat in ch.members("attack"):
        taker = st.team_of[seat]
        theirs = st.teams[taker].slot(kind)
        if taker == team or (theirs.card is not None and not theirs.fluxed):
            continue
        if theirs.card is not None:
            st.discard.append(theirs.card)  # a Fluxed card replaced is discarded
        theirs.card, theirs.marked, theirs.fluxed = card, False, False
        slot.card, slot.marked, slot.fluxed = None, False, False
        t.log(f"{t.who(seat)} takes {t.team_name(team)}'s {t.cn(card)} (face up).")
        return
    if not slot.fluxed:
        slot.fluxed, slot.marked = True, False
        t.log(f"{t.team_name(team)}'s {t.cn(card)} is Fluxed (turned over).")
