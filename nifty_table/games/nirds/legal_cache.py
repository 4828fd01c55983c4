"""The legal actions worked out last, kept so that each list costs one computation.

Between two actions the player (or bot) asks for the legal actions and `apply`
checks the choice against them: the list is worked out once. One slot shared by
every NirdsGame, so an apply by any of them drops it; `apply` drops it before it
changes anything, and tests that edit a state by hand call `forget()`.

Opening a step (a trade partner, a recruit, a Scientist, a tactic card that
aims) changes nothing but `state.step`, and backing out of it (`cancel`) clears
it again: the state is then exactly as before, and so is its list. Random
players back out often, so the list from before the step is kept for that.
"""

from __future__ import annotations

from nifty_table.games.nirds.actions import NirdsAction
from nifty_table.games.nirds.state import NirdsState

# The actions that may open a step (a tactic card that needs no aim does not).
OPENS_STEP = frozenset({"offer", "recruit", "science", "tactic"})

_now: list = [None, []]  # [state, its legal actions]
_before_step: list = [None, []]  # [state, its legal actions before the open step]


def listed(state: NirdsState) -> list[NirdsAction] | None:
    """The kept list of this state, or None."""
    return _now[1] if _now[0] is state else None


def keep(state: NirdsState, legal: list[NirdsAction]) -> None:
    _now[0], _now[1] = state, legal


def forget() -> None:
    _now[:] = [None, []]
    _before_step[:] = [None, []]


def take(state: NirdsState) -> list[NirdsAction] | None:
    """Empty the cache before an action changes the state; the list from
    before this state's open step, if one was kept."""
    before = _before_step[1] if _before_step[0] is state else None
    forget()
    return before


def applied(
    state: NirdsState,
    action: NirdsAction,
    listed_before: list[NirdsAction] | None,
    before_step: list[NirdsAction] | None,
) -> None:
    """After the action was carried out: keep what is known to hold now."""
    if action.kind == "cancel" and before_step:
        keep(state, before_step)
    elif state.step is not None and action.kind in OPENS_STEP and listed_before:
        _before_step[:] = [state, listed_before]
