"""`heuristic-v1`: the first NΣT! computer player, kept for comparison.

It knows the trick rules but not the round's value outside the tricks:
it discards and passes its weakest cards whatever the value, and places
tokens, forms teams and gives the bonus card at random.
"""

from __future__ import annotations

from collections.abc import Sequence

from nifty_table.engine.rng import Rng
from nifty_table.games.net import cards, tricks
from nifty_table.games.net.actions import Double, NetAction, PickCard, PlayCard
from nifty_table.games.net.state import NetView, Phase


class HeuristicV1:
    """Sensible, quick, not clever: wins tricks cheaply when points are positive,
    ducks them when negative, discards its weakest cards whatever the value,
    doubles only a positive score, and places tokens and forms teams at random."""

    name = "heuristic-v1"

    def choose(self, view: NetView, legal: Sequence[NetAction], rng: Rng) -> NetAction:
        if view.phase is Phase.TRICKS:
            return _v1_play(view, legal)
        if view.phase is Phase.EXCHANGE:
            return _v1_exchange(view, legal)
        if view.phase is Phase.DOUBLE:
            worth = _v1_worth_doubling(view)
            return next(a for a in legal if isinstance(a, Double) and a.double is worth)
        return legal[rng.below(len(legal))]

    def react(self, view: NetView, legal: Sequence[NetAction], rng: Rng) -> NetAction | None:
        return None  # NΣT! has no out-of-turn plays


def _v1_strength(view: NetView, card: int) -> int:
    """Rough worth of a card this round: supertrumps, then trumps, then value."""
    rules = view.rules
    assert rules is not None
    if tricks.is_supertrump(card, rules.supertrump):
        return 100
    bonus = 40 if rules.trump is not None and cards.COLOUR[card] == rules.trump else 0
    return bonus + cards.VALUE[card]


def _v1_exchange(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    # Passing gives the weakest card away too; a 1 is kept because it is loot bait.
    picks = [a for a in legal if isinstance(a, PickCard)]
    return min(picks, key=lambda a: (_v1_strength(view, a.card), cards.VALUE[a.card] == 1))


def _v1_wins(view: NetView, card: int, seat: int) -> bool:
    rules = view.rules
    assert rules is not None
    trick = [*view.trick, (seat, card)]
    return tricks.winner_index(trick, rules.trump, rules.supertrump) == len(trick) - 1


def _v1_play(view: NetView, legal: Sequence[NetAction]) -> NetAction:
    rules = view.rules
    assert rules is not None
    plays = [a for a in legal if isinstance(a, PlayCard)]
    seat = plays[0].seat
    positive = rules.value > 0
    teams = [s.team for s in view.seats]
    partner_winning = False
    if view.trick and None not in teams:
        leader = view.trick[tricks.winner_index(view.trick, rules.trump, rules.supertrump)][0]
        partner_winning = teams[leader] == teams[seat]
    winners = [a for a in plays if _v1_wins(view, a.card, seat)]
    losers = [a for a in plays if a not in winners]

    def by_strength(action: PlayCard) -> int:
        return _v1_strength(view, action.card)

    if positive and winners and not partner_winning:
        return min(winners, key=by_strength)  # win as cheaply as possible
    if not positive and losers:
        return max(losers, key=by_strength)  # shed big cards without winning
    return min(plays, key=by_strength)


def _v1_worth_doubling(view: NetView) -> bool:
    rules = view.rules
    assert rules is not None and view.seat is not None
    team = view.seats[view.seat].team
    total = sum(s.tricks + s.loot for s in view.seats if s.team == team)
    return total * rules.value > 0
