"""What the New Rules in play say, read once per set of rules.

`RuleInfo` is derived from the rules in play and the deck, never stored: a
rule that arrives or leaves changes the numbers at once. The per-seat numbers
that also depend on the table (bonuses, plays left) are in `rules.py`.
"""

from __future__ import annotations

from nifty_table.games.fluxx.cards import PLAY_ALL, Catalog


class RuleInfo:
    """What the New Rules in play say, with Inflation already applied."""

    __slots__ = (
        "but",
        "draw",
        "draw_bonus",
        "effects",
        "free",
        "hand_limit",
        "hooks",
        "infl",
        "keeper_limit",
        "params",
        "play",
        "play_bonus",
    )

    def __init__(self, catalog: Catalog, rules: tuple[str, ...]) -> None:
        effects = {catalog.rule_effect[card]: card for card in rules if card in catalog.rule_effect}
        infl = 1 if "inflation" in effects else 0
        self.infl = infl
        self.effects = effects
        # Whether any bonus rule is in play at all (skips the work most of the time).
        self.draw_bonus = bool({"poor_bonus", "e_name_bonus", "cartoon_talk"} & effects.keys())
        self.play_bonus = bool({"rich_bonus", "e_name_bonus"} & effects.keys())
        self.draw = 1 + infl
        self.play = 1 + infl
        self.but: int | None = None  # Play All But K
        self.hand_limit: int | None = None
        self.keeper_limit: int | None = None
        # The rules whose handlers act at each turn hook (filled in by `turn._rule_handlers`).
        self.hooks: dict[str, tuple] = {}
        # The params of each handler named by a rule in play, as the rules read
        # them (with Inflation): the bonus rules are read at every draw and play count.
        params = catalog.inflated_params if infl else catalog.params
        self.params = {key: params[(card, key)] for key, card in effects.items()}
        # The free-action rules in play, in play order: (card, handler key, params).
        self.free = tuple(
            (card, catalog.rule_effect[card], params[(card, catalog.rule_effect[card])])
            for card in rules
            if card in catalog.free
        )
        for card in rules:
            family = catalog.family.get(card)
            if family is None:
                continue
            value = number_in_force(catalog, card, bool(infl))
            if family == "draw":
                self.draw = value
            elif family == "play":
                self.play = value
            elif family == "play_all_but":
                self.play, self.but = PLAY_ALL, value
            elif family == "hand_limit":
                self.hand_limit = value
            elif family == "keeper_limit":
                self.keeper_limit = value


def number_in_force(catalog: Catalog, card: str, inflation: bool) -> int:
    """The number a family rule counts for now (Inflation adds 1 to a number
    written in digits; Play All has none)."""
    value = catalog.value[card]
    return value + 1 if inflation and card in catalog.value_inflates else value


def raised_by_inflation(catalog: Catalog, card: str) -> bool:
    """Does Inflation change any number this card counts with?"""
    if card in catalog.value_inflates:
        return True
    return any(
        catalog.inflated_params[key] != params
        for key, params in catalog.params.items()
        if key[0] == card
    )


def rule_info(catalog: Catalog, rules: list[str]) -> RuleInfo:
    key = tuple(rules)
    info = catalog.rule_cache.get(key)
    if info is None:
        if len(catalog.rule_cache) > 4096:
            catalog.rule_cache.clear()
        info = catalog.rule_cache[key] = RuleInfo(catalog, key)
    return info


# Families that push each other out: Play and Play All But are one family.
FAMILY_GROUP = {"play_all_but": "play"}


def replaces(catalog: Catalog, new: str, old: str) -> bool:
    """Does the family rule `new` push `old` out?"""
    new_family, old_family = catalog.family.get(new), catalog.family.get(old)
    if new_family is None or old_family is None:
        return False
    return FAMILY_GROUP.get(new_family, new_family) == FAMILY_GROUP.get(old_family, old_family)
