"""The save folder as files: which names count, reading them safely, temp files.

Kept free of pydantic and the games so the main menu can use it at start-up
without slowing it down. Anything a person (or a crash) leaves in the folder
must be survivable: a FIFO, a link to /dev/zero, a dangling link, a 10 MB
blob or 100,000 nested brackets are reported as broken, never read forever
or raised.
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any, cast

from nifty_table.engine.names import names_problem

FORMAT = "nifty-table-save"
SUFFIX = ".json"
# A real save is tens of kB; this leaves room for very long games.
MAX_BYTES = 8 * 1024 * 1024
# Temp files of an atomic write: a leading dot and no .json suffix, so no
# listing ever takes one for a save, even one left complete by a kill.
TEMP_PREFIX = "."
TEMP_MARK = ".tmp-"
# A temp file this old belongs to no running write: a leftover of a crash.
STALE_SECONDS = 300
# The app keeps its settings in a save folder chosen with --saves: a .json
# file that is never a save, so never listed as a broken one.
SETTINGS_NAME = "settings.json"


class UnreadableFile(Exception):
    """A file in the save folder that cannot be read as text, and why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def is_temp_name(name: str) -> bool:
    return name.startswith(TEMP_PREFIX) and TEMP_MARK in name


def temp_name(target: Path, tag: str) -> Path:
    """A temp file name beside `target` that the listing ignores."""
    return target.with_name(f"{TEMP_PREFIX}{target.name}{TEMP_MARK}{tag}")


def candidates(folder: Path) -> list[Path]:
    """Every `*.json` in the folder that could be a save, newest first.

    Hidden names (temp files) and the settings file are skipped; links are
    listed (a broken one is reported by whoever reads it), and nothing here
    ever opens a file.
    """
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    paths = [
        Path(entry.path)
        for entry in entries
        if entry.name.endswith(SUFFIX)
        and not entry.name.startswith(TEMP_PREFIX)
        and entry.name != SETTINGS_NAME
    ]
    paths.sort(key=mtime, reverse=True)
    return paths


def mtime(path: Path) -> float:
    """When the file (or, for a broken link, the link) last changed; never raises."""
    for look in (os.stat, os.lstat):
        try:
            return look(path).st_mtime
        except (OSError, ValueError):
            continue
    return 0.0


def remove_stale_temps(folder: Path, older_than: float = STALE_SECONDS) -> int:
    """Delete temp files a killed write left behind; returns how many went."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    cutoff = time.time() - older_than
    removed = 0
    for entry in entries:
        if not is_temp_name(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def read_capped(path: Path, limit: int = MAX_BYTES) -> bytes:
    """A regular file's bytes, never blocking and never more than `limit`."""
    try:
        before = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise UnreadableFile("a link to a file that does not exist") from None
        raise UnreadableFile("the file is gone") from None
    except OSError as exc:
        raise UnreadableFile(_os_reason(exc)) from None
    _check_regular(before, limit)
    # Non-blocking: if the file was swapped for a FIFO since the stat, the
    # open still returns at once and the fstat below refuses it.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise UnreadableFile(_os_reason(exc)) from None
    try:
        _check_regular(os.fstat(fd), limit)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise UnreadableFile(_os_reason(exc)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise UnreadableFile(_too_big(size, limit))
    return b"".join(chunks)


def _check_regular(info: os.stat_result, limit: int) -> None:
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise UnreadableFile("a folder, not a save file")
    if stat.S_ISFIFO(mode):
        raise UnreadableFile("a pipe (FIFO), not a save file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        raise UnreadableFile("a device, not a save file")
    if not stat.S_ISREG(mode):
        raise UnreadableFile("not a regular file, so not a save")
    if info.st_size > limit:
        raise UnreadableFile(_too_big(info.st_size, limit))


def _too_big(size: int, limit: int) -> str:
    return (
        f"too big for a save ({size / 1e6:.1f} MB or more; saves stay under "
        f"{limit // (1024 * 1024)} MB)"
    )


def _os_reason(exc: OSError) -> str:
    import errno

    if exc.errno == errno.ELOOP:
        return "a symbolic link that loops back on itself"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "no permission to read it"
    return f"cannot be read ({exc.strerror or exc})"


def parse_json(raw: bytes) -> Any:
    """JSON text to Python; every way it can fail becomes an UnreadableFile."""
    if not raw.strip():
        raise UnreadableFile("the file is empty")
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise UnreadableFile("not a text file, so not a nifty-table save") from None
    except json.JSONDecodeError as exc:
        raise UnreadableFile(
            f"damaged or truncated (broken JSON at line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise UnreadableFile("damaged (brackets nested far too deep)") from None
    except ValueError as exc:  # absurdly long numbers and the like
        raise UnreadableFile(f"damaged (unreadable JSON: {str(exc)[:80]})") from None


def peek_header(path: Path) -> dict[str, Any]:
    """The few header fields the menu shows, checked for shape; never trusts the file.

    Returns {"title", "names", "summary", "over"}; raises UnreadableFile otherwise.
    "over" is the header's word that the game had ended (saves made before it
    was written say nothing: not over, until the full load says otherwise).
    The full checks happen at load.
    """
    data = parse_json(read_capped(path))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise UnreadableFile("not a nifty-table save (it has no nifty-table header)")
    seats = data.get("seats", data.get("players"))  # format 1 said "players"
    if not isinstance(seats, list) or not seats:
        raise UnreadableFile("the save header has no list of players")
    names = [seat.get("name") if isinstance(seat, dict) else None for seat in seats]
    if not all(isinstance(name, str) and name for name in names):
        raise UnreadableFile("a player in the save header has no name")
    # Every name was checked to be a str just above.
    problem = names_problem(cast(list[str], names))  # as at set-up: the menu shows these names
    if problem:
        raise UnreadableFile(f"its players' names are refused: {problem}")
    title = data.get("title")
    summary = data.get("summary", "")
    if not isinstance(title, str) or not isinstance(summary, str):
        raise UnreadableFile("the save header has no readable title")
    return {"title": title, "names": names, "summary": summary, "over": data.get("over") is True}


def looks_like_save(path: Path, head: int = 64 * 1024) -> bool:
    """True when the file's first bytes carry the save format's name: a
    save, its backup, or a hand-edited copy. Cheap, for refusing to write
    over one; a file that cannot be read is not a save to protect."""
    try:
        with open(path, "rb") as fh:
            return FORMAT.encode() in fh.read(head)
    except (OSError, ValueError):
        return False
