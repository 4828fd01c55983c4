"""The four Leaders, exactly as printed."""

from __future__ import annotations


def _with_leader(kit, leader, players=2):
    for seed in range(60):
        state = kit.new(players, seed=seed)
        seats = [i for i, p in enumerate(state.players) if p.leader == leader]
        if seats:
            return state, seats[0]
    raise AssertionError(leader)


def test_froomp_starts_with_five_dice(kit):
    state, seat = _with_leader(kit, "froomp")
    assert len(state.players[seat].dice) == 5
    assert all(len(p.dice) == 4 for i, p in enumerate(state.players) if i != seat)


def test_wompins_adds_one_to_every_attack_of_the_army(kit):
    state, seat = _with_leader(kit, "wompins")
    kit.to_action_phase(state)
    state.turn = seat
    (owl,) = kit.set_army(state, seat, ["odd_owl"])  # any Nird of the army, not only him
    state.players[seat].leader = "wompins"
    kit.set_dice(state, seat, [1, 2, 2, 2])
    (gnome,) = kit.set_gnomes(state, seat, ["gravel_grinder"])  # 10 health, weak 5, armour 2
    kit.do(state, kit.a.Attack(seat=seat, troop=owl, dice=(0,)))
    state.players[seat].dice[state.attack.dice[0]] = 3
    kit.do(state, kit.a.Target(seat=seat, gnome=gnome))
    assert state.damage[gnome] == 3 + 1 + 1  # the die, Odd Owl's +1, Wompins' +1
    assert any("+1 Lieutenant Wompins" in line for line in state.log)


def test_pebbles_discount_works_while_he_sleeps(kit):
    state, seat = _with_leader(kit, "pebbles")
    kit.to_action_phase(state)
    state.turn = seat
    player = state.players[seat]
    player.asleep.append(player.army[0])
    kit.set_dice(state, seat, [2, 1, 1, 1])
    peck = kit.nird("peck_private")  # cost 4
    kit.take_nird(state, peck)
    state.market1[0:1], displaced = [peck], state.market1[0]
    state.level1_deck.append(displaced)
    kit.do(state, kit.a.Recruit(seat=seat, card=peck))
    # 4 - 2 = 2: a 2 alone, or two 1s, pay it exactly (listed first); one 1 is short
    pays = [x.dice for x in kit.legal(state, seat, "pay")]
    assert pays[:2] == [(0,), (1, 2)] and (1,) not in pays


def test_sneefle_turns_one_die_up_to_two_after_trading(kit):
    state, seat = _with_leader(kit, "sneefle")
    if state.phase is kit.Phase.TRADING:
        while state.phase is kit.Phase.TRADING:
            kit.do(state, kit.a.Ready(seat=kit.now(state)[1]))
    assert kit.now(state) == (kit.Decision.SNEEFLE, seat)
    kit.set_dice(state, seat, [1, 6, 6, 6])
    faces = sorted(
        (state.players[seat].dice[x.die], x.face)
        for x in kit.legal(state, seat, "adjust")
        if x.die >= 0
    )
    assert faces == [(1, 2), (1, 3), (6, 4), (6, 5)]
    kit.refused(state, kit.a.Adjust(seat=seat, die=0, face=4))  # three up is too far
    kit.do(state, kit.a.Adjust(seat=seat, die=0, face=3))
    assert state.players[seat].dice[0] == 3
    assert state.phase is kit.Phase.ACTION


def test_difficulty_six_and_up_ignore_the_leaders(kit):
    """Rulebook, Difficulty levels: "Ignore the effect on your Leader" (our level 6)."""
    state = kit.new(4, seed=1, difficulty=6)
    assert state.phase is not kit.Phase.SNEEFLE
    assert all(len(p.dice) == 4 and p.leader == "" for p in state.players)
