"""Statistics: wins and streaks per player and game, head-to-head, last games."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING

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
    Filters,
    GameRecord,
    History,
    HistoryError,
    Stats,
    history_path,
    queue_path,
    ranked,
)
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase


def player_table(title: str, stats: Stats, game: str) -> Table:
    table = Table(title=Text(title), expand=False, title_justify="left")
    for header, justify in (
        ("Player", "left"),
        ("Games", "right"),
        ("Wins", "right"),
        ("Win rate", "right"),
        ("Best streak", "right"),
    ):
        # Each is "left" or "right" (Rich's JustifyMethod), a plain str to mypy.
        table.add_column(header, justify=justify)  # type: ignore[arg-type]
    for p in ranked(stats.players[game]):
        table.add_row(
            Text(p.name + (" (computer)" if p.bot else "")),
            str(p.played),
            str(p.wins),
            f"{p.win_rate:.0%}",
            str(p.best_streak),
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
    names = ", ".join(
        s["name"] + (" (computer)" if s["bot"] else "") + (" ★" if s["winner"] else "")
        for s in record.seats
    )
    when = datetime.fromisoformat(record.ended_at).astimezone().strftime("%Y-%m-%d %H:%M")
    return Text(f"{when}  {record.title}: {names}  ({record.outcome})")


class StatsScreen(Screen[None]):
    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    DEFAULT_CSS = """
    StatsScreen { padding: 1 2; }
    StatsScreen #stats-title { text-style: bold; color: $accent; }
    StatsScreen #stats-body { height: 1fr; }
    StatsScreen #last-games { height: auto; max-height: 12; margin-top: 1; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("p", "people", "People only / everyone", id="stats_people"),
        Binding("d", "dates", "Period", id="stats_period"),
    ]
    # The periods "d" steps through: a label and how many days back (None: all).
    PERIODS: tuple[tuple[str, int | None], ...] = (
        ("all time", None),
        ("the last 7 days", 7),
        ("the last 30 days", 30),
        ("the last 365 days", 365),
    )

    def __init__(self) -> None:
        super().__init__()
        self.people_only = False
        self.period = 0

    def compose(self) -> ComposeResult:
        yield Static("Statistics", id="stats-title")
        yield Static(id="scope", classes="muted")
        with VerticalScroll(id="stats-body"):
            yield Static(id="summary")
            yield Static("Last games (Enter: watch the replay)", classes="muted")
            yield OptionList(id="last-games")
        yield KeyBar()

    def on_mount(self) -> None:
        self.records: list[GameRecord] = []
        self.show()

    def filters(self) -> Filters:
        days = self.PERIODS[self.period][1]
        since = date.today() - timedelta(days=days - 1) if days else None
        return Filters(people_only=self.people_only, since=since)

    def show(self) -> None:
        summary = self.query_one("#summary", Static)
        games = self.query_one("#last-games", OptionList)
        games.clear_options()
        self.records = []
        who = (
            "people only (games with a computer seat left out)" if self.people_only else "everyone"
        )
        scope = f"Counting {who}, games of {self.PERIODS[self.period][0]}."
        self.query_one("#scope", Static).update(Text(scope))
        path = history_path(self.app.saves_dir)
        if not path.exists() and not queue_path(path).exists():
            summary.update(Text("No finished games yet. Play one and it shows up here."))
            return
        try:
            with History(path) as db:
                stats = db.stats(last=20, filters=self.filters())
        except HistoryError as exc:
            summary.update(Text(str(exc)))
            return
        from rich.console import Group

        parts: list = []
        if stats.skipped:
            n = stats.skipped
            parts.append(
                Text(f"{n} damaged {'game' if n == 1 else 'games'} in the history left out.")
            )
        for game in stats.players:
            parts.append(player_table(registry.info(game).title, stats, game))
            h2h = head_to_head_text(stats, game)
            if h2h:
                parts.append(Text("Head-to-head", style="bold"))
                parts.append(h2h)
        if not stats.players:
            parts.append(Text("No finished games in this period."))
        summary.update(Group(*parts))
        self.records = stats.last_games
        games.add_options([Option(record_label(r), id=r.match_id) for r in self.records])
        if self.records:
            games.highlighted = 0
        games.focus()

    def action_people(self) -> None:
        self.people_only = not self.people_only
        self.show()

    def action_dates(self) -> None:
        self.period = (self.period + 1) % len(self.PERIODS)
        self.show()

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
