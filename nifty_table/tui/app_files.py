"""Where the app's own files live (settings, keys): inside an explicitly
chosen saves folder, else in the user's config folder.

Only paths here, nothing heavy: the menu asks for them at start-up, before
pydantic (which the settings models need) is loaded.
"""

from __future__ import annotations

import os
from pathlib import Path

from nifty_table.engine.save_files import SETTINGS_NAME as FILE_NAME

KEYS_FILE_NAME = "keys.toml"


def config_file(file_name: str, saves_dir: Path | None) -> Path:
    """Where one of the app's own files lives: inside an explicitly chosen saves
    folder (--saves or NIFTY_TABLE_SAVES, so tests and second tables keep
    their own, beside their history), else in the user's config folder.

    Older versions kept it beside that folder (`DIR-settings.json`): such a
    file is moved in the first time it is asked for."""
    if saves_dir is None and os.environ.get("NIFTY_TABLE_SAVES"):
        saves_dir = Path(os.environ["NIFTY_TABLE_SAVES"]).expanduser()
    if saves_dir is not None:
        folder = saves_dir.resolve()
        return _moved_in(folder.with_name(f"{folder.name}-{file_name}"), folder / file_name)
    import platformdirs

    return Path(platformdirs.user_config_dir("nifty-table")) / file_name


def _moved_in(old: Path, new: Path) -> Path:
    """`new`, once a file left at `old` is moved there; `old` while it cannot
    be moved (it stays in use where it is). A file already at `new` is the
    one in use: it is never written over, and the old one is left alone."""
    if new.exists() or not old.is_file():
        return new
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        os.link(old, new)  # unlike a rename, fails if one appeared meanwhile
    except FileExistsError:
        return new if new.exists() else old  # (or the folder is a file: nothing to move into)
    except OSError:  # no hard links here, say: it stays in use where it is
        return old
    try:
        old.unlink()
    except OSError:
        pass  # the same file is inside now, and read from there
    return new


def settings_path(saves_dir: Path | None) -> Path:
    return config_file(FILE_NAME, saves_dir)


def keys_path(saves_dir: Path | None) -> Path:
    return config_file(KEYS_FILE_NAME, saves_dir)


def screenshot_folder(saves_dir: Path) -> Path:
    """Where the palette's Screenshot goes: the Downloads folder when this
    machine has one, else the save folder, else the folder the game was
    started from (a server or a fresh account often has no Downloads)."""
    import platformdirs

    for folder in (platformdirs.user_downloads_path(), saves_dir):
        if folder.is_dir() and os.access(folder, os.W_OK):
            return folder
    return Path.cwd()
