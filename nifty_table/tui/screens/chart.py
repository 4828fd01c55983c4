"""A game's Chart drawn with textual-plotext, readable without colour.

Each line gets its own marker glyph as well as its own colour, and the
legend names the glyph, so nothing depends on telling colours apart.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual_plotext import PlotextPlot

from nifty_table.engine.contract import Chart

MARKERS = ("●", "■", "▲", "◆", "✚", "★", "○", "□")


class ChartPlot(PlotextPlot):
    DEFAULT_CSS = """
    ChartPlot { height: 14; width: 1fr; min-width: 40; }
    """

    def __init__(self, chart: Chart, **kwargs) -> None:
        super().__init__(**kwargs)
        self.chart = tied_together(chart)

    def on_mount(self) -> None:
        plt = self.plt
        chart = self.chart
        plt.title(chart.title)
        plt.xlabel(chart.x_label)
        plt.ylabel(chart.y_label)
        for i, (name, values) in enumerate(chart.series.items()):
            marker = MARKERS[i % len(MARKERS)]
            points = [(x, v) for x, v in zip(chart.x, values, strict=True) if v is not None]
            if points:  # a line is drawn where it has values (a Boss from its arrival)
                xs, ys = zip(*points, strict=True)
                plt.plot(list(xs), list(ys), label=name, marker=marker)
        if len(chart.x) <= 12:
            plt.xticks(chart.x)
        ticks = whole_ticks(chart)
        if ticks:
            plt.yticks(ticks)
        self.refresh()


def tied_together(chart: Chart) -> Chart:
    """Lines that are the same all along (teammates in NΣT!) drawn as one line
    named for all of them ("Ann & Bob"): drawn apart, the last would hide the
    others, which the legend would still name."""
    merged: dict[tuple, list[str]] = {}
    for name, values in chart.series.items():
        merged.setdefault(tuple(values), []).append(name)
    if len(merged) == len(chart.series):
        return chart
    series = {" & ".join(names): list(values) for values, names in merged.items()}
    return chart.model_copy(update={"series": series})


def whole_ticks(chart: Chart, most: int = 8) -> list[int]:
    """Round numbers on the y axis when every value is whole (points, not 195.8)."""
    values = [v for line in chart.series.values() for v in line if v is not None]
    if not values or any(v != int(v) for v in values):
        return []
    low, high = int(min(values)), int(max(values))
    step = max(1, -(-(high - low) // (most - 1)))
    for nice in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if nice >= step:
            step = nice
            break
    start = -(-low // step) * step  # the first round number inside the range
    ticks = list(range(start, high + 1, step))
    return ticks if len(ticks) >= 2 else []


def chart_table(chart: Chart, most_rows: int = 12) -> Table | None:
    """The chart's numbers as a table (each value with its change), for short
    charts such as NΣT!'s rounds; None when it would be too long to read."""
    if not 1 < len(chart.x) <= most_rows + 1:
        return None
    table = Table(title=chart.title, expand=False)
    table.add_column(chart.x_label, justify="right")
    for name in chart.series:
        table.add_column(Text(name[:12]), justify="right")
    for row, x in enumerate(chart.x):
        cells: list[str | Text] = [str(x)]
        for values in chart.series.values():
            value = values[row]
            before = values[row - 1] if row else None
            if value is None:
                cells.append(Text("–", style="grey50"))  # no value here (not arrived yet)
                continue
            change = value - before if before is not None else 0
            style = "green" if change > 0 else "red" if change < 0 else ""
            shown = f"{value:g}" if before is None else f"{value:g} ({change:+g})"
            cells.append(Text(shown, style=style))  # the sign says it, the colour helps
        table.add_row(*cells)
    return table
