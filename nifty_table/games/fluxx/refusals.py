"""Why an action is refused: the reason a person reads, worked out only when
`apply` refuses (never on the way of a legal action)."""

from __future__ import annotations

from nifty_table.games.fluxx.actions import FluxxAction, PlaySurprise
from nifty_table.games.fluxx.decision import Decision
from nifty_table.games.fluxx.table import Table


def why_not(table: Table, decision: Decision | None, action: FluxxAction) -> str:
    state = table.state
    if decision is None:
        return "The game is over."
    seat = decision.seat
    if not 0 <= action.seat < len(state.seats):
        return f"There is no seat {action.seat}."
    if isinstance(action, PlaySurprise):
        return f"{table.who(action.seat)} cannot play that Surprise now."
    if action.seat != seat:
        return f"It is {table.who(seat)}'s decision now, not {table.who(action.seat)}'s."
    return f"That is not one of {table.who(seat)}'s choices now."
