"""Creepers with effects of their own (Firefly): a raid at the start of their
owner's turn, and the ways to be rid of one (give up a Keeper, or move it on).
"""

from __future__ import annotations

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick, give_card_action
from nifty_table.games.fluxx.registry import (
    Effect,
    NoParams,
    cards_pick,
    register,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class EscapeParams(NoParams):
    escape_with: str

    def card_refs(self) -> list[str]:
        return [self.escape_with]


@register
class CreeperRaid(Effect):
    """At the start of the owner's turn: pass the Creeper on (only with the
    escape Keeper) or lose a Keeper of your choice."""

    key = "creeper_raid"
    uses = frozenset({"creeper"})
    Params = EscapeParams

    def turn_start(self, table: Table, seat: int, card: str) -> None:
        table.push_effect(self.key, seat, card=card)

    def advance(self, table: Table, step: Step) -> bool:
        if step.stage == "" and table.owner(step.card or "") != step.seat:
            table.pop()  # it left this table meanwhile
            return True
        if step.stage == "":
            params = table.catalog.card_params(step.card or "", self.key)
            nxt = table.others(step.seat)
            if params.escape_with in table.state.tables[step.seat] and nxt:
                step.stage, step.ask, step.target = "escape", True, nxt[0]
            else:
                step.stage = "lose"
            return True
        return super().advance(table, step)

    def question(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, outrun {table.card_name(step.card or '')} by passing them to "
            f"{table.who(step.target or 0)}? (If not, you lose a Keeper.)"
        )

    def answer(self, table: Table, step: Step, yes: bool) -> None:
        if yes:
            table.pop()
            table.move(step.card or "", step.target or 0)
            table.log(
                f"{table.who(step.seat)} outruns {table.card_name(step.card or '')}: "
                f"they go to {table.who(step.target or 0)}."
            )
            return
        step.stage, step.ask = "lose", False

    def options(self, table: Table, step: Step) -> list[Action]:
        return cards_pick(step.seat, table.keepers(step.seat))

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, {table.card_name(step.card or '')} "
            "strike: choose a Keeper to lose."
        )

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is not None and action.card is not None:
            table.unplace(action.card)
            table.discard(action.card)
            table.log(
                f"{table.card_name(step.card or '')} take "
                f"{table.who(step.seat)}'s {table.card_name(action.card)}."
            )


@register
class GiveUpKeeper(Effect):
    """The Bounty Hunter (our design): once per turn, give up a Keeper from
    your table to discard this Creeper too."""

    key = "give_up_keeper"
    uses = frozenset({"creeper"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        return table.has_keepers(table.state.active)

    def use(self, table: Table, card: str, params) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        if table.owner(step.card or "") != step.seat:
            return []
        return cards_pick(step.seat, table.keepers(step.seat))

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, choose a Keeper to give up "
            f"to be rid of {table.card_name(step.card or '')}."
        )

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        creeper = step.card or ""
        for card in (action.card, creeper):
            table.unplace(card)
            table.discard(card)
        table.log(
            f"{table.who(step.seat)} gives up {table.card_name(action.card)} "
            f"and is rid of {table.card_name(creeper)}."
        )


@register
class MoveCreeper(Effect):
    """Mal: move one of the Creepers on your table to another player's table."""

    key = "move_creeper"
    uses = frozenset({"keeper"})
    activated = True

    def _creepers(self, table: Table, seat: int) -> list[str]:
        kind = table.catalog.type
        return [card for card in table.state.tables[seat] if kind[card] == "creeper"]

    def usable(self, table: Table, card: str, params) -> bool:
        seat = table.state.active
        return bool(self._creepers(table, seat)) and bool(table.others(seat))

    def use(self, table: Table, card: str, params) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        return [
            give_card_action(step.seat, card, seat)
            for card in self._creepers(table, step.seat)
            for seat in table.others(step.seat)
        ]

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a Creeper of yours and the player it goes to."

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return f"Move {table.card_name(action.card or '')} to {table.who(action.target or 0)}"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None or action.target is None:
            return
        table.move(action.card, action.target)
        table.log(
            f"{table.who(step.seat)} uses {table.card_name(step.card or '')}: "
            f"{table.card_name(action.card)} go to {table.who(action.target)}."
        )
