"""Between rounds: who was on which team, tricks, loot, points and totals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.games.net.state import RoundRecord


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


class RoundSummaryScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    RoundSummaryScreen { align: center middle; }
    RoundSummaryScreen > Vertical {
        width: auto; height: auto; max-width: 100%; max-height: 100%;
        border: thick $accent; background: $panel; padding: 1 2;
    }
    RoundSummaryScreen #hint { width: auto; }
    RoundSummaryScreen #hint { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [Binding("enter,space,escape", "close", "Continue", id="round_summary_close")]

    def __init__(self, public: PublicRounds, record: RoundRecord) -> None:
        super().__init__()
        self.table = summary_table(public, record)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.table, id="summary")
            yield Static("Press Enter to go on.", id="hint")

    def on_mount(self) -> None:
        # Textual measures a Rich table too narrow for an auto width, so the
        # summary takes the width the table asks for (within the terminal).
        wanted = self.app.console.measure(self.table).maximum
        self.query_one("#summary", Static).styles.width = min(wanted, self.app.size.width - 8)

    def action_close(self) -> None:
        self.dismiss(None)
