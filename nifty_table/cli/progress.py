"""A progress bar for the long commands (simulate, bench), on a terminal only.

Nothing is drawn when stdout is not a terminal or the output is JSON, and a
run that ends within a second draws nothing either: the bar appears at the
first step after that second.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress, TaskID

SHOW_AFTER = 1.0  # seconds


def terminal_console() -> Console | None:
    """The console to draw on, or None when stdout is not a terminal."""
    if not sys.stdout.isatty():
        return None
    from rich.console import Console

    return Console()


class LateProgress:
    """Counts steps; shows a Rich bar once the run has lasted `show_after`
    (SHOW_AFTER unless told: a command that always runs long says 0)."""

    def __init__(
        self, total: int, label: str, enabled: bool = True, show_after: float | None = None
    ) -> None:
        self.total, self.label = total, label
        self.show_after = SHOW_AFTER if show_after is None else show_after
        self.console = terminal_console() if enabled else None
        self.started = time.monotonic()
        self.done = 0
        self._bar: Progress | None = None
        self._task: TaskID | None = None

    def __enter__(self) -> LateProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()

    def advance(self, steps: int = 1, label: str | None = None) -> None:
        self.done += steps
        if label:
            self.label = label
        if self.console is None:
            return
        if self._bar is None and time.monotonic() - self.started >= self.show_after:
            self._start()
        if self._bar is not None and self._task is not None:  # set together by _start
            self._bar.update(self._task, completed=self.done, description=self.label)

    def _start(self) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        self._bar = Progress(
            "{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=self.console,
            transient=True,  # gone when done: the report stays as it was
        )
        self._task = self._bar.add_task(self.label, total=self.total, completed=self.done)
        self._bar.start()
