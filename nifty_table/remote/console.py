"""The host as a plain console (`nifty-table host` with nobody at its
keyboard): it says when the game waits on a seat whose person left, and the
line "c" (then Enter) lets a computer play that seat until they rejoin."""

from __future__ import annotations

import asyncio
import contextlib
import io
import sys

from nifty_table.remote.host import Host


class ConsoleHost(Host):
    def __init__(self, *args: object, **kw: object) -> None:
        super().__init__(*args, **kw)  # type: ignore[arg-type]
        self._said: tuple[int, int] | None = None  # (seat, moves) last said: once each
        self._tasks: set[asyncio.Task[None]] = set()

    def save_refused(self, reason: str) -> None:
        print(
            f"Could not save the game: {reason}. Play goes on; it is kept in memory.",
            file=sys.stderr,
            flush=True,
        )

    def after_move(self) -> None:
        self.seats_changed()  # the game may now wait on someone who left

    def seats_changed(self) -> None:
        seat = self.left_waited_on()
        if seat is None or self._said == (seat, self.moves):
            return
        self._said = (seat, self.moves)
        name = self.table.name(seat)
        print(
            f"{name} has left. Type c and Enter to let the computer play for {name} "
            "until they rejoin.",
            flush=True,
        )

    def read_keyboard(self) -> None:
        """Read lines typed at this console while the game runs (if it has one)."""
        with contextlib.suppress(OSError, ValueError, io.UnsupportedOperation):
            asyncio.get_running_loop().add_reader(sys.stdin.fileno(), self._typed)

    def stop_reading(self) -> None:
        with contextlib.suppress(OSError, ValueError, io.UnsupportedOperation):
            asyncio.get_running_loop().remove_reader(sys.stdin.fileno())

    def _typed(self) -> None:
        line = sys.stdin.readline()
        if not line:  # stdin closed: nothing more to read
            self.stop_reading()
            return
        self.typed(line)

    def typed(self, line: str) -> None:
        """A line typed at the console."""
        seat = self.left_waited_on()
        if line.strip().lower() != "c" or seat is None:
            return
        print(f"The computer plays for {self.table.name(seat)}.", flush=True)
        task = asyncio.get_running_loop().create_task(self.let_computer_play(seat))
        self._tasks.add(task)  # kept until done (the loop holds tasks weakly)
        task.add_done_callback(self._tasks.discard)
