"""Blunders a newcomer would laugh at, in positions of a real deal (the kit
sets the named cards and dice): the hard seat, at about the work its table
budget buys on one core (seeded and counted in playouts, so a busy machine
cannot change the choice), never makes them; nor does the normal seat."""

from __future__ import annotations

import pytest

from nifty_table.engine import levels, strategies
from nifty_table.engine.rng import Rng

TABLE_PLAYOUTS = 120  # one decision at 0.25 s on one free core: about 100 to 300
LEVELS = ["normal", "hard"]


def _choice(kit, state, level: str):
    seat = levels.strategy("nirds", level)
    if level == "hard":
        seat.max_iterations = TABLE_PLAYOUTS
    return strategies.decide(kit.game, state.model_copy(deep=True), seat, Rng.from_seed(1))


@pytest.mark.parametrize("level", LEVELS)
def test_a_sure_knock_out_is_not_traded_for_chips_off_the_king(kit, level):
    # A Sharp Sparrow attacks with a 3 (5 in all): enough to knock out the
    # Pebble Pitcher (4), a few chips off the Gnome King, who stays standing.
    state = kit.new(2, seed=2)
    kit.to_action_phase(state)
    seat = state.turn
    (sparrow,) = kit.set_army(state, seat, ["sharp_sparrow"])
    kit.set_army(state, seat, ["sharp_sparrow", "odd_owl"])
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [6, 1, 1, 1])
    kit.set_gnomes(state, seat, [])
    king, small = kit.set_gnomes(state, 1 - seat, ["gnome_king", "pebble_pitcher"])
    kit.do(state, kit.a.Attack(seat=seat, troop=sparrow, dice=(0,)))
    state.players[seat].dice[0] = 3
    assert any(a.kind == "target" and a.gnome == king for a in kit.legal(state, seat))
    action = _choice(kit, state, level)
    assert action.kind == "target" and action.gnome == small


@pytest.mark.parametrize("level", LEVELS)
def test_a_weakness_that_knocks_out_is_not_wasted_on_the_big_gnome(kit, level):
    # A Wompins Assistant rolls a 6 (-1 damage): 7 on the Lawn Lurker, weak
    # to 6 (5 health: knocked out), 5 on the Bramble Boss (12 health: standing).
    state = kit.new(2, seed=5)
    kit.to_action_phase(state)
    seat = state.turn
    (peep,) = kit.set_army(state, seat, ["wompins_assistant"])
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [4, 4, 4, 4])
    _big, lurker = kit.set_gnomes(state, seat, ["bramble_boss", "lawn_lurker"])
    kit.set_gnomes(state, 1 - seat, [])
    attack = next(x for x in kit.legal(state, seat, "attack") if x.troop == peep)
    kit.do(state, attack)
    for i in state.attack.dice:
        state.players[seat].dice[i] = 6
    action = _choice(kit, state, level)
    assert action == kit.a.Target(seat=seat, gnome=lurker), action
