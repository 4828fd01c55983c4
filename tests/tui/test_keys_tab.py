"""The help's Keys tab shows keys as they are pressed ("m", not "M", which
would mean Shift+M) and the keys in force after a remap in keys.toml."""

from __future__ import annotations

from tui_helpers import make_app, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.keymap import keys_path
from nifty_table.tui.screens.help import HelpScreen


def keys_rows(text: str) -> dict[str, str]:
    """What each row of the Keys tab says -> the keys shown for it."""
    rows = {}
    for line in text.split("\n"):
        cells = [cell for cell in line.strip(" █").split("  ") if cell.strip()]
        if len(cells) >= 2:
            rows[cells[-1].strip()] = cells[0].strip()
    return rows


async def open_keys_tab(pilot) -> dict[str, str]:
    await pilot.press("f1")
    await settle(pilot)
    assert isinstance(pilot.app.screen, HelpScreen)
    pilot.app.screen.query_one("TabbedContent").active = "keys"
    await settle(pilot)
    return keys_rows(screen_text(pilot.app))


def fluxx_match() -> Match:
    return Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Wash")], seed=3)


async def test_the_keys_tab_prints_keys_as_they_are_pressed(saves_dir):
    app = make_app(saves_dir, fluxx_match(), curtain=False)
    async with app.run_test(size=(120, 48)) as pilot:
        await settle(pilot)
        rows = await open_keys_tab(pilot)
        assert rows["take back your last decision, if nothing was revealed since"] == (
            "u or Ctrl+z"
        )
        assert rows["back to the menu (the game stays saved)"] == "m"
        assert rows["quit, after asking"] == "Ctrl+q, F10 or q"
        assert rows["look through the discard pile (anyone, any time)"] == "d"
        assert rows["a new player jumps in with three cards"] == "j"


async def test_the_keys_tab_shows_the_keys_in_force_after_a_remap(saves_dir):
    keys_path(saves_dir).write_text(
        '[keys]\nsave = "f3"\ntake_back = "b"\ndiscards = "p"\nwhole_table = "w"\n',
        encoding="utf-8",
    )
    match = fluxx_match()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 48)) as pilot:
        await settle(pilot)
        rows = await open_keys_tab(pilot)
        assert rows["save now (the game also saves after every move)"] == "F3 or F2"
        assert rows["take back your last decision, if nothing was revealed since"] == (
            "b or Ctrl+z"
        )
        assert rows["look through the discard pile (anyone, any time)"] == "p"
        assert "Ctrl+s" not in screen_text(app)
