"""Who decides now, and about what: the one question the engine is asking.

Worked out from the state after every applied action (turn.settle leaves the
state at the next decision). Limits come first: a seat over a limit decides
before anything else, then the top step of the stack, then the turn's phase.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table
from nifty_table.games.fluxx.turn import end_discard_due, limit_due


class DecisionKind(StrEnum):
    MAIN = "main"  # the active player plays a card, uses a free action or ends the turn
    DRAW = "draw"  # before the draw step: draw now, or first use a free action
    WINDOW = "window"  # a reaction window: continue, unless someone plays a Surprise
    EFFECT = "fx"  # a choice or question inside a card's effect (the step's handler)
    HAND_LIMIT = "limit-hand"  # discard down to the Hand Limit
    KEEPER_LIMIT = "limit-keeper"  # discard Keepers down to the Keeper Limit


# The members again as plain names: in Python 3.11 every `DecisionKind.X` is a
# lookup through the enum's metaclass (some 0.1 µs), and the engine reads
# several after each action.
MAIN, DRAW, WINDOW = DecisionKind.MAIN, DecisionKind.DRAW, DecisionKind.WINDOW
EFFECT, HAND_LIMIT, KEEPER_LIMIT = (
    DecisionKind.EFFECT,
    DecisionKind.HAND_LIMIT,
    DecisionKind.KEEPER_LIMIT,
)


class Decision(NamedTuple):
    kind: DecisionKind
    seat: int  # who decides
    step: Step | None  # the step asking (windows and effects), else None


# The decisions that name no step, built once per kind and seat (a game has
# at most 6 seats): one is worked out after nearly every action, and building
# a NamedTuple costs a call. PLAIN[kind][seat].
PLAIN = {kind: tuple(Decision(kind, seat, None) for seat in range(6)) for kind in DecisionKind}
LIMIT_KINDS = {"hand": PLAIN[HAND_LIMIT], "keeper": PLAIN[KEEPER_LIMIT]}


def work_out(
    table: Table, *, limits_clear: bool = False, due: tuple[int, str] | None = None
) -> Decision | None:
    """The decision the state is waiting for, or None once the game is over.

    `limits_clear`: the caller (`settle`, just now) found that no other seat
    owes a limit discard, so that check is skipped; `due`: it found the limit
    discard that is the decision now, (seat, "hand" or "keeper")."""
    if due is not None:
        return LIMIT_KINDS[due[1]][due[0]]
    state = table.state
    if state.winner is not None:
        return None
    stack = state.stack
    top = stack[-1] if stack else None
    if not limits_clear and (top is None or not top.hold):
        due = limit_due(table)
        if due is not None:
            return LIMIT_KINDS[due[1]][due[0]]
    if top is not None:
        if top.kind == "window":
            return Decision(WINDOW, state.active, top)
        return Decision(EFFECT, EFFECTS[top.handler].decider(table, top), top)
    phase = state.phase
    if phase == "play":
        return PLAIN[MAIN][state.active]
    if phase == "draw":
        return PLAIN[DRAW][state.active]
    if phase == "end":
        due = end_discard_due(table)
        if due is not None:
            return LIMIT_KINDS[due[1]][due[0]]
    return None
