"""Between rounds: who was on which team, tricks, loot and points."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.games.net.state import NetState, RoundRecord


def summary_table(state: NetState, record: RoundRecord) -> Table:
    table = Table(title=f"Round {record.round} of {state.rounds}", expand=False)
    for col in ("Player", "Team", "Tricks", "Loot", "Points", "Total"):
        table.add_column(col, justify="left" if col == "Player" else "right")
    totals = [
        sum(r.points[s] for r in state.history if r.round <= record.round)
        for s in range(state.players)
    ]
    for s, seat in enumerate(state.seats):
        pts = record.points[s]
        table.add_row(
            seat.name,
            "AB"[record.teams[s]],
            str(record.tricks[s]),
            str(record.loot[s]),
            Text(f"{pts:+d}", style="green" if pts > 0 else "red" if pts < 0 else ""),
            str(totals[s]),
        )
    note = f"{record.value:+d} per trick and loot card"
    if record.doubled:
        note += "; the bonus card doubled its team's points"
    table.caption = note
    return table


class RoundSummaryScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    RoundSummaryScreen { align: center middle; }
    RoundSummaryScreen > Vertical {
        width: auto; height: auto; border: thick $accent; background: $panel; padding: 1 2;
    }
    RoundSummaryScreen #hint { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [Binding("enter,space,escape", "close", "Continue")]

    def __init__(self, state: NetState, record: RoundRecord) -> None:
        super().__init__()
        self.table = summary_table(state, record)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.table)
            yield Static("Press Enter to go on.", id="hint")

    def action_close(self) -> None:
        self.dismiss(None)
