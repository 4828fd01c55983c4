"""Taking a decision back (u, Ctrl+Z) and cancelling a pending choice
(Escape). The engine decides whether a take-back is allowed (Match.take_back);
this part of TableScreen (a mixin) only asks, says how it went and saves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine.match import TakeBackRefused
from nifty_table.tui.screens.table_parts import TablePart
from nifty_table.tui.widgets.action_list import ActionList

if TYPE_CHECKING:
    from textual.timer import Timer

    from nifty_table.engine.match import Match


class TakeBack(TablePart):
    match: Match
    viewer: int | None
    claimant: int | None
    _bot_timer: Timer | None
    _ended: bool
    # The last footer answer: (state object, action count, seat, may take back).
    _take_back_answer: tuple[object, int, int, bool] | None = None

    def may_take_back(self) -> bool:
        """Whether u belongs in the footer: the engine would take back the
        decision of the seat u acts for. Asking replays the log, so the answer
        is kept until the game moves on (another action, a take-back: a new
        state object) or u would act for someone else."""
        if not self.match.takes_back_at_all():
            return False
        seat = self.take_back_seat()
        if seat is None:
            return False
        state, count = self.match.state, len(self.match.actions)
        kept = self._take_back_answer
        if kept is not None and kept[0] is state and kept[1:3] == (count, seat):
            return kept[3]
        answer = self.match.can_take_back(seat)
        self._take_back_answer = (state, count, seat, answer)
        return answer

    def action_take_back(self) -> None:
        """The person at the keyboard takes back their last decision.

        The engine decides whether that is allowed (Match.take_back); the table
        only says what happened and rewrites the save."""
        seat = self.take_back_seat()
        if seat is not None and not self._ended:
            self.take_back(seat)

    def action_take_back_refused(self) -> None:
        """u pressed while the footer does not offer it: the engine says why."""
        self.action_take_back()

    def take_back(self, seat: int) -> bool:
        """Ask the engine to take back `seat`'s last decision; say how it went."""
        try:
            taken = self.match.take_back(seat)
        except TakeBackRefused as exc:
            self.notify(f"Cannot take back: {exc.reason}.", severity="warning", markup=False)
            return False
        if self._bot_timer is not None:  # a computer was about to answer the old state
            self._bot_timer.stop()
            self._bot_timer = None
        self.drop_thought()  # nor may a computer's answer to it, still being thought
        self.claimant = None
        if seat != self.viewer:
            # The decision goes back to someone who is not the one on screen:
            # nobody's view until they lift a curtain of their own.
            self.viewer = None
        self.transcript = self.transcript.rebuilt(self.match.state.log)
        self.save_now(quiet=True)
        name = self.match.seats[seat].name
        if self.viewer is None:
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

    def take_back_seat(self) -> int | None:
        """Whose decision `u` takes back: the person whose view is on screen; but
        while the next decision is a public one or one the whole table watches
        (a reaction window: no curtain, anybody may be at the keys), the person
        who decided last, if that was a person. Someone who claimed the
        keyboard out of turn holds it: u is theirs, never the last mover's."""
        if self.claimant is not None:
            return self.claimant
        prompt = self.match.prompt()
        last = self.match.actions[-1].seat if self.match.actions else None
        public = prompt is not None and self.decided_in_public(prompt)
        if public and last is not None and not self.match.seats[last].bot:
            return last
        return self.viewer

    def action_cancel_choice(self) -> None:
        """Escape cancels a choice that a free action asked for, before it is made."""
        if self.cancellable():
            self.action_take_back()

    def cancellable(self) -> bool:
        """Whether the pending choice belongs to an action Escape may cancel."""
        return False
