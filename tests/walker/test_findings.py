"""What the walker found besides hands on screen, one pilot test each (an
xfail, strict, names what is still to fix)."""

from __future__ import annotations

from pathlib import Path

import pytest

from nifty_table.engine.match import Match
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.menu import MenuScreen
from walker.test_privacy_items import seats, table
from walker.walk import Plan, walk


@pytest.fixture
def saves_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


async def test_the_curtain_leads_back_to_the_menu(saves_dir):
    match = Match.new("firefly-fluxx", seats("Ann,Bob"), seed=3)
    async with table(saves_dir, match) as walker:
        assert isinstance(walker.app.screen, CurtainScreen)
        await walker.send("escape")
        await walker.send("m")
        assert isinstance(walker.app.screen, MenuScreen)


async def test_net_board_key_in_the_footer_does_something():
    # As the walker found it: Tab puts the keyboard on the board, u is refused.
    plan = Plan.make(24, "net", (80, 24), via_menu=False, people_min=2)
    outcome = await walk(plan, ["tab", "u", "enter"])
    assert outcome.keys == ["tab", "u", "enter"]
    assert outcome.failure is None, f"{outcome.failure.message}\n{outcome.screen}"
