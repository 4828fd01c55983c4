"""NΣT! computer players, found by name through `engine.strategies`.

Each sees only its seat's view and legal actions, never the state, and the
rules modules never import them.
"""

from __future__ import annotations

from nifty_table.games.net.strategies.first import HeuristicV1
from nifty_table.games.net.strategies.heuristic import Heuristic
from nifty_table.games.net.strategies.search import make as make_search

STRATEGIES = {
    "heuristic": Heuristic,
    "heuristic-v1": HeuristicV1,
    "search": make_search,
}
