"""A list that tells its screen at once when its cursor moves, so what follows
the cursor is drawn in the same frame as the cursor."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Static
from tui_helpers import settle

from nifty_table.tui.widgets.cursor_list import CursorList

FRUIT = ["apple", "banana", "cherry"]


class Shelf(App):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def compose(self) -> ComposeResult:
        yield CursorList(*FRUIT, moved=self.moved)
        yield Static(id="under")

    def moved(self) -> None:
        self.calls += 1
        index = self.query_one(CursorList).highlighted
        self.query_one("#under", Static).update(f"on {FRUIT[index]}")


async def test_the_cursor_moves_and_the_text_under_it_changes_in_the_same_step():
    app = Shelf()
    async with app.run_test() as pilot:
        await settle(pilot)
        fruits = app.query_one(CursorList)
        under = app.query_one("#under", Static)
        fruits.focus()
        fruits.highlighted = 0
        for name in FRUIT[1:]:
            calls = app.calls
            fruits.action_cursor_down()  # no await: no message has been handled
            assert app.calls == calls + 1 and str(under.content) == f"on {name}"
        fruits.action_cursor_down()  # past the end: wherever it goes, the text follows
        assert str(under.content) == f"on {FRUIT[fruits.highlighted]}"
        fruits.highlighted = 2
        await pilot.press("up")
        assert str(under.content) == "on banana"


async def test_a_list_filled_before_it_is_mounted_tells_nothing_yet():
    calls = []
    shelf = CursorList(*FRUIT, moved=lambda: calls.append(1))
    shelf.highlighted = 1  # not on a screen: nothing to show it on
    assert calls == []
