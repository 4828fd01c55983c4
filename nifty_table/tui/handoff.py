"""The hand-over policy: who holds the keyboard, when a curtain must go up,
and how computer seats are timed and seeded.

Plain Python (no Textual): the table screen asks, this module answers.
"""

from __future__ import annotations

from nifty_table.engine.contract import Prompt, Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


def humans(seats: list[Seat]) -> list[int]:
    """The seats played by people at the keyboard."""
    return [i for i, seat in enumerate(seats) if not seat.bot]


def needs_curtain(
    seats: list[Seat], holder: int | None, seat: int, prompt: Prompt, enabled: bool = True
) -> bool:
    """A curtain hides the table when the keyboard passes to another person
    who will see private information; never with fewer than two people."""
    if not enabled or len(humans(seats)) < 2:
        return False
    return prompt.private and seat != holder


def bot_rng(match: Match) -> Rng:
    """A computer seat's dice for this move: fixed by the seed and the move
    number, so a replayed game makes the same computer choices."""
    return Rng.from_seed(match.seed ^ (len(match.actions) * 0x9E37))


def bot_pause(delay: float) -> float:
    """How long a computer seat waits before moving (never zero, so the
    screen is drawn in between)."""
    return max(delay, 0.01)
