"""Statistics: wins and streaks per player and game, head-to-head, last games."""

from __future__ import annotations

from datetime import datetime

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from nifty_table.engine import registry
from nifty_table.engine.history import (
    GameRecord,
    History,
    HistoryError,
    Stats,
    history_path,
    ranked,
)
from nifty_table.tui.widgets.key_bar import KeyBar


def player_table(title: str, stats: Stats, game: str) -> Table:
    table = Table(title=Text(title), expand=False, title_justify="left")
    for header, justify in (
        ("Player", "left"),
        ("Games", "right"),
        ("Wins", "right"),
        ("Win rate", "right"),
        ("Best streak", "right"),
    ):
        table.add_column(header, justify=justify)  # type: ignore[arg-type]
    for p in ranked(stats.players[game]):
        table.add_row(
            Text(p.name), str(p.played), str(p.wins), f"{p.win_rate:.0%}", str(p.best_streak)
        )
    return table


def head_to_head_text(stats: Stats, game: str) -> Text:
    text = Text()
    for (winner, loser), times in sorted(
        stats.head_to_head.get(game, {}).items(), key=lambda kv: -kv[1]
    ):
        text.append(f"  {winner}", style="bold")
        text.append(f" beat {loser} ")
        text.append(f"{times}×\n")
    return text


def record_label(record: GameRecord) -> Text:
    names = ", ".join(s["name"] + (" ★" if s["winner"] else "") for s in record.seats)
    when = datetime.fromisoformat(record.ended_at).astimezone().strftime("%Y-%m-%d %H:%M")
    return Text(f"{when}  {record.title}: {names}  ({record.outcome})")


class StatsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatsScreen { padding: 1 2; }
    StatsScreen #stats-title { text-style: bold; color: $accent; }
    StatsScreen #stats-body { height: 1fr; }
    StatsScreen #last-games { height: auto; max-height: 12; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "back", "Back", id="back")]

    def compose(self) -> ComposeResult:
        yield Static("Statistics", id="stats-title")
        with VerticalScroll(id="stats-body"):
            yield Static(id="summary")
            yield Static("Last games (Enter: watch the replay)", classes="muted")
            yield OptionList(id="last-games")
        yield KeyBar()

    def on_mount(self) -> None:
        self.records: list[GameRecord] = []
        summary = self.query_one("#summary", Static)
        path = history_path(self.app.saves_dir)
        if not path.exists():
            summary.update(Text("No finished games yet. Play one and it shows up here."))
            return
        try:
            with History(path) as db:
                stats = db.stats(last=20)
        except HistoryError as exc:
            summary.update(Text(str(exc)))
            return
        from rich.console import Group

        parts: list = []
        for game in stats.players:
            parts.append(player_table(registry.info(game).title, stats, game))
            h2h = head_to_head_text(stats, game)
            if h2h:
                parts.append(Text("Head-to-head", style="bold"))
                parts.append(h2h)
        summary.update(Group(*parts) if parts else Text("No finished games yet."))
        self.records = stats.last_games
        games = self.query_one("#last-games", OptionList)
        games.add_options([Option(record_label(r), id=r.match_id) for r in self.records])
        if self.records:
            games.highlighted = 0
        games.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        record = self.records[event.option_index]
        self.open_replay(record)

    def open_replay(self, record: GameRecord) -> None:
        from pathlib import Path

        if not record.save_file or not Path(record.save_file).exists():
            self.notify(
                "That game's save file is gone, so it cannot be replayed.", severity="warning"
            )
            return
        from nifty_table.tui.screens.replay import open_replay

        open_replay(self.app, Path(record.save_file))

    def action_back(self) -> None:
        self.dismiss(None)
