"""The app's own settings: the last set-up and the reaction pause.

They live where `app_files.settings_path` says: in the user's config folder,
or inside the saves folder when one is given (--saves or NIFTY_TABLE_SAVES),
so a test or a second table keeps its own (a checkout's saves/, used by
default, is not chosen: its settings stay in the config folder). A file
that cannot be read is ignored (the caller shows the reason) and rewritten
on the next save.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from nifty_table.engine.contract import Level

DEFAULT_REACTION_PAUSE = 3.0


class SeatSetup(BaseModel):
    name: str = Field(max_length=24)
    computer: bool = False
    level: Level = "normal"  # a computer's (engine/levels.py)
    remote: bool = False  # a person's: joins from elsewhere when the table is hosted


class LastSetup(BaseModel):
    """What the set-up screen showed when the last game was started."""

    game: str
    players: int = Field(ge=1, le=6)
    seats: list[SeatSetup] = Field(default_factory=list, max_length=6)
    options: dict[str, Any] = Field(default_factory=dict)


class Settings(BaseModel):
    last_setup: LastSetup | None = None
    # Seconds a reaction window waits for someone to press ! before it goes on.
    reaction_pause: float = Field(default=DEFAULT_REACTION_PAUSE, ge=0, le=30)
    # Appearance, chosen from the command palette (see tui/appearance.py).
    theme: str | None = Field(default=None, max_length=60)
    monochrome: bool = False


def load(path: Path) -> tuple[Settings, str | None]:
    """The settings, and a notice when the file exists but cannot be used."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), f"Settings file {path.name} cannot be read ({exc.strerror}); ignored."
    try:
        return Settings.model_validate(json.loads(raw)), None
    except (ValueError, ValidationError):
        return Settings(), f"Settings file {path.name} is damaged; it was ignored."


def save(path: Path, settings: Settings) -> str | None:
    """Write the settings atomically; a reason if that failed (nothing is lost
    but the remembered set-up)."""
    data = settings.model_dump_json(indent=2).encode()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".tmp-{path.name}")
        tmp.write_bytes(data)
        tmp.replace(path)
    except OSError as exc:
        return f"Could not remember this set-up: {exc.strerror or exc}"
    return None
