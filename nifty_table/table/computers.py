"""The table's computer seats: their strategies (one per seat, at the seat's
level), their decisions and out-of-turn plays, and how long the table waits
for them. Part of `Table` (a mixin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine import levels, strategies
from nifty_table.engine.choosing import Strategy
from nifty_table.engine.contract import Action, Prompt
from nifty_table.engine.rng import Rng
from nifty_table.table import handoff

if TYPE_CHECKING:
    from nifty_table.engine.match import Match
    from nifty_table.table.policies import TablePolicy


class ComputerSeats:
    _match: Match
    policy: TablePolicy
    strategies: dict[int, Strategy]  # (the module's name is shadowed here)
    claimant: int | None
    bot_delay: float
    reaction_pause: float
    # Remote seats a computer plays for now, as the host chose when their
    # person left; a seat is theirs again when they rejoin (remote/host.py).
    stand_ins: set[int]

    def computer_plays(self, seat: int) -> bool:
        """Whether a computer decides for `seat` (its own, or standing in)."""
        return self._match.seats[seat].bot or seat in self.stand_ins

    def strategy_for(self, seat: int) -> Strategy:
        """The computer player of a seat, at the seat's level; one per seat for
        the whole game (a strategy may remember what it tried)."""
        if seat not in self.strategies:
            self.strategies[seat] = levels.for_seat(self._match.game_id, self._match.seats[seat])
        return self.strategies[seat]

    def bot_rng(self) -> Rng:
        return handoff.bot_rng(self._match)

    def computer_choice(self, seat: int) -> Action:
        """The computer seat's decision, made here and now (a quick strategy)."""
        strategy = self.strategy_for(seat)
        return strategies.decide(self._match.game, self._match.state, strategy, self.bot_rng())

    def own_action(self, seat: int, action: Action) -> Action:
        """A computer seat's decision, never one for another seat."""
        if action.seat == seat:
            return action
        own = [a for a in self._match.legal_actions() if a.seat == seat]
        return self.bot_rng().choice(own)

    def computer_reaction(self, prompt: Prompt) -> Action | None:
        """An out-of-turn play of a computer seat that may react now, if any."""
        for seat in self.policy.reacting_seats(self._match, prompt):
            if not self.computer_plays(seat):
                continue
            strategy = self.strategy_for(seat)
            action = strategies.react(
                self._match.game, self._match.state, seat, strategy, self.bot_rng()
            )
            if action is not None:
                return action
        return None

    def computer_pause(self, prompt: Prompt) -> float:
        """How long the table waits before a computer seat answers `prompt`."""
        pause = handoff.bot_pause(self.bot_delay)
        return self.policy.computer_pause(self._match, prompt, pause, self.reaction_pause)

    def waiting_for_computer(self) -> bool:
        """Whether a computer seat is to decide now (nobody plays out of turn)."""
        prompt = self._match.prompt()
        return bool(prompt and self.computer_plays(prompt.seat) and self.claimant is None)
