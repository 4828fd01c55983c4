"""At 80 columns a busy key bar drops keys from its end, but never Quit: a
player who claimed the keyboard out of turn in Firefly Fluxx saw the bar end
in "c Whole card ^q" with Quit cut off."""

from __future__ import annotations

from test_fluxx_table import arranged_match, zoe_claims
from tui_helpers import make_app, screen_text, settle


async def test_quit_stays_on_the_bar_of_a_claimed_keyboard_at_80_columns(saves_dir):
    match = arranged_match()
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(80, 24)) as pilot:
        await zoe_claims(pilot, match)
        await settle(pilot)
        assert app.screen.claimant == 1
        bottom = screen_text(app).splitlines()[-1]
    assert bottom.rstrip().endswith("^q Quit"), bottom
    assert bottom.startswith("^s Save f1 Help"), bottom  # the first keys stay first
