"""A saved game's replay as a table: it answers with the frame of the step
shown, like a live table, and keeps the curtain's rule itself.

A finished game's replay may be watched from every seat, its log with every
private line. An unfinished one keeps to the seat who asked (or to the public
view, for a watcher who is nobody at the table): there is no way to ask it
for another seat's frames, nor for the state.
"""

from __future__ import annotations

from pathlib import Path

from nifty_table.engine import saves
from nifty_table.engine.contract import Prompt
from nifty_table.engine.match import Match
from nifty_table.engine.replay import Replay
from nifty_table.table.frame import Frame
from nifty_table.table.table import Table


class ReplayTable(Table):
    def __init__(self, match: Match) -> None:
        super().__init__(match, curtains=False)
        self._replay = Replay.of(match)
        self.at = 0  # the step shown: how many actions have been applied
        self._sitter: int | None = None  # the one seat an unfinished replay shows
        self._show(0 if self.finished else None)
        self.go_to(0)

    @classmethod
    def load(cls, path: Path) -> ReplayTable:
        """A save's replay (saves.SaveError if the file cannot be read)."""
        return cls(saves.load(path))

    @property
    def finished(self) -> bool:
        return self._replay.finished

    def __len__(self) -> int:
        return len(self._replay)

    def people_named(self) -> list[tuple[int, str]]:
        """The seats a person played: the views an unfinished replay may offer
        (a computer's hand is nobody's to see while its game can go on)."""
        return [(seat, self.name(seat)) for seat in self.people]

    def watch(self, seat: int | None) -> bool:
        """Show `seat`'s frames: any seat once the game is over; while it is
        not, only the first person who asked (never a computer's seat)."""
        if not self.finished:
            if seat is None or self._sitter not in (None, seat) or seat not in self.people:
                return False
            self._sitter = seat
        self._show(seat)
        return True

    def go_to(self, at: int) -> None:
        """Show the game as it stood after `at` actions (0: the deal)."""
        self.at = max(0, min(at, len(self)))
        self._match.state = self._replay.state_at(self.at)

    def turn_starts(self) -> list[int]:
        return self._replay.turn_starts()

    def said(self) -> str:
        """Who did what in the step shown, in public words."""
        if not self.at:
            return "The deal."
        step = self._replay.steps[self.at - 1]
        return f"{step.actor}: {self._replay.said(step)[0]}"

    @property
    def file_stamp(self) -> tuple[int, int, int] | None:
        """The save file as this replay read it (saves.file_stamp)."""
        return self._match.file_stamp

    def reload(self, path: Path) -> None:
        """Follow the newer save in `path` (saves.SaveError: mid-write or damaged)."""
        self.follow(saves.load(path))

    def follow(self, match: Match) -> None:
        """A newer save of the same game: its replay, still at its end if it was."""
        at_end = self.at == len(self)
        super().follow(match)
        self._replay = Replay.of(match)
        self.go_to(len(self) if at_end else self.at)

    def frame(self, thinking: Prompt | None = None) -> Frame:
        """The viewer's frame of the step shown: the steps so far as they may
        read them (every private line once the game is over); nobody is asked."""
        lines: list[str] = []
        for step in self._replay.steps[max(0, self.at - 60) : self.at]:
            lines += self._replay.step_lines(step, self.viewer)
        update = {"log": lines, "moves": self.at, "choices": [], "hint_for": None}
        return super().frame().model_copy(update=update)
