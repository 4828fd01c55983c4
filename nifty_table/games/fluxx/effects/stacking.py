"""New Rules that stack (no family): bonuses, Inflation, Double Agenda, the
free-action rules, and the table-talk rules that ask an honest question."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.rules import plays_left
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class CountParams(NoParams):
    count: int = Field(default=3, ge=0)


class DrawParams(NoParams):
    draw: int = Field(default=1, ge=0)


class PlayParams(NoParams):
    play: int = Field(default=1, ge=0)


@register
class RuleFamily(Effect):
    """Draw / Play / Play All But / Hand Limit / Keeper Limit: cards carry
    `family` + `value` instead of this key; see rules.py and play.land_rule."""

    key = "rule_family"
    uses = frozenset()


@register
class Inflation(Effect):
    key = "inflation"  # derived in rule_info.RuleInfo
    uses = frozenset({"rule"})


@register
class NoHandBonus(Effect):
    key = "no_hand_bonus"  # used by the draw step (turn.py)
    uses = frozenset({"rule"})
    Params = CountParams


@register
class RichBonus(Effect):
    key = "rich_bonus"  # derived in rules.play_bonus
    uses = frozenset({"rule"})
    Params = PlayParams


@register
class PoorBonus(Effect):
    key = "poor_bonus"  # derived in rules.draw_bonus
    uses = frozenset({"rule"})
    Params = DrawParams


@register
class FirstPlayRandom(Effect):
    key = "first_play_random"  # turn.first_play_random
    uses = frozenset({"rule"})


class ENameParams(NoParams):
    letter: str = Field(default="E", min_length=1, max_length=1)
    draw: int = Field(default=1, ge=0)
    play: int = Field(default=1, ge=0)


@register
class ENameBonus(Effect):
    key = "e_name_bonus"  # derived in rules.draw_bonus / play_bonus
    uses = frozenset({"rule"})
    Params = ENameParams


@register
class DoubleAgenda(Effect):
    """Two Goals may be out. Steps: "drop" (a third Goal arrived: its player
    picks one of the two older Goals to go) and "keep" (the rule left with two
    Goals out: the active player picks the one that stays)."""

    key = "double_agenda"
    uses = frozenset({"rule"})

    def options(self, table: Table, step: Step) -> list[Action]:
        goals = table.state.goals
        if len(goals) <= table.goal_capacity():
            return []
        return cards_pick(step.seat, goals[:-1] if step.stage == "drop" else goals)

    def text(self, table: Table, step: Step) -> str:
        if step.stage == "drop":
            return f"{table.who(step.seat)}, choose the Goal to discard."
        return f"{table.who(step.seat)}, Double Agenda is gone: choose the one Goal that stays."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None:
            return
        goals = table.state.goals
        gone = (
            [action.card]
            if step.stage == "drop"
            else [goal for goal in goals if goal != action.card]
        )
        for goal in gone:
            goals.remove(goal)
            table.discard(goal)
        table.log(f"{table.who(step.seat)} discards the Goal {table.names(gone)}.")


# -- free actions ---------------------------------------------------------------------
@register
class GoalMill(Effect):
    key = "goal_mill"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        kind = table.catalog.type
        return any(kind[c] == "goal" for c in table.state.hands[table.state.active])

    def use(self, table: Table, card: str, params) -> None:
        table.push_effect(self.key, table.state.active, card=card)

    def options(self, table: Table, step: Step) -> list[Action]:
        kind = table.catalog.type
        acts = cards_pick(step.seat, [c for c in table.state.hands[step.seat] if kind[c] == "goal"])
        if step.left:
            acts.append(Pick(seat=step.seat, option="done"))
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
        return bool(table.keepers(table.state.active))

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


@register
class SwapPlaysForDraws(Effect):
    key = "swap_plays_for_draws"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        return table.state.phase == "play" and plays_left(table) > 0

    def use(self, table: Table, card: str, params) -> None:
        n = plays_left(table, capped=False)  # one card per play the rule still asked for
        table.log(
            f"{table.who(table.state.active)} swaps the plays "
            f"left for {table.cards(n)} and ends the turn."
        )
        table.draw(table.state.active, n)
        table.state.phase = "end"


@register
class LetsKeepDoingThat(Effect):
    """As it lands, its player tucks an Action from the discard pile under it
    (the FAQ's reading: a card still resolving is not in the pile yet); once
    per turn the active player may repeat the tucked Action."""

    key = "lets_keep_doing_that"
    uses = frozenset({"rule"})
    activated = True

    def landed(self, table: Table, card: str, params) -> None:
        if table.state.attached is None:
            table.push_effect(self.key, table.state.active, card=card, stage="tuck")

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.card not in table.state.rules:
            return []  # the rule left before its player chose
        kind = table.catalog.type
        return cards_pick(
            step.seat, [c for c in reversed(table.state.discard) if kind[c] == "action"]
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


@register
class Plunder(Effect):
    """Firefly (our design of a real card name): once per turn, take a card at
    random from another player's hand, then give them a card of your choice.
    Steps: "who" (the player), "give" (the card you hand over)."""

    key = "plunder"
    uses = frozenset({"rule"})
    activated = True

    def _victims(self, table: Table, seat: int) -> list[int]:
        return [s for s in table.others(seat) if table.state.hands[s]]

    def usable(self, table: Table, card: str, params) -> bool:
        return bool(self._victims(table, table.state.active))

    def use(self, table: Table, card: str, params) -> None:
        table.push_effect(self.key, table.state.active, card=card, stage="who")

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.stage == "give":
            return cards_pick(step.seat, table.state.hands[step.seat])
        return [Pick(seat=step.seat, target=s) for s in self._victims(table, step.seat)]

    def text(self, table: Table, step: Step) -> str:
        if step.stage == "give":
            return (
                f"{table.who(step.seat)}, choose a card to give "
                f"{table.who(step.target or 0)} in return."
            )
        return f"{table.who(step.seat)}, choose a player to plunder."

    def label(self, table: Table, step: Step, action: Pick) -> str:
        if step.stage == "give":
            return f"Give {table.card_name(action.card or '')}"
        return f"Plunder {table.who(action.target or 0)}"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        state = table.state
        if step.stage == "give":
            table.pop()
            if action is not None and action.card is not None and step.target is not None:
                state.hands[step.seat].remove(action.card)
                state.hands[step.target].append(action.card)
                table.log(
                    f"{table.who(step.seat)} gives {table.who(step.target)} a card in return.",
                    {
                        step.seat: f"You gave {table.card_name(action.card)}.",
                        step.target: f"You got {table.card_name(action.card)}.",
                    },
                )
            return
        if action is None or action.target is None:
            table.pop()
            return
        hand = state.hands[action.target]
        took = hand.pop(state.rng.below(len(hand)))
        state.hands[step.seat].append(took)
        step.stage, step.target = "give", action.target
        table.log(
            f"{table.who(step.seat)} plunders a card from {table.who(action.target)}'s hand.",
            {
                step.seat: f"You took {table.card_name(took)}.",
                action.target: f"You lost {table.card_name(took)}.",
            },
        )


# -- rules that ask an honest question -------------------------------------------------
class YeahuhParams(NoParams):
    penalty: Literal["discard_keeper"] = "discard_keeper"


@register
class Yeahuh(Effect):
    """Asked as a Keeper is played (play.run_resolve): no shout, no Keeper."""

    key = "yeahuh"
    uses = frozenset({"rule"})
    Params = YeahuhParams

    def question(self, table: Table, step: Step) -> str:
        return (
            f'{table.who(step.seat)}, did you shout "Yeahuh!" '
            f"as you played {table.card_name(step.card or '')}?"
        )

    def answer(self, table: Table, step: Step, yes: bool) -> None:
        table.pop()
        table.state.stack[step.guard].stage = "shouted" if yes else "silent"
        table.log(f'{table.who(step.seat)} {"shouts" if yes else "did not shout"} "Yeahuh!"')


class TalkParams(NoParams):
    draw: int = Field(default=1, ge=0)
    max: int = Field(default=2, ge=0)


@register
class CartoonTalk(Effect):
    """Asked at the start of each turn (`turn_start`), and at once when
    the rule lands mid-turn. The bonus draws count toward the draw target."""

    key = "cartoon_talk"
    uses = frozenset({"rule"})
    Params = TalkParams

    def landed(self, table: Table, card: str, params) -> None:
        state = table.state
        if state.phase == "play" and card not in state.used:
            table.push_effect(self.key, state.active, stage="now", ask=True)

    def turn_start(self, table: Table, seat: int, card: str) -> None:
        table.push_effect(self.key, seat, stage="q1", ask=True)

    def question(self, table: Table, step: Step) -> str:
        if step.stage == "q2":
            return (
                f"{table.who(step.seat)}, did you stay in character through everyone else's turns?"
            )
        return f"{table.who(step.seat)}, will you talk like a cartoon character all this turn?"

    def answer(self, table: Table, step: Step, yes: bool) -> None:
        table.pop()
        state = table.state
        card = table.in_play(self.key)
        if card is None:
            return
        if card not in state.used:
            state.used.append(card)  # asked this turn
        params = table.card_params(card, self.key)
        if step.stage == "q2":
            if yes:
                state.talk_bonus = max(state.talk_bonus, params.max)
            table.log(f"{table.who(step.seat)} {'stayed' if yes else 'did not stay'} in character.")
            return
        table.log(f"{table.who(step.seat)} {'talks' if yes else 'will not talk'} like a cartoon.")
        if not yes:
            return
        state.talk_bonus = min(params.draw, params.max)
        if step.stage == "q1" and state.talk_seen[step.seat]:
            table.push_effect(self.key, step.seat, stage="q2", ask=True)

    def bot_answer(self, table: Table, step: Step) -> bool:
        return step.stage != "q2"
