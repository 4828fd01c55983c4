"""A panel whose height follows its text: a text too long for it ends in "…"."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static
from tui_helpers import settle

from nifty_table.tui.widgets.redraw import show_text

LONG = "Infinite Weirdness: its owner cannot be bored and wins every Boredom defence " * 3


class Panel(App):
    CSS = "Static { width: 30; height: auto; max-height: 2; }"

    def compose(self) -> ComposeResult:
        yield Static()


async def test_a_text_too_long_for_the_panel_ends_in_an_ellipsis():
    app = Panel()
    async with app.run_test(size=(40, 10)) as pilot:
        await settle(pilot)
        panel = app.query_one(Static)
        show_text(panel, Text(LONG, style="grey85"))
        await settle(pilot)
        shown = str(panel.content).split("\n")
        assert len(shown) == 2 and panel.region.height == 2
        assert shown[-1].endswith("…") and all(len(row) <= 30 for row in shown)
        assert " ".join(shown).startswith("Infinite Weirdness: its owner")
        show_text(panel, Text("Short and whole."))
        await settle(pilot)
        assert str(panel.content) == "Short and whole." and panel.region.height == 1


async def test_a_cut_text_says_where_the_whole_text_is():
    app = Panel()
    async with app.run_test(size=(40, 10)) as pilot:
        await settle(pilot)
        panel = app.query_one(Static)
        show_text(panel, Text(LONG), " (c: whole card)")
        await settle(pilot)
        shown = str(panel.content).split("\n")
        assert len(shown) == 2 and all(len(row) <= 30 for row in shown)
        assert shown[-1].endswith("… (c: whole card)")
        show_text(panel, Text("Short and whole."), " (c: whole card)")
        await settle(pilot)
        assert str(panel.content) == "Short and whole."  # nothing cut: no pointer
