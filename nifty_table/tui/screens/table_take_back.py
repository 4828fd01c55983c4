"""Taking a decision back (u, Ctrl+Z) and cancelling a pending choice
(Escape). The engine decides whether a take-back is allowed (Match.take_back);
this part of TableScreen (a mixin) only asks, says how it went and saves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine.contract import TakeBackRefused
from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.action_list import ActionList

if TYPE_CHECKING:
    from textual.timer import Timer

    from nifty_table.table.table import Table


class TakeBack(TablePart):
    table: Table
    _bot_timer: Timer | None
    _ended: bool

    def may_take_back(self) -> bool:
        """Whether u belongs in the footer: the table would take back the
        decision of the seat u acts for."""
        return self.table.may_take_back()

    def action_take_back(self) -> None:
        """The person at the keyboard takes back their last decision.

        The engine decides whether that is allowed (Match.take_back); the table
        only says what happened and rewrites the save."""
        seat = self.table.take_back_seat()
        if seat is not None and not self._ended:
            self.take_back(seat)

    def action_take_back_refused(self) -> None:
        """u pressed while the footer does not offer it: the engine says why."""
        self.action_take_back()

    def take_back(self, seat: int) -> bool:
        """Ask the table to take back `seat`'s last decision; say how it went."""
        try:
            taken = self.table.take_back(seat)
        except TakeBackRefused as exc:
            self.notify(f"Cannot take back: {exc.reason}.", severity="warning", markup=False)
            return False
        if self._bot_timer is not None:  # a computer was about to answer the old state
            self._bot_timer.stop()
            self._bot_timer = None
        self.drop_thought()  # nor may a computer's answer to it, still being thought
        self.save_now(quiet=True)
        name = self.table.name(seat)
        if self.table.viewer is None:
            # A public screen: what was taken back may be a card now back in a
            # hidden hand, so the table is told only that it happened.
            self.notify(f"{name} took back their last decision.", markup=False)
        else:
            self.notify(f"{name} took back: {'; '.join(taken.texts)}.", markup=False)
        # The cursor waits on the choice just taken back (the decision, not the
        # forced steps after it), wherever the list is offered next.
        self.query_one("#choices", ActionList).prefer(taken.actions[0])
        self.advance()
        return True

    def action_cancel_choice(self) -> None:
        """Escape cancels a choice that a free action asked for, before it is made."""
        if self.cancellable():
            self.action_take_back()

    def cancellable(self) -> bool:
        """Whether the pending choice belongs to an action Escape may cancel."""
        return False
