"""The two Bosses, exactly as the rulebook describes them."""

from __future__ import annotations

from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.state import BOSS_GNOME, Boss


def _empty_deck_at_nightfall(kit, players, boss, seed=3):
    """Every Gnome in the deck knocked out; the next Nightfall brings the Boss."""
    state = kit.new(players, seed=seed, boss=boss)
    for seat in range(players):
        kit.set_gnomes(state, seat, [])
    state.knocked_out.extend(state.draw_pile)
    state.draw_pile.clear()
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    while state.phase is kit.Phase.ACTION and state.boss is None:
        kit.do(state, kit.a.Pass(seat=state.turn))
    while state.phase is kit.Phase.NIGHTFALL:
        kit.do(state, kit.legal(state)[0])
    return state


def test_scarecrow_arrives_with_minions_from_waves_three_and_four(kit):
    state = _empty_deck_at_nightfall(kit, 2, "scarecrow")
    assert state.boss is Boss.SCARECROW
    assert state.boss_health == 80  # 40 per player
    gnomes = catalog().gnomes
    minions = [g for p in state.players for g in p.gnomes]
    assert len(minions) == 2 and all(gnomes[g].wave >= 3 for g in minions)
    assert all(gnomes[g].wave >= 3 for g in state.minion_pile)
    assert not any(gnomes[g].wave >= 3 for g in state.knocked_out)
    assert state.wave == 5  # the deck ran out: a die for everyone


def test_scarecrow_only_after_his_minions_and_a_win_when_he_falls(kit):
    state = _empty_deck_at_nightfall(kit, 1, "scarecrow")
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    kit.set_army(state, 0, ["pelican_platoon"])
    kit.set_dice(state, 0, [1, 2, 3, 4])
    kit.do(state, kit.legal(state, 0, "attack")[0])
    assert BOSS_GNOME not in {x.gnome for x in kit.legal(state, 0, "target")}
    # With no Minion left, the Scarecrow can be hit; his 40 health fall to one big hit.
    state.attack = None
    kit.set_gnomes(state, 0, [])
    state.players[0].asleep.clear()
    kit.set_dice(state, 0, [1, 2, 3, 4])
    kit.do(state, kit.legal(state, 0, "attack")[0])
    assert {x.gnome for x in kit.legal(state, 0, "target")} == {BOSS_GNOME}
    state.boss_damage = 30
    for i in state.attack.dice:
        state.players[0].dice[i] = 6
    kit.do(state, kit.a.Target(seat=0, gnome=BOSS_GNOME))
    result = kit.game.result(state)
    assert result.cooperative == "won" and result.winners == [0]
    assert "Scarecrow fell" in result.summary


def test_scarecrow_attack_and_the_minion_pile_running_out(kit):
    state = _empty_deck_at_nightfall(kit, 2, "scarecrow")
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    lives = [p.lives for p in state.players]
    armies = [len(p.army) for p in state.players]
    for seat in range(2):
        kit.set_gnomes(state, seat, [])  # no Minion attacks: only the Scarecrow's
    state.knocked_out.extend(state.minion_pile[1:])
    del state.minion_pile[1:]  # one Minion left: not enough for two players
    while state.phase is kit.Phase.ACTION:
        kit.do(state, kit.a.Pass(seat=state.turn))
    assert kit.now(state)[0] is kit.Decision.ANY  # one player of your choice loses a life
    kit.do(state, kit.a.Choose(seat=kit.now(state)[1], player=1))
    while state.phase is kit.Phase.NIGHTFALL:
        kit.do(state, kit.legal(state)[0])  # each discards a Nird of their choice
    assert [p.lives for p in state.players] == [lives[0], lives[1] - 1]
    assert [len(p.army) for p in state.players] == [a - 1 for a in armies]
    assert state.phase is kit.Phase.OVER
    assert "Minion pile ran out" in state.reason


def _walls_round(kit, players=1):
    state = _empty_deck_at_nightfall(kit, players, "walls")
    assert state.boss is Boss.WALLS
    assert state.boss_health == catalog().bosses.walls_health[players - 1]
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    return state


def test_invisible_walls_multiplier_spaces(kit):
    state = _walls_round(kit)
    kit.set_army(state, 0, ["pelican_platoon", "odd_owl"])
    state.players[0].leader = ""
    kit.set_dice(state, 0, [1, 2, 3, 4])
    kit.do(state, kit.legal(state, 0, "attack")[0])
    for i in state.attack.dice:
        state.players[0].dice[i] = 2
    kit.do(state, kit.a.Target(seat=0, gnome=BOSS_GNOME))
    assert kit.now(state) == (kit.Decision.SPACE, 0)
    spaces = catalog().bosses.walls_spaces
    zero = next(i for i, s in enumerate(spaces) if s.factor == 0)
    kit.do(state, kit.a.Space(seat=0, space=zero))  # x0, and its good effect: +1 life
    assert state.boss_damage == 0
    assert zero in state.walls_used
    assert kit.a.Space(seat=0, space=zero) not in kit.legal(state)


def test_self_sacrifice_counts_only_if_it_breaks_the_walls(kit):
    state = _walls_round(kit)
    kit.set_army(state, 0, ["pelican_platoon", "odd_owl"])
    state.players[0].leader = ""
    state.players[0].lives = 1
    kit.set_dice(state, 0, [1, 2, 3, 4])
    kit.do(state, kit.legal(state, 0, "attack")[0])
    for i in state.attack.dice:
        state.players[0].dice[i] = 6  # 18 damage
    state.boss_damage = state.boss_health - 50  # the Walls are nearly broken
    kit.do(state, kit.a.Target(seat=0, gnome=BOSS_GNOME))
    spaces = catalog().bosses.walls_spaces
    deadly = next(
        i
        for i, s in enumerate(spaces)
        if s.factor >= 2 and any(e.what == "life" and e.amount < 0 for e in s.effect)
    )
    kit.do(state, kit.a.Space(seat=0, space=deadly))  # 18 x 3 breaks the last 50 health
    assert kit.game.result(state).cooperative == "won"


def test_walls_still_standing_after_the_round_is_a_loss(kit):
    state = _walls_round(kit, players=2)
    while state.phase is kit.Phase.ACTION:
        kit.do(state, kit.a.Pass(seat=state.turn))
    result = kit.game.result(state)
    assert result.cooperative == "lost" and "Invisible Walls still stand" in result.summary


def test_the_walls_health_is_set_per_player_count(kit):
    """Ours (the rulebook prints none): the multiplier spaces are shared by the
    whole table, so the health is a table by player count, growing with it."""
    health = catalog().bosses.walls_health
    assert list(health) == sorted(health) and len(set(health)) == 4
    for players in (1, 3):
        state = _empty_deck_at_nightfall(kit, players, "walls")
        assert state.boss_health == health[players - 1]
