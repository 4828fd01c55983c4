"""What TableScreen's mixins (the computer seats, thinking, take-back, out of
turn, hints, replay) may use of the table they are part of, for the type
checker: while type checking, each mixin derives from TablePart, a Screen
with the table's attributes; at run time TablePart is object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual import getters
    from textual.screen import Screen

    from nifty_table.engine.contract import Action, Prompt
    from nifty_table.engine.match import Match
    from nifty_table.engine.rng import Rng
    from nifty_table.tui.app import NiftyApp
    from nifty_table.tui.transcript import Transcript

    class TablePart(Screen[None]):
        match: Match
        viewer: int | None
        claimant: int | None
        transcript: Transcript

        app = getters.app(NiftyApp)  # as Textual types its own `app`

        def bot_rng(self) -> Rng: ...
        def thinking_text(self, prompt: Prompt) -> str: ...
        def computer_pause(self, prompt: Prompt) -> float: ...
        def drop_thought(self) -> None: ...
        def save_now(self, quiet: bool = False) -> bool: ...
        def advance(self) -> None: ...
        def decided_in_public(self, prompt: Prompt) -> bool: ...
        def allows_interrupts(self) -> bool: ...
        def show_to(self, viewer: int | None, thinking: Prompt | None = None) -> None: ...
        def after_curtain(self, seat: int) -> None: ...
        def curtain(
            self,
            seat: int,
            reason: str,
            lifted: Callable[[str | None], None],
            undo_by: int | None = None,
        ) -> None: ...
        def submit(self, action: Action) -> bool: ...
        def play_for(self, seat: int, action: Action) -> None: ...
        def render_all(self, thinking: Prompt | None = None) -> None: ...
        def render_log(self) -> None: ...
else:
    TablePart = object
