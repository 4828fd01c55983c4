"""SVG snapshots of the main screens, with fixed seeds and sizes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tui_helpers import make_app, net_match

from nifty_table.engine.rng import Rng
from nifty_table.games.net.state import Phase

# A fixed folder: the menu prints the save folder, so it must not vary.
# One worker runs every test of this file: they share the fixed folder.
pytestmark = pytest.mark.xdist_group("fixed-snapshot-folder")
SNAP_SAVES = Path("/tmp/nifty-table-snapshots")


@pytest.fixture
def snap_saves() -> Path:
    shutil.rmtree(SNAP_SAVES, ignore_errors=True)
    SNAP_SAVES.mkdir(parents=True)
    # The remembered set-up lives beside the saves folder; start from none.
    SNAP_SAVES.with_name(f"{SNAP_SAVES.name}-settings.json").unlink(missing_ok=True)
    return SNAP_SAVES


def match_in_tricks(names: str = "Ann,Bob,Cy", seed: int = 21, plays: int = 4):
    """A NΣT! match a few cards into the first trick phase."""
    match = net_match(names, seed=seed)
    rng = Rng.from_seed(seed)
    while match.state.phase is not Phase.TRICKS:
        match.apply(rng.choice(match.legal_actions()))
    for _ in range(plays):
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_menu(snap_compare, snap_saves):
    assert snap_compare(make_app(snap_saves), terminal_size=(80, 24))


def test_setup(snap_compare, snap_saves):
    assert snap_compare(make_app(snap_saves), press=["n"], terminal_size=(80, 24))


def test_curtain(snap_compare, snap_saves):
    match = net_match("Ann,Bob", seed=3)
    rng = Rng.from_seed(3)
    while match.state.phase is Phase.CHARACTERS:
        match.apply(rng.choice(match.legal_actions()))
    assert snap_compare(make_app(snap_saves, match), terminal_size=(80, 24))


def test_game_80x24(snap_compare, snap_saves):
    app = make_app(snap_saves, match_in_tricks(), curtain=False)
    assert snap_compare(app, terminal_size=(80, 24))


def test_game_120x40(snap_compare, snap_saves):
    app = make_app(snap_saves, match_in_tricks(plays=2), curtain=False)
    assert snap_compare(app, terminal_size=(120, 40))


def test_help(snap_compare, snap_saves):
    app = make_app(snap_saves, match_in_tricks(), curtain=False)
    assert snap_compare(app, press=["f1"], terminal_size=(80, 24))
