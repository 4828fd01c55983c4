"""A key acts only on what was on screen when it was pressed (issue 29 item 1):
in every game, keys typed in one go choose nothing from a list drawn only
after they were pressed. In the walker's style: a seeded game is played on
with Enter, and a burst is sent at every point that hands the keyboard over."""

from __future__ import annotations

import pytest
from tui_helpers import burst, make_app, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.table import TableScreen

BURST = ("enter", "enter", "space", "down", "enter", "space", "enter")
CURTAINS = 3  # curtains checked in each game (the first, and two later ones)


def _state(match: Match) -> tuple[int, str]:
    return len(match.actions), match.state.model_dump_json()


# Nirds vs Gnomes has no curtain: its people play together with open hands.
@pytest.mark.parametrize("game_id", ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty"])
async def test_a_burst_on_a_curtain_lifts_it_and_chooses_nothing(saves_dir, game_id):
    """The first key lifts the curtain; the others were pressed before the
    next person's choices were drawn, so the game stays as it was."""
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(saves_dir, match)
    checked = 0
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        for _ in range(80):
            if checked == CURTAINS:
                break
            if isinstance(app.screen, CurtainScreen):
                before = _state(match)
                burst(app, *BURST)
                await settle(pilot, 10)
                assert isinstance(app.screen, TableScreen)
                assert _state(match) == before, f"a key chose at curtain {checked + 1}"
                checked += 1
            await pilot.press("enter")  # the highlighted choice (or past a summary)
            await settle(pilot)
    assert checked == CURTAINS
