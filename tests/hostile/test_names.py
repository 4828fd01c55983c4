"""One set of name checks for the setup screen, `play --players`, Match.new and
a player jumping in: not empty, unique whatever the capitals, no control
characters. Markup-looking names are fine: they are shown literally."""

from __future__ import annotations

import pytest

from nifty_table.cli.players import parse_players
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.names import name_problem, names_problem


@pytest.mark.parametrize("name", ["[/]", "[bold]", "[link=x]", "[$x]", "Zoë", "a\\", "*x*"])
def test_markup_looking_names_are_accepted(name):
    assert name_problem(name, ["Ann"]) is None
    assert Match.new("net", [Seat(name=name), Seat(name="Ann")], seed=1).seats[0].name == name


@pytest.mark.parametrize(
    ("name", "taken", "phrase"),
    [
        ("", [], "empty"),
        ("   ", [], "empty"),
        ("ann", ["Ann"], "different"),
        (" ANN ", ["Ann"], "different"),
        ("a\x1b[2Jb", [], "control"),
        ("two\nlines", [], "control"),
        ("x" * 25, [], "too long"),
    ],
)
def test_bad_names_are_refused_with_a_reason(name, taken, phrase):
    assert phrase in (name_problem(name, taken) or "")


def test_every_entry_point_uses_the_same_checks():
    assert "different" in (names_problem(["Ann", "ANN"]) or "")
    with pytest.raises(ValueError, match="different"):
        Match.new("net", [Seat(name="Ann"), Seat(name="ann ")], seed=1)
    with pytest.raises(ValueError, match="different"):
        parse_players("Ann,ANN")
    with pytest.raises(ValueError):  # a save can never carry a control character
        Seat(name="a\x07b")


def test_a_fluxx_player_jumping_in_gets_the_same_checks():
    from nifty_table.engine.contract import IllegalAction
    from nifty_table.games.fluxx.actions import Join

    match = Match.new("firefly-fluxx", [Seat(name="Ann"), Seat(name="[/]")], seed=3)
    for name in ("ANN", " [/] ", "tab\there"):
        with pytest.raises(IllegalAction):
            match.apply(Join(seat=2, name=name))
    assert len(match.seats) == 2
    match.apply(Join(seat=2, name="[bold]"))
    assert [s.name for s in match.seats] == ["Ann", "[/]", "[bold]"]
