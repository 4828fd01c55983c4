"""A doubled Enter on a hot-seat curtain lifts it and nothing more: the
first list shown after a curtain takes its keys only after a short reading
time (the app's `lift_reading`; 0 in the other pilot tests, for speed). Found
at the table: two Enters some 150 ms apart lifted Bob's curtain and covered
the highlighted box of a board he had not read."""

from __future__ import annotations

from test_fluxx_table import arranged_match, choose
from tui_helpers import make_app, screen_text, settle

from nifty_table.engine.match import Match
from nifty_table.tui.screens.curtain import CurtainScreen


def plays(match: Match) -> list[str]:
    """The cards played so far."""
    return [a.card for a in match.actions if a.kind == "play"]


# Long enough that the pilot's Enter after a settle surely falls inside it.
READING = 1.0


async def test_the_first_list_after_a_curtain_waits_to_be_read(saves_dir):
    match = arranged_match()
    app = make_app(saves_dir, match, lift_reading=READING)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")  # Mal lifts his curtain
        await settle(pilot)
        assert "Mal, play a card (2 to play)." in screen_text(app)  # his list is on screen
        await pilot.press("enter")  # the doubled Enter: not read yet, so dropped
        await settle(pilot)
        assert not match.actions and "Mal, play a card (2 to play)." in screen_text(app)

        await pilot.pause(READING + 0.1)
        await pilot.press("enter")  # read: now it plays the highlighted card
        await settle(pilot)
        assert plays(match) == ["action_shiny"]  # the window after it goes on at once
        # Only the first list after the curtain waits: the next one takes keys at once.
        await choose(pilot, "Play Hand Limit 2")
        assert plays(match) == ["action_shiny", "rule_hand_limit_2"]
