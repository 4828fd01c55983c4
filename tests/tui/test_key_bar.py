"""The key bar keeps every key on screen at 80 columns, even on the busiest table."""

from __future__ import annotations

from tui_helpers import region_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.widgets.key_bar import KeyBar


def _shown_keys(app) -> list[str]:
    """The description of every binding the key bar is meant to show."""
    seen: dict[str, str] = {}
    for _node, binding, _enabled, _tooltip in app.screen.active_bindings.values():
        if binding.show:
            seen.setdefault(binding.action, binding.description)
    return list(seen.values())


async def _firefly_after_a_play(saves_dir, size):
    """Three people at Firefly; Ann has just played, so a Surprise may answer
    (! Interrupt) and she may take it back (u Take back): the most keys at once."""
    seats = [Seat(name=name) for name in ("Ann", "Bob", "Cy")]
    match = Match.new("firefly-fluxx", seats, seed=12)
    app = NiftyApp(saves_dir=saves_dir, match=match, bot_delay=0, reaction_pause=60)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Ann sits down behind the curtain
        await settle(pilot)
        await pilot.press("enter")  # and plays her first choice
        await settle(pilot, 5)
        return _shown_keys(app), region_text(app, app.screen.query_one(KeyBar))


async def test_every_key_fits_at_80_columns(saves_dir):
    keys, bar = await _firefly_after_a_play(saves_dir, (80, 24))
    assert {"Interrupt", "Take back", "Discards", "Join"} <= set(keys)
    for description in keys:
        assert description in bar, f"{description!r} is cut from the key bar: {bar!r}"
    assert "Quit" in bar


async def test_wide_terminals_keep_the_roomy_bar_and_the_palette_hint(saves_dir):
    keys, bar = await _firefly_after_a_play(saves_dir, (120, 40))
    assert "Take back" in keys
    assert "  u Take back  " in bar  # the roomy spacing
    assert "palette" in bar
