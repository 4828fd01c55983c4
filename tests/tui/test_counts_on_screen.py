"""Counts on screen take the right noun (the log's own lines are checked in
tests/engine/test_log_grammar.py)."""

from __future__ import annotations

from tui_helpers import make_app, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match


async def test_the_discard_pile_window_counts_one_card(saves_dir):
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    match = Match.new("firefly-fluxx", seats, seed=3)
    state = match.state
    state.discard.append(state.draw_pile.pop())
    assert len(state.discard) == 1
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Ann's curtain
        await settle(pilot)
        await pilot.press("d")
        await settle(pilot)
        assert "Discard pile: 1 card, the top one first" in screen_text(app)
