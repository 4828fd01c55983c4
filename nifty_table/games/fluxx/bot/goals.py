"""What a Goal asks for, compiled once per deck, and the two extreme scores."""

from __future__ import annotations

from nifty_table.games.fluxx.cards import Catalog

WIN = 1000.0  # the move makes me the single player meeting a Goal
LOSE = -1000.0  # the move makes an opponent the single player meeting a Goal


# -- what a Goal asks for, compiled once per deck -------------------------------------------
class GoalInfo:
    __slots__ = ("exempt", "forbids", "named", "need", "sets", "special", "tag")

    def __init__(self, catalog: Catalog, goal: str) -> None:
        spec = catalog.specs[goal]
        self.sets = (
            [frozenset(spec.requires)]
            if spec.requires
            else [frozenset(group) for group in spec.any_of]
        )
        self.named = frozenset(card for group in self.sets for card in group)
        self.forbids = frozenset(spec.forbids)
        kind = catalog.type
        self.exempt = frozenset(
            card for card in (*self.named, *spec.allows_creepers) if kind[card] == "creeper"
        )
        self.special = spec.special
        params = catalog.card_params(goal, spec.special) if spec.special else None
        self.need = params.count if params is not None else 0
        self.tag = getattr(params, "tag", None)


_GOALS: dict[tuple[str, str], GoalInfo] = {}


def goal_info(catalog: Catalog, goal: str) -> GoalInfo:
    key = (catalog.id, goal)
    shape = _GOALS.get(key)
    if shape is None:
        shape = _GOALS[key] = GoalInfo(catalog, goal)
    return shape
