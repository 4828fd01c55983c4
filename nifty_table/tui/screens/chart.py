"""A game's Chart drawn with textual-plotext, readable without colour.

Each line gets its own marker glyph as well as its own colour, and the
legend names the glyph, so nothing depends on telling colours apart.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import cast

from rich.table import Table
from rich.text import Text
from textual.app import RenderResult
from textual_plotext import PlotextPlot

from nifty_table.engine.contract import Chart

MARKERS = ("●", "■", "▲", "◆", "✚", "★", "○", "□")
# A colour per line, named as plotext and Rich both spell it, so the legend
# (drawn by us, outside the plot) shows each glyph in its line's colour.
COLOURS = ("cyan", "magenta", "green", "red", "blue", "yellow", "white", "cyan")
# A line whose largest value is this many times smaller than the largest line's
# goes on a scale of its own (the right axis), so it is not flattened at the bottom.
SCALE_GAP = 2.5
LEAST_ROWS = 14  # a chart's height where the screen has no more room


def grown_rows(room: int, least: int = LEAST_ROWS) -> int:
    """A chart's height: the `room` the screen leaves it, from `least` up to
    twice that. Kept at `least` on a tall screen, lines a few points apart
    were drawn on the same row, one over the other (NΣT!'s teams after round
    1; Get Nifty's three players at the end, with 15 rows empty below)."""
    return max(least, min(2 * least, room))


class ChartPlot(PlotextPlot):
    """The plot with its legend on a line of its own above it (never over the
    data), lines of small numbers on a right-hand scale, whole-number ticks."""

    DEFAULT_CSS = """
    ChartPlot { height: 14; width: 1fr; min-width: 40; }  /* LEAST_ROWS */
    """

    def __init__(self, chart: Chart, **kwargs) -> None:
        super().__init__(**kwargs)
        self.chart, self.shared = tied_together(chart)
        self.right = right_scale(self.chart)

    def on_mount(self) -> None:
        plt = self.plt
        chart = self.chart
        plt.title(chart.title)
        plt.xlabel(chart.x_label)
        plt.ylabel(chart.y_label)
        for i, (name, values) in enumerate(chart.series.items()):
            points = [(x, v) for x, v in zip(chart.x, values, strict=True) if v is not None]
            if points:  # a line is drawn where it has values (a Boss from its arrival)
                xs, ys = zip(*points, strict=True)
                side = "right" if name in self.right else "left"
                plt.plot(
                    list(xs),
                    list(ys),
                    marker=MARKERS[i % len(MARKERS)],
                    color=COLOURS[i % len(COLOURS)],
                    yside=side,
                )
        x_ticks = whole_steps([float(x) for x in chart.x], most=10)
        if x_ticks:
            plt.xticks(cast(list[float], x_ticks))  # plotext's hints ask floats; ints do
        self.refresh()

    def set_y_ticks(self, rows: int) -> None:
        """Whole-number ticks, no more than every other row of the plot can
        show (two on one row: which label wins would be left to chance)."""
        chart, plt = self.chart, self.plt
        most = max(3, rows // 2 + 1)
        left = {n: v for n, v in chart.series.items() if n not in self.right}
        ticks = whole_ticks(chart, most=most, series=left)
        if ticks:
            plt.yticks(cast(list[float], ticks))  # as above
        if self.right:
            right = {n: chart.series[n] for n in self.right}
            ticks = whole_ticks(chart, most=most, series=right)
            if ticks:
                # plotext takes "left" or "right" here (its hints say a number).
                plt.yticks(cast(list[float], ticks), yside="right")  # type: ignore[arg-type]

    def render(self) -> RenderResult:
        legend = legend_text(self.chart, self.right, self.size.width, self.shared)
        rows = legend.plain.count("\n") + 1
        plt = self.plt
        height = max(1, self.size.height - rows)
        self.set_y_ticks(height - 6)  # less the title, frame, x ticks and x label
        plt.plotsize(self.size.width, height)
        plt._set_size(self.size.width, height)  # as PlotextPlot.render does (its note)
        plt.theme(self._get_plotext_theme_name(self.app.theme))
        out = Text()
        out.append_text(legend)
        out.append("\n")
        out.append_text(Text.from_ansi(plt.build()))
        return out


def tied_together(chart: Chart) -> tuple[Chart, set[str]]:
    """Lines that are the same all along (teammates in NΣT!, or two teams
    level after a round) drawn as one line named for all of them ("Ann &
    Bob"): drawn apart, the last would hide the others. Also returns the
    names of those shared lines, for the legend to say so."""
    merged: dict[tuple, list[str]] = {}
    for name, values in chart.series.items():
        merged.setdefault(tuple(values), []).append(name)
    if len(merged) == len(chart.series):
        return chart, set()
    series = {" & ".join(names): list(values) for values, names in merged.items()}
    shared = {" & ".join(names) for names in merged.values() if len(names) > 1}
    return chart.model_copy(update={"series": series}), shared


def right_scale(chart: Chart) -> set[str]:
    """The lines far smaller than the largest one: they get the right axis.
    Only for counts (no value below 0): points that go negative share one scale."""
    values = {name: [v for v in line if v is not None] for name, line in chart.series.items()}
    if chart.one_scale or len(values) < 2 or any(v < 0 for line in values.values() for v in line):
        return set()
    tops = {name: max(line, default=0.0) for name, line in values.items()}
    largest = max(tops.values())
    return {name for name, top in tops.items() if top > 0 and top * SCALE_GAP <= largest}


def legend_text(chart: Chart, right: set[str], width: int, shared: Collection[str] = ()) -> Text:
    """Each line's glyph in its colour and its name, wrapped to the width; a
    line `shared` by several names says they coincide ("the same points")."""
    out = Text()
    used = 0
    same = f" (the same {chart.y_label.lower()})"
    for i, name in enumerate(chart.series):
        entry = Text()
        entry.append(MARKERS[i % len(MARKERS)], style=COLOURS[i % len(COLOURS)])
        entry.append(f" {name}" + (same if name in shared else ""))
        entry.append(" (right scale)" if name in right else "")
        if used and used + 3 + len(entry) > width:
            out.append("\n")
            used = 0
        elif used:
            out.append("   ")
            used += 3
        out.append_text(entry)
        used += len(entry)
    return out


def whole_steps(values: list[float], most: int = 8) -> list[int]:
    """Round numbers across the values' range when they are all whole."""
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


def whole_ticks(
    chart: Chart, most: int = 8, series: dict[str, list[float | None]] | None = None
) -> list[int]:
    """Round numbers on the y axis when every value is whole (points, not 195.8)."""
    lines = chart.series if series is None else series
    return whole_steps([v for line in lines.values() for v in line if v is not None], most)


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
