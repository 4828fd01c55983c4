"""Press-your-luck Actions: turn cards up until you stop or bust."""

from __future__ import annotations

from typing import Literal

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class LuckParams(NoParams):
    reward: Literal["hand", "play_one"]


@register
class PressYourLuck(Effect):
    """Steps: "flip" (automatic), "more" (stop or one more), "pick" (play_one:
    which card to play). The row is face up, so everyone sees it."""

    key = "press_your_luck"
    uses = frozenset({"action"})
    Params = LuckParams
    public_cards = True

    def play(self, t: Table, src: Step, p: LuckParams) -> None:
        t.fx(self.key, src.seat, s="flip", card=src.card)

    def advance(self, t: Table, f: Step) -> bool:
        if f.s != "flip":
            return super().advance(t, f)
        card = t.top_card()
        if card is None:  # both piles are empty: as if the player stopped
            self._stop(t, f)
            return True
        kind = t.cat.type
        if kind[card] == "creeper":
            t.place(f.seat, card)
            t.log(f"{t.who(f.seat)} turns up the Creeper {t.cn(card)}: bust!")
            self._bust(t, f)
            return True
        clash = any(kind[c] == kind[card] for c in f.cards)
        f.cards.append(card)
        t.log(f"{t.who(f.seat)} turns up {t.cn(card)}.")
        if clash:
            t.log(f"Two cards of the same type: {t.who(f.seat)} busts!")
            self._bust(t, f)
        else:
            f.s = "more"
        return True

    def _bust(self, t: Table, f: Step) -> None:
        t.pop()
        t.st.discard.extend(f.cards)

    def _stop(self, t: Table, f: Step) -> None:
        p = t.cat.p(f.card or "", self.key)
        if p.reward == "play_one" and f.cards:
            f.s = "pick"
            return
        t.pop()
        t.st.hands[f.seat].extend(f.cards)
        if f.cards:
            t.log(f"{t.who(f.seat)} stops and keeps {t.names(f.cards)}.")

    def options(self, t: Table, f: Step) -> list[Action]:
        if f.s == "pick":
            return cards_pick(f.seat, f.cards)
        return [Pick(seat=f.seat, option=o) for o in ("stop", "more")]

    def text(self, t: Table, f: Step) -> str:
        if f.s == "pick":
            return f"{t.who(f.seat)}, choose the card to play now; the rest go to your hand."
        return f"{t.who(f.seat)}, stop with {t.names(f.cards)}, or turn up one more?"

    def label(self, t: Table, f: Step, a: Pick) -> str:
        if a.card:
            return f"Play {t.cn(a.card)}"
        return "Stop" if a.option == "stop" else "One more card"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None:
            t.pop()
            return
        if f.s == "more":
            if a.option == "more":
                f.s = "flip"
            else:
                self._stop(t, f)
            return
        t.pop()
        card = a.card or ""
        f.cards.remove(card)
        t.st.hands[f.seat].extend(f.cards)
        play_card(t, f.seat, card)
