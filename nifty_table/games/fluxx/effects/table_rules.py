"""Actions on the rules and Goals in play, and on the piles."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick, pick_option_action
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import (
    Effect,
    NoParams,
    OthersDiscard,
    cards_pick,
    discard_rule,
    register,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class TrashRulesParams(NoParams):
    mode: Literal["choose", "half", "all"]
    count: int = Field(default=1, ge=1)
    up_to: bool = False
    families: list[Literal["draw", "play", "play_all_but", "hand_limit", "keeper_limit"]] | None = (
        None
    )


@register
class TrashRules(Effect):
    """Discard New Rules: `count` of the actor's choice, up to half, or all
    (of the given families). Each goes at once, so its effect stops at once."""

    key = "trash_rules"
    uses = frozenset({"action"})
    Params = TrashRulesParams

    def _scope(self, table: Table, params: TrashRulesParams) -> list[str]:
        family = table.catalog.family
        return [
            rule
            for rule in table.state.rules
            if params.families is None or family.get(rule) in params.families
        ]

    def play(self, table: Table, src: Step, params: TrashRulesParams) -> None:
        scope = self._scope(table, params)
        if params.mode == "all":
            for rule in scope:
                discard_rule(table, rule)
            if scope:
                table.log(f"Discarded: {table.names(scope)}.")
            return
        left = params.count if params.mode == "choose" else (len(scope) + 1) // 2
        table.push_effect(self.key, src.seat, card=src.card, left=left)

    def options(self, table: Table, step: Step) -> list[Action]:
        params = table.card_params(step.card or "", self.key)
        scope = self._scope(table, params) if step.left > 0 else []
        acts = cards_pick(step.seat, scope)
        if acts and (params.up_to or params.mode == "half"):
            acts.append(pick_option_action(step.seat, "done"))
        return acts

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a New Rule to discard ({step.left} at most)."

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return (
            "Stop discarding rules"
            if action.option
            else f"Discard {table.card_name(action.card or '')}"
        )

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None or action.card is None:
            table.pop()
            return
        step.left -= 1
        if step.left <= 0:
            table.pop()  # before the rule goes: leaving may push a step of its own
        discard_rule(table, action.card)
        table.log(f"{table.who(step.seat)} discards the rule {table.card_name(action.card)}.")


class TrashGoalsParams(NoParams):
    # Then every other player discards a card of this type (or a random one).
    others_discard: Literal["goal"] | None = None


@register
class TrashGoals(OthersDiscard):
    """Discard every Goal in play; with `others_discard`, every other player
    then discards a Goal from their hand, or a random card without one
    (Plan Went Sideways on its owner's turn, as Canceled Plans does)."""

    key = "trash_goals"
    uses = frozenset({"action"})
    Params = TrashGoalsParams

    def play(self, table: Table, src: Step, params: TrashGoalsParams) -> None:
        state = table.state
        if state.goals:
            table.log(f"Discarded: {table.names(state.goals)}. There is no Goal now.")
            state.discard.extend(state.goals)
            state.goals.clear()
        if params.others_discard is not None:
            self.others_discard(table, src)

    def wanted(self, table: Table, step: Step) -> str:
        return table.catalog.card_params(step.card or "", self.key).others_discard or "any"


@register
class DoThatAgain(Effect):
    """Play an Action or New Rule out of the discard pile as part of this play
    (cards still resolving are never in the pile; Surprises are not offered)."""

    key = "do_that_again"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        table.push_effect(self.key, src.seat, card=src.card)

    def options(self, table: Table, step: Step) -> list[Action]:
        kind = table.catalog.type
        found = [card for card in table.state.discard if kind[card] in ("action", "rule")]
        return cards_pick(step.seat, found[::-1])  # newest first

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, choose an Action or New Rule from the discard pile to play."
        )

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        table.state.discard.remove(action.card)
        play_card(table, step.seat, action.card, how=" again, from the discard pile")


@register
class EmptyTheTrash(Effect):
    """The discards go into the draw pile; this card then starts the new pile
    (it is still resolving, so it is not among the cards shuffled in)."""

    key = "empty_the_trash"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        state = table.state
        state.draw_pile.extend(state.discard)
        state.discard.clear()
        state.rng.shuffle(state.draw_pile)
        table.log("The discard pile is shuffled into the draw pile.")
