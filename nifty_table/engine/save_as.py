"""A game whose save was refused, saved under a new name instead.

A save is refused when another window holds its file or the file changed
since this window read it (engine/save_lock.py, saves.save): the moves made
since are then only in this window. They are kept by writing a new file in
the same folder; the refused one is never touched.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING

from nifty_table.engine import save_lock, saves

if TYPE_CHECKING:
    from nifty_table.engine.match import Match


def save_under_new_name(match: Match, folder: Path) -> Path:
    """Write the match to a fresh file in `folder`, held by this window, and
    return it. From here on it is a game of its own, with a fresh id: the
    history can then record both it and the game in the refused file.

    Raises SaveError, SaveLocked or OSError as saving does; the match is then
    as it was, still bound to its old file."""
    path = saves.new_path(folder, match.game_id)
    save_lock.hold(path)
    before = match.match_id, match.file_stamp
    match.match_id, match.file_stamp = secrets.token_hex(8), None
    try:
        saves.save(match, path)
    except BaseException:
        match.match_id, match.file_stamp = before
        save_lock.release(path)
        raise
    return path
