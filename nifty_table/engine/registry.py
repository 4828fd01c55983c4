"""Which games exist, without importing them.

The menu and the setup screen only need names and seat ranges; a game's
package is imported the first time it is opened, which keeps start-up fast.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import sys
from dataclasses import dataclass

from nifty_table.engine.contract import Game


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    module: str  # dotted path of the module exposing `GAME`
    blurb: str
    help_files: tuple[str, ...] = ()  # Markdown files under assets/help, in order
    strategies: str = ""  # dotted path of the module with `STRATEGIES` (engine.strategies)


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo(
            "net",
            "NΣT!",
            2,
            5,
            "nifty_table.games.net",
            "Trick-taking for 2-5: block the rules you don't want, win tricks and loot.",
            ("net.md",),
            "nifty_table.games.net.strategies",
        ),
        GameInfo(
            "firefly-fluxx",
            "Firefly Fluxx",
            2,
            6,
            "nifty_table.games.fluxx.firefly",
            "Ever-changing rules and goals, with Creepers and Surprises.",
            ("fluxx.md", "firefly-fluxx.md"),
            "nifty_table.games.fluxx.strategies",
        ),
        GameInfo(
            "cartoon-network-fluxx",
            "Cartoon Network Fluxx",
            2,
            6,
            "nifty_table.games.fluxx.cartoon_network",
            "Ever-changing rules and goals with cartoon characters.",
            ("fluxx.md", "cartoon-network-fluxx.md"),
            "nifty_table.games.fluxx.strategies",
        ),
        GameInfo(
            "get-nifty",
            "Get Nifty",
            2,
            6,
            "nifty_table.games.get_nifty",
            "Challenge with Danger and Boredom to get Safe and Weird, then get Nifty.",
            ("get-nifty.md",),
            "nifty_table.games.get_nifty.strategies",
        ),
        GameInfo(
            "nirds",
            "Nirds vs Gnomes",
            1,
            4,
            "nifty_table.games.nirds",
            "Cooperative dice game against the gnomes.",
            ("nirds.md",),
            "nifty_table.games.nirds.strategies",
        ),
    )
}


class UnknownGame(LookupError):
    pass


def info(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise UnknownGame(f"unknown game {game_id!r}; the games are: {known}") from None


def available(game_id: str) -> bool:
    """True when the game's package exists in this build.

    Looks the module up level by level without importing anything: plain
    `find_spec` imports the parent packages, and a parent such as
    `nifty_table.games.fluxx` imports a whole game in its `__init__`.
    """
    parts = info(game_id).module.split(".")
    spec = importlib.util.find_spec(parts[0])
    for depth in range(2, len(parts) + 1):
        if spec is None or spec.submodule_search_locations is None:
            return False
        name = ".".join(parts[:depth])
        if name in sys.modules:
            spec = sys.modules[name].__spec__
            continue
        spec = importlib.machinery.PathFinder.find_spec(name, spec.submodule_search_locations)
    return spec is not None


def load(game_id: str) -> Game:
    """Import a game's package and return its game object."""
    meta = info(game_id)
    try:
        module = importlib.import_module(meta.module)
    except ModuleNotFoundError as exc:
        if exc.name and meta.module.startswith(exc.name):
            raise UnknownGame(f"{meta.title} is not playable yet in this version") from None
        raise
    return module.GAME
