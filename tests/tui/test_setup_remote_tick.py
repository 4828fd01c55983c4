"""New game remembers who joins from elsewhere, with the other choices, so
hosting the same friends again needs no ticking."""

from __future__ import annotations

import json

from test_setup_screen import open_setup, start_then_set_up_again
from tui_helpers import make_app, screen_text, settle

from nifty_table.tui.screens.setup import RemoteTick


async def test_the_here_and_remote_ticks_are_remembered_for_the_next_new_game(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        assert screen.query_one("#remote-1", RemoteTick).value is False
        screen.query_one("#remote-1", RemoteTick).value = True  # Bob joins from elsewhere
        await settle(pilot)
        again = await start_then_set_up_again(pilot, screen)
        assert again.query_one("#remote-0", RemoteTick).value is False  # Ann: here
        assert again.query_one("#remote-1", RemoteTick).value is True  # Bob: remote
        lines = screen_text(app).splitlines()
        assert any("Bob" in line and "remote" in line for line in lines)
        assert any("Ann" in line and "here" in line for line in lines)
    seats = json.loads((saves_dir / "settings.json").read_text())["last_setup"]["seats"]
    assert [seat["remote"] for seat in seats[:2]] == [False, True]
