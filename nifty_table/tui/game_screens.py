"""Which screen shows which game; a game's screen module is imported lazily."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nifty_table.engine.match import Match
    from nifty_table.tui.screens.table import TableScreen

# Game id -> "module:Class" of its screen; games without one use TableScreen.
SCREENS = {
    "net": "nifty_table.tui.net.screen:NetScreen",
    "firefly-fluxx": "nifty_table.tui.fluxx.screen:FluxxScreen",
    "cartoon-network-fluxx": "nifty_table.tui.fluxx.screen:FluxxScreen",
    "get-nifty": "nifty_table.tui.get_nifty.screen:GetNiftyScreen",
    "nirds": "nifty_table.tui.nirds.screen:NirdsScreen",
}


def screen_for(match: Match, save_path: Path | None = None) -> TableScreen:
    return screen_class(match.game_id)(match, save_path)


def screen_class(game_id: str) -> type[TableScreen]:
    from nifty_table.tui.screens.table import TableScreen

    target = SCREENS.get(game_id)
    cls: type[TableScreen] = TableScreen
    if target:
        module, _, name = target.partition(":")
        try:
            cls = getattr(importlib.import_module(module), name)
        except ModuleNotFoundError as exc:
            if exc.name != module:  # a real import error inside the screen
                raise
            cls = TableScreen
    return cls
