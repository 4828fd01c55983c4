"""The load screen shows file name, saved time and a broken file's reason in
full at 80 and 100 columns (issue 6 item 8)."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, net_match, notifications, screen_text, settle

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


async def test_v_replays_an_unfinished_save_from_one_players_view(saves_dir):
    from nifty_table.engine.rng import Rng
    from nifty_table.tui.screens.pick_seat import PickSeatScreen
    from nifty_table.tui.screens.replay_table import ReplayControls

    match = net_match("Ann,[red]Bob")
    rng = Rng.from_seed(4)
    for _ in range(6):
        match.apply(rng.choice(match.legal_actions()))
    saves.save(match, saves_dir / "unfinished.json")
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        assert "Watch the replay" in screen_text(app)  # the footer names the key
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, PickSeatScreen)
        text = screen_text(app)
        assert "player's view. Whose?" in text and "[red]Bob" in text
        await pilot.press("escape")  # changed her mind: back on the list, nothing opened
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("v", "down", "enter")
        await settle(pilot)
        assert "Pass the keyboard to [red]Bob" in screen_text(app)  # as at the table
        await pilot.press("enter")
        await settle(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayControls) and replay.viewer == 1
        assert "Watching [red]Bob." in screen_text(app)
        assert "step 0 of 6" in screen_text(app)
        await pilot.press("end")
        await settle(pilot)
        assert "step 6 of 6" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert (saves_dir / "unfinished.json").exists()


async def test_v_on_a_broken_file_says_why_and_opens_nothing(saves_dir):
    (saves_dir / BROKEN).write_text("{not json")
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("l", "v")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert any("cannot be replayed" in message for message in notifications(app))
        assert (saves_dir / BROKEN).read_text() == "{not json"


@pytest.mark.parametrize(
    "names", [("Ann\u202egnp", "Bob"), ("Ann\u2028Bob", "Bob"), ("Bob", "bob")]
)
async def test_a_save_with_names_set_up_refuses_is_listed_and_refused(saves_dir, names):
    """Issue 16 item 12: the names of a file pass the set-up's checks."""
    import json

    path = saves_dir / "edited.json"
    saves.save(net_match("Ann,Bob"), path)
    data = json.loads(path.read_bytes())
    for seats in (data["seats"], data["start_seats"], data["state"]["seats"]):
        seats[0]["name"], seats[1]["name"] = names
    path.write_text(json.dumps(data, ensure_ascii=False))
    before = path.read_bytes(), path.stat().st_mtime_ns
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.5)  # the menu's check of the Continue line
        menu_text = screen_text(app)
        assert "No unfinished game to continue" in menu_text
        assert "\u202e" not in menu_text and "\u2028" not in menu_text
        await pilot.press("c")  # nothing to continue: the file is not opened
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        (row,) = screen.rows
        assert not row.ok and "names are refused" in row.error
        text = screen_text(app)
        assert "cannot load" in text and "names are refused" in text
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
        assert any("cannot be loaded: its players' names" in n for n in notifications(app))
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert [p.name for p in saves_dir.iterdir()] == ["edited.json"]
