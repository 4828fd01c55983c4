"""NΣT!'s chart: every player's running total after each round."""

from __future__ import annotations

from nifty_table.engine.contract import Chart
from nifty_table.games.net.state import NetState


def running_totals(state: NetState) -> Chart | None:
    """Everyone starts at 0 (round 0), so even one round draws a line."""
    if not state.history:
        return None
    totals = [0] * state.players
    series: dict[str, list[float]] = {seat.name: [0] for seat in state.seats}
    for record in state.history:
        for seat, points in enumerate(record.points):
            totals[seat] += points
            series[state.seats[seat].name].append(totals[seat])
    return Chart(
        title="Running total after each round",
        x_label="Round",
        y_label="Points",
        x=[0] + [record.round for record in state.history],
        series=series,
        one_scale=True,  # points against points
    )
