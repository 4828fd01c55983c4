"""What a test process pays once rather than in every test (tests/one_process.py)."""

from __future__ import annotations

import asyncio
import gc
import weakref

from one_process import pytest_runtest_teardown
from textual.app import App
from textual.widgets import Static


def test_what_every_test_reads_is_left_out_of_the_collectors_full_rounds():
    assert gc.get_freeze_count() > 10_000


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
