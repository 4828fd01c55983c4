"""The table's computer seats: when they move, with which strategy, and
when they play out of turn. Part of TableScreen (a mixin): it uses the
screen's match, timers and submit()."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine import elsewhere, levels, strategies
from nifty_table.engine.contract import Action, Prompt
from nifty_table.engine.rng import Rng
from nifty_table.tui import handoff
from nifty_table.tui.screens.table_thinking import Thinking, thinks_long

if TYPE_CHECKING:
    from textual.timer import Timer

    from nifty_table.engine.match import Match


class ComputerSeats(Thinking):
    match: Match
    _bot_timer: Timer | None
    _strategies: dict[int, strategies.Strategy]

    def bot_move(self) -> None:
        self._bot_timer = None
        prompt = self.match.prompt()
        if not self.is_current or prompt is None or self.claimant is not None:
            return  # a dialog is up, or a person plays out of turn: wait for them
        rng = self.bot_rng()
        strategy = self.strategy_for(prompt.seat)
        if thinks_long(strategy):
            self.think(prompt.seat, strategy, rng)  # played by Thinking when it comes
            return
        self.play_for(
            prompt.seat, strategies.decide(self.match.game, self.match.state, strategy, rng)
        )

    def play_for(self, seat: int, action: Action) -> None:
        """Play a computer seat's decision; never one for another seat."""
        if action.seat != seat:
            own = [a for a in self.match.legal_actions() if a.seat == seat]
            action = self.bot_rng().choice(own)
        self.submit(action)

    def bot_rng(self) -> Rng:
        return handoff.bot_rng(self.match)

    def strategy_for(self, seat: int) -> strategies.Strategy:
        """The computer player of a seat, at the seat's level; one per seat for
        the whole game (a strategy may remember what it tried)."""
        if seat not in self._strategies:
            self._strategies[seat] = levels.for_seat(self.match.game_id, self.match.seats[seat])
        return self._strategies[seat]

    def warm_thinkers(self) -> None:
        """Start the process the hard seats decide in while people read the
        table, so the first decision takes only its own time."""
        for seat, info in enumerate(self.match.seats):
            if info.bot:
                strategy = self.strategy_for(seat)
                if thinks_long(strategy) and elsewhere.can_send(strategy):
                    elsewhere.warm(self.match.game_id)
                    return

    def bot_interrupt(self, prompt: Prompt) -> bool:
        """Give computer seats that may react now the chance to; True if one did."""
        for seat, info in enumerate(self.match.seats):
            if not info.bot or seat == prompt.seat:
                continue
            strategy = self.strategy_for(seat)
            action = strategies.react(
                self.match.game, self.match.state, seat, strategy, self.bot_rng()
            )
            if action is not None:
                self._bot_timer = self.set_timer(
                    handoff.bot_pause(self.app.bot_delay), lambda a=action: self.bot_react(a)
                )
                return True
        return False

    def bot_react(self, action: Action) -> None:
        """A computer's out-of-turn play, when its pause is over (the timer is
        spent: a stale one would keep the next computer turn from starting)."""
        self._bot_timer = None
        self.submit(action)

    def on_screen_resume(self) -> None:
        # Back from help or a dialog while a computer seat was waiting to move.
        prompt = self.match.prompt()
        waiting = prompt and self.match.seats[prompt.seat].bot and self.claimant is None
        if waiting and prompt is not None and self._bot_timer is None and not self.play_thought():
            self._bot_timer = self.set_timer(self.computer_pause(prompt), self.bot_move)
