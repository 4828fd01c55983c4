"""Where saves live: the default folder and fresh file names in it."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from nifty_table.engine.save_files import SUFFIX


def default_dir() -> Path:
    """--saves / NIFTY_TABLE_SAVES, else the checkout's saves/, else user data."""
    env = os.environ.get("NIFTY_TABLE_SAVES")
    if env:
        return Path(env).expanduser()
    # A checkout: the package's own source tree (editable install), or the
    # folder the game is started from (a plain `pip install .` in a clone).
    for checkout in (Path(__file__).resolve().parents[2], Path.cwd()):
        if is_checkout(checkout):
            return checkout / "saves"
    import platformdirs

    return Path(platformdirs.user_data_dir("nifty-table")) / "saves"


def is_checkout(folder: Path) -> bool:
    project = folder / "pyproject.toml"
    try:
        return (folder / "saves").is_dir() and 'name = "nifty-table"' in project.read_text()
    except OSError:
        return False


def new_path(folder: Path, game_id: str, when: datetime | None = None) -> Path:
    """A fresh file name that never collides with an existing file."""
    when = when or datetime.now()
    stem = f"{game_id}-{when:%Y%m%d-%H%M%S}"
    path = folder / f"{stem}{SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{SUFFIX}"
        n += 1
    return path
