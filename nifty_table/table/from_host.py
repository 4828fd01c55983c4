"""The table as a remote seat has it: only the newest frame its host sent.

A game's table screen draws frames and asks its table what to do next; here
the answers come from that one frame (the host plays the game, this side
holds no state). It stands where a `Table` stands for the screen
(tui/remote_table.py) and answers every question a screen asks of a table:
who sees the screen (this seat), whether it decides now (its frame has
choices), and no curtain, computer, save or reaction window of its own.
"""

from __future__ import annotations

from typing import Any

from nifty_table.engine import registry
from nifty_table.engine.contract import Prompt
from nifty_table.table.frame import Frame
from nifty_table.table.policies import policy_for
from nifty_table.table.steps import Asks, Elsewhere, GameOver, Step


class FramesFromHost:
    save_path = None
    save_refused: str | None = None
    claimant: int | None = None
    remote: frozenset[int] = frozenset()

    def __init__(self, game_id: str, first: Frame) -> None:
        self.game_id = game_id
        self.held = first
        self.policy = policy_for(game_id)
        self.deck: Any = getattr(registry.load(game_id), "catalog", None)
        self.curtains, self.bot_delay, self.reaction_pause = False, 0.0, 0.0

    @property
    def viewer(self) -> int | None:
        return self.held.seat

    @property
    def round_ended(self) -> bool:
        return self.held.round_ended

    @property
    def people(self) -> list[int]:
        return [] if self.held.seat is None else [self.held.seat]

    def frame(self, thinking: Prompt | None = None) -> Frame:
        return self.held

    def next_step(self) -> Step:
        held = self.held
        if held.over or held.prompt is None:
            return GameOver()
        return Asks(held.prompt) if held.choices else Elsewhere(held.prompt)

    def name(self, seat: int) -> str:
        return self.held.names[seat]

    def prompt(self) -> Prompt | None:
        return self.held.prompt

    @property
    def over(self) -> bool:
        return self.held.result is not None

    @property
    def seat_count(self) -> int:
        return len(self.held.names)

    def is_computer(self, seat: int) -> bool:
        return False  # computers play at the host: none here (nothing to warm up or time)

    def thinking_text(self, prompt: Prompt) -> str:
        return prompt.text  # never asked: no computer decides on this side

    # -- the rest of what a screen may ask: the host's business, not this side's
    def save(self) -> str | None:
        return None

    def record(self, saves_dir: object) -> str | None:
        return None  # the host keeps the history

    def take_back_seat(self) -> int | None:
        return self.held.seat

    def may_take_back(self) -> bool:
        """u is offered to the seat that made the last move (the host says
        whether the game lets it be taken back)."""
        held = self.held
        return held.seat is not None and not held.over and held.last == held.seat

    def hint_seat(self) -> int | None:
        return None

    def allows_interrupts(self) -> bool:
        return False  # what this seat may play out of turn is in its frame's choices

    def decided_in_public(self, prompt: Prompt) -> bool:
        return not prompt.private

    def watched_by_all(self, prompt: Prompt) -> bool:
        return False

    def waiting_for_computer(self) -> bool:
        return False

    def reaction_window(self) -> None:
        return None

    def computer_pause(self, prompt: Prompt) -> float:
        return 0.0

    def lift(self, seat: int) -> list[str]:
        return []

    def hide(self) -> None: ...

    def claim(self, seat: int) -> None: ...

    def release_claim(self) -> None: ...
