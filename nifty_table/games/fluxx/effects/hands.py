"""Actions on hands: trading, rotating, taxing, taking, and showdowns."""

from __future__ import annotations

import hashlib
from typing import Literal

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick, pick_option_action
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import (
    ChooseOpponent,
    Effect,
    NoParams,
    OthersDiscard,
    register,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


@register
class TradeHands(ChooseOpponent):
    key = "trade_hands"
    uses = frozenset({"action"})

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.target is None:
            return
        hands = table.state.hands
        hands[step.seat], hands[action.target] = hands[action.target], hands[step.seat]
        table.log(f"{table.who(step.seat)} trades hands with {table.who(action.target)}.")


@register
class RotateHands(Effect):
    """Every unprotected player passes their hand to the next unprotected one,
    around the table: "left" is the direction of play, "right" against it."""

    key = "rotate_hands"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        table.push_effect(self.key, src.seat, card=src.card)

    def options(self, table: Table, step: Step) -> list[Action]:
        return [pick_option_action(step.seat, option) for option in ("left", "right")]

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, pass every hand to the left (the way play goes) or right?"

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return "Pass to the left (next player)" if action.option == "left" else "Pass to the right"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None:
            return
        state = table.state
        ring = [seat for seat in range(len(state.seats)) if seat not in state.protected]
        if len(ring) < 2:
            return
        direction = 1 if action.option == "left" else -1
        old = {seat: state.hands[seat] for seat in ring}
        for i, seat in enumerate(ring):
            state.hands[ring[(i + direction) % len(ring)]] = old[seat]
        table.log(f"{table.who(step.seat)} rotates every hand to the {action.option}.")


class TaxParams(NoParams):
    count: int = Field(default=1, ge=1)


@register
class RandomTax(Effect):
    key = "random_tax"
    uses = frozenset({"action"})
    Params = TaxParams

    def play(self, table: Table, src: Step, params: TaxParams) -> None:
        state = table.state
        mine = state.hands[src.seat]
        for seat in table.others(src.seat):
            hand = state.hands[seat]
            took = [
                hand.pop(state.rng.below(len(hand))) for _ in range(min(params.count, len(hand)))
            ]
            if took:
                mine.extend(took)
                table.log(
                    f"{table.who(src.seat)} takes {table.cards(len(took))} from {table.who(seat)}.",
                    {
                        src.seat: f"You took {table.names(took)}.",
                        seat: f"You lost {table.names(took)}.",
                    },
                )


@register
class UseWhatYouTake(ChooseOpponent):
    key = "use_what_you_take"
    uses = frozenset({"action"})

    def candidates(self, table: Table, seat: int) -> list[int]:
        return [other for other in table.others(seat) if table.state.hands[other]]

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.target is None:
            return
        hand = table.state.hands[action.target]
        card = hand.pop(table.state.rng.below(len(hand)))
        play_card(table, step.seat, card, how=f" (taken from {table.who(action.target)})")


SIGNS = ("rock", "paper", "scissors")
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}


def first_sign(table: Table, seat: int) -> str:
    """A random sign for the seat's cursor to start on, so a hasty Enter is
    not always rock. A hash of the table's random state, the move count and
    the seat: a replay shows the same; the game's stream is not drawn from
    (no card comes out otherwise) and the sign tells nothing of it, nor of
    the other player's throw."""
    key = f"{table.state.rng.state}:{table.state.moves}:{seat}".encode()
    return SIGNS[int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big") % 3]


@register
class RpsShowdown(ChooseOpponent):
    """Best of three (first to two wins, ties replay). Each throw is asked of
    one seat at a time behind the curtain; the log tells only results."""

    key = "rps_showdown"
    uses = frozenset({"action"})
    secret_picks = True  # the first throw waits in `picked`, seen by its thrower only

    def decider(self, table: Table, step: Step) -> int:
        return step.target if step.stage == "b" and step.target is not None else step.seat

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.stage == "who":
            return super().options(table, step)
        seat = step.seat if step.stage == "a" else step.target
        assert seat is not None
        return [pick_option_action(seat, option) for option in SIGNS]

    def first_choice(self, table: Table, step: Step) -> Action | None:
        if step.stage == "who":
            return None
        seat = (step.seat if step.stage == "a" else step.target) or 0
        return pick_option_action(seat, first_sign(table, seat))

    def text(self, table: Table, step: Step) -> str:
        if step.stage == "who":
            return super().text(table, step)
        seat = step.seat if step.stage == "a" else step.target
        first, second = step.seats
        return f"{table.who(seat or 0)}, rock, paper or scissors? (score {first}-{second})"

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None:
            table.pop()
            return
        if step.stage == "who":
            step.target, step.stage, step.seats = action.target, "a", [0, 0]
            table.log(
                f"{table.who(step.seat)} challenges "
                f"{table.who(action.target or 0)} to rock-paper-scissors."
            )
            return
        if step.stage == "a":
            step.picked, step.stage = [action.option or ""], "b"
            return
        mine, theirs = step.picked[0], action.option or ""
        step.picked, step.stage = [], "a"
        opp = step.target or 0
        if mine == theirs:
            table.log(f"Both throw {mine}: again.")
            return
        won = 0 if BEATS[mine] == theirs else 1
        step.seats[won] += 1
        table.log(
            f"{mine.capitalize()} against {theirs}: "
            f"{table.who((step.seat, opp)[won])} takes the round."
        )
        if step.seats[won] < 2:
            return
        table.pop()
        winner, loser = (step.seat, opp) if won == 0 else (opp, step.seat)
        hand = table.state.hands[loser]
        table.state.hands[winner].extend(hand)
        table.log(
            f"{table.who(winner)} wins the showdown and takes "
            f"{table.cards(len(hand))} from {table.who(loser)}."
        )
        hand.clear()


class DiscardParams(NoParams):
    type: Literal["keeper", "goal", "rule", "action", "surprise", "any"] = "any"
    draw: int = Field(default=0, ge=0)


@register
class OpponentsDiscard(OthersDiscard):
    """Each opponent in turn order discards a card of `type` (their choice);
    without one, a random card goes. Then the actor draws `draw`."""

    key = "opponents_discard"
    uses = frozenset({"action"})
    Params = DiscardParams

    def play(self, table: Table, src: Step, params: DiscardParams) -> None:
        if params.draw:
            table.push_effect(self.key, src.seat, stage="draw", card=src.card)
        self.others_discard(table, src)

    def wanted(self, table: Table, step: Step) -> str:
        return table.catalog.card_params(step.card or "", self.key).type

    def advance(self, table: Table, step: Step) -> bool:
        if step.stage == "draw":
            table.pop()
            table.draw(step.seat, table.card_params(step.card or "", self.key).draw)
            return True
        return super().advance(table, step)
