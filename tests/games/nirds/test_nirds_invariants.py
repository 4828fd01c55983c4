"""States the engine itself once called broken: each one played through here
must pass the checks, load from a save, and always leave something to decide."""

from __future__ import annotations

import json

import pytest

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.nirds import table
from nifty_table.games.nirds.state import BOSS_GNOME, Pending, Phase
from nifty_table.tui.nirds import render


def _froomp_with_nine_dice(kit):
    """Anton leads General Froomp's army and holds the nine dice he allows."""
    state = kit.new(2, seed=1)
    froomp = kit.nird("froomp_leader")
    seat = next(s for s, p in enumerate(state.players) if froomp in p.army)
    kit.set_dice(state, seat, [1] * 9)
    assert table.max_dice(state.players[seat]) == 9
    return state, seat, froomp


def test_losing_general_froomp_gives_back_his_ninth_die(kit):
    """ "You can have a maximum of 9 dice instead of 8": without him, 8 again. The
    ninth die goes back to the pool (an unused one), and the game stays sound."""
    state, seat, froomp = _froomp_with_nine_dice(kit)
    pool = state.dice_pool
    kit.to_action_phase(state)
    state.queue.append(Pending(seat=seat, what="nird", amount=-1, source="Scarecrow"))
    kit.do(state, kit.a.Lose(seat=seat, card=froomp))
    player = state.players[seat]
    assert froomp not in player.army and player.leader == ""
    assert len(player.dice) == 8 and len(player.spot) == 8
    assert state.dice_pool == pool + 1
    assert any("ninth die" in line for line in state.log)
    assert kit.game.check_invariants(state) == []


def test_a_save_made_just_after_losing_froomp_loads(kit, tmp_path):
    """Once, such a save was refused as inconsistent (nine dice, a maximum of 8)."""
    match = Match.new("nirds", kit.seats(2), seed=1)
    state = match.state
    froomp = kit.nird("froomp_leader")
    seat = next(s for s, p in enumerate(state.players) if froomp in p.army)
    kit.set_dice(state, seat, [1] * 9)
    kit.to_action_phase(state)
    state.queue.append(Pending(seat=seat, what="nird", amount=-1, source="Scarecrow"))
    kit.game.forget()
    match.apply(kit.a.Lose(seat=seat, card=froomp))
    path = tmp_path / "froomp.json"
    saves.save(match, path)
    loaded = saves.load(path, as_saved=True)  # (a hand-made state: its log cannot replay)
    assert len(loaded.state.players[seat].dice) == 8
    assert loaded.state == match.state


def test_more_than_four_gnomes_facing_a_player_is_a_sound_state(kit):
    """No limit in the rulebook ("+ Gnome: you add a Gnome to your enemies"; the
    Scarecrow gives everyone a Minion "even if any remain"): six Gnomes facing
    one player pass the checks, and the table lists all six."""
    state = kit.new(2, seed=3)
    kit.to_action_phase(state)
    wave1 = table.catalog().waves[0]
    names = []
    for gnome in wave1[:6]:
        if table.gnome_owner(state, gnome) is None:
            kit.take_gnome(state, gnome)
            state.players[0].gnomes.append(gnome)
    names = [table.catalog().gnomes[g].name for g in state.players[0].gnomes]
    assert len(names) >= 6
    assert kit.game.check_invariants(state) == []
    view = kit.game.view(state, None)
    shown = "\n".join(line.plain for line in render.player_block(view, 0))
    assert all(name in shown for name in names)


def test_an_air_strike_that_clears_the_gnomes_before_an_attack_picks_one(kit):
    """An Air Strike may come "even in the middle of an action": played while a
    rolled attack waits for its Gnome, it knocks out the last ones. The attack
    then has nothing to hit; the Troop stays used, the turn goes on, and there
    is always something to decide."""
    state = kit.new(2, seed=2)
    kit.to_action_phase(state)
    me = state.turn
    for seat in range(2):
        kit.set_gnomes(state, seat, [])
    (gnome,) = kit.set_gnomes(state, 1 - me, ["lawn_lurker"])
    state.damage[gnome] = table.catalog().gnomes[gnome].health - 1
    (troop,) = kit.set_army(state, me, ["sharp_sparrow"])
    kit.set_dice(state, me, [6, 1, 1, 1])
    kit.give_tactic(state, 1 - me, "air_strike")
    kit.do(state, kit.a.Attack(seat=me, troop=troop, dice=(0,)))
    assert kit.now(state) == (kit.Decision.TARGET, me)
    (strike,) = kit.legal(state, 1 - me, "tactic")
    kit.do(state, strike)
    assert table.gnomes_in_play(state) == []
    assert state.attack is None
    assert any("finds no Gnome left to hit" in line for line in state.log)
    assert troop in state.players[me].asleep and state.players[me].spot[0] == troop
    assert kit.legal(state)  # something can be done: the next player's turn
    assert state.phase is Phase.ACTION and state.turn == 1 - me


def test_an_air_strike_during_an_attack_on_the_scarecrow_keeps_the_boss_as_target(kit):
    state = kit.new(1, seed=2, boss="scarecrow")
    kit.to_action_phase(state)
    from nifty_table.games.nirds.state import Boss

    state.boss, state.boss_health = Boss.SCARECROW, 40
    (minion,) = kit.set_gnomes(state, 0, ["lawn_lurker"])
    state.damage[minion] = table.catalog().gnomes[minion].health - 1
    (troop,) = kit.set_army(state, 0, ["sharp_sparrow"])
    kit.set_dice(state, 0, [6, 1, 1, 1])
    card = kit.give_tactic(state, 0, "air_strike")
    kit.do(state, kit.a.Attack(seat=0, troop=troop, dice=(0,)))
    kit.do(state, kit.a.Tactic(seat=0, card=card))
    assert [x.gnome for x in kit.legal(state, 0, "target")] == [BOSS_GNOME]


def test_a_swap_outside_a_trade_is_refused_not_a_crash(kit):
    """A well-formed Swap sent while someone pays (or uses a Scientist) is an
    illegal action with a reason, and the state stays as it was."""
    state = kit.new(2, seed=2)
    kit.to_action_phase(state)
    me = state.turn
    kit.set_dice(state, me, [6, 6, 6, 6])
    kit.do(state, kit.a.Recruit(seat=me, card=state.market1[0]))
    assert kit.now(state)[0] is kit.Decision.PAY
    for give, take in ((0, 0), (2, 0), (9, 9)):
        reason = kit.refused(state, kit.a.Swap(seat=me, give=give, take=take))
        assert "cannot pick the dice to trade now: " in reason and "pay for" in reason
    reason = kit.refused(state, kit.a.Swap(seat=1 - me, give=0, take=0))
    assert "decision" in reason


@pytest.mark.parametrize(
    ("kind", "fields"),
    [
        ("Pay", {"dice": ([0],)}),
        ("Pay", {"dice": (0.0,)}),
        ("Attack", {"troop": 0, "dice": ([0, 1], 2)}),
        ("Tweak", {"dice": ([0],), "faces": (5,)}),
        ("Tweak", {"dice": (0,), "faces": ("5",)}),
    ],
)
def test_actions_built_without_validation_are_refused_not_a_crash(kit, kind, fields):
    """Tuples holding lists (or other non-numbers) in an action made without
    validation are refused as illegal, at the decision they would answer."""
    state = kit.new(2, seed=2)
    kit.to_action_phase(state)
    me = state.turn
    kit.set_dice(state, me, [6, 3, 3, 3])
    if kind == "Pay":
        kit.do(state, kit.a.Recruit(seat=me, card=state.market1[0]))
    if kind == "Tweak":
        (gull,) = kit.set_army(state, me, ["wompins_techie"])
        kit.set_army(state, me, ["wompins_techie", "sharp_sparrow"])
        kit.do(state, kit.a.Science(seat=me, card=gull))
    action = getattr(kit.a, kind).model_construct(seat=me, **fields)
    assert kit.refused(state, action)


def test_a_save_from_older_rules_offers_to_load_as_saved_and_says_why(tmp_path):
    """A save made before these rules (no rules mark in its state) cannot replay;
    loading says why and offers the saved state, which then plays on."""
    match = Match.new("nirds", [Seat(name="Anton"), Seat(name="Beatrix")], seed=5)
    for _ in range(30):
        match.apply(match.legal_actions()[-1])
    path = tmp_path / "old.json"
    saves.save(match, path)
    data = json.loads(path.read_text())
    del data["state"]["rules"]  # as every save before the mark was written
    path.write_text(json.dumps(data))
    with pytest.raises(saves.ReplayMismatch) as err:
        saves.load(path)
    assert "older Nirds rules" in str(err.value) and "load it as saved" in str(err.value)
    loaded = saves.load(path, as_saved=True)
    assert loaded.game.check_invariants(loaded.state) == []
    assert loaded.prompt() is not None and loaded.legal_actions()
    loaded.apply(loaded.legal_actions()[0])


def test_a_level_nine_game_saved_before_the_ladder_changed_loads_as_saved(tmp_path, monkeypatch):
    """Level 9 once added a Wave IV Gnome where it now takes out a Wave II one:
    such a save's moves replay to another deck. Loading says so and offers the
    saved state, which plays on (what the help's "Old saves" promises)."""
    from nifty_table.games.nirds import setup

    ladder_now = setup.wave_counts

    def ladder_then(players: int, difficulty: int) -> list[int]:
        counts = ladder_now(players, difficulty)
        if difficulty >= 9:
            counts[1] += 1  # the second Wave II Gnome stayed...
            counts[3] += 1  # ...and one more Wave IV Gnome came
        return counts

    monkeypatch.setattr(setup, "wave_counts", ladder_then)
    seats = [Seat(name="Anton"), Seat(name="Beatrix")]
    match = Match.new("nirds", seats, {"difficulty": 9}, seed=5)
    for _ in range(20):
        match.apply(match.legal_actions()[-1])
    path = tmp_path / "level9.json"
    saves.save(match, path)
    monkeypatch.setattr(setup, "wave_counts", ladder_now)
    with pytest.raises(saves.ReplayMismatch) as err:
        saves.load(path)
    assert "load it as saved" in str(err.value)
    loaded = saves.load(path, as_saved=True)
    assert loaded.game.check_invariants(loaded.state) == []
    loaded.apply(loaded.legal_actions()[0])


def test_an_old_save_holding_nine_dice_without_froomp_is_mended(tmp_path):
    """Old rules kept the ninth die after General Froomp was lost: such a save
    loads as saved with that die back in the pool."""
    match = Match.new("nirds", [Seat(name="Anton"), Seat(name="Beatrix")], seed=5)
    path = tmp_path / "old.json"
    saves.save(match, path)
    data = json.loads(path.read_text())
    del data["state"]["rules"]
    player = data["state"]["players"][0]
    player["leader"] = ""
    extra = 9 - len(player["dice"])
    player["dice"] += [1] * extra
    player["spot"] += [-1] * extra
    data["state"]["dice_pool"] -= extra
    path.write_text(json.dumps(data))
    loaded = saves.load(path, as_saved=True)
    assert len(loaded.state.players[0].dice) == 8
    assert loaded.game.check_invariants(loaded.state) == []
