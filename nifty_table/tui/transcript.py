"""The log as each seat may read it: public lines for everyone, private lines
only for the seat they belong to.

Plain Python (no Textual), so what a seat can see is unit-tested without a
pilot. It also remembers where each seat last took the keyboard, for the
"since your last turn" recap shown when the curtain lifts.
"""

from __future__ import annotations

from collections.abc import Iterable

from nifty_table.engine.contract import Event

KEEP = 300  # lines kept in memory; the save holds the game's full public log


class Transcript:
    def __init__(self, public_log: Iterable[str] = (), keep: int = KEEP) -> None:
        # (seat, text): seat None is a public line, a number is that seat's private line.
        self.entries: list[tuple[int | None, str]] = [(None, text) for text in public_log]
        self.keep = keep
        self.dropped = 0  # how many old entries were let go (keeps positions absolute)
        self.marks: dict[int, int] = {}  # seat -> position when it last took the keyboard
        self._trim()

    @property
    def end(self) -> int:
        """The absolute position just after the newest entry."""
        return self.dropped + len(self.entries)

    def add(self, events: Iterable[Event]) -> None:
        for event in events:
            if event.text:
                self.entries.append((None, event.text))
            self.entries.extend(event.private.items())
        self._trim()

    def _trim(self) -> None:
        extra = len(self.entries) - self.keep
        if extra > 0:
            del self.entries[:extra]
            self.dropped += extra

    def lines_for(self, seat: int | None, last: int = 60) -> list[str]:
        """The newest lines this seat may read (None: public lines only)."""
        lines = [
            text if owner is None else f"(you) {text}"
            for owner, text in self.entries
            if owner is None or (seat is not None and owner == seat)
        ]
        return lines[-last:]
