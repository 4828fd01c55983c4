"""Fluxx's computer players by name (engine/strategies.py finds this table).

No game module imports this: the engine loads it by name when a computer
seat needs a strategy, so the rules never depend on their players."""

from nifty_table.games.fluxx.bot import HeuristicStrategy
from nifty_table.games.fluxx.bot.search import make as make_search

STRATEGIES = {"heuristic": HeuristicStrategy, "search": make_search}
