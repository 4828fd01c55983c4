"""What the walker found besides hands on screen, one pilot test each, kept
failing (xfail, strict) until the screens they name are fixed."""

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


@pytest.mark.xfail(
    strict=True,
    reason="walker: every screen leads back to the menu with Escape or m, but the "
    "curtain takes neither",
)
async def test_the_curtain_leads_back_to_the_menu(saves_dir):
    match = Match.new("firefly-fluxx", seats("Ann,Bob"), seed=3)
    async with table(saves_dir, match) as walker:
        assert isinstance(walker.app.screen, CurtainScreen)
        await walker.send("escape")
        await walker.send("m")
        assert isinstance(walker.app.screen, MenuScreen)


@pytest.mark.xfail(
    strict=True,
    reason="walker: the NΣT! board's footer offers 'Cover box' (Enter) while characters "
    "are picked, and Enter on it does nothing and says nothing",
)
async def test_net_board_key_in_the_footer_does_something():
    # As the walker found it: Tab puts the keyboard on the board, u is refused.
    plan = Plan.make(24, "net", (80, 24), via_menu=False, people_min=2)
    outcome = await walk(plan, ["tab", "u", "enter"])
    assert outcome.keys == ["tab", "u", "enter"]
    assert outcome.failure is None, f"{outcome.failure.message}\n{outcome.screen}"


NIRDS_KEYS = (  # as the suite's walk found it (seed 11), up to the u
    "enter down down down down enter shift+tab shift+tab shift+tab shift+tab shift+tab "
    "shift+tab shift+tab shift+tab enter down enter tab tab space tab tab tab tab f5 down "
    "exclamation_mark tab escape up right enter escape enter c down end up left enter n 1 "
    "escape exclamation_mark down <leave> down enter"
)


@pytest.mark.xfail(
    strict=True,
    reason="walker: Nirds shows u (Take back) in the footer when a computer decided "
    "last, and u then does nothing and says nothing",
)
async def test_nirds_take_back_key_does_something():
    plan = Plan.make(11, "nirds", (80, 24), keys=0)
    outcome = await walk(plan, NIRDS_KEYS.split())
    assert outcome.failure is None, outcome.failure.message
    table_keys = len(outcome.keys)
    outcome = await walk(plan, [*NIRDS_KEYS.split(), "u"])
    assert len(outcome.keys) == table_keys + 1
    assert outcome.failure is None, f"{outcome.failure.message}\n{outcome.screen}"
