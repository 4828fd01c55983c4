"""The curtain's words fit the terminal: a long prompt under a long name
wraps rather than running off the screen's right edge at 80x24."""

from __future__ import annotations

from tui_helpers import make_app, screen_text, settle

from nifty_table.tui.screens.curtain import CurtainScreen

NAME = "Cassiopeia Montgomery"
REASON = f"{NAME}, choose an Action or New Rule from the discard pile to play it."


async def test_a_long_reason_wraps_whole_on_a_narrow_terminal(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(CurtainScreen(NAME, REASON, again=True))
        await settle(pilot)
        words = " ".join(screen_text(app).split())
        assert REASON in words  # every word on screen, none cut at the edge
