"""A reaction window timed by the table, without a screen: it waits the
reaction pause, and goes on by itself only if nothing happened meanwhile."""

from __future__ import annotations

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.table.table import Table


def _at_a_window() -> Table:
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    table = Table(Match.new("firefly-fluxx", seats, seed=4), reaction_pause=3.0)
    match, rng = table._match, Rng.from_seed(8)
    for _ in range(400):
        if table.reaction_window() is not None:
            return table
        table.submit(rng.choice(match.legal_actions()))
    raise AssertionError("no reaction window in 400 moves")


def test_a_window_goes_on_by_itself_when_its_pause_is_over():
    table = _at_a_window()
    window = table.reaction_window()
    assert window is not None and window.pause == 3.0
    assert window.go_on.kind == "continue" and table.window_open(window)
    assert table.window_closes(window) == window.go_on


def test_a_claim_holds_the_window_and_a_move_closes_it():
    table = _at_a_window()
    window = table.reaction_window()
    assert window is not None
    other = next(seat for seat in table.people if seat != window.go_on.seat)
    table.claim(other)
    assert not table.window_open(window) and table.window_closes(window) is None
    assert table.reaction_window() is None  # the claimant has the keyboard
    table.release_claim()
    assert table.window_closes(window) == window.go_on
    table.submit(window.go_on)
    assert table.window_closes(window) is None  # the game moved on
