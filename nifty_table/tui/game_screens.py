"""Which screen shows which game, by name: a game's screen module is imported
lazily, and this lookup imports no screen itself (the screens never import
each other in a ring: a table asks the app for the menu or the end screen)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nifty_table.table.table import Table
    from nifty_table.tui.screens.table import TableScreen

# Game id -> "module:Class" of its screen; every game has one.
SCREENS = {
    "net": "nifty_table.tui.net.screen:NetScreen",
    "firefly-fluxx": "nifty_table.tui.fluxx.screen:FluxxScreen",
    "cartoon-network-fluxx": "nifty_table.tui.fluxx.screen:FluxxScreen",
    "get-nifty": "nifty_table.tui.get_nifty.screen:GetNiftyScreen",
    "nirds": "nifty_table.tui.nirds.screen:NirdsScreen",
}


def screen_for(table: Table) -> TableScreen:
    return screen_class(table.game_id)(table)


def screen_class(game_id: str) -> type[TableScreen]:
    module, _, name = SCREENS[game_id].partition(":")
    return getattr(importlib.import_module(module), name)


def card_tabs(game_id: str) -> list[tuple[str, str]]:
    """A game's help tabs for its cards with no game in progress (the menu's
    Rules): its screen's, from the deck its game object loads, as in game."""
    from nifty_table.engine import registry

    deck = getattr(registry.load(game_id), "catalog", None)
    return screen_class(game_id).card_tabs(deck)


def prepare(game_id: str) -> None:
    """Import what opening this game's table needs (its rules, its screen, the
    curtain), so New game does not wait for imports. The set-up screen calls it
    in a thread while the person fills in the names."""
    screen_class(game_id)
    importlib.import_module("nifty_table.tui.screens.curtain")
