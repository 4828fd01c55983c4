"""The load screen: every save in the folder, broken files with their reason."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Static

from nifty_table.engine import saves
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase


def open_save(app: AppBase, path: Path) -> bool:
    """Load a save and open its table; a broken file is reported, never touched.
    Load and the menu's Continue both open a file through here.

    A save whose action log does not replay to its state is only opened as
    saved if the person says so explicitly."""
    from nifty_table.table.opening import saved_table  # the game's rules: not at start-up

    try:
        table = saved_table(path)
    except saves.ReplayMismatch as exc:
        ask_to_load_as_saved(app, exc)
        return False
    except saves.SaveError as exc:
        app.notify(
            f"Cannot load {exc.path.name}: {exc.reason}", severity="error", timeout=8, markup=False
        )
        return False
    app.open_table(table)
    return True


def ask_to_load_as_saved(app: AppBase, problem: saves.ReplayMismatch) -> None:
    from nifty_table.tui.screens.confirm import ConfirmScreen

    path = problem.path

    def answered(yes: bool | None) -> None:
        from nifty_table.table.opening import saved_table

        if not yes:
            app.notify(f"{path.name} was not loaded and was left as it is.", markup=False)
            return
        try:
            table = saved_table(path, as_saved=True)
        except saves.SaveError as exc:
            app.notify(f"Cannot load {exc.path.name}: {exc.reason}", severity="error", markup=False)
            return
        app.open_table(table)

    question = (  # shown literally (the confirm screen reads no markup)
        f"{path.name}: {problem.reason}.\n\n"
        "Load the game state as it was saved? (Its replay and take-backs may not match.)"
    )
    app.push_screen(ConfirmScreen(question), answered)


class LoadScreen(Screen[None]):
    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    DEFAULT_CSS = """
    LoadScreen { padding: 1 2; }
    LoadScreen #load-title { text-style: bold; color: $accent; }
    LoadScreen DataTable { height: 1fr; margin-top: 1; overflow-x: hidden; }
    LoadScreen #details { height: auto; max-height: 6; border-top: solid $panel-lighten-2; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back", id="load_back"),
        Binding("v", "replay", "Watch the replay", id="load_replay"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("Load a saved game", id="load-title")
        yield Static(id="folder", classes="muted")
        yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        # The whole of the highlighted row, wrapped: nothing is cut off at 80 columns.
        yield Static(id="details")
        yield KeyBar()

    def on_mount(self) -> None:
        self.rows: list[saves.SaveInfo] = []
        self._width = self.app.size.width
        self.reload()
        self.query_one(DataTable).focus()

    def on_resize(self) -> None:
        if self.app.size.width != self._width:
            self._width = self.app.size.width
            self.reload()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        folder = self.app.saves_dir
        self.rows = saves.list_saves(folder)
        table = self.query_one(DataTable)
        cursor = table.cursor_row
        table.clear(columns=True)
        cells = [self.cells(row) for row in self.rows]
        # The columns fit the screen, never scrolling sideways: Progress wraps
        # where it must and Players goes on a narrow screen (the details below
        # show the whole row).
        room = self.app.size.width - 4 - 2 - 1  # the screen's padding, the scrollbar
        game = max([len("Game"), *(len(c[0]) for c in cells)]) + 2
        saved = max([len("Saved"), *(len(c[1]) for c in cells)]) + 2
        left = room - game - saved
        longest = max([len("Progress"), *(len(c[2]) for c in cells)]) + 2
        players = max([len("Players"), *(len(c[3]) for c in cells)]) + 2
        wide = left - players >= min(longest, 32)  # Progress keeps room to read
        progress = min(longest, left - (players if wide else 0)) - 2
        table.add_column("Game", width=game - 2)
        table.add_column("Saved", width=saved - 2)
        table.add_column("Progress", width=progress)
        if wide:
            table.add_column("Players", width=players - 2)
        for (title, when, summary, names), row in zip(cells, self.rows, strict=True):
            style = "" if row.envelope is not None else "bold red"
            shown = [Text(title, style=style), when, Text(summary)]
            # A row takes a second line rather than cut its progress short.
            table.add_row(*shown, *([Text(names)] if wide else []), height=None)
        if self.rows:
            table.move_cursor(row=min(cursor, len(self.rows) - 1))
        count = sum(r.ok for r in self.rows)
        broken = len(self.rows) - count
        text = f"Folder {folder}: {count} save(s)"
        if broken:
            text += f", {broken} file(s) that cannot be loaded (left untouched)"
        if not self.rows:
            text = f"No saves yet in {folder}."
        self.query_one("#folder", Static).update(Content(text))
        self.show_details(table.cursor_row)

    @staticmethod
    def cells(row: saves.SaveInfo) -> tuple[str, str, str, str]:
        """Game, saved at, progress and players of one save, in full."""
        if row.envelope is None:
            return "✗ cannot load", "", brief(row.error), ""
        env = row.envelope
        return env.title, saved_at(row), env.summary, ", ".join(s.name for s in env.seats)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_details(event.cursor_row)

    def show_details(self, index: int) -> None:
        details = self.query_one("#details", Static)
        if not 0 <= index < len(self.rows):
            details.update("")
            return
        row = self.rows[index]
        out = Text()
        out.append("File: ", style="bold")
        out.append(row.path.name)
        if row.envelope is not None:
            out.append("  ·  saved ", style="bold")
            out.append(saved_at(row))
            out.append("\n")
            out.append(f"{row.envelope.title}: {row.envelope.summary}\n")
            out.append("Players: ", style="bold")
            out.append(seat_names(row))
        else:
            out.append("\n")
            out.append("✗ Cannot be loaded: ", style="bold red")
            out.append(row.error or "unknown reason")
            out.append("\nThe file is left untouched.", style="italic")
        details.update(out)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        row = self.usable_row(event.cursor_row, "loaded")
        if row is not None:
            open_save(self.app, row.path)

    def action_replay(self) -> None:
        row = self.usable_row(self.query_one(DataTable).cursor_row, "replayed")
        if row is not None:
            from nifty_table.tui.screens.replay import open_replay

            open_replay(self.app, row.path)

    def usable_row(self, index: int, verb: str) -> saves.SaveInfo | None:
        """The save at this row, or None (a broken file says why it cannot be used)."""
        if not 0 <= index < len(self.rows):
            return None
        row = self.rows[index]
        if not row.ok:
            self.notify(
                f"{row.path.name} cannot be {verb}: {row.error}",
                severity="error",
                timeout=8,
                markup=False,
            )
            return None
        return row

    def action_back(self) -> None:
        self.dismiss(None)


def brief(reason: str | None, width: int = 24) -> str:
    """The start of a reason for the table; the details line has all of it."""
    reason = reason or "unknown reason"
    return reason if len(reason) <= width else reason[: width - 1].rstrip() + "…"


def seat_names(row: saves.SaveInfo) -> str:
    assert row.envelope is not None
    return ", ".join(s.name + (" (computer)" if s.bot else "") for s in row.envelope.seats)


def saved_at(row: saves.SaveInfo) -> str:
    assert row.envelope is not None
    return row.envelope.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
