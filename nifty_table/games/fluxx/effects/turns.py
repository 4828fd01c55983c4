"""Actions about turns: another one, a bound one, or hiding in your bunk."""

from __future__ import annotations

from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.registry import ChooseOpponent, Effect, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


@register
class TakeAnotherTurn(Effect):
    key = "take_another_turn"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        state = table.state
        if state.extra:  # never more than two turns in a row from this card
            table.log("This is already an extra turn: no third one.")
            return
        state.another = True
        table.log(f"{table.who(src.seat)} will take another turn after this one.")


@register
class BoundByLaw(ChooseOpponent):
    """Binding takes nothing from anyone, so protected players can be bound."""

    key = "bound_by_law"
    uses = frozenset({"action"})

    def candidates(self, table: Table, seat: int) -> list[int]:
        return table.others(seat, unprotected=False)

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.target is None:
            return
        if action.target not in table.state.bound_next:
            table.state.bound_next.append(action.target)
        table.log(
            f"{table.who(action.target)}'s next turn is bound by law: "
            "they draw as usual and play nothing."
        )


@register
class InMyBunk(Effect):
    key = "in_my_bunk"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        state = table.state
        if src.seat not in state.protected:
            state.protected.append(src.seat)
        if src.seat == state.active:
            state.phase = "end"  # the turn ends now; the limits still apply
            state.closed = True
        table.log(f"{table.who(src.seat)} hides in their bunk: untouchable until their next turn.")
