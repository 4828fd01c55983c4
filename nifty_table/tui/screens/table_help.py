"""The help panel of a table (F1): built once per table, ahead if it can be,
and kept, so F1 opens at once; only "what can I do now?" is written again.
Part of TableScreen (a mixin)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from nifty_table.engine.contract import Action, Prompt
from nifty_table.tui.screens.table_parts import TablePart

if TYPE_CHECKING:
    from nifty_table.tui.screens.help import HelpScreen

# Seconds after a table opens before its help panel is built ahead: after the
# first frame, well before a person can reach for F1.
HELP_AHEAD_AFTER = 0.4


class TableHelp(TablePart):
    KEYS_MD: str
    _help: HelpScreen | None

    def action_help(self) -> None:
        """The help panel is built once per table, ahead if it can be, and
        kept (installed), so F1 opens at once; only "what can I do now?" is
        written again."""
        if self._help is None:
            panel = self._install_help()
        else:
            panel = self._help
            panel.reopen(self.now_text())
        self.app.push_screen(panel)

    def _install_help(self) -> HelpScreen:
        from nifty_table.tui.screens.help import HelpScreen

        self._help = panel = HelpScreen(
            self.table.game_id,
            self.now_text(),
            self.KEYS_MD,
            self.help_tabs(),
            key_classes=[type(self), type(self.app)],
        )
        self.app.install_screen(panel, f"help-{id(self)}")
        return panel

    def prepare_help(self) -> None:
        """Build the help panel before anyone asks for it (while a person reads
        the curtain or thinks): its texts are parsed in a thread, then the panel
        is composed off screen, so the first F1 costs what a later one does."""
        # Not for a game that is over: its end screen is up, and a panel composed
        # off screen while the table is being left could be torn down half-built.
        if self._help is not None or not self.is_attached or self.frame.over:
            return
        texts = [t for _, t in self.help_tabs()]
        game_id = self.table.game_id

        def parse() -> None:
            from nifty_table.tui.screens.help import parse_ahead

            parse_ahead(game_id, texts)
            self.app.call_from_thread(self._build_help_ahead)

        self.run_worker(parse, thread=True, group="help-ahead", exit_on_error=False)

    def _build_help_ahead(self) -> None:
        from nifty_table.tui.screens.help import compose_ahead

        if self._help is None and self.is_attached and self.app.is_running:
            self._install_help()
            compose_ahead(self.app, cast("HelpScreen", self._help))  # just installed

    def help_tabs(self) -> list[tuple[str, str]]:
        """Extra help tabs of this table: its game's cards."""
        return self.card_tabs(self.cards)

    @classmethod
    def card_tabs(cls, deck: object) -> list[tuple[str, str]]:
        """The help tabs a game screen adds for its cards (a glossary), from the
        game's deck alone: the same with no game in progress (the menu's Rules,
        tui/game_screens.py)."""
        return []

    def now_text(self) -> str:
        """'What can I do now?' for the person at the keyboard."""
        from nifty_table.tui.screens.now import now_text

        prompt = self.frame.prompt
        hint = self.now_hint(prompt) if prompt is not None else ""
        return now_text(self.frame, hint, self.choice_order())

    def choice_order(self) -> Callable[[Action], int] | None:
        """How 'What can I do now?' orders the choices (None: as the engine
        lists them); a game whose hand is drawn sorted lists cards the same way."""
        return None

    def now_hint(self, prompt: Prompt) -> str:
        return "Use the arrows to pick, Enter to choose."
