"""Writing `replay FILE --transcript OUT`: never over a save, never over
another file without --force, and a plain one-line reason when it cannot."""

from __future__ import annotations

import os
from pathlib import Path

from nifty_table.engine.save_files import looks_like_save


class OutRefused(Exception):
    """OUT cannot or must not be written, and why (one line)."""


def check_out(out: Path, save: Path, force: bool) -> None:
    """Raise OutRefused unless the transcript may go to `out`."""
    if out.exists() or out.is_symlink():
        if out.is_dir():
            raise OutRefused(f"{out} is a folder; name a file for the transcript")
        if _same_file(out, save):
            raise OutRefused(f"{out} is the save being replayed; name another file")
        if looks_like_save(out):
            raise OutRefused(f"{out} is a save file; a transcript never replaces one")
        if not force:
            raise OutRefused(f"{out} already exists; add --force to replace it")
    if not out.parent.is_dir():
        raise OutRefused(f"the folder {out.parent} does not exist")


def write_transcript(out: Path, save: Path, text: str, force: bool) -> None:
    check_out(out, save, force)
    # Without --force, "x" mode also refuses a file that appeared since the check.
    try:
        with open(out, "w" if force else "x", encoding="utf-8") as fh:
            fh.write(text)
    except FileExistsError:
        raise OutRefused(f"{out} already exists; add --force to replace it") from None
    except OSError as exc:
        raise OutRefused(f"cannot write {out}: {exc.strerror or exc}") from None


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
