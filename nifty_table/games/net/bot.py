"""A simple computer player for NΣT!: sensible, quick, not clever.

It wins tricks cheaply when points are positive, ducks them when they are
negative, discards its weakest cards, and doubles only a positive score.
"""

from __future__ import annotations

from nifty_table.engine.rng import Rng
from nifty_table.games.net import cards, tricks
from nifty_table.games.net.actions import Double, NetAction, PickCard, PlayCard
from nifty_table.games.net.state import NetState, Phase


def choose(state: NetState, legal: list[NetAction], rng: Rng) -> NetAction:
    if state.phase is Phase.TRICKS:
        return _play(state, legal)
    if state.phase is Phase.EXCHANGE:
        return _exchange(state, legal)
    if state.phase is Phase.DOUBLE:
        return next(
            a for a in legal if isinstance(a, Double) and a.double is _worth_doubling(state)
        )
    return rng.choice(legal)


def _strength(state: NetState, card: int) -> int:
    """Rough worth of a card this round: supertrumps, then trumps, then value."""
    r = state.rules
    if tricks.is_supertrump(card, r.supertrump):
        return 100
    bonus = 40 if r.trump is not None and cards.COLOUR[card] == r.trump else 0
    return bonus + cards.VALUE[card]


def _exchange(state: NetState, legal: list[NetAction]) -> NetAction:
    # Passing gives the weakest card away too; a 1 is kept because it is loot bait.
    picks = [a for a in legal if isinstance(a, PickCard)]
    return min(picks, key=lambda a: (_strength(state, a.card), cards.VALUE[a.card] == 1))


def _wins(state: NetState, card: int, seat: int) -> bool:
    r = state.rules
    trick = [*state.trick, (seat, card)]
    return tricks.winner_index(trick, r.trump, r.supertrump) == len(trick) - 1


def _play(state: NetState, legal: list[NetAction]) -> NetAction:
    plays = [a for a in legal if isinstance(a, PlayCard)]
    seat = plays[0].seat
    positive = state.rules.value > 0
    partner_winning = False
    if state.trick and state.teams:
        r = state.rules
        leader = state.trick[tricks.winner_index(state.trick, r.trump, r.supertrump)][0]
        partner_winning = state.teams[leader] == state.teams[seat]
    winners = [a for a in plays if _wins(state, a.card, seat)]
    losers = [a for a in plays if a not in winners]
    by_strength = lambda a: _strength(state, a.card)  # noqa: E731
    if positive and winners and not partner_winning:
        return min(winners, key=by_strength)  # win as cheaply as possible
    if not positive and losers:
        return max(losers, key=by_strength)  # shed big cards without winning
    return min(plays, key=by_strength)


def _worth_doubling(state: NetState) -> bool:
    team = state.teams[state.turn]
    total = 0
    for seat, t in enumerate(state.teams):
        if t == team:
            total += state.tricks_won[seat] + len(state.loot[seat])
    return total * state.rules.value > 0
