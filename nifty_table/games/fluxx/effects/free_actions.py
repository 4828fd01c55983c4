"""New Rules that give the active player a free action: once per turn, on top
of the plays, offered by the turn machine (turn.optional_actions).
"""

from __future__ import annotations

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick, pick_option_action
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import CountParams, Effect, cards_pick, register
from nifty_table.games.fluxx.rules import plays_left
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


@register
class GoalMill(Effect):
    key = "goal_mill"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        return not table.catalog.goal_set.isdisjoint(table.state.hands[table.state.active])

    def use(self, table: Table, card: str, params) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        kind = table.catalog.type
        acts = cards_pick(
            step.seat, [card for card in table.state.hands[step.seat] if kind[card] == "goal"]
        )
        if step.left:
            acts.append(pick_option_action(step.seat, "done"))
        return acts

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, discard a Goal from your hand, or stop and draw {step.left}."
        )

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is not None and action.card is not None:
            table.state.hands[step.seat].remove(action.card)
            table.discard(action.card)
            step.left += 1
            table.log(f"{table.who(step.seat)} mills the Goal {table.card_name(action.card)}.")
            return
        table.pop()
        table.draw(step.seat, step.left)

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return (
            f"Stop and draw {step.left}"
            if action.option
            else f"Discard {table.card_name(action.card or '')}"
        )


@register
class Recycling(Effect):
    key = "recycling"
    uses = frozenset({"rule"})
    Params = CountParams
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        return table.has_keepers(table.state.active)

    def use(self, table: Table, card: str, params) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        return cards_pick(step.seat, table.keepers(step.seat))

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a Keeper of yours to recycle."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        table.unplace(action.card)
        table.discard(action.card)
        table.log(f"{table.who(step.seat)} recycles {table.card_name(action.card)}.")
        table.draw(step.seat, table.card_params(step.card or "", self.key).count)


@register
class MysteryPlay(Effect):
    key = "mystery_play"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        return bool(table.state.draw_pile or table.state.discard)

    def use(self, table: Table, card: str, params) -> None:
        seat = table.state.active
        top = table.top_card()
        if top is None:
            return
        if table.catalog.type[top] == "creeper":  # onto the table, and that is all
            table.place(seat, top)
            table.log(
                f"Mystery play: {table.who(seat)} turns up the Creeper {table.card_name(top)}."
            )
            return
        play_card(table, seat, top, how=" (a mystery play from the top of the pile)")


@register
class GetOnWithIt(Effect):
    key = "get_on_with_it"
    uses = frozenset({"rule"})
    Params = CountParams
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        state = table.state
        return state.phase == "play" and bool(state.hands[state.active]) and plays_left(table) > 0

    def use(self, table: Table, card: str, params) -> None:
        state = table.state
        seat = state.active
        hand = state.hands[seat]
        state.discard.extend(hand)
        table.log(
            f"{table.who(seat)} gets on with it: discards "
            f"{table.cards(len(hand))} and ends the turn."
        )
        hand.clear()
        table.draw(seat, params.count)
        state.phase = "end"
        state.closed = True


@register
class SwapPlaysForDraws(Effect):
    key = "swap_plays_for_draws"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        return table.state.phase == "play" and plays_left(table) > 0

    def use(self, table: Table, card: str, params) -> None:
        count = plays_left(table, capped=False)  # one card per play the rule still asked for
        table.log(
            f"{table.who(table.state.active)} swaps the plays "
            f"left for {table.cards(count)} and ends the turn."
        )
        table.draw(table.state.active, count)
        table.state.phase = "end"
        table.state.closed = True


@register
class LetsKeepDoingThat(Effect):
    """As it lands, its player tucks an Action from the discard pile under it
    (the FAQ's reading: a card still resolving is not in the pile yet); once
    per turn the active player may repeat the tucked Action."""

    key = "lets_keep_doing_that"
    uses = frozenset({"rule"})
    activated = True

    def left_play(self, table: Table, card: str) -> None:
        state = table.state
        if state.attached is not None:
            table.log(
                f"{table.card_name(state.attached)} is no longer tucked under a rule: discarded."
            )
            state.discard.append(state.attached)
            state.attached = None

    def landed(self, table: Table, card: str, params) -> None:
        if table.state.attached is None:
            table.push_effect(self.key, table.state.active, card=card, stage="tuck")

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.card not in table.state.rules:
            return []  # the rule left before its player chose
        kind = table.catalog.type
        return cards_pick(
            step.seat, [card for card in reversed(table.state.discard) if kind[card] == "action"]
        )

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, choose an Action in the discard pile to tuck under the rule."
        )

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return f"Tuck {table.card_name(action.card or '')}"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        table.state.discard.remove(action.card)
        table.state.attached = action.card
        table.log(
            f"{table.who(step.seat)} tucks {table.card_name(action.card)} "
            f"under {table.card_name(step.card or '')}."
        )

    def usable(self, table: Table, card: str, params) -> bool:
        return table.state.attached is not None

    def use(self, table: Table, card: str, params) -> None:
        attached = table.state.attached
        assert attached is not None
        play_card(
            table, table.state.active, attached, reuse=True, how=" again, from under the rule"
        )
