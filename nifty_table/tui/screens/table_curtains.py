"""The curtain between two people at one keyboard: raised when the table
says so, lifted by the person it names (whose view the screen then shows).
Part of TableScreen (a mixin)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from textual.containers import VerticalScroll

from nifty_table.table.transcript import recap
from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.seen_first import SeenFirst

# The newest log lines surely in view once a curtain lifts (the log is anchored to
# its foot, some six rows tall at 80x24): news among them needs no message.
LOG_FOOT = 2

if TYPE_CHECKING:
    from collections.abc import Callable

    from nifty_table.table.steps import Curtain


class Curtains(TablePart):
    def raise_curtain(self, curtain: Curtain) -> None:
        """Hide the table until `curtain.seat`'s person is ready; who just
        decided may take that back instead."""
        prompt = self.table.prompt()
        undo_by = curtain.undo_by

        def lifted(answer: str | None) -> None:
            if answer == "take_back" and undo_by is not None:
                # The screen stays public: after the take-back the keyboard
                # goes back to undo_by through a curtain of their own.
                if not self.take_back(undo_by):
                    self.advance()  # refused: the curtain goes up again
                return
            self.after_curtain(curtain.seat)
            if prompt is not None:
                self.focus_input(prompt)

        self.curtain(curtain.seat, curtain.reason, lifted, undo_by, curtain.recap, curtain.again)

    def curtain(
        self,
        seat: int,
        reason: str,
        lifted: Callable[[str | None], None],
        undo_by: int | None = None,
        since: list[str] | None = None,
        again: bool = False,
    ) -> None:
        """Hide the table until `seat`'s person is ready. The curtain tells
        them (in public words only) what happened since their last turn, and
        lets `undo_by` (who just decided) take that back instead; `again`:
        they had the keyboard before a moment in public."""
        from nifty_table.tui.screens.curtain import CurtainScreen

        name = self.table.name(seat)
        if since is None:
            since = recap(self.transcript.since(seat))
        undo_name = self.table.name(undo_by) if undo_by is not None else None
        self.app.clear_notifications()  # a message for the last person must not outlive them

        def answered(answer: str | None) -> None:
            if answer == "menu":
                self.action_menu()
            else:
                lifted(answer)

        ready = partial(lifted, None)  # drawn while the curtain still hides the table
        self.app.push_screen(CurtainScreen(name, reason, since, undo_name, ready, again), answered)

    def after_curtain(self, seat: int) -> None:
        """A person has just taken the keyboard: the screen is theirs; the log
        shows its newest lines again, even if the last person scrolled up;
        what only they may know since their last turn (a card given to them)
        is told at once, as the log may have moved on past it."""
        self.app.clear_notifications()
        news = self.table.lift(seat, log_shows=LOG_FOOT)
        self.redraw()
        self.query_one("#log-scroll", VerticalScroll).anchor()
        # Whatever the person may choose from first was drawn just now, for them:
        # a doubled Enter that lifted the curtain must not choose from it too.
        self.read_first()
        if news:
            self.notify("For you only: " + " ".join(news[-3:]), timeout=8, markup=False)

    def read_first(self) -> None:
        """What may be chosen from now is a new person's: it must be on screen
        a moment before their keys act, so the rest of a doubled Enter meant
        for the last person's choice (or for the curtain) chooses nothing."""
        for widget in self.walk_children():
            if isinstance(widget, SeenFirst):
                widget.read_first(self.app.lift_reading)
