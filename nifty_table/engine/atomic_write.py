"""Writing a file so that a crash never leaves it half-written or gone.

The bytes go to a hidden temp file in the same folder, are fsynced, and one
rename puts them in place; the previous file is kept as `.bak`. A file's stamp
(inode, size, modification time) tells whether someone else changed it since.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from nifty_table.engine import save_files


def file_stamp(path: Path) -> tuple[int, int, int] | None:
    """What identifies one version of a file: inode, size, modification time."""
    try:
        return _stamp_of(os.stat(path))
    except OSError:
        return None


def _stamp_of(info: os.stat_result) -> tuple[int, int, int]:
    return (info.st_ino, info.st_size, info.st_mtime_ns)


def write_atomic(path: Path, data: bytes) -> tuple[int, int, int]:
    """Write via a temp file + fsync + rename; keep the old file as .bak.
    Returns the new file's stamp (see file_stamp).

    The temp file is hidden and has no .json suffix, so a kill mid-write
    leaves nothing the listing or Continue could take for a save.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    hidden = save_files.temp_name(path, "")
    fd, tmp = tempfile.mkstemp(prefix=hidden.name, dir=path.parent)
    try:
        os.fchmod(fd, 0o644)  # mkstemp makes 0600; a save is an ordinary user file
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
            stamp = _stamp_of(os.fstat(fh.fileno()))  # a rename keeps all three
        if path.exists():
            _keep_backup(path)
        # One rename: there is never a moment without a save at `path`.
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)
    return stamp


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (where the platform allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _keep_backup(path: Path) -> None:
    """Make `<name>.bak` the current file, with no moment where no backup exists.

    The current file is hard-linked (or copied) to a hidden temp name first,
    then renamed over the old backup in one step.
    """
    bak = path.with_suffix(path.suffix + ".bak")
    fd, staged = tempfile.mkstemp(prefix=save_files.temp_name(bak, "").name, dir=path.parent)
    os.close(fd)
    try:
        os.unlink(staged)  # only the unique name was wanted
        try:
            os.link(path, staged)  # cheap, and the old bytes stay exactly as they were
        except OSError:  # no hard links on this file system
            shutil.copy2(path, staged)
        os.replace(staged, bak)
    except BaseException:
        Path(staged).unlink(missing_ok=True)
        raise
