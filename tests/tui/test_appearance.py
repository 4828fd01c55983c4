"""Theme and monochrome mode: remembered between runs; monochrome snapshots."""

from __future__ import annotations

import json

from test_snapshots import match_in_tricks
from textual.filter import Monochrome
from tui_helpers import make_app, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match


def settings_of(app) -> dict:
    return json.loads(app.settings_path.read_text(encoding="utf-8"))


async def test_a_chosen_theme_is_remembered(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.theme = "nord"
        await settle(pilot)
        assert settings_of(app)["theme"] == "nord"
    again = make_app(saves_dir)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert again.theme == "nord"


async def test_monochrome_toggles_from_the_palette_and_is_remembered(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Monochrome on" in titles
        app.action_toggle_monochrome()
        await settle(pilot)
        assert any(isinstance(f, Monochrome) for f in app._filters)
        assert settings_of(app)["monochrome"] is True
        assert "Monochrome off" in [c.title for c in app.get_system_commands(app.screen)]
    again = make_app(saves_dir)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert again.monochrome
        again.action_toggle_monochrome()
        assert not any(isinstance(f, Monochrome) for f in again._filters)


async def test_a_damaged_settings_file_keeps_the_defaults(saves_dir):
    app = make_app(saves_dir)
    app.settings_path.write_text("{not json", encoding="utf-8")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not app.monochrome


def monochrome(app):
    app.settings_path.write_text(json.dumps({"monochrome": True}), encoding="utf-8")
    return app


def test_net_table_in_monochrome(snap_compare, saves_dir):
    app = monochrome(make_app(saves_dir, match_in_tricks(), curtain=False))
    assert snap_compare(app, terminal_size=(80, 24))


def test_fluxx_table_in_monochrome(snap_compare, saves_dir):
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    match = Match.new("firefly-fluxx", seats, seed=4)
    app = monochrome(make_app(saves_dir, match, curtain=False))
    assert snap_compare(app, terminal_size=(100, 30))
