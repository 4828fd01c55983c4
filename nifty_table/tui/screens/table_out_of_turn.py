"""Playing out of turn at a shared keyboard: someone presses ! and the
keyboard passes to them behind a curtain. Part of TableScreen (a mixin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.action_list import ActionList

if TYPE_CHECKING:
    from nifty_table.table.table import Table


class OutOfTurn(TablePart):
    table: Table

    def action_interrupt(self) -> None:
        """Someone claims the keyboard to play out of turn.

        Every other person can be picked whatever they hold, so the dialog
        tells nobody who could react.
        """
        prompt = self.table.prompt()
        if prompt is None or not self.allows_interrupts():
            return
        table = self.table
        people = [
            (i, table.name(i))
            for i in range(table.seat_count)
            if not table.is_computer(i) and i != prompt.seat
        ]
        if not people:
            self.notify("Nobody else at the table plays by keyboard.")
            return
        from nifty_table.tui.screens.pick_seat import PickSeatScreen

        def claimed(seat: int | None) -> None:
            if seat is None:
                return

            def lifted(_: str | None) -> None:
                self.table.claim(seat)
                self.after_curtain(seat)
                self.query_one("#choices", ActionList).focus()

            self.show_public()
            name = self.table.name(seat)
            self.curtain(seat, f"{name} claims the keyboard to play out of turn.", lifted)

        self.app.push_screen(PickSeatScreen("Who wants to play out of turn?", people), claimed)
