"""Where the app's own files live (settings, keys): beside an explicitly
chosen saves folder, else in the user's config folder.

Only paths here, nothing heavy: the menu asks for them at start-up, before
pydantic (which the settings models need) is loaded.
"""

from __future__ import annotations

import os
from pathlib import Path

FILE_NAME = "settings.json"
KEYS_FILE_NAME = "keys.toml"


def config_file(file_name: str, saves_dir: Path | None) -> Path:
    """Where one of the app's own files lives: beside an explicitly chosen saves
    folder (--saves or NIFTY_TABLE_SAVES, so tests and second tables keep
    their own), else in the user's config folder."""
    if saves_dir is None and os.environ.get("NIFTY_TABLE_SAVES"):
        saves_dir = Path(os.environ["NIFTY_TABLE_SAVES"]).expanduser()
    if saves_dir is not None:
        folder = saves_dir.resolve()
        return folder.with_name(f"{folder.name}-{file_name}")
    import platformdirs

    return Path(platformdirs.user_config_dir("nifty-table")) / file_name


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
