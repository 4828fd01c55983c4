"""SVG snapshots of the Nirds vs Gnomes table at 80x24 and 120x40 (fixed seed)."""

from __future__ import annotations

import pytest
from tui_helpers import make_app

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


def action_phase_match() -> Match:
    """Two commanders a few decisions into the first Action phase."""
    match = Match.new("nirds", [Seat(name="Ann"), Seat(name="Bob", bot=True)], seed=11)
    rng = Rng.from_seed(11)
    while match.state.phase != "action":
        match.apply(next(a for a in match.legal_actions() if a.kind in ("ready", "adjust")))
    attack = [a for a in match.legal_actions() if a.kind == "attack"]
    if attack:
        match.apply(rng.choice(attack))
    return match


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_nirds_table(snap_compare, snap_saves, size):
    app = make_app(snap_saves, action_phase_match(), curtain=False)
    assert snap_compare(app, terminal_size=size)
