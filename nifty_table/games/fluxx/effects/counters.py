"""What a Surprise does out of turn when it wins the parity count
(surprises.close_window calls `counter`)."""

from __future__ import annotations

from pydantic import Field

from nifty_table.games.fluxx.registry import Effect, NoParams, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import cancel_guarded
from nifty_table.games.fluxx.table import Table


@register
class CancelPlay(Effect):
    """The card just played never takes effect (a repeat of an attached
    Action is stopped for this use only; play.run_resolve handles both)."""

    key = "cancel_play"
    uses = frozenset({"counter"})

    def counter(self, table: Table, window: Step, seat: int, card: str) -> None:
        cancel_guarded(table, window)
        table.log(f"{table.who(seat)}'s {table.card_name(card)} stops it.")


@register
class RedirectKeeper(Effect):
    key = "redirect_keeper"
    uses = frozenset({"counter"})

    def counter(self, table: Table, window: Step, seat: int, card: str) -> None:
        table.state.stack[window.guard].target = seat
        table.log(f"{table.who(seat)}'s {table.card_name(card)} grabs the Keeper.")


class TagParams(NoParams):
    tag: str = Field(min_length=1)


@register
class RetaliateSteal(Effect):
    """Answer a steal of one of your own Keepers with the tag: the whole card
    or power use is cancelled, then you take a card at random from the hand of
    the player who tried (our design: It's a Trap! takes a Keeper instead)."""

    key = "retaliate_steal"
    uses = frozenset({"counter"})
    Params = TagParams

    def fits(self, table: Table, window: Step, seat: int, card: str) -> bool:
        tag = table.catalog.card_params(card, self.key).tag
        tags = table.catalog.tags
        return any(tag in tags[keeper] and table.owner(keeper) == seat for keeper in window.picked)

    def counter(self, table: Table, window: Step, seat: int, card: str) -> None:
        cancel_guarded(table, window)
        table.log(f"{table.who(seat)}'s {table.card_name(card)} stops it, and strikes back.")
        state = table.state
        thief = window.seat
        hand = state.hands[thief]
        if not hand:
            return
        took = hand.pop(state.rng.below(len(hand)))
        state.hands[seat].append(took)
        table.log(
            f"{table.who(seat)} takes a card at random from {table.who(thief)}'s hand.",
            {
                seat: f"You took {table.card_name(took)}.",
                thief: f"You lost {table.card_name(took)}.",
            },
        )
