"""A move tried out of turn at the table is refused with the engine's reason,
shown as it is (literal text, never markup), and changes nothing."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, notifications, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.curtain import CurtainScreen

GAMES = ["firefly-fluxx", "get-nifty", "nirds"]


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_move_out_of_turn_shows_why_not(saves_dir, game_id):
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="[b]Bob")], seed=4)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        prompt = match.prompt()
        other = 1 - prompt.seat
        mine = next(a for a in match.legal_actions() if a.seat == prompt.seat)
        before = match.state.model_dump()
        # Through the screen's own path, as a key that cannot act now would go.
        app.screen.submit(mine.model_copy(update={"seat": other}))
        await settle(pilot)
        assert match.state.model_dump() == before
        message = notifications(app)[-1]
        who, not_who = match.state.seats[prompt.seat].name, match.state.seats[other].name
        assert message.startswith("Not allowed: ")
        # Whose decision it is and what they are asked ([b] shown as typed).
        reason = message.removeprefix("Not allowed: ")
        assert f"{who}'s decision now, not {not_who}'s: " in reason
        assert len(reason.split(": ", 1)[1]) > 10
