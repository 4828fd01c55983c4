"""Action 1: activate a Troop, roll the attack, Scientists may change it, hit one Gnome."""

from __future__ import annotations


def _action(kit, players=2, seed=2):
    state = kit.new(players, seed=seed)
    kit.to_action_phase(state)
    return state


def _attack_roll(kit, state, seat, troop, faces):
    """Activate `troop` with the first dice, then make the attack roll show `faces`."""
    action = next(x for x in kit.legal(state, seat, "attack") if x.troop == troop)
    kit.do(state, action)
    for i, face in zip(state.attack.dice, faces, strict=True):
        state.players[seat].dice[i] = face
    return state.attack.dice


def test_the_rulebook_six_plus_four_example(kit):
    """A Troop activated with a pair rolls 6 and 3; a Scientist turns the 3 into a 4:
    10 damage, all on one Gnome. It knocks out the Gnome with 8 health left."""
    state = _action(kit)
    anton = state.turn
    twin, nudge = kit.set_army(state, anton, ["twin_tern", "nudge_nuthatch"])
    state.players[anton].leader = ""
    kit.set_dice(state, anton, [2, 2, 5, 1])
    # Bramble Boss: 12 health; Sprinkler Sniper: 8 health (neither cares for 6 or 4).
    big, small = kit.set_gnomes(state, 1 - anton, ["bramble_boss", "sprinkler_sniper"])
    dice = _attack_roll(kit, state, anton, twin, [6, 3])
    assert kit.now(state) == (kit.Decision.TARGET, anton)
    assert twin in state.players[anton].asleep
    kit.do(state, kit.a.Science(seat=anton, card=nudge))
    kit.do(state, kit.a.Tweak(seat=anton, dice=(dice[1],), faces=(4,)))
    kit.do(state, kit.a.Target(seat=anton, gnome=small))
    assert small in state.knocked_out  # 6 + 4 = 10 >= 8 left
    assert small not in state.players[1 - anton].gnomes
    assert len(state.players[1 - anton].gnomes) == 1  # no replacement until Nightfall
    assert any("deals 10 to Sprinkler Sniper" in line for line in state.log)
    assert big in state.players[1 - anton].gnomes and state.damage.get(big, 0) == 0


def test_weakness_armour_and_never_negative_damage(kit):
    state = _action(kit)
    seat = state.turn
    (peep,) = kit.set_army(state, seat, ["wompins_assistant"])  # any die, -1 damage
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [4, 4, 4, 4])
    # Puddle Punk: armour on 1. The 1 deals nothing; -1 would make it negative: 0.
    (punk,) = kit.set_gnomes(state, seat, ["puddle_punk"])
    _attack_roll(kit, state, seat, peep, [1])
    kit.do(state, kit.a.Target(seat=seat, gnome=punk))
    assert state.damage.get(punk, 0) == 0
    # Lawn Lurker: weak to 6: a 6 deals 8, -1 = 7 >= 5 health.
    state2 = _action(kit, seed=5)
    seat = state2.turn
    (peep,) = kit.set_army(state2, seat, ["wompins_assistant"])
    state2.players[seat].leader = ""
    kit.set_dice(state2, seat, [4, 4, 4, 4])
    (lurker,) = kit.set_gnomes(state2, seat, ["lawn_lurker"])
    _attack_roll(kit, state2, seat, peep, [6])
    kit.do(state2, kit.a.Target(seat=seat, gnome=lurker))
    assert lurker in state2.knocked_out
    assert any("deals 7 to Lawn Lurker (weakness" in line for line in state2.log)


def test_any_gnome_may_be_attacked_and_a_knock_out_gives_its_reward(kit):
    state = _action(kit)
    seat = state.turn
    (sparrow,) = kit.set_army(state, seat, ["sharp_sparrow"])
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [6, 1, 1, 1])
    (lurker,) = kit.set_gnomes(state, 1 - seat, ["lawn_lurker"])  # on_ko: a tactic card
    _attack_roll(kit, state, seat, sparrow, [5])
    targets = {x.gnome for x in kit.legal(state, seat, "target")}
    assert lurker in targets and targets >= set(state.players[seat].gnomes)
    kit.do(state, kit.a.Target(seat=seat, gnome=lurker))  # 5 + 2 = 7
    assert lurker in state.knocked_out
    assert len(state.players[seat].tactics) == 1


def test_dice_and_troops_are_used_once_per_round(kit):
    state = _action(kit)
    seat = state.turn
    (sparrow,) = kit.set_army(state, seat, ["sharp_sparrow"])
    kit.set_dice(state, seat, [6, 6, 1, 1])
    _attack_roll(kit, state, seat, sparrow, [1])
    kit.do(state, kit.legal(state, seat, "target")[0])
    if state.phase is kit.Phase.ACTION and state.turn != seat:
        kit.do(state, kit.a.Pass(seat=state.turn))
    if state.phase is kit.Phase.ACTION and state.turn == seat:
        assert kit.legal(state, seat, "attack") == []  # the Troop sleeps
        assert sorted(state.players[seat].spot).count(-1) == 3  # one die used


def test_an_attack_needs_matching_dice(kit):
    state = _action(kit)
    seat = state.turn
    (dodo,) = kit.set_army(state, seat, ["duo_dodo"])  # a 3 and a 4
    kit.set_dice(state, seat, [3, 3, 5, 6])
    assert kit.legal(state, seat, "attack") == []
    reason = kit.refused(state, kit.a.Attack(seat=seat, troop=dodo, dice=(0, 1)))
    assert "cannot attack" in reason
    kit.set_dice(state, seat, [3, 4, 5, 6])
    kit.do(state, kit.a.Attack(seat=seat, troop=dodo, dice=(1, 0)))
    assert state.attack is not None and sorted(state.attack.dice) == [0, 1]


def test_each_target_choice_says_the_damage_it_would_deal(kit):
    """The choice of Gnome shows what the rolled attack would do to each one,
    weakness and armour counted, and whether it knocks the Gnome out."""
    from nifty_table.games.nirds import GAME

    state = _action(kit)
    seat = state.turn
    (peep,) = kit.set_army(state, seat, ["wompins_assistant"])  # any die, -1 damage
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [4, 4, 4, 4])
    # A 6: Lawn Lurker is weak to it (6 + 2 - 1 = 7 >= 5), Bramble Boss is not (5 of 12).
    lurker, bramble = kit.set_gnomes(state, seat, ["lawn_lurker", "bramble_boss"])
    _attack_roll(kit, state, seat, peep, [6])
    labels = {x.gnome: GAME.describe(state, x) for x in kit.legal(state, seat, "target")}
    assert labels[lurker].endswith("5 health left: 7 damage (knocks it out)")
    assert labels[bramble].endswith("12 health left: 5 damage")
    kit.do(state, kit.a.Target(seat=seat, gnome=lurker))
    assert lurker in state.knocked_out  # the label told the truth
