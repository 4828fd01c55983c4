"""Keeper powers (Firefly); the Creepers' own effects are in creepers.py.

Activated powers are offered to the owner on their own turn, once per turn
per card, never inside a compound effect, and never use a play.
"""

from __future__ import annotations

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.registry import (
    EFFECTS,
    Effect,
    NoParams,
    cards_pick,
    power_usable,
    register,
    seats_pick,
    swap_keepers,
    take_label,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import steal_window
from nifty_table.games.fluxx.table import Table


class TargetParams(NoParams):
    target: str

    def card_refs(self) -> list[str]:
        return [self.target]


@register
class TakeKeeper(Effect):
    key = "take_keeper"
    uses = frozenset({"keeper"})
    Params = TargetParams
    activated = True

    def usable(self, table: Table, card: str, params: TargetParams) -> bool:
        seat = table.state.active
        owner = table.owner(params.target)
        return owner is not None and owner != seat and owner not in table.state.protected

    def use(self, table: Table, card: str, params: TargetParams) -> None:
        seat = table.state.active
        victim = table.owner(params.target)
        table.log(
            f"{table.who(seat)} uses {table.card_name(card)}'s "
            f"power on {table.card_name(params.target)}."
        )
        table.push_effect(
            self.key, seat, stage="go", card=card, picked=[params.target], target=victim
        )
        steal_window(table, [params.target], seat, guard=len(table.state.stack) - 1)

    def go(self, table: Table, step: Step) -> None:
        target = step.picked[0]
        if table.owner(target) == step.target:
            table.move(target, step.seat)
            table.log(
                f"{table.who(step.seat)} takes {table.card_name(target)} "
                f"from {table.who(step.target or 0)}."
            )


class PeekParams(NoParams):
    count: int = Field(ge=1)


@register
class PeekDrawPile(Effect):
    """Look at the top cards and put them back in an order you choose, one
    pick at a time (the first pick goes on top). Only you see them."""

    key = "peek_draw_pile"
    uses = frozenset({"keeper"})
    Params = PeekParams
    activated = True

    def usable(self, table: Table, card: str, params: PeekParams) -> bool:
        return bool(table.state.draw_pile)

    def use(self, table: Table, card: str, params: PeekParams) -> None:
        state = table.state
        seat = state.active
        count = min(params.count, len(state.draw_pile))
        top = [state.draw_pile.pop() for _ in range(count)]  # top card first
        table.log(
            f"{table.who(seat)} uses {table.card_name(card)} "
            f"to look at the top {table.cards(count)}.",
            {seat: f"From the top: {table.names(top)}."},
        )
        table.push_effect(self.key, seat, card=card, cards=top)

    def options(self, table: Table, step: Step) -> list[Action]:
        if len(step.cards) - step.left <= 1:
            return []  # the last card's place is decided
        return cards_pick(step.seat, step.cards[step.left :])

    def text(self, table: Table, step: Step) -> str:
        which = "on top" if step.left == 0 else f"in place {step.left + 1} from the top"
        return f"{table.who(step.seat)}, choose the card to put back {which}."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None or action.card is None:
            table.pop()
            table.state.draw_pile.extend(reversed(step.cards))
            table.log(f"{table.who(step.seat)} puts the cards back.")
            return
        step.cards.remove(action.card)
        step.cards.insert(step.left, action.card)
        step.left += 1


class AliasParams(NoParams):
    counts_as: list[str] = Field(min_length=1)

    def card_refs(self) -> list[str]:
        return list(self.counts_as)


@register
class Alias(Effect):
    key = "alias"  # passive: goals.compile_goal reads it
    uses = frozenset({"keeper"})
    Params = AliasParams


class ExceptParams(NoParams):
    # Keepers the trade may never take (Stolen Goods: Serenity).
    exclude: list[str] = Field(default_factory=list, alias="except")

    def card_refs(self) -> list[str]:
        return list(self.exclude)


@register
class TradeKeeper(Effect):
    """Stolen Goods: force a trade of this Keeper for one of another player's
    Keepers (a steal event for theirs: they may answer with a Surprise)."""

    key = "trade_keeper"
    uses = frozenset({"keeper"})
    Params = ExceptParams
    activated = True

    def _wanted(self, table: Table, seat: int, params: ExceptParams) -> list[str]:
        return [
            keeper
            for other in table.others(seat)
            for keeper in table.keepers(other)
            if keeper not in params.exclude
        ]

    def usable(self, table: Table, card: str, params: ExceptParams) -> bool:
        seat = table.state.active
        return table.owner(card) == seat and bool(self._wanted(table, seat, params))

    def use(self, table: Table, card: str, params: ExceptParams) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        if table.owner(step.card or "") != step.seat:
            return []
        return cards_pick(
            step.seat, self._wanted(table, step.seat, table.card_params(step.card or "", self.key))
        )

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, choose the Keeper to take "
            f"in trade for {table.card_name(step.card or '')}."
        )

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return take_label(table, action)

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        victim = table.owner(action.card)
        table.push_effect(
            self.key, step.seat, stage="go", card=step.card, picked=[action.card], target=victim
        )
        steal_window(table, [action.card], step.seat, guard=len(table.state.stack) - 1)

    def go(self, table: Table, step: Step) -> None:
        mine, theirs = step.card or "", step.picked[0]
        victim = step.target
        if victim is not None and swap_keepers(table, step.seat, mine, theirs, victim):
            table.log(
                f"{table.who(step.seat)} trades {table.card_name(mine)} "
                f"to {table.who(victim)} for {table.card_name(theirs)}."
            )


class HoldersParams(NoParams):
    holders_of: list[str] = Field(min_length=1)

    def card_refs(self) -> list[str]:
        return list(self.holders_of)


@register
class MoveToHolder(Effect):
    """The Alliance (promo): on their turn any player may move it for free to
    a player who has one of the named Keepers."""

    key = "move_to_holder"
    uses = frozenset({"creeper"})
    Params = HoldersParams
    activated = True
    anyone = True  # usable by the active player wherever the card sits

    def _targets(self, table: Table, card: str, params: HoldersParams) -> list[int]:
        owner = table.owner(card)
        state = table.state
        return [
            seat
            for seat in range(len(state.seats))
            if seat != owner
            and seat not in state.protected
            and any(keeper in state.tables[seat] for keeper in params.holders_of)
        ]

    def usable(self, table: Table, card: str, params: HoldersParams) -> bool:
        return table.owner(card) is not None and bool(self._targets(table, card, params))

    def use(self, table: Table, card: str, params: HoldersParams) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        card = step.card or ""
        return seats_pick(step.seat, self._targets(table, card, table.card_params(card, self.key)))

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose who {table.card_name(step.card or '')} moves to."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.target is None:
            return
        table.move(step.card or "", action.target)
        table.log(
            f"{table.who(step.seat)} sends {table.card_name(step.card or '')} "
            f"to {table.who(action.target)}."
        )


@register
class CopyPower(Effect):
    """You Can't Take This Guy From Me on its owner's turn: use the power of
    any Keeper on any table as if it were on yours (it does not count as that
    Keeper's once-per-turn use)."""

    key = "copy_power"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        table.push_effect(self.key, src.seat, card=src.card)

    def options(self, table: Table, step: Step) -> list[Action]:
        kind = table.catalog.type
        found = [
            card
            for on_table in table.state.tables
            for card in on_table
            if kind[card] == "keeper" and power_usable(table, card)
        ]
        return cards_pick(step.seat, found)

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a Keeper whose power you use."

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return f"Use {table.card_name(action.card or '')}'s power"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        key = table.catalog.power[action.card]
        table.log(f"{table.who(step.seat)} borrows the power of {table.card_name(action.card)}.")
        EFFECTS[key].use(table, action.card, table.card_params(action.card, key))
