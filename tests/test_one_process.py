"""What a test process pays once rather than in every test (tests/one_process.py)."""

from __future__ import annotations

import asyncio
import gc
import weakref

from one_process import pytest_runtest_teardown
from textual.app import App
from textual.css.stylesheet import Stylesheet
from textual.widgets import Static


def test_what_every_test_reads_is_left_out_of_the_collectors_full_rounds():
    assert gc.get_freeze_count() > 10_000


def stylesheet(colour: str) -> Stylesheet:
    sheet = Stylesheet(variables={"ink": colour})
    sheet.add_source("Static { color: $ink; }", read_from=("sheet.tcss", ""))
    sheet.parse()
    return sheet


def test_a_stylesheet_is_parsed_once_per_process_and_theme():
    first, again, other_theme = stylesheet("red"), stylesheet("red"), stylesheet("blue")
    assert again.rules[0] is first.rules[0]  # the same rules, not parsed anew
    assert other_theme.rules[0] is not first.rules[0]
    assert other_theme.rules[0].styles.color != first.rules[0].styles.color


class OneLine(App):
    def compose(self):
        yield Static("a line")


async def draw_and_end() -> list[weakref.ref]:
    """Weak references to the style caches (drawn lines) of an app drawn and ended."""
    async with OneLine().run_test() as pilot:
        await pilot.pause()
        return [
            weakref.ref(w._styles_cache) for w in pilot.app.screen.walk_children(with_self=True)
        ]


def test_a_finished_apps_drawn_lines_do_not_outlive_its_test():
    drawn = asyncio.run(draw_and_end())  # its own loop, ended: nothing of the app in it
    pytest_runtest_teardown(None)
    gc.collect()
    assert len(drawn) == 2  # the screen and its line
    assert all(cache() is None for cache in drawn)
