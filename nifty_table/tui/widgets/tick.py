"""A checkbox whose mark and words tell on from off, never its colour alone."""

from __future__ import annotations

from typing import Any

from textual.widgets import Checkbox


class Tick(Checkbox):
    """Shows `X` when on and a blank when off (Textual's own checkbox draws an
    `X` either way and tells them apart by colour); its label may change too."""

    def __init__(self, on: str, off: str | None = None, value: bool = False, **kwargs: Any) -> None:
        self.on_words, self.off_words = on, on if off is None else off
        super().__init__(self.words(value), value, **kwargs)
        self.BUTTON_INNER = "X" if value else " "

    def words(self, value: bool) -> str:
        return self.on_words if value else self.off_words

    # Textual hands the new value to a watcher that takes one.
    def watch_value(self, value: bool) -> None:  # type: ignore[override]
        self.BUTTON_INNER = "X" if value else " "
        self.label = self.words(value)
        super().watch_value()  # the Changed message
