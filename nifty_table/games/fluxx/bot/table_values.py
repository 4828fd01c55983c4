"""What an Action that moves Keepers or Goals is worth, from the tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from nifty_table.games.fluxx.bot.goals import WIN
from nifty_table.games.fluxx.rules import keeper_count

if TYPE_CHECKING:
    from nifty_table.games.fluxx.bot.facts import TableFacts


# Actions whose value depends on what is on the tables.
def _steal_value(ctx: TableFacts, card: str) -> float:
    key = ctx.catalog.play_effect[card]
    params = ctx.catalog.card_params(card, key)
    kind, tags = ctx.catalog.type, ctx.catalog.tags
    best = -5.0
    for seat in ctx.table.others(ctx.me):
        for keeper in ctx.state.tables[seat]:
            fits = kind[keeper] == "keeper" or (
                params.include_creepers and kind[keeper] == "creeper"
            )
            if fits and (params.tag is None or params.tag in tags[keeper]):
                best = max(best, ctx.take_value(keeper))
    return 10.0 + best if best < WIN else WIN


def _trash_keeper_value(ctx: TableFacts, card: str) -> float:
    params = ctx.catalog.card_params(card, "trash_keeper")
    kind = ctx.catalog.type
    best = -5.0
    for seat in [ctx.me, *ctx.table.others(ctx.me)]:
        for keeper in ctx.state.tables[seat]:
            if kind[keeper] == "keeper" or (params.include_creepers and kind[keeper] == "creeper"):
                best = max(best, ctx.trash_value(keeper))
    return 6.0 + best if best < WIN else WIN


def _exchange_value(ctx: TableFacts, card: str) -> float:
    mine = ctx.table.keepers(ctx.me)
    theirs = [keeper for seat in ctx.table.others(ctx.me) for keeper in ctx.table.keepers(seat)]
    if not mine or not theirs:
        return 0.0
    give = min(ctx.worth(ctx.me, keeper) for keeper in mine)
    return 4.0 + max(ctx.take_value(keeper) for keeper in theirs) - give


def _zap_value(ctx: TableFacts, card: str) -> float:
    return 12.0 + max((value for value in _zap_scores(ctx, card)), default=-12.0)


def _zap_scores(ctx: TableFacts, card: str) -> list[float]:
    types = ctx.catalog.card_params(card, "zap_card").types
    out: list[float] = []
    if "keeper" in types:
        out.extend(
            ctx.trash_value(keeper) + 0.5 * ctx.worth(ctx.me, keeper)
            for keeper in _all_keepers(ctx)
        )
    if "goal" in types:
        out.extend(goal_gone_value(ctx, goal) for goal in ctx.state.goals)
    if "rule" in types:
        out.extend(5.0 - ctx.rule_value(rule) for rule in ctx.state.rules)
    return out


def _all_keepers(ctx: TableFacts) -> list[str]:
    return [
        keeper for seat in [ctx.me, *ctx.table.others(ctx.me)] for keeper in ctx.table.keepers(seat)
    ]


def goal_gone_value(ctx: TableFacts, goal: str) -> float:
    rest = [other for other in ctx.state.goals if other != goal]
    return ctx.position(rest) - ctx.position(ctx.state.goals)


def _share_value(ctx: TableFacts, card: str) -> float:
    counts = [keeper_count(ctx.table, seat) for seat in range(ctx.seat_count)]
    avg = sum(counts) / ctx.seat_count
    return 6.0 + 10.0 * (avg - counts[ctx.me])


def _get_over_here_value(ctx: TableFacts, card: str) -> float:
    show = ctx.catalog.show
    shows = {show[keeper] for keeper in ctx.table.keepers(ctx.me)} - {None}
    candidates = [
        keeper
        for seat in ctx.table.others(ctx.me)
        for keeper in ctx.table.keepers(seat)
        if show[keeper] in shows
    ]
    return 10.0 + max((ctx.take_value(keeper) for keeper in candidates), default=-10.0)


ACTION_VALUES: dict[str, Callable[[TableFacts, str], float]] = {
    "steal_keeper": _steal_value,
    "trash_keeper": _trash_keeper_value,
    "exchange_keepers": _exchange_value,
    "zap_card": _zap_value,
    "share_wealth": _share_value,
    "get_over_here": _get_over_here_value,
}
