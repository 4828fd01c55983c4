"""Taking a decision back (u, Ctrl+Z) and cancelling a pending choice
(Escape). The engine decides whether a take-back is allowed (Match.take_back);
this part of TableScreen (a mixin) only asks, says how it went and saves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine.match import TakeBackRefused

if TYPE_CHECKING:
    from textual.timer import Timer

    from nifty_table.engine.match import Match


class TakeBack:
    match: Match
    viewer: int | None
    claimant: int | None
    _bot_timer: Timer | None
    _ended: bool

    def may_take_back(self) -> bool:
        """Whether u belongs in the footer: the game can take decisions back and
        there is a decision to take back. (Cheap on purpose: whether the engine
        allows it, which replays the log, is only asked when u is pressed.)"""
        return self.match.takes_back_at_all()

    def action_take_back(self) -> None:
        """The person at the keyboard takes back their last decision.

        The engine decides whether that is allowed (Match.take_back); the table
        only says what happened and rewrites the save."""
        seat = self.take_back_seat()
        if seat is not None and not self._ended:
            self.take_back(seat)

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
        self.claimant = None
        if seat != self.viewer:
            # The decision goes back to someone who is not the one on screen:
            # nobody's view until they lift a curtain of their own.
            self.viewer = None
        self.transcript = self.transcript.rebuilt(self.match.state.log)
        self.save_now(quiet=True)
        name = self.match.seats[seat].name
        self.notify(f"{name} took back: {'; '.join(taken.texts)}.", markup=False)
        self.advance()
        return True

    def take_back_seat(self) -> int | None:
        """Whose decision `u` takes back: the person whose view is on screen; but
        while the next decision is a public one (no curtain, anybody may be at
        the keys), the person who decided last, if that was a person."""
        prompt = self.match.prompt()
        last = self.match.actions[-1].seat if self.match.actions else None
        public = prompt is not None and not prompt.private
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
