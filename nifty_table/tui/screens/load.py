"""The load screen: every save in the folder, broken files with their reason."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from nifty_table.engine import saves


def open_save(app: App, path: Path) -> bool:
    """Load a save and open its table; a broken file is reported, never touched."""
    try:
        match = saves.load(path)
    except saves.SaveError as exc:
        app.notify(
            f"Cannot load {exc.path.name}: {exc.reason}", severity="error", timeout=8, markup=False
        )
        return False
    app.open_match(match, path)
    return True


class LoadScreen(Screen[None]):
    DEFAULT_CSS = """
    LoadScreen { padding: 1 2; }
    LoadScreen #load-title { text-style: bold; color: $accent; }
    LoadScreen DataTable { height: 1fr; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "back", "Back")]

    def compose(self) -> ComposeResult:
        yield Static("Load a saved game", id="load-title")
        yield Static(id="folder", classes="muted")
        yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.rows: list[saves.SaveInfo] = []
        table = self.query_one(DataTable)
        table.add_columns("Game", "Players", "Progress", "Saved", "File")
        self.reload()
        table.focus()

    def on_screen_resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        folder = self.app.saves_dir
        self.rows = saves.list_saves(folder)
        table = self.query_one(DataTable)
        table.clear()
        for row in self.rows:
            if row.envelope is not None:
                env = row.envelope
                seats = ", ".join(s.name + (" (cpu)" if s.bot else "") for s in env.seats)
                when = env.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
                # Every cell comes from a file: Text, so nothing is read as markup.
                cells = (env.title, seats, env.summary, when, row.path.name)
                table.add_row(*(Text(cell) for cell in cells))
            else:
                table.add_row(
                    Text("unreadable", style="red"),
                    Text(""),
                    Text(row.error or "", style="red"),
                    Text(""),
                    Text(row.path.name),
                )
        count = sum(r.ok for r in self.rows)
        broken = len(self.rows) - count
        text = f"Folder {folder}: {count} save(s)"
        if broken:
            text += f", {broken} file(s) that cannot be loaded (left untouched)"
        if not self.rows:
            text = f"No saves yet in {folder}."
        self.query_one("#folder", Static).update(Content(text))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        row = self.rows[event.cursor_row]
        if not row.ok:
            self.notify(
                f"{row.path.name} cannot be loaded: {row.error}",
                severity="error",
                timeout=8,
                markup=False,
            )
            return
        open_save(self.app, row.path)

    def action_back(self) -> None:
        self.dismiss(None)
