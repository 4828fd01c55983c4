"""Reaction windows, timed by the table: after a card one could answer, the
table asks "anyone?" and goes on by itself after the reaction pause, unless
someone claims the keyboard or the game moves meanwhile. Part of `Table` (a
mixin): the table decides; whoever drives it only counts the seconds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from nifty_table.engine.contract import Action

if TYPE_CHECKING:
    from nifty_table.engine.match import Match
    from nifty_table.table.policies import TablePolicy


@dataclass(frozen=True)
class Window:
    go_on: Action  # the 'continue' that closes it
    at: int  # actions played when it opened
    pause: float  # seconds before it goes on by itself


class Windows:
    _match: Match
    policy: TablePolicy
    claimant: int | None
    reaction_pause: float

    def reaction_window(self) -> Window | None:
        """The reaction window open now, if any, and how long it waits."""
        match = self._match
        prompt = match.prompt()
        if self.claimant is not None or prompt is None or match.result() is not None:
            return None
        go_on = self.policy.window_go_on(match, prompt)
        if go_on is None:
            return None
        return Window(go_on, len(match.actions), self.reaction_pause)

    def window_open(self, window: Window) -> bool:
        """Whether `window` still waits: nothing played since, nobody claimed."""
        return self.claimant is None and len(self._match.actions) == window.at

    def window_closes(self, window: Window) -> Action | None:
        """Its time is up: the 'continue' to play, if the window still waits."""
        return window.go_on if self.window_open(window) else None
