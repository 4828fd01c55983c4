"""Actions that draw: into the hand, into a temporary hand, or for everyone."""

from __future__ import annotations

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class TempHand(Effect):
    """A hand set aside: the actor plays `left` cards of the step's own cards
    one at a time, then the rest are discarded. Each card played is part of
    the one play that started it; nested temporary hands simply stack."""

    def options(self, t: Table, f: Step) -> list[Action]:
        if f.s != "temp" or f.left <= 0 or t.st.phase != "play":
            return []  # done, or the turn ended inside (I'll Be In My Bunk)
        return cards_pick(f.seat, f.cards)

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, play a card from the cards you drew ({f.left} to play)."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None or a.card is None:
            t.pop()
            if f.cards:
                t.log(f"The unused {t.names(f.cards)} go to the discard pile.")
                t.st.discard.extend(f.cards)
            return
        f.cards.remove(a.card)
        f.left -= 1
        play_card(t, f.seat, a.card)

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Play {t.cn(a.card or '')}"


class DrawUseParams(NoParams):
    draw: int = Field(ge=1)
    play: int | None = Field(default=None, ge=1)  # None: play every card drawn


@register
class DrawAndUse(TempHand):
    key = "draw_and_use"
    uses = frozenset({"action"})
    Params = DrawUseParams

    def play(self, t: Table, src: Step, p: DrawUseParams) -> None:
        f = t.fx(self.key, src.seat, s="temp", card=src.card)
        t.draw(src.seat, p.draw, into=f.cards)
        f.left = len(f.cards) if p.play is None else p.play


class SpecialParams(NoParams):
    draw: int = Field(default=3, ge=1)


@register
class TodaysSpecial(TempHand):
    """Draw, then two honest questions decide how many to play (3, 2 or 1)."""

    key = "todays_special"
    uses = frozenset({"action"})
    Params = SpecialParams

    def play(self, t: Table, src: Step, p: SpecialParams) -> None:
        f = t.fx(self.key, src.seat, s="birthday", ask=True, card=src.card)
        t.draw(src.seat, p.draw, into=f.cards)

    def question(self, t: Table, f: Step) -> str:
        if f.s == "birthday":
            return f"{t.who(f.seat)}, is today your birthday?"
        return f"{t.who(f.seat)}, is today a holiday or your anniversary?"

    def answer(self, t: Table, f: Step, yes: bool) -> None:
        if f.s == "birthday" and not yes:
            f.s = "holiday"
            return
        f.left = (3 if f.s == "birthday" else 2) if yes else 1
        f.s, f.ask = "temp", False
        t.log(f"Today's special for {t.who(f.seat)}: play {f.left}.")

    def bot_answer(self, t: Table, f: Step) -> bool:
        return False  # a bot has no birthday


class CountParams(NoParams):
    count: int = Field(ge=1)


@register
class DrawCards(Effect):
    key = "draw_cards"
    uses = frozenset({"action"})
    Params = CountParams

    def play(self, t: Table, src: Step, p: CountParams) -> None:
        t.draw(src.seat, p.count)


@register
class DiscardAndDraw(Effect):
    key = "discard_and_draw"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        hand = t.st.hands[src.seat]
        n = len(hand)
        if not n:
            return
        t.st.discard.extend(hand)
        hand.clear()
        t.log(f"{t.who(src.seat)} discards {t.cards(n)}.")
        t.draw(src.seat, n)


class PerPlayerParams(NoParams):
    per_player: int = Field(default=1, ge=1)


@register
class EverybodyGets(Effect):
    """Draw for everyone into a temporary hand, then hand the cards out one
    at a time. Limits and the win check wait until all are given (`hold`)."""

    key = "everybody_gets"
    uses = frozenset({"action"})
    Params = PerPlayerParams

    def play(self, t: Table, src: Step, p: PerPlayerParams) -> None:
        seat = src.seat
        per = p.per_player
        seats = [seat, *t.others(seat)]
        f = t.fx(self.key, seat, s="give", card=src.card, hold=True)
        f.seats = [s for s in seats for _ in range(per)]  # one entry per card still owed
        t.draw(seat, per * len(seats), into=f.cards)

    def options(self, t: Table, f: Step) -> list[Action]:
        owed = list(dict.fromkeys(f.seats))
        return [Pick(seat=f.seat, card=c, target=s) for c in f.cards for s in owed]

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, give out the cards you drew, one at a time."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None or a.card is None or a.target is None:
            t.pop()
            t.st.discard.extend(f.cards)
            return
        f.cards.remove(a.card)
        f.seats.remove(a.target)
        t.st.hands[a.target].append(a.card)
        to = "themself" if a.target == f.seat else t.who(a.target)
        t.log(
            f"{t.who(f.seat)} gives a card to {to}.",
            {a.target: f"You got {t.cn(a.card)}.", f.seat: f"You gave {t.cn(a.card)} to {to}."},
        )

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Give {t.cn(a.card or '')} to {t.who(a.target or 0)}"


class TagCountParams(NoParams):
    tag: str = Field(min_length=1)
    count: int = Field(ge=1)


@register
class TagHoldersDraw(Effect):
    key = "tag_holders_draw"
    uses = frozenset({"action"})
    Params = TagCountParams

    def play(self, t: Table, src: Step, p: TagCountParams) -> None:
        tags = t.cat.tags
        for s in [src.seat, *t.others(src.seat)]:
            if any(p.tag in tags[c] for c in t.keepers(s)):
                t.draw(s, p.count)
