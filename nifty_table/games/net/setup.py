"""Numbers that depend on the player count (rulebook setup and game length)."""

from __future__ import annotations

HAND_SIZE = {2: 15, 3: 16, 4: 15, 5: 12}
ROUNDS = {2: 8, 3: 9, 4: 8, 5: 10}
BONUS_CARD = {2: False, 3: True, 4: False, 5: True}


def team_options(players: int, first: int) -> list[tuple[int, int]]:
    """Pairs the first player may name as the two-seat team.

    3 players: any pair (the first player in it, or alone against it).
    4 players: the first player with a partner (2 v 2).
    5 players: any pair; the other three form the larger team.
    """
    pairs = [(a, b) for a in range(players) for b in range(a + 1, players)]
    if players == 4:
        pairs = [p for p in pairs if first in p]
    return pairs


def teams_from_pair(players: int, first: int, pair: tuple[int, int]) -> list[int]:
    """Team number per seat: the first player's team is team 0."""
    in_pair = [s in pair for s in range(players)]
    first_in_pair = in_pair[first]
    return [0 if member == first_in_pair else 1 for member in in_pair]


def smaller_team(teams: list[int]) -> list[int]:
    """Seats of the smaller team (for the bonus card); empty when teams are even."""
    a = [s for s, t in enumerate(teams) if t == 0]
    b = [s for s, t in enumerate(teams) if t == 1]
    if len(a) == len(b):
        return []
    return a if len(a) < len(b) else b
