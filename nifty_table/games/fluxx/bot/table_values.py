"""What an Action that moves Keepers or Goals is worth, from the tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from nifty_table.games.fluxx.bot.goals import WIN
from nifty_table.games.fluxx.rules import keeper_count

if TYPE_CHECKING:
    from nifty_table.games.fluxx.bot.facts import TableFacts


# Actions whose value depends on what is on the tables.
def _steal_value(c: TableFacts, card: str) -> float:
    key = c.cat.play_effect[card]
    p = c.cat.p(card, key)
    kind, tags = c.cat.type, c.cat.tags
    best = -5.0
    for s in c.t.others(c.me):
        for k in c.st.tables[s]:
            fits = kind[k] == "keeper" or (p.include_creepers and kind[k] == "creeper")
            if fits and (p.tag is None or p.tag in tags[k]):
                best = max(best, c.take_value(k))
    return 10.0 + best if best < WIN else WIN


def _trash_keeper_value(c: TableFacts, card: str) -> float:
    p = c.cat.p(card, "trash_keeper")
    kind = c.cat.type
    best = -5.0
    for s in [c.me, *c.t.others(c.me)]:
        for k in c.st.tables[s]:
            if kind[k] == "keeper" or (p.include_creepers and kind[k] == "creeper"):
                best = max(best, c.trash_value(k))
    return 6.0 + best if best < WIN else WIN


def _exchange_value(c: TableFacts, card: str) -> float:
    mine = c.t.keepers(c.me)
    theirs = [k for s in c.t.others(c.me) for k in c.t.keepers(s)]
    if not mine or not theirs:
        return 0.0
    give = min(c.worth(c.me, k) for k in mine)
    return 4.0 + max(c.take_value(k) for k in theirs) - give


def _zap_value(c: TableFacts, card: str) -> float:
    return 12.0 + max((v for v in _zap_scores(c, card)), default=-12.0)


def _zap_scores(c: TableFacts, card: str) -> list[float]:
    types = c.cat.p(card, "zap_card").types
    out = []
    if "keeper" in types:
        out.extend(c.trash_value(k) + 0.5 * c.worth(c.me, k) for k in _all_keepers(c))
    if "goal" in types:
        out.extend(goal_gone_value(c, g) for g in c.st.goals)
    if "rule" in types:
        out.extend(5.0 - c.rule_value(r) for r in c.st.rules)
    return out


def _all_keepers(c: TableFacts) -> list[str]:
    return [k for s in [c.me, *c.t.others(c.me)] for k in c.t.keepers(s)]


def goal_gone_value(c: TableFacts, goal: str) -> float:
    rest = [g for g in c.st.goals if g != goal]
    return c.position(rest) - c.position(c.st.goals)


def _share_value(c: TableFacts, card: str) -> float:
    counts = [keeper_count(c.t, s) for s in range(c.n)]
    avg = sum(counts) / c.n
    return 6.0 + 10.0 * (avg - counts[c.me])


def _get_over_here_value(c: TableFacts, card: str) -> float:
    show = c.cat.show
    shows = {show[k] for k in c.t.keepers(c.me)} - {None}
    cands = [k for s in c.t.others(c.me) for k in c.t.keepers(s) if show[k] in shows]
    return 10.0 + max((c.take_value(k) for k in cands), default=-10.0)


ACTION_VALUES: dict[str, Callable[[TableFacts, str], float]] = {
    "steal_keeper": _steal_value,
    "trash_keeper": _trash_keeper_value,
    "exchange_keepers": _exchange_value,
    "zap_card": _zap_value,
    "share_wealth": _share_value,
    "get_over_here": _get_over_here_value,
}
