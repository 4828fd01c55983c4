"""Rough numbers a NΣT! computer player reasons with, from its own hand only.

How likely a card is to take a trick, how many tricks a hand should take
under given trump and supertrump colours, and how a card ranks against the
others in play. Deliberately simple: quick to compute, easy to read.
"""

from __future__ import annotations

from collections.abc import Sequence

from nifty_table.games.net.cards import COLOUR, VALUE
from nifty_table.games.net.tricks import is_supertrump

LONG_TRUMPS = 3  # trumps beyond this many ruff the other suits
RUFF_WORTH = 0.3  # tricks each extra trump is worth


def top_value(players: int) -> int:
    """The highest card in play: 10 with 3 players (11-13 are out), else 13."""
    return 10 if players == 3 else 13


def win_chance(card: int, trump: int | None, supertrump: int | None, top: int) -> float:
    """Chance that this card takes a trick it is played to, roughly."""
    if is_supertrump(card, supertrump):
        return 0.9
    value = VALUE[card] + (13 - top)  # as if the deck went up to 13
    if VALUE[card] == 1:
        return 0.0
    if trump is not None and COLOUR[card] == trump:
        return min(0.95, 0.25 + value / 16)
    if trump is not None:  # a side suit: only its top cards, and trumps may cut in
        return max(0.0, (value - 9) / 6) * 0.7
    return min(0.9, max(0.0, (value - 8) / 5))


def expected_tricks(
    hand: Sequence[int], trump: int | None, supertrump: int | None, players: int
) -> float:
    """Tricks this hand should take under these rules."""
    top = top_value(players)
    total = sum(win_chance(card, trump, supertrump, top) for card in hand)
    trumps = sum(1 for card in hand if trump is not None and _counts_as(card, trump, supertrump))
    total += RUFF_WORTH * max(0, trumps - LONG_TRUMPS)
    return min(total, float(len(hand)))


def _counts_as(card: int, trump: int, supertrump: int | None) -> bool:
    return COLOUR[card] == trump or is_supertrump(card, supertrump)


def rank(card: int, trump: int | None, supertrump: int | None) -> tuple[int, int]:
    """How strong a card is in play: supertrumps, then trumps, then by value."""
    if is_supertrump(card, supertrump):
        return (2, 0)
    if trump is not None and COLOUR[card] == trump:
        return (1, VALUE[card])
    return (0, VALUE[card])


def is_loot_bait(card: int, supertrump: int | None) -> bool:
    """A 1 that is not a supertrump: loot for whichever opponent takes it."""
    return VALUE[card] == 1 and not is_supertrump(card, supertrump)
