"""An option list that tells its screen at once when its cursor moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.widgets import OptionList


class CursorList(OptionList):
    """`moved` is called while the key that moved the cursor is handled, so
    what follows the cursor (a card's text, a trade's outcome) is drawn in the
    list's own frame. A highlight message is handled after that frame, and
    Textual draws the next one up to two frames (33 ms) later."""

    _moved: Callable[[], None] | None = None  # the cursor moves during __init__ too

    def __init__(self, *options: Any, moved: Callable[[], None] | None = None, **kwargs: Any):
        super().__init__(*options, **kwargs)
        self._moved = moved

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if self._moved is not None and self.is_attached:
            self._moved()
