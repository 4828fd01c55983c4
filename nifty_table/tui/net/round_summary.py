"""Between rounds: who was on which team, tricks, loot, points and totals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.engine.contract import Chart
from nifty_table.games.net.view import RoundRecord
from nifty_table.tui.widgets.seen_first import SeenFirst, keys_of

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase


class _Named(Protocol):
    name: str


class PublicRounds(Protocol):
    """What the summary reads: the public view (or anything as public)."""

    @property
    def seats(self) -> Sequence[_Named]: ...
    @property
    def rounds(self) -> int: ...
    @property
    def history(self) -> Sequence[RoundRecord]: ...


def summary_table(public: PublicRounds, record: RoundRecord) -> Table:
    """One row per player: team (when there are teams), tricks, loot, the
    round's points and the running total after this round."""
    teams = len(set(record.teams)) < len(record.teams)  # someone shares a team
    table = Table(title=f"Round {record.round} of {public.rounds}", expand=False)
    columns = ["Player", *(["Team"] if teams else []), "Tricks", "Loot", "Points", "Total"]
    for col in columns:
        table.add_column(col, justify="left" if col == "Player" else "right")
    totals = [
        sum(r.points[s] for r in public.history if r.round <= record.round)
        for s in range(len(public.seats))
    ]
    for s, seat in enumerate(public.seats):
        points = record.points[s]
        style = "green" if points > 0 else "red" if points < 0 else ""
        row: list[str | Text] = [Text(seat.name)]  # a name is shown literally, never as markup
        if teams:
            row.append("AB"[record.teams[s]])
        row += [
            str(record.tricks[s]),
            str(record.loot[s]),
            Text(f"{points:+d}", style=style),  # the sign says it, the colour helps
            str(totals[s]),
        ]
        table.add_row(*row)
    note = f"{record.value:+d} per trick and loot card"
    if record.doubled:
        note += "; the bonus card doubled its team's points"
    table.caption = note
    return table


class RoundSummaryScreen(SeenFirst, ModalScreen[None]):
    """The round's numbers, and the running totals as a chart: both at once
    when the terminal is tall enough, else C switches between them. Its
    Enter goes on only once the numbers have been on screen for the
    computers' pause (widgets/seen_first.py): one typed with the round's last
    card was not meant to close them unread."""

    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    DEFAULT_CSS = """
    RoundSummaryScreen { align: center middle; }
    RoundSummaryScreen > Vertical {
        width: auto; height: auto; max-width: 100%; max-height: 100%;
        border: thick $accent; background: $panel; padding: 1 2;
    }
    RoundSummaryScreen #hint { width: auto; }
    RoundSummaryScreen #hint { color: $text-muted; margin-top: 1; }
    RoundSummaryScreen ChartPlot { min-width: 30; }
    """
    CLOSE = Binding("enter,space,escape", "close", "Continue", id="round_summary_close")
    CHOOSING_KEYS = keys_of([CLOSE])
    BINDINGS = [
        CLOSE,
        # The hint writes "C": Shift+C switches as well as c.
        Binding("c,C", "toggle_chart", "Chart / table", id="round_summary_chart"),
    ]
    BOTH_FROM_HEIGHT = 36  # rows needed to show the table and the chart together
    PLOT_ROWS = 12  # the chart's height at the least

    def __init__(self, public: PublicRounds, record: RoundRecord, chart: Chart | None = None):
        super().__init__()
        self.table = summary_table(public, record)
        self.chart = chart
        self.showing_chart = False

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.table, id="summary")
            if self.chart is not None:
                from nifty_table.tui.screens.chart import ChartPlot

                yield ChartPlot(self.chart, id="round-chart")
            yield Static(id="hint")

    def on_mount(self) -> None:
        self.lay_out()

    def reading_time(self) -> float:
        return self.app.bot_delay

    def on_resize(self) -> None:
        self.lay_out()

    def lay_out(self) -> None:
        # Textual measures a Rich table too narrow for an auto width, so the
        # summary takes the width the table asks for (within the terminal).
        room = self.app.size.width - 8
        wanted = self.app.console.measure(self.table).maximum
        summary = self.query_one("#summary", Static)
        summary.styles.width = min(wanted, room)
        hint = "Press Enter to go on."
        if self.chart is not None:
            plot = self.query_one("#round-chart")
            plot.styles.width = min(max(wanted, 60), room)
            both = self.app.size.height >= self.BOTH_FROM_HEIGHT
            plot.styles.height = self.plot_rows(min(wanted, room) if both else 0)
            plot.display = both or self.showing_chart
            summary.display = both or not self.showing_chart
            if not both:
                other = "the table" if self.showing_chart else "the chart of the totals"
                hint = f"Press Enter to go on, C for {other}."
        self.query_one("#hint", Static).update(hint)

    def plot_rows(self, table_width: int) -> int:
        """The chart's height: the rows the screen has left (less the table
        when it shows above, `table_width` wide), from PLOT_ROWS up to twice
        that (chart.grown_rows)."""
        table = 0
        if table_width:
            options = self.app.console.options.update_width(table_width)
            table = len(self.app.console.render_lines(self.table, options, pad=False))
        frame = 2 + 2 + 2 + 2  # the border, the padding, the hint, a row clear of each edge
        from nifty_table.tui.screens.chart import grown_rows

        return grown_rows(self.app.size.height - table - frame, self.PLOT_ROWS)

    def action_toggle_chart(self) -> None:
        self.showing_chart = not self.showing_chart
        self.lay_out()

    def action_close(self) -> None:
        self.dismiss(None)
