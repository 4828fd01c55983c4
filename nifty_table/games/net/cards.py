"""The NΣT! deck: 4 colours, each with three 1s and one each of 2..13.

Cards are ints 0..59 so the hot loop compares and copies plain numbers;
`COLOUR[c]` and `VALUE[c]` are lookup tables.
"""

from __future__ import annotations

COLOURS = ("blue", "red", "yellow", "green")
COLOUR_LETTERS = ("B", "R", "Y", "G")
PER_COLOUR = 15
FULL_DECK = tuple(range(4 * PER_COLOUR))

COLOUR: tuple[int, ...] = tuple(c // PER_COLOUR for c in FULL_DECK)
# Index within a colour: 0, 1, 2 are the three 1s, then 3 -> 2 ... 14 -> 13.
VALUE: tuple[int, ...] = tuple(1 if c % PER_COLOUR < 3 else c % PER_COLOUR - 1 for c in FULL_DECK)

# Three players play without the 11s, 12s and 13s (48 cards).
SHORT_DECK = tuple(c for c in FULL_DECK if VALUE[c] <= 10)


def deck_for(players: int) -> tuple[int, ...]:
    return SHORT_DECK if players == 3 else FULL_DECK


def label(card: int) -> str:
    """Short label such as 'B7' (colour letter + value)."""
    return f"{COLOUR_LETTERS[COLOUR[card]]}{VALUE[card]}"


def name(card: int) -> str:
    return f"{COLOURS[COLOUR[card]]} {VALUE[card]}"


def sort_key(card: int) -> tuple[int, int, int]:
    return (COLOUR[card], VALUE[card], card)
