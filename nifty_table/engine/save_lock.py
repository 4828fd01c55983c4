"""One save, one window: a lock file beside a save that a process is playing.

`.NAME.json.lock` (hidden, so no listing takes it for a save) holds the id
and machine of the process that writes the save. Another window that finds
it live says so instead of playing the same game; a lock whose process has
died (a crash, a kill) is stale and simply taken over. A process releases
its locks when it leaves the game, and at exit.

This is a courtesy between windows, not a security boundary: `saves.save`
also refuses to replace a file that changed since this process last read
or wrote it, whoever changed it.
"""

from __future__ import annotations

import atexit
import json
import os
import socket
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

_held: set[Path] = set()  # the saves this process holds, as absolute paths


@dataclass(frozen=True)
class Holder:
    """The process that has a save open."""

    pid: int
    host: str
    since: str = ""

    def describe(self) -> str:
        here = "" if self.host == _host() else f" on {self.host}"
        return f"process {self.pid}{here}"


class SaveLocked(Exception):
    """The save is open in another live window."""

    def __init__(self, path: Path, holder: Holder) -> None:
        super().__init__(f"{path.name} is open in another window ({holder.describe()})")
        self.path, self.holder = path, holder


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


def _host() -> str:
    return socket.gethostname()


def _key(save: Path) -> Path:
    return Path(os.path.abspath(save))


def holder(save: Path) -> Holder | None:
    """Who else has this save open now; None when nobody (or only this
    process, or a process that has died)."""
    found = _read(lock_path(save))
    if found is None or _mine(found) or not _alive(found):
        return None
    return found


def hold(save: Path) -> None:
    """Take the save for this process; SaveLocked if a live window has it.
    Holding it already is fine; a stale lock is taken over."""
    key = _key(save)
    if key in _held and _mine(_read(lock_path(save))):
        return
    lock = lock_path(save)
    mine = json.dumps({"pid": os.getpid(), "host": _host(), "since": datetime.now(UTC).isoformat()})
    # Written whole under a private name, then linked into place: a link fails
    # when the lock exists, and nobody ever reads a half-written lock.
    staged = lock.with_name(f"{lock.name}.{os.getpid()}.tmp")
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)  # a new game's folder may be new
        staged.write_text(mine, encoding="utf-8")
    except OSError:
        return  # a folder this process cannot write: its saves fail and say so themselves
    try:
        for _ in range(3):  # a stale lock removed, then another try to place ours
            try:
                _place(staged, lock, mine)
            except FileExistsError:
                other = _read(lock)
                if other is not None and not _mine(other) and _alive(other):
                    raise SaveLocked(save, other) from None
                _remove_stale(lock, other)
                continue
            _held.add(key)
            return
    finally:
        staged.unlink(missing_ok=True)
    raise SaveLocked(save, _read(lock) or Holder(0, "?"))


def _place(staged: Path, lock: Path, text: str) -> None:
    """Put the lock in place, or FileExistsError when there is one."""
    try:
        os.link(staged, lock)
    except FileExistsError:
        raise
    except OSError:  # no hard links on this file system: an exclusive create instead
        with open(lock, "x", encoding="utf-8") as fh:
            fh.write(text)


def release(save: Path) -> None:
    """Give the save up (only a lock of this process is removed)."""
    key = _key(save)
    _held.discard(key)
    lock = lock_path(save)
    if _mine(_read(lock)):
        lock.unlink(missing_ok=True)


def release_all() -> None:
    for key in list(_held):
        release(key)


atexit.register(release_all)


def _read(lock: Path) -> Holder | None:
    try:
        data = json.loads(lock.read_text(encoding="utf-8"))
        return Holder(int(data["pid"]), str(data["host"]), str(data.get("since", "")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        # Junk (locks are never half written): taken as a dead holder, so a
        # broken lock never locks a game out.
        return Holder(0, _host())


def _mine(found: Holder | None) -> bool:
    return found is not None and found.pid == os.getpid() and found.host == _host()


def _alive(found: Holder) -> bool:
    if found.host != _host():
        return True  # another machine's process cannot be checked: assume it lives
    if found.pid <= 0:
        return False
    try:
        os.kill(found.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, under another user
    return True


def _remove_stale(lock: Path, seen: Holder | None) -> None:
    """Remove a dead process's lock, unless it changed since it was read (then
    another window has just taken it over, and the next try says so)."""
    if _read(lock) == seen:
        lock.unlink(missing_ok=True)
