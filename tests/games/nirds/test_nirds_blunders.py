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


def _rolled(kit, seed: int, roll: int, gnomes: list[str]):
    """A Peck Private (no bonus, no leader's) has attacked and rolled `roll`;
    the Gnomes face the attacker and it picks the target next."""
    state = kit.new(2, seed=seed)
    kit.to_action_phase(state)
    seat = state.turn
    (peck,) = kit.set_army(state, seat, ["peck_private"])
    kit.set_army(state, seat, ["peck_private", "odd_owl"])
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [4, 1, 1, 1])
    placed = kit.set_gnomes(state, seat, gnomes)
    kit.set_gnomes(state, 1 - seat, [])
    kit.do(state, kit.a.Attack(seat=seat, troop=peck, dice=(0,)))
    state.players[seat].dice[0] = roll
    return state, seat, placed


@pytest.mark.parametrize("level", LEVELS)
def test_the_damage_finishes_the_wounded_gnome(kit, level):
    # A 3: the Hedge Hulk (9 health) has 7 damage on it already and goes
    # down; the fresh Mossy Mugger (4) would stay standing.
    state, seat, (hulk, _mugger) = _rolled(kit, 3, 3, ["hedge_hulk", "mossy_mugger"])
    state.damage[hulk] = 7
    assert _choice(kit, state, level) == kit.a.Target(seat=seat, gnome=hulk)


@pytest.mark.parametrize("level", LEVELS)
def test_no_die_is_spent_on_a_gnome_whose_armour_stops_it(kit, level):
    # A 6 on the Bucket Brat (armoured against 6s) deals nothing; on the
    # Compost Kid (5 health) it knocks him out.
    state, seat, (_brat, kid) = _rolled(kit, 4, 6, ["bucket_brat", "compost_kid"])
    assert _choice(kit, state, level) == kit.a.Target(seat=seat, gnome=kid)


@pytest.mark.parametrize("level", LEVELS)
def test_no_pass_while_a_troop_can_attack(kit, level):
    state = kit.new(2, seed=6)
    kit.to_action_phase(state)
    seat = state.turn
    kit.set_army(state, seat, ["peck_private", "odd_owl", "tuning_tit"])
    kit.set_dice(state, seat, [4, 4, 2, 2])
    kit.set_gnomes(state, seat, ["compost_kid"])
    assert kit.a.Pass(seat=seat) in kit.legal(state, seat)
    assert _choice(kit, state, level).kind != "pass"


@pytest.mark.parametrize("level", LEVELS)
def test_a_recruit_is_not_paid_with_the_die_a_troop_needs(kit, level):
    # The 6 activates the Sharp Sparrow; the 4 pays for the Peck Private alone.
    state = kit.new(2, seed=7)
    kit.to_action_phase(state)
    seat = state.turn
    kit.set_army(state, seat, ["sharp_sparrow", "low_lark"])
    kit.set_dice(state, seat, [6, 4])
    kit.set_gnomes(state, seat, ["compost_kid", "rake_rascal"])
    recruit = kit.nird("peck_private")
    kit.take_nird(state, recruit)
    swapped = state.market1.pop()
    state.market1.append(recruit)
    state.level1_deck.append(swapped)
    kit.do(state, kit.a.Recruit(seat=seat, card=recruit))
    assert kit.a.Pay(seat=seat, dice=(0,)) in kit.legal(state, seat)
    assert _choice(kit, state, level) == kit.a.Pay(seat=seat, dice=(1,))


def _losing_a_nird(kit, seed: int, army: list[str]):
    """Nightfall: the Cellar Crawler takes one Nird of its player's choice."""
    state = kit.new(2, seed=seed)
    kit.to_action_phase(state)
    seat = state.turn
    cards = kit.set_army(state, seat, army)
    kit.set_dice(state, seat, [])
    kit.set_dice(state, 1 - seat, [])
    kit.set_gnomes(state, seat, ["cellar_crawler"])
    kit.set_gnomes(state, 1 - seat, [])
    while kit.now(state)[0] is not kit.Decision.LOSE_NIRD:
        kit.do(state, kit.legal(state)[0])  # everyone passes; the one Gnome attacks
    assert kit.now(state)[1] == seat
    return state, seat, cards


@pytest.mark.parametrize("level", LEVELS)
def test_the_only_troop_is_never_the_nird_given_up(kit, level):
    # Without a Troop the army can knock out nothing, ever again.
    state, seat, (troop, *_) = _losing_a_nird(
        kit, 8, ["peck_private", "tuning_tit", "rerolling_robin"]
    )
    assert _choice(kit, state, level) != kit.a.Lose(seat=seat, card=troop)


@pytest.mark.parametrize("level", LEVELS)
def test_a_costly_scientist_is_not_given_up_for_a_spare_troop(kit, level):
    # Two Low Larks (4 each) and the Professor Plover (10), the only
    # Scientist: a Lark goes.
    state, seat, (_lark, _lark2, plover) = _losing_a_nird(
        kit, 9, ["low_lark", "low_lark", "professor_plover"]
    )
    assert _choice(kit, state, level) != kit.a.Lose(seat=seat, card=plover)


def _any_attack(kit, seed: int, gnome: str):
    """Nightfall: the Gnome facing the first player hits any player it chooses."""
    state = kit.new(2, seed=seed)
    kit.to_action_phase(state)
    seat = state.turn
    kit.set_dice(state, seat, [])
    kit.set_dice(state, 1 - seat, [])
    kit.set_gnomes(state, seat, [gnome])
    kit.set_gnomes(state, 1 - seat, [])
    return state, seat


def _to_any(kit, state):
    while kit.now(state)[0] is not kit.Decision.ANY:
        kit.do(state, kit.legal(state)[0])


@pytest.mark.parametrize("level", LEVELS)
def test_an_any_attack_never_takes_the_last_life(kit, level):
    state, seat = _any_attack(kit, 10, "gnome_general")
    state.players[1 - seat].lives = 1  # one more lost and everyone loses
    _to_any(kit, state)
    assert _choice(kit, state, level) == kit.a.Choose(seat=seat, player=seat)


@pytest.mark.parametrize("level", LEVELS)
def test_an_any_attack_never_takes_the_last_nird(kit, level):
    state, seat = _any_attack(kit, 11, "chimney_chief")
    kit.set_army(state, 1 - seat, ["peck_private"])
    _to_any(kit, state)
    assert _choice(kit, state, level) == kit.a.Choose(seat=seat, player=seat)
