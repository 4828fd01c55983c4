"""What screens may ask of the app: its folders and settings, and the way to
the screens they lead to.

Screens name this class rather than the app itself (tui/app.py): the app
imports the screens it opens, so screens importing the app, even only for its
type, would close a ring. The app fills in the ways between screens.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from nifty_table.tui.key_order import KeysInOrder
from nifty_table.tui.widgets.seen_first import LIFT_READING

if TYPE_CHECKING:
    from nifty_table.table.frame import Frame
    from nifty_table.table.table import Table


class AppBase(KeysInOrder):
    def __init__(
        self,
        saves_dir: Path | str | None = None,
        bot_delay: float = 0.7,
        curtain: bool = True,
        reaction_pause: float | None = None,
        lift_reading: float = LIFT_READING,
    ) -> None:
        super().__init__()
        self.hosting_problem: str | None = None  # why a table could not be hosted
        self.monochrome = False  # colour-blind check mode (tui/appearance.py)
        self.keys_file_dir = Path(saves_dir) if saves_dir else None  # keys.toml goes inside it
        self._saves_dir = Path(saves_dir) if saves_dir else None
        self._chosen_saves_dir = self._saves_dir  # settings go inside it, if given
        self.bot_delay = bot_delay
        self.curtain_enabled = curtain
        self._reaction_pause = reaction_pause  # None: from the settings file
        self.lift_reading = lift_reading  # the first list after a curtain (seen_first.py)

    @property
    def saves_dir(self) -> Path:
        if self._saves_dir is None:
            from nifty_table.engine.saves import default_dir

            self._saves_dir = default_dir()
        return self._saves_dir

    @property
    def settings_path(self) -> Path:
        from nifty_table.tui.app_files import settings_path

        return settings_path(self._chosen_saves_dir)

    @property
    def reaction_pause(self) -> float:
        """Seconds a reaction window waits for someone to press ! (0: none)."""
        if self._reaction_pause is None:
            from nifty_table.tui import settings

            self._reaction_pause = settings.load(self.settings_path)[0].reaction_pause
        return self._reaction_pause

    # -- the ways between screens, given by the app --------------------------
    def open_table(self, table: Table) -> None:
        """Show a game's table screen."""
        raise NotImplementedError

    def host_new_table(self, table: Table, remote: list[int]) -> None:
        """Host a match set up here, `remote` the seats that join from elsewhere."""
        raise NotImplementedError

    def go_to_menu(self) -> None:
        """Close every screen above the menu."""
        raise NotImplementedError

    def learn(self, game_id: str) -> None:
        """Leave whatever is open (a game stays saved) for the game's lesson."""
        raise NotImplementedError

    def action_request_quit(self) -> None:
        """Quit, after asking (and saving a game that is open)."""
        raise NotImplementedError

    def show_end(
        self, final: Frame, record: Callable[[], str | None], rematch: Callable[[], None] | None
    ) -> None:
        """The results, from the game's last public frame."""
        raise NotImplementedError
