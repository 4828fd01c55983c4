"""Trick rules: which suit a card counts as, what may be played, who wins, loot."""

from __future__ import annotations

from collections.abc import Sequence

from nifty_table.games.net.cards import COLOUR, VALUE


def is_supertrump(card: int, supertrump: int | None) -> bool:
    return supertrump is not None and VALUE[card] == 1 and COLOUR[card] == supertrump


def suit(card: int, trump: int | None, supertrump: int | None) -> int:
    """The colour a card counts as. Supertrump 1s are double agents: with a
    trump colour in force they count as trump; without one, as their own colour."""
    if trump is not None and is_supertrump(card, supertrump):
        return trump
    return COLOUR[card]


def playable(
    hand: Sequence[int], trick: Sequence[tuple[int, int]], trump: int | None, st: int | None
) -> list[int]:
    """Cards of the hand that may be played now: follow the led suit if able."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1], trump, st)
    if trump is None or st is None:  # no double agents: every card is its own colour
        follow = [c for c in hand if COLOUR[c] == led]
    else:
        follow = [c for c in hand if suit(c, trump, st) == led]
    return follow or list(hand)


def winner_index(trick: Sequence[tuple[int, int]], trump: int | None, st: int | None) -> int:
    """Position in the trick of the winning card.

    A supertrump beats everything; else the highest trump; else the highest
    card of the led suit. Equal ranks go to the card played later, which is
    also why the last of two supertrumps wins.
    """
    led = suit(trick[0][1], trump, st)
    best, best_rank = 0, (-1, 0)
    for i, (_, card) in enumerate(trick):
        if is_supertrump(card, st):
            rank = (3, 0)
        else:
            s = suit(card, trump, st)
            if s == trump:
                rank = (2, VALUE[card])
            elif s == led:
                rank = (1, VALUE[card])
            else:
                continue
        if rank >= best_rank:
            best, best_rank = i, rank
    return best


def loot(trick: Sequence[tuple[int, int]], winner: int, teams: Sequence[int]) -> list[int]:
    """The 1s in the trick played by opponents of the winner (at most 3 can occur)."""
    team = teams[winner]
    return [card for seat, card in trick if VALUE[card] == 1 and teams[seat] != team]
