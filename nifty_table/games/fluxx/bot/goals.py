"""What a Goal asks for, compiled once per deck, and the two extreme scores."""

from __future__ import annotations

from nifty_table.games.fluxx.cards import Catalog

WIN = 1000.0  # the move makes me the single player meeting a Goal
LOSE = -1000.0  # the move makes an opponent the single player meeting a Goal


# -- what a Goal asks for, compiled once per deck -------------------------------------------
class GoalInfo:
    __slots__ = ("exempt", "forbids", "named", "need", "sets", "special", "tag")

    def __init__(self, cat: Catalog, goal: str) -> None:
        spec = cat.specs[goal]
        self.sets = (
            [frozenset(spec.requires)] if spec.requires else [frozenset(s) for s in spec.any_of]
        )
        self.named = frozenset(c for s in self.sets for c in s)
        self.forbids = frozenset(spec.forbids)
        kind = cat.type
        self.exempt = frozenset(
            c for c in (*self.named, *spec.allows_creepers) if kind[c] == "creeper"
        )
        self.special = spec.special
        p = cat.p(goal, spec.special) if spec.special else None
        self.need = p.count if p is not None else 0
        self.tag = getattr(p, "tag", None)


_GOALS: dict[tuple[str, str], GoalInfo] = {}


def goal_info(cat: Catalog, goal: str) -> GoalInfo:
    key = (cat.id, goal)
    gi = _GOALS.get(key)
    if gi is None:
        gi = _GOALS[key] = GoalInfo(cat, goal)
    return gi
