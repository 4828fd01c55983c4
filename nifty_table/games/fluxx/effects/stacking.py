"""New Rules that stack (no family): bonuses, Inflation, Double Agenda and the
table-talk rules that ask an honest question. The free-action rules are in
free_actions.py."""

from __future__ import annotations

from typing import Literal, cast

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.cards import PLAY_ALL
from nifty_table.games.fluxx.registry import (
    CountParams,
    Effect,
    NoParams,
    cards_pick,
    register,
    seats_pick,
)
from nifty_table.games.fluxx.rules import play_bonus
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


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
    key = "no_hand_bonus"
    uses = frozenset({"rule"})
    Params = CountParams

    def before_draw(self, table: Table, seat: int, card: str) -> None:
        if not table.state.hands[seat]:
            table.log(f"{table.card_name(card)}: {table.who(seat)} starts with no cards.")
            table.draw(seat, table.card_params(card, self.key).count)


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
    key = "first_play_random"
    uses = frozenset({"rule"})

    def random_play(self, table: Table) -> bool:
        """The first play of a turn that has 2 plays or more (not a bound one)."""
        state = table.state
        if state.played or state.bound:
            return False
        info = table.info
        return info.play == PLAY_ALL or info.play + play_bonus(table, state.active) >= 2


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

    def left_play(self, table: Table, card: str) -> None:
        state = table.state
        if len(state.goals) > 1:  # the active player decides which Goal stays
            table.push_effect(self.key, state.active, stage="keep")

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
        gone = cast(
            list[str],  # a Goal was picked: the Pick's card is set
            [action.card]
            if step.stage == "drop"
            else [goal for goal in goals if goal != action.card],
        )
        for goal in gone:
            goals.remove(goal)
            table.discard(goal)
        table.log(f"{table.who(step.seat)} discards the Goal {table.names(gone)}.")


# -- rules that ask an honest question -------------------------------------------------
class YeahuhParams(NoParams):
    # The FAQ: a player caught without the shout is "forced to give up" the
    # Keeper, which the player who caught them takes.
    penalty: Literal["catcher_takes"] = "catcher_takes"


@register
class Yeahuh(Effect):
    """Asked as a Keeper is played (play.run_resolve): no shout, and the
    Keeper goes to the player who caught it. Steps: the question (`ask`),
    then "who" (the silent player says who caught them; with one other
    player nobody need be asked). The choice is written on the resolve step
    below (`guard`), which places the Keeper."""

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
        resolve = table.state.stack[step.guard]
        resolve.stage = "shouted" if yes else "silent"
        table.log(f'{table.who(step.seat)} {"shouts" if yes else "did not shout"} "Yeahuh!"')
        if yes:
            return
        catchers = table.others(step.seat, unprotected=False)
        if len(catchers) == 1:
            resolve.target = catchers[0]
        else:
            table.push_effect(self.key, step.seat, stage="who", card=step.card, guard=step.guard)

    def about_the_person(self, step: Step) -> bool:
        return True  # did you shout?

    def options(self, table: Table, step: Step) -> list[Action]:
        return seats_pick(step.seat, table.others(step.seat, unprotected=False))

    def text(self, table: Table, step: Step) -> str:
        return (
            f"{table.who(step.seat)}, who caught you without the shout? "
            f"They take {table.card_name(step.card or '')}."
        )

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return f"{table.who(action.target or 0)} caught me"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is not None and action.target is not None:
            table.state.stack[step.guard].target = action.target


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

    def any_turn_end(self, table: Table, seat: int) -> None:
        # `talk_seen` is about the seat's last turn end only (turn_end below).
        table.state.talk_seen[seat] = False

    def turn_end(self, table: Table, seat: int, card: str) -> None:
        # The second question needs talk on this turn (a "yes" gave a bonus).
        table.state.talk_seen[seat] = table.state.talk_bonus > 0

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

    def about_the_person(self, step: Step) -> bool:
        return step.stage == "q2"  # "did you stay in character?" (q1 is a choice)
