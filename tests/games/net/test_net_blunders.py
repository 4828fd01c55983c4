"""Blunders a newcomer would laugh at, in built deals (the kit deals the
named cards): the hard seat, at about the work its table budget buys on one
core (seeded and counted in playouts, so a busy machine cannot change the
choice), never makes them; nor does the normal seat."""

from __future__ import annotations

import pytest

from nifty_table.engine import levels, strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME

BLUE, RED, YELLOW, GREEN = range(4)
TABLE_PLAYOUTS = 100  # one decision at 0.25 s on one free core: about 100 to 400
LEVELS = ["normal", "hard"]


def _card(state, level: str) -> int:
    seat = levels.strategy("net", level)
    if level == "hard":
        seat.max_iterations = TABLE_PLAYOUTS
    return strategies.decide(GAME, state.model_copy(deep=True), seat, Rng.from_seed(1)).card


@pytest.mark.parametrize("level", LEVELS)
def test_no_one_is_led_into_the_opponents_hands_when_tricks_score(kit, level):
    # Blue 1 led in a positive round: any blue (or a trump) of the other side takes it.
    hands = [kit.cards("B1", "B5", "R7"), kit.cards("G2", "G3", "G4")]
    state = kit.built(2, hands, trump=YELLOW, value=2)
    assert _card(state, level) != kit.card("B1")


@pytest.mark.parametrize("level", LEVELS)
def test_no_one_is_dropped_on_the_other_teams_trick(kit, level):
    # Blue 13 led by the other team; a 1 thrown on it is theirs.
    hands = [
        kit.cards("B13", "Y2"),
        kit.cards("G1", "G5"),
        kit.cards("R2", "R3"),
        kit.cards("R4", "R5"),
    ]
    state = kit.built(4, hands, trump=YELLOW, value=2, teams=[0, 1, 0, 1])
    kit.play(state, kit.card("B13"))
    assert _card(state, level) == kit.card("G5")


@pytest.mark.parametrize("level", LEVELS)
def test_a_scoring_trick_it_can_win_last_is_not_handed_over(kit, level):
    hands = [kit.cards("B9", "Y2", "Y3"), kit.cards("B4", "B10", "B12")]
    state = kit.built(2, hands, trump=None, value=2)
    kit.play(state, kit.card("B9"))
    assert _card(state, level) != kit.card("B4")


@pytest.mark.parametrize("level", LEVELS)
def test_a_costly_trick_is_ducked_when_it_can_be(kit, level):
    hands = [kit.cards("B9", "Y2", "Y3"), kit.cards("B4", "B8", "B12")]
    state = kit.built(2, hands, trump=None, value=-2)
    kit.play(state, kit.card("B9"))
    assert _card(state, level) != kit.card("B12")


def _last_to_play(kit, hands, plays, **rules):
    """Four players, Blue and Red against Yellow and Green's seats (0 and 2
    against 1 and 3): the first three cards of the trick are played, and
    seat 3 decides last."""
    state = kit.built(4, [kit.cards(*h) for h in hands], teams=[0, 1, 0, 1], **rules)
    kit.play(state, *(kit.card(c) for c in plays))
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_a_partners_sure_trick_is_not_trumped(kit, level):
    # Partner's Blue 13 holds the trick and seat 3 plays last: a trump there
    # wins nothing more and is gone for a trick the team could still take.
    state = _last_to_play(
        kit,
        [("B4", "G9"), ("B13", "G10"), ("B6", "G11"), ("Y13", "G2")],
        ("B4", "B13", "B6"),
        trump=YELLOW,
        value=2,
    )
    assert _card(state, level) == kit.card("G2")


@pytest.mark.parametrize("level", LEVELS)
def test_no_supertrump_is_spent_on_a_partners_sure_trick(kit, level):
    state = _last_to_play(
        kit,
        [("B4", "G9"), ("B13", "G10"), ("B6", "G11"), ("R1", "G2")],
        ("B4", "B13", "B6"),
        trump=YELLOW,
        supertrump=RED,
        value=2,
    )
    assert _card(state, level) == kit.card("G2")


@pytest.mark.parametrize("level", LEVELS)
def test_the_other_teams_scoring_trick_is_taken_when_last_to_play(kit, level):
    # Green 9 of the other team holds the trick; Blue 10 takes it for sure.
    state = _last_to_play(
        kit,
        [("B9", "G9"), ("B3", "G10"), ("B5", "G11"), ("B10", "B2")],
        ("B9", "B3", "B5"),
        value=2,
    )
    assert _card(state, level) == kit.card("B10")


@pytest.mark.parametrize("level", LEVELS)
def test_the_other_teams_costly_trick_is_left_to_them(kit, level):
    state = _last_to_play(
        kit,
        [("B9", "G9"), ("B3", "G10"), ("B5", "G11"), ("B12", "B2")],
        ("B9", "B3", "B5"),
        value=-2,
    )
    assert _card(state, level) == kit.card("B2")


@pytest.mark.parametrize("level", LEVELS)
def test_a_costly_trick_is_not_trumped_when_out_of_the_colour(kit, level):
    # No Blue left: any card may go, and only the trump would take the trick.
    hands = [kit.cards("B9", "R7", "R8"), kit.cards("Y5", "G3", "G8")]
    state = kit.built(2, hands, trump=YELLOW, value=-2)
    kit.play(state, kit.card("B9"))
    assert _card(state, level) != kit.card("Y5")


@pytest.mark.parametrize("level", LEVELS)
def test_no_supertrump_is_wasted_where_the_smallest_trump_wins(kit, level):
    # Last to play and out of Green: Yellow 3 takes the trick as surely as a
    # supertrump, which would win any later trick as well.
    hands = [kit.cards("G4", "B7", "B8"), kit.cards("R1", "Y3", "B2")]
    state = kit.built(2, hands, trump=YELLOW, supertrump=RED, value=2)
    kit.play(state, kit.card("G4"))
    assert _card(state, level) == kit.card("Y3")
