"""Choices in Get Nifty that anyone who knows the rules sees are bad: the
rule-of-thumb player never makes them, and the search never spends its time
on them (its playouts cannot always tell them apart from good ones: a card
thrown away shows only rounds later).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from nifty_table.engine.contract import Action
from nifty_table.games.get_nifty import actions as A
from nifty_table.games.get_nifty.cards import Card
from nifty_table.games.get_nifty.turn import TOKEN_PRICE
from nifty_table.games.get_nifty.view import GetNiftyView

Cards = Mapping[str, Card]  # the deck's cards by id


def plainly_bad(view: GetNiftyView, action: Action, cards: Cards) -> bool:
    return (
        hopeless_boredom(view, action, cards)
        or needless_self_challenge(view, action, cards)
        or unanswerable_self_challenge(view, action, cards)
        or needless_card(view, action)
        or needed_state_thrown(view, action, cards)
        or overpaid_token(action, cards)
    )


def sensible(view: GetNiftyView, legal: Sequence[Action], cards: Cards) -> list[Action]:
    """The legal actions less the plainly bad ones (all of them, if every one is)."""
    kept = [a for a in legal if not plainly_bad(view, a, cards)]
    return kept or list(legal)


def hopeless_boredom(view: GetNiftyView, action: Action, cards: Cards) -> bool:
    """A Boredom challenge against a team holding an infinite Weirdness (the
    Playstashun): its defence wins every time, and a challenger without a
    WEIRD card of its own loses nothing but hands it a marker."""
    if not isinstance(action, A.StartChallenge) or action.target == view.seat:
        return False
    if cards[action.card].type != "boredom":
        return False
    team = view.seats[action.target].team
    held = (o for seat in view.seats if seat.team == team for o in seat.objects)
    return any(cards[o].weirdness is None for o in held)


def needless_self_challenge(view: GetNiftyView, action: Action, cards: Cards) -> bool:
    """A challenge against yourself while already Safe (or Weird) for it:
    winning changes nothing, losing takes the marker."""
    if not isinstance(action, A.StartChallenge) or action.target != view.seat:
        return False
    team = view.teams[view.seats[action.target].team]
    return (team.safe if cards[action.card].type == "character" else team.weird).active


def unanswerable_self_challenge(view: GetNiftyView, action: Action, cards: Cards) -> bool:
    """A challenge against yourself with no card left in hand to answer it
    (the defence must answer): it can only Flux your own card, unless
    another player chose to help, which no one counts on."""
    if not isinstance(action, A.StartChallenge) or action.target != view.seat:
        return False
    boredom = cards[action.card].type == "boredom"
    own = view.seats[action.target].objects
    if any(cards[o].power == "use" for o in own):
        return False  # firing a power answers too
    if boredom and any(cards[o].weirdness is None for o in own):
        return False  # an infinite defence holds without an answer
    stat = "weirdness" if boredom else "safety"
    for name in view.hand:
        card = cards[name]
        if name == action.card:
            continue
        if card.type == "character":
            return False
        if card.type == "object" and ((value := card.stat(stat)) is None or value > 0):
            return False
    return True


def needless_card(view: GetNiftyView, action: Action) -> bool:
    """A card (or a power) added to a challenge by the side already ahead,
    once the defence has answered: the losing side always gets to answer, so
    the card could wait until it is needed, and a Character is discarded."""
    ch = view.challenge
    if ch is None or not isinstance(action, A.AddCard | A.UsePower):
        return False
    return ch.losing != ch.turn and (ch.turn == "attack" or ch.defence_answered)


def needed_state_thrown(view: GetNiftyView, action: Action, cards: Cards) -> bool:
    """A SAFE or WEIRD card discarded while the team is not Safe (or Weird)
    with one of its own: it is the way there, or the spare for when the one
    in play is taken."""
    if not isinstance(action, A.Discard) or view.seat is None:
        return False
    card = cards[action.card]
    if card.type != "state":
        return False
    team = view.teams[view.seats[view.seat].team]
    slot = team.safe if card.state == "SAFE" else team.weird
    return not slot.active


def overpaid_token(action: Action, cards: Cards) -> bool:
    """A NIFTY token bought with a card more than its price needs."""
    if not isinstance(action, A.BuyToken):
        return False
    worth = [n if (n := cards[c].niftyness) is not None else TOKEN_PRICE for c in action.cards]
    return sum(worth) - min(worth) >= TOKEN_PRICE


def can_help(view: GetNiftyView, cards: Cards) -> bool:
    """Whether this seat holds a card the side asking for help could use."""
    ch = view.challenge
    if ch is None:
        return False
    side, kind = ch.turn, ch.kind
    for name in view.hand:
        card = cards[name]
        if card.type == "character" and (kind == "danger" or side == "defence"):
            return True
        if card.type == "boredom" and kind == "boredom" and side == "attack":
            return True
        if card.type == "object" and not (side == "attack" and kind == "boredom"):
            stat = "weirdness" if kind == "boredom" else "danger" if side == "attack" else "safety"
            value = card.stat(stat)
            if value is None or value > 0:
                return True
    return False
