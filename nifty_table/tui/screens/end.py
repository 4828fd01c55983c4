"""The end of a game: the final table and, where the game has rounds, a chart."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from nifty_table.table.frame import Frame
from nifty_table.tui.widgets.key_bar import KeyBar
from nifty_table.tui.widgets.seen_first import SeenFirst, keys_of

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase


def final_table(final: Frame) -> Table:
    """The places, from the game's last (public) frame."""
    result = final.result
    assert result is not None
    if result.scores is None:  # a game without points: winners and the rest
        table = Table(title="Final table", expand=False)
        table.add_column("Player")
        table.add_column("Result")
        together = {"won": "★ won together", "lost": "lost together"}.get(result.cooperative or "")
        for seat, name in enumerate(final.names):
            won = seat in result.winners
            table.add_row(Text(name), together or ("★ winner" if won else ""))
        return table
    scores = result.scores
    order = sorted(range(len(final.names)), key=lambda s: -scores[s])
    table = Table(title="Final table", expand=False)
    table.add_column("Place", justify="right")
    table.add_column("Player")
    table.add_column("Score", justify="right")
    place = 0
    last = None
    for i, seat in enumerate(order):
        if scores[seat] != last:
            place, last = i + 1, scores[seat]
        crown = " ★ winner" if seat in result.winners else ""
        table.add_row(str(place), Text(final.names[seat] + crown), str(scores[seat]))
    return table


class EndScreen(SeenFirst, Screen[None]):
    """Who won. Its way out (Enter, Escape) acts only on a result that has
    been on screen for the computers' pause (widgets/seen_first.py): people
    pressing Enter at the table's pace, as a computer made the last move or
    with their own, would otherwise leave it before anyone had read it."""

    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    DEFAULT_CSS = """
    EndScreen { padding: 1 2; }
    EndScreen #headline { text-style: bold; color: $accent; width: auto; max-width: 100%; }
    EndScreen Static { width: auto; }
    EndScreen #end-more { height: 1; width: 100%; text-align: right; }
    """
    WAYS_OUT = [
        Binding("enter,escape", "menu", "Back to the menu", id="end_menu"),
        # A joined seat's way out instead: its app has no menu, the game is the host's.
        Binding("enter,escape", "leave", "Leave the table", id="end_leave"),
    ]
    CHOOSING_KEYS = keys_of(WAYS_OUT)
    BINDINGS = [
        *WAYS_OUT,
        Binding("r", "rematch", "Rematch", id="rematch"),
        Binding("t", "table", "Look at the table", id="end_table"),
    ]

    def __init__(
        self,
        final: Frame,
        record: Callable[[], str | None],
        rematch: Callable[[], None] | None,
    ) -> None:
        """`final`: the game's last public frame; `record` puts the game into
        the history (what went wrong, or None); `rematch` opens the next game,
        None on a joined seat (a rematch is the host's to start, and leaving
        ends the seat)."""
        super().__init__()
        self.final = final
        self._record = record
        self._rematch = rematch

    def record(self) -> None:
        """Into the match history, once per game (the database ignores repeats);
        queued for later when the database cannot take it now."""
        problem = self._record()
        if problem:  # never blocks playing: say it and go on
            self.notify(problem, severity="warning", markup=False, timeout=10)

    def reading_time(self) -> float:
        return self.app.bot_delay

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        joined = self._rematch is None
        if action in ("rematch", "menu"):
            return not joined
        if action == "leave":
            return joined
        return True

    def action_rematch(self) -> None:
        """Same seats and options, a new deal; the game may adjust its options
        (NΣT!: the next player deals first)."""
        if self._rematch is not None:
            self._rematch()

    def compose(self) -> ComposeResult:
        result = self.final.result
        assert result is not None
        with VerticalScroll():
            with Center():
                yield Static(f"{self.final.title}: {result.summary}", id="headline", markup=False)
            with Center():
                yield Static(final_table(self.final))
            chart = self.final.chart
            if chart is not None:
                from nifty_table.tui.screens.chart import ChartPlot, chart_table

                numbers = chart_table(chart)
                if numbers is not None:
                    with Center():
                        yield Static(numbers, id="chart-numbers")
                yield ChartPlot(chart, id="end-chart")
        yield Static("", id="end-more", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.record()
        self.call_after_refresh(self.fit_chart)
        scroll = self.query_one(VerticalScroll)
        self.watch(scroll, "scroll_y", self.show_more_cue)
        self.watch(scroll, "virtual_size", self.show_more_cue)  # the chart laid out

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_chart)
        self.call_after_refresh(self.show_more_cue)

    def fit_chart(self) -> None:
        """The chart takes the rows left under the table (chart.grown_rows):
        at 120x40 it kept 14 and left about 15 empty."""
        charts = self.query("#end-chart")
        if not charts:
            return
        from nifty_table.tui.screens.chart import grown_rows

        chart = charts.first()
        scroll = self.query_one(VerticalScroll)
        above = sum(w.outer_size.height for w in scroll.children if w is not chart)
        rows = grown_rows(scroll.size.height - above)
        if chart.styles.height is None or chart.styles.height.value != rows:
            chart.styles.height = rows

    def show_more_cue(self) -> None:
        """Say that the chart goes on below when the screen is too short for it."""
        scroll = self.query_one(VerticalScroll)
        below = scroll.scroll_y < scroll.max_scroll_y
        cue = self.query_one("#end-more", Static)
        cue.update("↓ more below: Page Down or End scrolls to the chart's end")
        cue.display = below

    def action_menu(self) -> None:
        self.app.go_to_menu()

    def action_leave(self) -> None:
        self.app.go_to_menu()  # a joined seat's app asks before it leaves

    def action_table(self) -> None:
        self.dismiss(None)
