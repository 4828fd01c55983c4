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

    def options(self, t: Table, f: Step) -> list[Action]:
        goals = t.st.goals
        if len(goals) <= t.goal_capacity():
            return []
        return cards_pick(f.seat, goals[:-1] if f.s == "drop" else goals)

    def text(self, t: Table, f: Step) -> str:
        if f.s == "drop":
            return f"{t.who(f.seat)}, choose the Goal to discard."
        return f"{t.who(f.seat)}, Double Agenda is gone: choose the one Goal that stays."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None:
            return
        goals = t.st.goals
        gone = [a.card] if f.s == "drop" else [g for g in goals if g != a.card]
        for g in gone:
            goals.remove(g)
            t.discard(g)
        t.log(f"{t.who(f.seat)} discards the Goal {t.names(gone)}.")


# -- free actions ---------------------------------------------------------------------
@register
class GoalMill(Effect):
    key = "goal_mill"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, t: Table, card: str, p) -> bool:
        kind = t.cat.type
        return any(kind[c] == "goal" for c in t.st.hands[t.st.active])

    def use(self, t: Table, card: str, p) -> None:
        t.fx(self.key, t.st.active, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        kind = t.cat.type
        acts = cards_pick(f.seat, [c for c in t.st.hands[f.seat] if kind[c] == "goal"])
        if f.left:
            acts.append(Pick(seat=f.seat, option="done"))
        return acts

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, discard a Goal from your hand, or stop and draw {f.left}."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is not None and a.card is not None:
            t.st.hands[f.seat].remove(a.card)
            t.discard(a.card)
            f.left += 1
            t.log(f"{t.who(f.seat)} mills the Goal {t.cn(a.card)}.")
            return
        t.pop()
        t.draw(f.seat, f.left)

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Stop and draw {f.left}" if a.option else f"Discard {t.cn(a.card or '')}"


@register
class Recycling(Effect):
    key = "recycling"
    uses = frozenset({"rule"})
    Params = CountParams
    activated = True

    def usable(self, t: Table, card: str, p) -> bool:
        return bool(t.keepers(t.st.active))

    def use(self, t: Table, card: str, p) -> None:
        t.fx(self.key, t.st.active, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        return cards_pick(f.seat, t.keepers(f.seat))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a Keeper of yours to recycle."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        t.unplace(a.card)
        t.discard(a.card)
        t.log(f"{t.who(f.seat)} recycles {t.cn(a.card)}.")
        t.draw(f.seat, t.p(f.card or "", self.key).count)


@register
class MysteryPlay(Effect):
    key = "mystery_play"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, t: Table, card: str, p) -> bool:
        return bool(t.st.draw_pile or t.st.discard)

    def use(self, t: Table, card: str, p) -> None:
        seat = t.st.active
        top = t.top_card()
        if top is None:
            return
        if t.cat.type[top] == "creeper":  # onto the table, and that is all
            t.place(seat, top)
            t.log(f"Mystery play: {t.who(seat)} turns up the Creeper {t.cn(top)}.")
            return
        play_card(t, seat, top, how=" (a mystery play from the top of the pile)")


@register
class GetOnWithIt(Effect):
    key = "get_on_with_it"
    uses = frozenset({"rule"})
    Params = CountParams
    activated = True

    def usable(self, t: Table, card: str, p) -> bool:
        st = t.st
        return st.phase == "play" and bool(st.hands[st.active]) and plays_left(t) > 0

    def use(self, t: Table, card: str, p) -> None:
        st = t.st
        seat = st.active
        hand = st.hands[seat]
        st.discard.extend(hand)
        t.log(f"{t.who(seat)} gets on with it: discards {t.cards(len(hand))} and ends the turn.")
        hand.clear()
        t.draw(seat, p.count)
        st.phase = "end"


@register
class SwapPlaysForDraws(Effect):
    key = "swap_plays_for_draws"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, t: Table, card: str, p) -> bool:
        return t.st.phase == "play" and plays_left(t) > 0

    def use(self, t: Table, card: str, p) -> None:
        n = plays_left(t, capped=False)  # one card per play the rule still asked for
        t.log(f"{t.who(t.st.active)} swaps the plays left for {t.cards(n)} and ends the turn.")
        t.draw(t.st.active, n)
        t.st.phase = "end"


@register
class LetsKeepDoingThat(Effect):
    """As it lands, its player tucks an Action from the discard pile under it
    (the FAQ's reading: a card still resolving is not in the pile yet); once
    per turn the active player may repeat the tucked Action."""

    key = "lets_keep_doing_that"
    uses = frozenset({"rule"})
    activated = True

    def landed(self, t: Table, card: str, p) -> None:
        if t.st.attached is None:
            t.fx(self.key, t.st.active, card=card, s="tuck")

    def options(self, t: Table, f: Step) -> list[Action]:
        if f.card not in t.st.rules:
            return []  # the rule left before its player chose
        kind = t.cat.type
        return cards_pick(f.seat, [c for c in reversed(t.st.discard) if kind[c] == "action"])

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose an Action in the discard pile to tuck under the rule."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Tuck {t.cn(a.card or '')}"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        t.st.discard.remove(a.card)
        t.st.attached = a.card
        t.log(f"{t.who(f.seat)} tucks {t.cn(a.card)} under {t.cn(f.card or '')}.")

    def usable(self, t: Table, card: str, p) -> bool:
        return t.st.attached is not None

    def use(self, t: Table, card: str, p) -> None:
        attached = t.st.attached
        assert attached is not None
        play_card(t, t.st.active, attached, reuse=True, how=" again, from under the rule")


@register
class Plunder(Effect):
    """Firefly (our design of a real card name): once per turn, take a card at
    random from another player's hand, then give them a card of your choice.
    Steps: "who" (the player), "give" (the card you hand over)."""

    key = "plunder"
    uses = frozenset({"rule"})
    activated = True

    def _victims(self, t: Table, seat: int) -> list[int]:
        return [s for s in t.others(seat) if t.st.hands[s]]

    def usable(self, t: Table, card: str, p) -> bool:
        return bool(self._victims(t, t.st.active))

    def use(self, t: Table, card: str, p) -> None:
        t.fx(self.key, t.st.active, card=card, s="who")

    def options(self, t: Table, f: Step) -> list[Action]:
        if f.s == "give":
            return cards_pick(f.seat, t.st.hands[f.seat])
        return [Pick(seat=f.seat, target=s) for s in self._victims(t, f.seat)]

    def text(self, t: Table, f: Step) -> str:
        if f.s == "give":
            return f"{t.who(f.seat)}, choose a card to give {t.who(f.target or 0)} in return."
        return f"{t.who(f.seat)}, choose a player to plunder."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        if f.s == "give":
            return f"Give {t.cn(a.card or '')}"
        return f"Plunder {t.who(a.target or 0)}"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        st = t.st
        if f.s == "give":
            t.pop()
            if a is not None and a.card is not None and f.target is not None:
                st.hands[f.seat].remove(a.card)
                st.hands[f.target].append(a.card)
                t.log(
                    f"{t.who(f.seat)} gives {t.who(f.target)} a card in return.",
                    {f.seat: f"You gave {t.cn(a.card)}.", f.target: f"You got {t.cn(a.card)}."},
                )
            return
        if a is None or a.target is None:
            t.pop()
            return
        hand = st.hands[a.target]
        took = hand.pop(st.rng.below(len(hand)))
        st.hands[f.seat].append(took)
        f.s, f.target = "give", a.target
        t.log(
            f"{t.who(f.seat)} plunders a card from {t.who(a.target)}'s hand.",
            {f.seat: f"You took {t.cn(took)}.", a.target: f"You lost {t.cn(took)}."},
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

    def question(self, t: Table, f: Step) -> str:
        return f'{t.who(f.seat)}, did you shout "Yeahuh!" as you played {t.cn(f.card or "")}?'

    def answer(self, t: Table, f: Step, yes: bool) -> None:
        t.pop()
        t.st.stack[f.guard].s = "shouted" if yes else "silent"
        t.log(f'{t.who(f.seat)} {"shouts" if yes else "did not shout"} "Yeahuh!"')


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

    def landed(self, t: Table, card: str, p) -> None:
        st = t.st
        if st.phase == "play" and card not in st.used:
            t.fx(self.key, st.active, s="now", ask=True)

    def turn_start(self, t: Table, seat: int, card: str) -> None:
        t.fx(self.key, seat, s="q1", ask=True)

    def question(self, t: Table, f: Step) -> str:
        if f.s == "q2":
            return f"{t.who(f.seat)}, did you stay in character through everyone else's turns?"
        return f"{t.who(f.seat)}, will you talk like a cartoon character all this turn?"

    def answer(self, t: Table, f: Step, yes: bool) -> None:
        t.pop()
        st = t.st
        card = t.in_play(self.key)
        if card is None:
            return
        if card not in st.used:
            st.used.append(card)  # asked this turn
        p = t.p(card, self.key)
        if f.s == "q2":
            if yes:
                st.talk_bonus = max(st.talk_bonus, p.max)
            t.log(f"{t.who(f.seat)} {'stayed' if yes else 'did not stay'} in character.")
            return
        t.log(f"{t.who(f.seat)} {'talks' if yes else 'will not talk'} like a cartoon.")
        if not yes:
            return
        st.talk_bonus = min(p.draw, p.max)
        if f.s == "q1" and st.talk_seen[f.seat]:
            t.fx(self.key, f.seat, s="q2", ask=True)

    def bot_answer(self, t: Table, f: Step) -> bool:
        return f.s != "q2"
