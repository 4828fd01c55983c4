"""Press-your-luck Actions: turn cards up until you stop or bust."""

from __future__ import annotations

from typing import Literal

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick, pick_option_action
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

    def play(self, table: Table, src: Step, params: LuckParams) -> None:
        table.push_effect(self.key, src.seat, stage="flip", card=src.card)

    def advance(self, table: Table, step: Step) -> bool:
        if step.stage != "flip":
            return super().advance(table, step)
        card = table.top_card()
        if card is None:  # both piles are empty: as if the player stopped
            self._stop(table, step)
            return True
        kind = table.catalog.type
        if kind[card] == "creeper":
            table.place(step.seat, card)
            table.log(f"{table.who(step.seat)} turns up the Creeper {table.card_name(card)}: bust!")
            self._bust(table, step)
            return True
        clash = any(kind[drawn] == kind[card] for drawn in step.cards)
        step.cards.append(card)
        table.log(f"{table.who(step.seat)} turns up {table.card_name(card)}.")
        if clash:
            table.log(f"Two cards of the same type: {table.who(step.seat)} busts!")
            self._bust(table, step)
        else:
            step.stage = "more"
        return True

    def _bust(self, table: Table, step: Step) -> None:
        table.pop()
        table.state.discard.extend(step.cards)

    def _stop(self, table: Table, step: Step) -> None:
        params = table.catalog.card_params(step.card or "", self.key)
        if params.reward == "play_one" and step.cards:
            step.stage = "pick"
            return
        table.pop()
        table.state.hands[step.seat].extend(step.cards)
        if step.cards:
            table.log(f"{table.who(step.seat)} stops and keeps {table.names(step.cards)}.")

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.stage == "pick":
            return cards_pick(step.seat, step.cards)
        return [pick_option_action(step.seat, option) for option in ("stop", "more")]

    def text(self, table: Table, step: Step) -> str:
        if step.stage == "pick":
            return f"{table.who(step.seat)}, choose the card to play now; the rest go to your hand."
        return f"{table.who(step.seat)}, stop with {table.names(step.cards)}, or turn up one more?"

    def label(self, table: Table, step: Step, action: Pick) -> str:
        if action.card:
            return f"Play {table.card_name(action.card)}"
        return "Stop" if action.option == "stop" else "One more card"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None:
            table.pop()
            return
        if step.stage == "more":
            if action.option == "more":
                step.stage = "flip"
            else:
                self._stop(table, step)
            return
        table.pop()
        card = action.card or ""
        step.cards.remove(card)
        table.state.hands[step.seat].extend(step.cards)
        play_card(table, step.seat, card)
