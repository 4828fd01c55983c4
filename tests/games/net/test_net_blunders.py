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
