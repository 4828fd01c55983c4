"""The table's computer seats: when they move, with which strategy, and
when they play out of turn. Part of TableScreen (a mixin): it uses the
screen's match, timers and submit()."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine import elsewhere, strategies
from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.table.thinking import thinks_long
from nifty_table.tui.screens.table_thinking import Thinking

if TYPE_CHECKING:
    from textual.timer import Timer

    from nifty_table.table.table import Table


class ComputerSeats(Thinking):
    table: Table
    _bot_timer: Timer | None

    def bot_move(self) -> None:
        self._bot_timer = None
        prompt = self.table.prompt()
        if not self.is_current or prompt is None or self.claimant is not None:
            return  # a dialog is up, or a person plays out of turn: wait for them
        strategy = self.strategy_for(prompt.seat)
        if thinks_long(strategy):
            self.think(prompt.seat, strategy, self.bot_rng())  # played by Thinking when it comes
            return
        self.play_for(prompt.seat, self.table.computer_choice(prompt.seat))

    def play_for(self, seat: int, action: Action) -> None:
        """Play a computer seat's decision; never one for another seat."""
        self.submit(self.table.own_action(seat, action))

    def bot_rng(self) -> Rng:
        return self.table.bot_rng()

    def strategy_for(self, seat: int) -> strategies.Strategy:
        return self.table.strategy_for(seat)

    def warm_thinkers(self) -> None:
        """Start the process the hard seats decide in while people read the
        table, so the first decision takes only its own time."""
        for seat in range(self.table.seat_count):
            if self.table.is_computer(seat):
                strategy = self.strategy_for(seat)
                if thinks_long(strategy) and elsewhere.can_send(strategy):
                    elsewhere.warm(self.table.game_id)
                    return

    def bot_react(self, action: Action) -> None:
        """A computer's out-of-turn play, when its pause is over (the timer is
        spent: a stale one would keep the next computer turn from starting)."""
        self._bot_timer = None
        self.submit(action)

    def on_screen_resume(self) -> None:
        # Back from help or a dialog while a computer seat was waiting to move.
        waiting = self.table.waiting_for_computer()
        if waiting and self._bot_timer is None and not self.play_thought():
            prompt = self.table.prompt()
            assert prompt is not None
            self._bot_timer = self.set_timer(self.table.computer_pause(prompt), self.bot_move)
