"""The table's saves: after every action, on Ctrl+S, and on the way out.
Part of TableScreen (a mixin).

A save can be refused: another window holds the file, or it changed since
this window read it. The table then remembers why, and leaving it (to the
menu, or quitting) says the moves since are not saved and offers to keep
them under a new name instead of claiming the game is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nifty_table.engine import saves
from nifty_table.tui.screens.table_parts import TablePart

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from nifty_table.table.table import Table


class Saving(TablePart):
    table: Table

    @property
    def save_refused(self) -> str | None:
        """Why the last save was refused; None: it went through."""
        return self.table.save_refused

    def save_now(self, quiet: bool = False) -> bool:
        if self.table.save_path is None:
            return False
        problem = self.table.save()
        if problem is not None:
            self.notify(f"Could not save: {problem}", severity="error", timeout=8, markup=False)
            return False
        if not quiet:
            self.notify(f"Saved to {self.table.save_path}", markup=False)
        return True

    def action_save(self) -> None:
        self.save_now()

    def action_menu(self) -> None:
        self.leave("Back to the menu", self.app.go_to_menu)

    def leave(self, leaving: str, go: Callable[[], None]) -> None:
        """Save, then `go` (to the menu, out of the app); when the save is
        refused, ask first (`ask_before_leaving`)."""
        if self.save_path is None or self.save_now(quiet=True):
            go()
        else:
            self.ask_before_leaving(leaving, go)

    def ask_before_leaving(self, leaving: str, go: Callable[[], None]) -> None:
        """The save was refused: save under a new name and `go`, `leaving`
        without saving, or stay at the table."""
        from nifty_table.tui.screens.unsaved import UnsavedScreen

        def answered(choice: str | None) -> None:
            if choice == "leave":
                go()
            elif choice == "new":
                path = self.save_under_new_name()
                if path is not None:
                    go()  # (the menu clears the table's notices: this one comes after)
                    self.app.notify(f"Saved under a new name: {path.name}", markup=False)

        self.app.push_screen(UnsavedScreen(self.save_refused or "", leaving), answered)

    def save_under_new_name(self) -> Path | None:
        """Keep the game in a new file beside the refused one and play on from
        that file; None (and why, on screen) when that fails too."""
        from nifty_table.engine import save_lock

        try:
            return self.table.save_under_new_name()
        except (saves.SaveError, save_lock.SaveLocked, OSError) as exc:
            self.notify(
                f"Could not save under a new name either: {exc}",
                severity="error",
                timeout=8,
                markup=False,
            )
            return None
