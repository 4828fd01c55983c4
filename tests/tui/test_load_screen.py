"""The load screen shows file name, saved time and a broken file's reason in
full at 80 and 100 columns (issue 6 item 8)."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, net_match, screen_text, settle

from nifty_table.engine import saves
from nifty_table.tui.screens.load import LoadScreen

GOOD = "net-20261126-030938-a-rather-long-file-name.json"
BROKEN = "broken-save-with-a-long-name-20261126.json"


@pytest.mark.parametrize("width", [80, 100])
async def test_file_time_and_reason_are_readable(saves_dir, width):
    (saves_dir / BROKEN).write_text('{"format": "nifty-table-save", "version": 2, "game": "net"')
    saves.save(net_match("Annabelle,Bartholomew,bot:Cyrus"), saves_dir / GOOD)
    app = make_app(saves_dir)
    async with app.run_test(size=(width, 24)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        names = [r.path.name for r in screen.rows]
        good = screen.rows[names.index(GOOD)]
        assert good.envelope is not None
        when = good.envelope.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        table = screen.query_one("DataTable")

        table.move_cursor(row=names.index(GOOD))
        await settle(pilot)
        text = screen_text(app)
        assert GOOD in text
        assert when in text
        assert "Annabelle, Bartholomew, Cyrus (computer)" in text

        table.move_cursor(row=names.index(BROKEN))
        await settle(pilot)
        text = screen_text(app)
        assert BROKEN in text
        reason = screen.rows[names.index(BROKEN)].error
        assert reason and reason in " ".join(text.split())  # whole, maybe wrapped
