"""The set-up form fits 80 columns beside its scroll bar: each seat's row
(name, person/computer, here/remote) is whole, its right frame on screen."""

from __future__ import annotations

from test_setup_screen import open_setup
from textual.widgets import Select
from tui_helpers import make_app, screen_text, settle

from nifty_table.engine import registry
from nifty_table.tui.screens.setup import RemoteTick


async def test_nirds_four_seats_keep_the_here_and_remote_boxes_whole(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        await pilot.press(*["down"] * list(registry.GAMES).index("nirds"))
        await settle(pilot)
        assert screen.game_id == "nirds"
        screen.query_one("#count", Select).value = 4
        screen.query_one("#remote-1", RemoteTick).value = True
        await settle(pilot)
        assert screen.query_one("#form").show_vertical_scrollbar  # the case at hand
        lines = screen_text(app).splitlines()
        rows = [line for line in lines if "here" in line or "remote" in line]
    assert len(rows) >= 2  # Ann's and Bob's at least; the others may be scrolled off
    for row in rows:
        word = "remote" if "remote" in row else "here"
        # The box's right frame follows its word, before the scroll bar.
        assert row.split(word)[1].strip().startswith("▎"), row
