"""Arguments checked before any work starts or any screen opens: a value that
cannot work is one line on stderr and exit code 2, never a traceback later
or a run that never ends."""

from __future__ import annotations

import errno
import math
import os
from pathlib import Path

ENV_SAVES = "NIFTY_TABLE_SAVES"
# What each command does with the saves folder: True writes to it (a game
# saves there), False only reads. Load and replay fall back on the folder of
# the file they open, not on the environment variable.
SAVES_USES: dict[str | None, bool] = {
    None: True,  # the menu
    "play": True,
    "load": True,
    "serve": True,
    "host": True,
    "replay": False,
    "keys": False,
    "stats": False,
}
FALLS_BACK_ON_FILE = ("load", "replay")
NAME_MAX = 255  # bytes in one file or folder name on nearly every file system
# A searching player's time per decision, at most: a game is hundreds of
# decisions, so a minute each is already a day's run; more is surely a slip
# (milliseconds typed as seconds), and nan or inf would never end.
MAX_THINK = 60.0


class Refused(Exception):
    """An argument that cannot work; the message is the line to print."""


def saves_folder(given: str | None, command: str | None) -> Path | None:
    """--saves as a folder (None when not given), checked for what `command`
    does with it; NIFTY_TABLE_SAVES too, where the command would use it."""
    if command not in SAVES_USES:
        return None
    writes = SAVES_USES[command]
    if given is not None:
        return _checked("--saves", given, writes)
    env = os.environ.get(ENV_SAVES)
    if env and command not in FALLS_BACK_ON_FILE:  # an empty variable means unset
        _checked(ENV_SAVES, env, writes)
    return None


def _checked(source: str, text: str, writes: bool) -> Path:
    if not text.strip():
        raise Refused(f"{source} is empty: name a folder for the save files")
    folder = Path(text).expanduser()
    for part in folder.parts:
        if len(os.fsencode(part)) > NAME_MAX:
            raise Refused(
                f"{source}: the name {part[:24]!r}… is longer than a folder's name can be "
                f"({NAME_MAX} bytes)"
            )
    try:
        # The folder, or the nearest one above it, where it will be made.
        existing = next((f for f in (folder, *folder.parents) if f.exists()), None)
        if existing is None:
            raise Refused(f"{source}: no folder on the way to {text!r} exists")
        if not existing.is_dir():
            raise Refused(f"{source}: {str(existing)!r} is a file, not a folder")
    except OSError as exc:
        reason = "a name in it is too long" if exc.errno == errno.ENAMETOOLONG else exc.strerror
        raise Refused(f"{source}: cannot use {text!r} ({reason})") from None
    if writes and not os.access(existing, os.W_OK | os.X_OK):
        raise Refused(f"{source}: cannot write in {str(existing)!r}")
    return folder


def check_think(seconds: float | None) -> None:
    """--think: processor seconds per decision, above 0 and at most MAX_THINK."""
    if seconds is not None and not (math.isfinite(seconds) and 0 < seconds <= MAX_THINK):
        raise Refused(
            f"--think takes seconds above 0 and at most {MAX_THINK:g} per decision, not {seconds:g}"
        )


def check_turns(turns: int | None) -> None:
    if turns is not None and turns < 1:
        raise Refused(f"--turns takes a number of turns of at least 1, not {turns}")


def check_games(games: int) -> None:
    if games < 1:
        raise Refused(f"--games takes a number of games of at least 1, not {games}")
