"""Nightfall: Gnomes attack (order, Any, All), wake, refill to two, a die per new wave."""

from __future__ import annotations

import pytest

from nifty_table.games.nirds.cards import Effect, catalog


def _to_nightfall(kit, state):
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    while state.phase is kit.Phase.ACTION:
        kit.do(state, kit.a.Pass(seat=state.turn))


def test_the_rulebook_anton_and_beatrix_refill(kit):
    """Anton knocked out both his Gnomes, Beatrix none: Anton draws two, Beatrix none."""
    state = kit.new(2, seed=7)
    kit.set_gnomes(state, 0, [])
    kit.set_gnomes(state, 1, ["mossy_mugger", "fence_sitter"])  # they only take tactics
    top = state.draw_pile[:2]
    _to_nightfall(kit, state)
    while state.phase is kit.Phase.NIGHTFALL:
        kit.do(state, kit.legal(state)[0])
    assert state.players[0].gnomes == top
    assert state.players[1].gnomes == [kit.gnome("mossy_mugger"), kit.gnome("fence_sitter")]


def test_the_player_chooses_the_order_of_their_gnomes(kit):
    state = kit.new(1, seed=3)
    lurker, hose = kit.set_gnomes(state, 0, ["lawn_lurker", "hose_hog"])
    _to_nightfall(kit, state)
    assert kit.now(state) == (kit.Decision.ORDER, 0)
    assert {x.gnome for x in kit.legal(state)} == {lurker, hose}
    dice = len(state.players[0].dice)
    kit.do(state, kit.a.Order(seat=0, gnome=hose))
    attacks = [line for line in state.log if " attacks " in line]
    assert attacks[-2:] == [
        "Hose Hog attacks Anton: lose 1 die.",
        "Lawn Lurker attacks Anton: lose 1 life.",
    ]
    assert state.players[0].lives == 2 and len(state.players[0].dice) == dice - 1


def test_any_and_all_targets(kit):
    state = kit.new(3, seed=3)
    kit.set_gnomes(state, 0, ["gnome_general"])  # any one player loses a life
    kit.set_gnomes(state, 1, ["clover_cutter"])  # everyone loses a tactic card
    kit.set_gnomes(state, 2, [])
    for seat in range(3):
        kit.give_tactic(state, seat, "fix_die")
    _to_nightfall(kit, state)
    order = [(state.first + k) % 3 for k in range(3)]
    while state.phase is kit.Phase.NIGHTFALL:
        kind, seat = kit.now(state)
        if kind is kit.Decision.ANY:
            assert seat == 0  # the Gnome's player picks who is hit
            kit.do(state, kit.a.Choose(seat=0, player=2))
        else:
            kit.do(state, kit.legal(state)[0])
    assert [p.lives for p in state.players] == [3, 3, 2]
    assert all(p.tactics == [] for p in state.players)
    assert order  # every seat's Gnomes had their turn


def test_losing_a_nird_is_your_choice_and_a_starter_leaves_the_game(kit):
    state = kit.new(1, seed=3)
    kit.set_gnomes(state, 0, ["cellar_crawler"])  # lose a Nird
    army = list(state.players[0].army)
    _to_nightfall(kit, state)
    assert kit.now(state) == (kit.Decision.LOSE_NIRD, 0)
    kit.do(state, kit.a.Lose(seat=0, card=army[2]))
    assert army[2] in state.removed and army[2] not in state.players[0].army


def test_a_lost_market_nird_goes_to_the_bottom_of_its_deck(kit):
    state = kit.new(1, seed=3)
    kit.set_army(state, 0, ["odd_owl", "peck_private"])
    owl = kit.nird("odd_owl")
    kit.set_gnomes(state, 0, ["cellar_crawler"])
    _to_nightfall(kit, state)
    kit.do(state, kit.a.Lose(seat=0, card=owl))
    assert state.level1_deck[-1] == owl


def test_losing_what_you_do_not_have_does_nothing_but_lives_and_nirds_end_the_game(kit):
    state = kit.new(2, seed=3)
    kit.set_gnomes(state, 0, ["mossy_mugger"])  # lose a tactic card: Anton has none
    kit.set_gnomes(state, 1, ["lawn_lurker"])  # Beatrix loses her last life
    state.players[1].lives = 1
    _to_nightfall(kit, state)
    while state.phase is kit.Phase.NIGHTFALL:
        kit.do(state, kit.legal(state)[0])
    assert state.phase is kit.Phase.OVER
    result = kit.game.result(state)
    assert result.cooperative == "lost" and result.winners == []
    assert "Beatrix ran out of lives" in result.summary


def test_everything_wakes_and_a_new_wave_brings_a_die_up_to_eight(kit):
    state = kit.new(1, seed=3)
    kit.set_gnomes(state, 0, [])
    second = next(g for g in state.draw_pile if catalog().gnomes[g].wave == 2)
    state.draw_pile.remove(second)
    state.draw_pile.insert(0, second)  # a Wave II Gnome comes next
    kit.set_dice(state, 0, [1] * 8)
    state.players[0].leader = ""
    state.players[0].asleep = list(state.players[0].army)
    _to_nightfall(kit, state)
    assert state.players[0].asleep == []
    assert state.wave == 2
    assert len(state.players[0].dice) == 8  # already at the maximum


def test_froomp_may_hold_nine_dice(kit):
    state = kit.new(1, seed=3)
    state.players[0].leader = "froomp"
    kit.set_dice(state, 0, [1] * 8)
    kit.set_gnomes(state, 0, [])
    second = next(g for g in state.draw_pile if catalog().gnomes[g].wave == 2)
    state.draw_pile.remove(second)
    state.draw_pile.insert(0, second)
    _to_nightfall(kit, state)
    assert len(state.players[0].dice) == 9


def test_player_count_icons_leave_an_attack_out_of_smaller_games(kit):
    """Rulebook, Iconography: '2 or more players only / 3 or more players only /
    4 players only'. Windmill Warlord's second attack needs 3 players."""
    warlord = catalog().gnomes[kit.gnome("windmill_warlord")]
    assert [e.players for e in warlord.attack] == [1, 3]
    assert warlord.attack[1].label() == "lose 1 life (any one player) (3+ players)"
    lives = {}
    for players in (2, 3):
        state = kit.new(players, seed=4)
        kit.set_gnomes(state, 0, ["windmill_warlord"])
        for seat in range(1, players):
            kit.set_gnomes(state, seat, [])
        _to_nightfall(kit, state)
        while state.phase is kit.Phase.NIGHTFALL:
            kind, seat = kit.now(state)
            if kind is kit.Decision.ANY:
                kit.do(state, kit.a.Choose(seat=seat, player=1))
            else:
                kit.do(state, kit.legal(state)[0])
        lives[players] = [p.lives for p in state.players]
        said = [line for line in state.log if line.startswith("Windmill Warlord attacks")]
        assert ("3+ players" in said[-1]) is (players == 3)
    assert lives[2] == [2, 3]  # only its own attack
    assert lives[3] == [2, 2, 3]  # and the 3-player one on the chosen player


def test_a_player_count_icon_is_read_from_the_card_file():
    assert Effect.parse("nird-1@any/4+") == Effect(what="nird", amount=-1, target="any", players=4)
    assert Effect.parse("nird-1@any/4+").label().endswith("(4 players only)")
    assert not Effect.parse("die-1/3+").happens(2) and Effect.parse("die-1/3+").happens(3)
    with pytest.raises(ValueError, match="player count"):
        Effect.parse("life-1/three")


def test_a_life_gained_at_three_lives_is_not_claimed_in_the_log(kit):
    """Iconography: gain a life, max 3. At 3 nothing changes, and the log says so."""
    from nifty_table.games.nirds import attacks, flow

    state = kit.new(1, seed=2)
    (troll,) = kit.set_gnomes(state, 0, ["trellis_troll"])  # knocked out: you gain a life
    kit.to_action_phase(state)
    attacks.hurt(state, 0, troll, 20)
    flow.resolve_queue(state)  # its knock-out reward
    assert state.players[0].lives == 3
    assert "Anton already has 3 lives: no life gained." in state.log
    assert not any("gains 1 life" in line for line in state.log)
