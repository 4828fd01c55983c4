"""Keys act only on what was on screen when they were pressed.

Keys can outrun the screen: two quick Enters on a curtain are both queued
before the first one has lifted it, and the second would then choose from a
list (a hand, a board) its person has never seen. A widget people choose
from therefore answers its choosing keys only once its present content has
been drawn, and only keys pressed after that: a key carries the moment it
was read from the terminal, the widget the moment a frame with its content
was drawn (`render_lines`, called as the frame is put together).

The app asks `unseen_on_screen` just before a key's bindings act, about
the widget that has the keyboard then and about the screen (the curtain,
which has nothing to focus, and the end of a game are ones too): a key that
reached the screen while the keyboard was still on its way to that widget
(set just after a curtain lifts) is caught there too. It asks once more as a
key arrives, before a dialog's priority bindings (the trade dialog's Enter)
act on it.

Some content must also be read before a key may leave it: the end of a
game says who won, and an Enter typed at the table's pace a moment after it
showed was meant for the table (`reading_time`). So must the first list a
person sees after lifting a curtain: an Enter doubled on the curtain comes
after the list was drawn, yet was never meant for it (`read_first`).
"""

from __future__ import annotations

from collections.abc import Iterable
from time import monotonic

from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.strip import Strip

# Seconds the first list shown after a curtain must be on screen before its
# keys act: a doubled Enter (the two some 150 ms apart, found at the table)
# lifts the curtain and must not also choose from a list nobody has read.
LIFT_READING = 0.3


def keys_of(bindings: Iterable[Binding | tuple[str, ...]]) -> frozenset[str]:
    """Every key named by these bindings."""
    keys: set[str] = set()
    for binding in bindings:
        names = binding.key if isinstance(binding, Binding) else binding[0]
        keys.update(key.strip() for key in names.split(","))
    return frozenset(keys)


class SeenFirst:
    """A mixin, first in a widget's bases (Textual takes a widget's styles
    from its first widget base): its `CHOOSING_KEYS` act only on content
    drawn before they were pressed. The widget calls `unseen()` (or
    `showing(content)`) whenever it is given something new to choose from."""

    CHOOSING_KEYS: frozenset[str] = frozenset()
    _shown_at: float | None = None  # when the present content was first drawn
    _showing: object = None
    _read_first = 0.0  # seconds more the present content must be read (`read_first`)

    def unseen(self) -> None:
        """New content: no key may act on it until it has been drawn."""
        self._shown_at = None
        self._read_first = 0.0

    def read_first(self, seconds: float) -> None:
        """The present content must also have been on screen `seconds` before
        its keys act (the first list after a curtain); new content ends it."""
        self._read_first = seconds

    def showing(self, content: object) -> None:
        """`content` (comparable) is what may be chosen now; unseen if new."""
        if content != self._showing:
            self._showing = content
            self.unseen()

    @property
    def drawn(self) -> bool:
        return self._shown_at is not None

    def reading_time(self) -> float:
        """Seconds the content must have been on screen before its keys act."""
        return 0.0

    def shown_before(self, moment: float) -> bool:
        """Whether the present content was on screen (and read) by then."""
        if self._shown_at is None:
            return False
        return self._shown_at + self.reading_time() + self._read_first <= moment

    def render_lines(self, crop: Region) -> list[Strip]:
        lines = super().render_lines(crop)  # type: ignore[misc]
        if self._shown_at is None:
            self._shown_at = monotonic()
        return lines


def unseen_when_pressed(focused: object, event: events.Key) -> bool:
    """Whether `event` would choose from what `focused` drew only after the
    key was pressed: then it was not aimed at it, and does nothing."""
    return (
        isinstance(focused, SeenFirst)
        and event.key in focused.CHOOSING_KEYS
        and not focused.shown_before(event.time)
    )


def unseen_on_screen(focused: object, screen: object, event: events.Key) -> bool:
    """Whether `event` came too soon for the widget with the keyboard or for
    the screen itself (whose keys act wherever the keyboard is inside it)."""
    return any(unseen_when_pressed(node, event) for node in (focused, screen) if node is not None)
