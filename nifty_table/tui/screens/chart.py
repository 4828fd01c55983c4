"""A game's Chart drawn with textual-plotext, readable without colour.

Each line gets its own marker glyph as well as its own colour, and the
legend names the glyph, so nothing depends on telling colours apart.
"""

from __future__ import annotations

from textual_plotext import PlotextPlot

from nifty_table.engine.contract import Chart

MARKERS = ("●", "■", "▲", "◆", "✚", "★", "○", "□")


class ChartPlot(PlotextPlot):
    DEFAULT_CSS = """
    ChartPlot { height: 14; width: 1fr; min-width: 40; }
    """

    def __init__(self, chart: Chart, **kwargs) -> None:
        super().__init__(**kwargs)
        self.chart = chart

    def on_mount(self) -> None:
        plt = self.plt
        chart = self.chart
        plt.title(chart.title)
        plt.xlabel(chart.x_label)
        plt.ylabel(chart.y_label)
        for i, (name, values) in enumerate(chart.series.items()):
            marker = MARKERS[i % len(MARKERS)]
            plt.plot(chart.x, values, label=name, marker=marker)
        if len(chart.x) <= 12:
            plt.xticks(chart.x)
        self.refresh()
