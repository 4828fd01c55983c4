"""The log as each seat may read it: public lines for everyone, private lines
only for the seat they belong to.

Plain Python (no Textual), so what a seat can see is unit-tested without a
pilot. It also remembers where each seat last took the keyboard, for the
"since your last turn" recap shown when the curtain lifts.
"""

from __future__ import annotations

from collections.abc import Iterable

from nifty_table.engine.contract import Event
from nifty_table.engine.match import Match
from nifty_table.engine.replay import Replay
from nifty_table.engine.wording import plural

KEEP = 300  # lines kept in memory; the save holds the game's full public log
# The owner of a table note: a public line that is not part of the game's own
# log ("Ann asked for a hint"), so a take-back's rebuild does not look for it there.
NOTE = -1


class Transcript:
    def __init__(self, public_log: Iterable[str] = (), keep: int = KEEP) -> None:
        # (seat, text): seat None is a public line, a number is that seat's private line.
        self.entries: list[tuple[int | None, str]] = [(None, text) for text in public_log]
        self.keep = keep
        self.dropped = 0  # how many old entries were let go (keeps positions absolute)
        self.dropped_public = 0  # how many of those were public lines
        self.marks: dict[int, int] = {}  # seat -> position when it last took the keyboard
        # seat -> position when it last decided in public: the public lines
        # up to there are no news to it, its private lines still are.
        self.public_marks: dict[int, int] = {}
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

    def note(self, text: str) -> None:
        """A line everybody reads that the game itself did not log."""
        self.entries.append((NOTE, text))
        self._trim()

    def _trim(self) -> None:
        extra = len(self.entries) - self.keep
        if extra > 0:
            self.dropped_public += sum(owner is None for owner, _ in self.entries[:extra])
            del self.entries[:extra]
            self.dropped += extra

    def lines_for(self, seat: int | None, last: int = 60) -> list[str]:
        """The newest lines this seat may read (None: public lines only)."""
        lines = [
            text if owner is None or owner == NOTE else f"(you) {text}"
            for owner, text in self.entries
            if owner is None or owner == NOTE or (seat is not None and owner == seat)
        ]
        return lines[-last:]

    def rebuilt(self, public_log: list[str]) -> Transcript:
        """This transcript cut back to a shorter public log (after a take-back):
        the lines of what was taken back go, the private lines before them and
        each seat's recap mark stay where they were."""
        fresh = Transcript(keep=self.keep)
        fresh.dropped, fresh.dropped_public = self.dropped, self.dropped_public
        public, lined_up = self.dropped_public, self.dropped_public <= len(public_log)
        for owner, text in self.entries:
            if owner is None:
                if public == len(public_log):
                    break  # the first line of what was taken back
                if text != public_log[public]:
                    lined_up = False
                    break
                public += 1
            fresh.entries.append((owner, text))
        if not lined_up or public != len(public_log):
            fresh = Transcript(public_log, self.keep)  # cannot line up: public lines only
        for seat, position in self.marks.items():
            fresh.marks[seat] = min(position, fresh.end)
        for seat, position in self.public_marks.items():
            fresh.public_marks[seat] = min(position, fresh.end)
        return fresh

    # -- "since your last turn" ---------------------------------------------
    def mark(self, seat: int) -> None:
        """This seat has seen everything up to now (it just acted or looked)."""
        self.marks[seat] = self.end

    def mark_public(self, seat: int) -> None:
        """This seat decided in public: it read the table up to now (so its
        recap does not tell it its own move), but not its private lines."""
        self.public_marks[seat] = self.end

    def mark_last_moves(self, match: Match, seats: list[int]) -> None:
        """Each seat's recap starts after its last move in the match, so a
        resumed game's tells everything since that seat's last turn, not since
        it was loaded. A seat that never moved has seen nothing yet (the deal
        and its Creepers are news), except whoever decides first in a new
        game, who has the table before them."""
        prompt = match.prompt()
        try:
            since = Replay.of(match).lines_since_moves()
        except Exception:  # a game loaded as saved, whose log does not replay
            since = {}
        for seat in seats:
            if not match.actions and prompt is not None and seat == prompt.seat:
                self.mark(seat)
            else:
                self._mark_before(seat, since.get(seat))

    def _mark_before(self, seat: int, lines: int | None) -> None:
        """This seat has seen all but the newest `lines` public lines (None:
        none of those kept)."""
        index = len(self.entries)
        while lines is not None and lines > 0 and index > 0:
            index -= 1
            lines -= self.entries[index][0] is None
        self.marks[seat] = self.dropped + (index if lines == 0 else 0)

    def private_since(self, seat: int, but_newest: int = 0) -> list[str]:
        """This seat's own private lines added since its mark (what only it
        may read: a card it was given, one it drew), leaving out those among
        the `but_newest` newest lines of the log."""
        start = self.marks.get(seat)
        if start is None:
            return []
        first = max(start - self.dropped, 0)
        last = len(self.entries) - but_newest
        return [text for owner, text in self.entries[first:last] if owner == seat]

    def since(self, seat: int) -> list[str]:
        """Public lines added since this seat's mark; [] if it has none yet
        (its first turn: the log itself tells the story so far)."""
        start = self.marks.get(seat)
        if start is None:
            return []
        start = max(start, self.public_marks.get(seat, start))
        first = max(start - self.dropped, 0)
        return [
            text
            for owner, text in self.entries[first:]
            if owner in (None, NOTE) and not text.startswith("— ")  # a heading is no news
        ]


def recap(lines: list[str], limit: int = 8) -> list[str]:
    """A short "since your last turn": the newest lines (the same line told
    several times in a row once, with how many times: seven Hand Limit
    discards would fill it), after a heading that says how many older lines
    the log holds. [] when nothing happened."""
    if not lines:
        return []
    runs = repeats(lines)[-limit:]
    earlier = len(lines) - sum(times for _, times in runs)
    shown = [told(line, times) for line, times in runs]
    head = "Since your last turn:"
    if earlier:
        head = f"Since your last turn ({plural(earlier, 'earlier line')} in the log):"
    return [head, *shown]


def collapsed(lines: list[str]) -> list[str]:
    """The lines with each run of one line told once, with how many times
    (the log panel is narrow: four Hand Limit discards would take four rows)."""
    return [told(line, times) for line, times in repeats(lines)]


def told(line: str, times: int) -> str:
    return line if times == 1 else f"{line} ({times} times)"


def repeats(lines: list[str]) -> list[tuple[str, int]]:
    """Each run of the same line, in order, with its length."""
    runs: list[tuple[str, int]] = []
    for line in lines:
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    return runs
