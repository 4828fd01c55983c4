"""A Chart's y axis in whole numbers and its numbers as a table."""

from __future__ import annotations

from rich.console import Console

from nifty_table.engine.contract import Chart
from nifty_table.tui.screens.chart import chart_table, whole_ticks


def chart(**series) -> Chart:
    size = len(next(iter(series.values())))
    return Chart(
        title="Totals", x_label="Round", y_label="Points", x=list(range(size)), series=series
    )


def test_points_get_round_ticks_inside_their_range():
    assert whole_ticks(chart(Ann=[0, 28, 59, 87], Bob=[0, -16, 122, 235])) == [0, 50, 100, 150, 200]
    assert whole_ticks(chart(Ann=[0, 3], Bob=[0, 5])) == [0, 1, 2, 3, 4, 5]


def test_fractions_and_flat_lines_keep_plotexts_own_ticks():
    assert whole_ticks(chart(Ann=[0, 0.5, 1.25])) == []
    assert whole_ticks(chart(Ann=[0, 0])) == []


def test_the_table_shows_each_total_with_its_change():
    console = Console(width=80, record=True)
    console.print(chart_table(chart(Ann=[0, 28, 20], **{"[b]Bob": [0, -16, 30]})))
    text = console.export_text()
    assert "[b]Bob" in text  # a name is text, not markup
    row = next(line for line in text.splitlines() if line.strip("│ ").startswith("2 "))
    assert "20 (-8)" in row and "30 (+46)" in row


def test_a_long_chart_is_left_to_the_plot():
    assert chart_table(chart(Ann=list(range(40)))) is None


def test_a_line_that_starts_later_shows_a_dash_until_it_does():
    late = Chart(
        title="Standing",
        x_label="Round",
        y_label="Count",
        x=[0, 1, 2, 3],
        series={"Lives": [6, 5, 5, 4], "Boss health": [None, None, 120, 80]},
    )
    console = Console(width=80, record=True)
    console.print(chart_table(late))
    rows = console.export_text().splitlines()
    row = next(line for line in rows if line.strip("│ ").startswith("1 "))
    assert "–" in row
    row = next(line for line in rows if line.strip("│ ").startswith("2 "))
    assert "120" in row and "(+" not in row.split("120")[1][:4]  # no change on arrival
    row = next(line for line in rows if line.strip("│ ").startswith("3 "))
    assert "80 (-40)" in row
    assert whole_ticks(late)[0] >= 0 and whole_ticks(late)[-1] <= 120
