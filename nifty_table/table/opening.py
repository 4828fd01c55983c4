"""Tables to play, built from a set-up or a save: the screens that start a
game (set-up, Load and Continue, hosting, a lesson's real game) ask here and
never build or hold the match themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nifty_table.engine.contract import Seat

if TYPE_CHECKING:  # imported where a table is built: the menu's Continue line needs none
    from nifty_table.table.table import Table


def new_table(
    game_id: str, seats: list[Seat], options: dict[str, Any] | None = None, seed: int | None = None
) -> Table:
    """A new game (ValueError or registry.UnknownGame say why not: a name the
    engine refuses, a game it does not know)."""
    from nifty_table.engine.match import Match
    from nifty_table.table.table import Table

    return Table(Match.new(game_id, seats, options, seed=seed))


def saved_table(path: Path, as_saved: bool = False) -> Table:
    """The game saved in `path`, saved there again as it is played (SaveError,
    or ReplayMismatch unless `as_saved`, say why not)."""
    from nifty_table.engine import saves
    from nifty_table.table.table import Table

    return Table(saves.load(path, as_saved=as_saved), path)


@dataclass(frozen=True)
class Unfinished:
    """The newest unfinished game that loads, as the menu's Continue tells of it."""

    path: Path
    title: str
    names: list[str]
    summary: str
    replays: bool  # whether its log replays to its state (else Continue asks first)


def newest_unfinished(saves_dir: Path) -> Unfinished | None:
    """The newest save whose game is not over and that loads, or None (its
    log replayed here: slow, for a thread)."""
    from nifty_table.engine import saves

    found = saves.load_latest(saves_dir, unfinished=True)
    if found is None:
        return None
    path, match, _ = found
    try:
        saves.check_replay(path, match)
        replays = True
    except saves.ReplayMismatch:
        replays = False
    names = [seat.name for seat in match.seats]
    return Unfinished(path, match.game.title, names, match.summary(), replays)
