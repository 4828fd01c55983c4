"""Choices in Get Nifty that anyone who knows the rules sees are bad: the
rule-of-thumb player never makes them, and the search never spends its time
on them (its playouts cannot always tell them apart from good ones: a card
thrown away shows only rounds later).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from nifty_table.engine.contract import Action
from nifty_table.games.get_nifty import actions as A
from nifty_table.games.get_nifty.cards import Card, Stat
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
    """A challenge against yourself that the defence cannot hold even with
    every card of the hand, the team's Objects and the best Plot it could
    play (the defence must answer, and reach the attack): it can only Flux
    your own card and throw away the cards spent, unless another player
    chose to help, which no one counts on. The search's evaluation cannot
    see the loss: an unmarked card and a Fluxed one are both inactive, and
    the hand is drawn back to five."""
    if not isinstance(action, A.StartChallenge) or action.target != view.seat:
        return False
    attack = cards[action.card]
    me = view.seats[view.seat]
    team = [s for s in view.seats if s.team == me.team]
    if any(s.hand_size for s in team if s is not me):
        return False  # a partner defends with you, from a hand not seen
    own = [cards[o] for s in team for o in s.objects]
    if any(o.power == "use" for o in own):
        return False  # firing a power answers too
    hand = [cards[c] for c in view.hand if c != action.card]
    if any(c.cancels and c.targets(attack) for c in (*hand, *own)):
        return False  # an answer that may cancel the attack: left to the search
    plots = [p for p in (view.plot, *view.hand) if p is None or cards[p].type == "plot"]
    return not any(_holds_against_itself(attack, hand, own, p, cards) for p in plots)


def _holds_against_itself(
    attack: Card, hand: list[Card], own: list[Card], plot: str | None, cards: Cards
) -> bool:
    """Whether a defence against your own `attack` reaches it under `plot`
    with all it has: the team's Objects and every card of the hand that adds
    (less those a Character attacking cancels on entry). It must answer with
    one card at least (a cancelled one will do), unless an Object makes it
    infinite."""
    kind = "boredom" if attack.type == "boredom" else "danger"
    stat = "weirdness" if kind == "boredom" else "safety"
    shown = cards[plot] if plot is not None else None

    def boosted(card: Card, name: str) -> Stat:
        value = card.stat(name)
        if value is None or shown is None:
            return value
        return value + sum(
            b.amount for b in shown.boosts if b.stat == name and b.attribute in card.attributes
        )

    def of_plot(name: str) -> int:
        return (shown.stat(name) or 0) if shown is not None else 0

    need = attack.value  # a Boredom attack counts its cards only
    if kind == "danger":
        need = (boosted(attack, "danger") or 0) + of_plot("danger")
    have = of_plot(stat)
    cancels = kind == "danger" and attack.only_in in (None, kind)
    for card in own:
        if cancels and attack.targets(card):
            continue
        if (value := boosted(card, stat)) is None:
            return True  # an infinite defence holds without an answer
        have += value
    answered = False
    for card in hand:
        if card.type not in ("character", "object"):
            continue
        value = boosted(card, stat)
        # Any Character may answer, even one the attack cancels as it comes in.
        answered |= card.type == "character" or value is None or value > 0
        if cancels and attack.targets(card):
            continue
        if value is None:
            return True
        have += max(value, 0)
    return answered and have >= need


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
