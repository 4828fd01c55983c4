"""A small seedable random generator whose whole state is one integer.

Keeping the state an int (instead of `random.Random`'s 625-word tuple) makes
saves small and fast, and lets the state live inside the pydantic game model.
The algorithm is SplitMix64: fast in pure Python and good enough for games.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPAN = 1 << 64


def _mix(s: int) -> int:
    """SplitMix64's output function: the next number from the new state."""
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _draw(s: int, n: int) -> tuple[int, int]:
    """From state `s`: the next state and a uniform integer in [0, n), drawing
    again while the 64-bit number falls in the top part that would bias it.
    On plain ints, so a whole shuffle changes the model's field only once."""
    limit = _SPAN - _SPAN % n
    while True:
        s = (s + _GOLDEN) & _MASK
        # `_mix(s)` written out: every card drawn, die rolled and deck
        # shuffled comes here, and the call would cost a quarter of it.
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        r = z ^ (z >> 31)
        if r < limit:
            return s, r % n


class Rng(BaseModel):
    """Deterministic RNG stored in the game state."""

    state: int = Field(default=0, ge=0, le=(1 << 64) - 1)  # checked when a save loads

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK)

    def next64(self) -> int:
        s = (self.state + _GOLDEN) & _MASK
        self.__dict__["state"] = s  # bypass pydantic setattr in the hot loop
        return _mix(s)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n > 1 << 64:  # one 64-bit draw cannot cover it (and `limit` would be 0)
            raise ValueError("below() takes bounds up to 2**64")
        # `_draw` written out: every random player's choice and die roll comes
        # here, and the call with its tuple would cost a fifth of it.
        limit = _SPAN - _SPAN % n
        s = self.state
        while True:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            r = z ^ (z >> 31)
            if r < limit:
                self.__dict__["state"] = s  # bypass pydantic setattr
                return r % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place: the same draws as `below(i + 1)` for each i,
        with the state kept in a local until the end (a deal shuffles whole
        decks, and this loop is most of setting up a game)."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s, j = _draw(s, i + 1)
            items[i], items[j] = items[j], items[i]
        self.__dict__["state"] = s

    def roll(self, sides: int = 6) -> int:
        return self.below(sides) + 1
