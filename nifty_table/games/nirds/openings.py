"""A commander's memory of the choices it opened this round.

Opening a card (a Scientist, a tactic card, a Nird to recruit) or a trade
with a player leads to a further choice that may be backed out of. A
commander that forgets would open and back out of the same thing for ever;
with this memory, what was opened twice in a round stays closed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

TRIES = 2  # openings of one thing in a round


class Openings:
    def __init__(self) -> None:
        self._tries: dict[tuple | None, int] = {}

    @staticmethod
    def key(view: Any, action: Any) -> tuple | None:
        """What an action opens, or None for one that opens nothing."""
        if action.kind in ("science", "tactic", "recruit"):
            return (view.round, action.kind, action.card)
        if action.kind == "offer":
            return (view.round, view.trades, action.kind, action.to)
        return None

    def screen(self, view: Any, legal: Sequence) -> list:
        """The legal actions without those opened too often (all, if none is left)."""
        tries = self._tries
        return [x for x in legal if tries.get(self.key(view, x), 0) < TRIES] or list(legal)

    def note(self, view: Any, action: Any) -> None:
        key = self.key(view, action)
        if key is not None:
            self._tries[key] = self._tries.get(key, 0) + 1
