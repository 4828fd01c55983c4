"""SVG snapshots of the main screens, with fixed seeds and sizes."""

from __future__ import annotations

from tui_helpers import make_app, net_match

from nifty_table.engine.rng import Rng
from nifty_table.games.net.state import Phase


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
