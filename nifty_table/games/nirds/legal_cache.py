"""The legal actions worked out last, kept so that each list costs one computation.

Between two actions the player (or bot) asks for the legal actions and `apply`
checks the choice against them: the list is worked out once. One cache shared
by every NirdsGame, so an apply by any of them drops it; `apply` drops it before
it changes anything, and tests that edit a state by hand call `forget()`.

Opening a step (a trade partner, a recruit, a Scientist, a tactic card that
aims) changes nothing but `state.step`, and backing out of it (`cancel`) clears
it again: the state is then exactly as before, and so is its list. Random
players back out often, so the list from before the step is kept for that.
"""

from __future__ import annotations

import threading

from nifty_table.games.nirds.actions import NirdsAction
from nifty_table.games.nirds.state import NirdsState

# The actions that may open a step, and the step each opens (a tactic card
# that needs no aim opens none, even while a payment's step waits).
OPENS_STEP = {"offer": "offer", "recruit": "pay", "science": "science", "tactic": "tactic"}


class LegalCache:
    """`state` and its `legal` list (read directly: this is asked after every
    action), and the list from before that state's open step."""

    __slots__ = ("_before_step", "_step_state", "legal", "state")

    def __init__(self) -> None:
        self.forget()

    def forget(self) -> None:
        self.state: NirdsState | None = None
        self._step_state: NirdsState | None = None
        self.legal: list[NirdsAction] = []
        self._before_step: list[NirdsAction] = []

    def take(self, state: NirdsState) -> list[NirdsAction] | None:
        """Empty the cache before an action changes the state; the list from
        before this state's open step, if one was kept."""
        before = self._before_step if self._step_state is state else None
        self.state = self._step_state = None  # no list is read without its state
        return before

    def applied(
        self,
        state: NirdsState,
        action: NirdsAction,
        listed_before: list[NirdsAction] | None,
        before_step: list[NirdsAction] | None,
    ) -> None:
        """After the action was carried out: keep what is known to hold now."""
        if before_step and action.kind == "cancel":
            self.state, self.legal = state, before_step
        elif (
            state.step is not None
            and state.step.what == OPENS_STEP.get(action.kind)
            and state.step.seat == action.seat
            and listed_before
        ):
            self._step_state, self._before_step = state, listed_before


class PerThread(threading.local):
    """A LegalCache per thread, as `.cache`: a computer player may think on a
    worker thread (its own states) while the table asks about the real one.
    Callers fetch it once per call: every field read through a thread-local
    object costs several times a plain one's."""

    def __init__(self) -> None:
        self.cache = LegalCache()
