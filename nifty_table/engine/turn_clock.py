"""How a searching seat shares out the time of its turn.

A person waits for a computer's whole turn, not for one of its decisions: a
Fluxx turn may be ten plays and a Get Nifty turn a draw, a challenge and
its defence. So a seat's decisions in one turn draw on one budget: each may
take at most its own share (`think`) and at most half of what is left of
the turn, and once too little is left, the rest of the turn is played by
the seat's rule of thumb. Where a game names no turns, every decision is a
turn of its own.
"""

from __future__ import annotations

from collections.abc import Hashable

# A decision allowed less than this is not worth a search: a handful of
# playouts decides worse than the game's rule of thumb.
LEAST_THINK = 0.02
TURN_SHARE = 0.5  # of what is left of the turn, at most, for one decision


class TurnClock:
    """The time a seat's decisions have used in its turn so far."""

    def __init__(self, per_turn: float | None = None) -> None:
        self.per_turn = per_turn  # seconds for a whole turn; None: no limit
        self.turn: Hashable = None
        self.spent = 0.0

    def allowance(self, turn: Hashable, think: float) -> float | None:
        """The seconds a decision in `turn` may take (a new turn starts the
        count again), or None when the turn has too little left for a search."""
        if turn is None or turn != self.turn:
            self.turn, self.spent = turn, 0.0
        if self.per_turn is None:
            return think
        share = min(think, TURN_SHARE * (self.per_turn - self.spent))
        return share if share >= LEAST_THINK else None

    def used(self, seconds: float) -> None:
        self.spent += seconds
