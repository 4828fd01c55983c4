"""Actions on hands: trading, rotating, taxing, taking, and showdowns."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import (
    ChooseOpponent,
    Effect,
    NoParams,
    cards_pick,
    register,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


@register
class TradeHands(ChooseOpponent):
    key = "trade_hands"
    uses = frozenset({"action"})

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.target is None:
            return
        hands = t.st.hands
        hands[f.seat], hands[a.target] = hands[a.target], hands[f.seat]
        t.log(f"{t.who(f.seat)} trades hands with {t.who(a.target)}.")


@register
class RotateHands(Effect):
    """Every unprotected player passes their hand to the next unprotected one,
    around the table: "left" is the direction of play, "right" against it."""

    key = "rotate_hands"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        t.fx(self.key, src.seat, card=src.card)

    def options(self, t: Table, f: Step) -> list[Action]:
        return [Pick(seat=f.seat, option=o) for o in ("left", "right")]

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, pass every hand to the left (the way play goes) or right?"

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return "Pass to the left (next player)" if a.option == "left" else "Pass to the right"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None:
            return
        st = t.st
        ring = [s for s in range(len(st.seats)) if s not in st.protected]
        if len(ring) < 2:
            return
        step = 1 if a.option == "left" else -1
        old = {s: st.hands[s] for s in ring}
        for i, s in enumerate(ring):
            st.hands[ring[(i + step) % len(ring)]] = old[s]
        t.log(f"{t.who(f.seat)} rotates every hand to the {a.option}.")


class TaxParams(NoParams):
    count: int = Field(default=1, ge=1)


@register
class RandomTax(Effect):
    key = "random_tax"
    uses = frozenset({"action"})
    Params = TaxParams

    def play(self, t: Table, src: Step, p: TaxParams) -> None:
        st = t.st
        mine = st.hands[src.seat]
        for s in t.others(src.seat):
            hand = st.hands[s]
            took = [hand.pop(st.rng.below(len(hand))) for _ in range(min(p.count, len(hand)))]
            if took:
                mine.extend(took)
                t.log(
                    f"{t.who(src.seat)} takes {t.cards(len(took))} from {t.who(s)}.",
                    {src.seat: f"You took {t.names(took)}.", s: f"You lost {t.names(took)}."},
                )


@register
class UseWhatYouTake(ChooseOpponent):
    key = "use_what_you_take"
    uses = frozenset({"action"})

    def candidates(self, t: Table, seat: int) -> list[int]:
        return [s for s in t.others(seat) if t.st.hands[s]]

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.target is None:
            return
        hand = t.st.hands[a.target]
        card = hand.pop(t.st.rng.below(len(hand)))
        play_card(t, f.seat, card, how=f" (taken from {t.who(a.target)})")


SIGNS = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}


@register
class RpsShowdown(ChooseOpponent):
    """Best of three (first to two wins, ties replay). Each throw is asked of
    one seat at a time behind the curtain; the log tells only results."""

    key = "rps_showdown"
    uses = frozenset({"action"})

    def decider(self, t: Table, f: Step) -> int:
        return f.target if f.s == "b" and f.target is not None else f.seat

    def options(self, t: Table, f: Step) -> list[Action]:
        if f.s == "who":
            return super().options(t, f)
        seat = f.seat if f.s == "a" else f.target
        assert seat is not None
        return [Pick(seat=seat, option=o) for o in SIGNS]

    def text(self, t: Table, f: Step) -> str:
        if f.s == "who":
            return super().text(t, f)
        seat = f.seat if f.s == "a" else f.target
        a, b = f.seats
        return f"{t.who(seat or 0)}, rock, paper or scissors? (score {a}-{b})"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None:
            t.pop()
            return
        if f.s == "who":
            f.target, f.s, f.seats = a.target, "a", [0, 0]
            t.log(f"{t.who(f.seat)} challenges {t.who(a.target or 0)} to rock-paper-scissors.")
            return
        if f.s == "a":
            f.picked, f.s = [a.option or ""], "b"
            return
        mine, theirs = f.picked[0], a.option or ""
        f.picked, f.s = [], "a"
        opp = f.target or 0
        if mine == theirs:
            t.log(f"Both throw {mine}: again.")
            return
        won = 0 if BEATS[mine] == theirs else 1
        f.seats[won] += 1
        t.log(f"{mine.capitalize()} against {theirs}: {t.who((f.seat, opp)[won])} takes the round.")
        if f.seats[won] < 2:
            return
        t.pop()
        winner, loser = (f.seat, opp) if won == 0 else (opp, f.seat)
        hand = t.st.hands[loser]
        t.st.hands[winner].extend(hand)
        t.log(
            f"{t.who(winner)} wins the showdown and takes {t.cards(len(hand))} from {t.who(loser)}."
        )
        hand.clear()


class DiscardParams(NoParams):
    type: Literal["keeper", "goal", "rule", "action", "surprise", "any"] = "any"
    draw: int = Field(default=0, ge=0)


@register
class OpponentsDiscard(Effect):
    """Each opponent in turn order discards a card of `type` (their choice);
    without one, a random card goes. Then the actor draws `draw`."""

    key = "opponents_discard"
    uses = frozenset({"action"})
    Params = DiscardParams

    def play(self, t: Table, src: Step, p: DiscardParams) -> None:
        if p.draw:
            t.fx(self.key, src.seat, s="draw", card=src.card)
        for s in reversed(t.others(src.seat)):
            t.fx(self.key, s, s="discard", card=src.card, target=src.seat)

    def _matching(self, t: Table, f: Step) -> list[str]:
        want = t.cat.p(f.card or "", self.key).type
        hand = t.st.hands[f.seat]
        return hand if want == "any" else [c for c in hand if t.cat.type[c] == want]

    def advance(self, t: Table, f: Step) -> bool:
        st = t.st
        if f.s == "draw":
            t.pop()
            t.draw(f.seat, t.p(f.card or "", self.key).draw)
            return True
        hand = st.hands[f.seat]
        if not hand:
            t.pop()
            return True
        if self._matching(t, f):
            return False
        t.pop()
        card = hand.pop(st.rng.below(len(hand)))
        st.discard.append(card)
        t.log(f"{t.who(f.seat)} has no card of that kind: {t.cn(card)} is discarded at random.")
        return True

    def options(self, t: Table, f: Step) -> list[Action]:
        return cards_pick(f.seat, self._matching(t, f))

    def text(self, t: Table, f: Step) -> str:
        want = t.cat.p(f.card or "", self.key).type
        what = "a card" if want == "any" else f"a card of type {want}"
        return f"{t.who(f.seat)}, {t.cn(f.card or '')}: discard {what}."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        t.st.hands[f.seat].remove(a.card)
        t.st.discard.append(a.card)
        t.log(f"{t.who(f.seat)} discards {t.cn(a.card)}.")
