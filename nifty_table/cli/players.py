"""The seats of `play --players`: names, and a level before a colon for a
computer seat ("Ann,hard:Cy")."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nifty_table.engine.contract import Seat

COMPUTER = "bot"  # the prefix of a computer seat at the default level


def parse_players(text: str) -> list[Seat]:
    """'Ann,bot:Bob,hard:Cy' -> Ann a person, Bob a computer (normal level), Cy
    a computer of level hard; "easy:", "normal:" and "hard:" name the level.
    A word of letters before a colon is always read as a level, so a typo
    ("hrad:Cy", "godlike:Bob") is refused rather than seating a person of
    that name; other colons ("Ann 2: Jr") stay part of a name."""
    from nifty_table.engine.contract import Seat
    from nifty_table.engine.levels import DEFAULT, LEVELS
    from nifty_table.engine.names import names_problem

    seats: list[tuple[str, str | None]] = []
    for raw in text.split(","):
        name, level = raw.strip(), None
        prefix, colon, rest = name.partition(":")
        word = prefix.strip().lower()
        if colon and word.isalpha():
            if word not in (COMPUTER, *LEVELS):
                known = ", ".join(f"{w}:" for w in (COMPUTER, *LEVELS))
                raise ValueError(
                    f"{prefix.strip()}: is not a computer level; a seat may start with {known}"
                )
            level = DEFAULT if word == COMPUTER else word
            name = rest.strip() or "Computer"
        if not name:
            raise ValueError("a player name is empty")
        seats.append((name, level))
    problem = names_problem(name for name, _ in seats)  # the setup screen's checks
    if problem:
        raise ValueError(problem)
    return [Seat(name=name, bot=level is not None, level=level or DEFAULT) for name, level in seats]


def check_levels(game_id: str, seats: list[Seat]) -> None:
    """A level the game's computer players cannot play yet is refused by name."""
    from nifty_table.engine.levels import offered

    levels = offered(game_id)
    for seat in seats:
        if seat.bot and seat.level not in levels:
            raise ValueError(
                f"{game_id} has no {seat.level} computer player yet (its levels: "
                f"{', '.join(levels)})"
            )
