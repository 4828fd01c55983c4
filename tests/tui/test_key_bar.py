"""The key bar: the keys in force on one line, packed on narrow terminals,
following focus and screen changes, and clickable."""

from __future__ import annotations

from tui_helpers import make_app, net_match, screen_text, settle

from nifty_table.tui.screens.help import HelpScreen
from nifty_table.tui.widgets.key_bar import KeyBar


async def test_the_key_bar_lists_the_keys_in_force_and_a_click_presses_one(saves_dir):
    app = make_app(saves_dir, net_match("Ann,bot:Bob"))
    async with app.run_test(size=(120, 32)) as pilot:
        await settle(pilot)
        bottom = screen_text(app).splitlines()[-1]
        assert " f1 Help " in bottom and "m Menu" in bottom
        assert "▏^p palette" in bottom  # wide: the palette hint at the right
        bar = app.screen.query_one(KeyBar)
        start = bottom.index(" f1 Help")
        await pilot.click(bar, offset=(start + 2, 0))
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        bottom = screen_text(app).splitlines()[-1]
        assert "esc Close" in bottom and "m Menu" not in bottom  # the help's own keys
        await pilot.press("escape")
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        bottom = screen_text(app).splitlines()[-1]
        assert "f1 Help m Menu" in bottom  # packed
        assert "palette" not in bottom
