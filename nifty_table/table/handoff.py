"""The hand-over policy: who holds the keyboard, when a curtain must go up,
and how computer seats are timed and seeded.

Plain Python (no Textual): the table screen asks, this module answers.
"""

from __future__ import annotations

from dataclasses import dataclass

from nifty_table.engine.contract import Prompt, Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


def humans(seats: list[Seat], away: frozenset[int] = frozenset()) -> list[int]:
    """The seats played by people at the keyboard (`away`: people who play
    from elsewhere, on a screen of their own)."""
    return [i for i, seat in enumerate(seats) if not seat.bot and i not in away]


def alone(seats: list[Seat], away: frozenset[int] = frozenset()) -> int | None:
    """The one person at a table of computers, if that is the table: with
    nobody to hide it from, their own hand stays theirs to see."""
    people = humans(seats, away)
    return people[0] if len(people) == 1 else None


@dataclass(frozen=True)
class HandOver:
    """The facts of one hand-over: `seat`, a person, decides `prompt` while
    `viewer` has the screen (`enabled`: curtains on; `away`: people who play
    from elsewhere, on a screen of their own)."""

    seats: list[Seat]
    viewer: int | None
    seat: int
    prompt: Prompt
    enabled: bool = True
    away: frozenset[int] = frozenset()

    def needs_curtain(self) -> bool:
        """A curtain hides the table when the keyboard passes to another person
        who will see private information; never with fewer than two people."""
        if not self.enabled or len(humans(self.seats, self.away)) < 2:
            return False
        return self.prompt.private and self.seat != self.viewer

    def viewer_without_curtain(self) -> int | None:
        """Who may see their private view when no curtain went up
        (`needs_curtain` said no).

        A decision in public (a pick everybody watches) shows nobody's hand,
        unless the one deciding already had the screen; alone at the table, or
        with curtains switched off, the person deciding sees their own view."""
        if alone(self.seats, self.away) is not None or not self.enabled:
            return self.seat
        if self.prompt.private or self.viewer == self.seat:
            return self.seat
        return None


def curtain_words(name: str, again: bool = False) -> tuple[str, str]:
    """What a curtain says: its head line, then how to lift it. `again`: the
    person who last had the keyboard takes it back after a moment the whole
    table watched (a window for Surprises after their own card): nothing to
    pass, but their hand was hidden meanwhile and must be asked for again."""
    if again:
        return f"{name} keeps the keyboard", f"{name}, press Enter to see your hand again."
    return (
        f"Pass the keyboard to {name}",
        f"{name}, press Enter when only you can see the screen.",
    )


def viewer_in_public(seats: list[Seat], away: frozenset[int] = frozenset()) -> int | None:
    """Who may see their private view while the whole table may be watching:
    a computer seat deciding, or a reaction window (anyone may press !),
    whoever opened it. Nobody, except a person alone with computers."""
    return alone(seats, away)


def bot_rng(match: Match) -> Rng:
    """A computer seat's dice for this move: fixed by the seed and the move
    number, so a replayed game makes the same computer choices."""
    return Rng.from_seed(match.seed ^ (len(match.actions) * 0x9E37))


def bot_pause(delay: float) -> float:
    """How long a computer seat waits before moving (never zero, so the
    screen is drawn in between)."""
    return max(delay, 0.01)
