"""What the searching army shows as its chance (a hint) reads as a chance:
a fair fight at the start of a game the heuristic army wins about half the
time, never "0%"; it and the evaluation the search chooses by both move the
right way with what happens on the table."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.sim import seats_for
from nifty_table.games.nirds.search import chance, evaluate
from nifty_table.games.nirds.state import Boss

GAME = registry.load("nirds")


def _start(players: int, level: int, seed: int = 3):
    return GAME.new_game(seats_for(players), GAME.Options(difficulty=str(level)), seed)


def test_a_new_game_reads_as_a_fair_fight_not_a_lost_one():
    for players in (1, 2, 3, 4):
        for level in (1, 5, 9):
            shown = chance(_start(players, level), 0)
            assert 0.15 < shown < 0.75, (players, level, shown)
    # An easier level is no worse a start than a harder one.
    assert chance(_start(2, 1), 0) >= chance(_start(2, 9), 0)


@pytest.mark.parametrize("weigh", [chance, evaluate])
def test_what_the_army_loses_or_faces_lowers_its_chance(weigh):
    state = _start(2, 5)
    before = weigh(state, 0)
    state.players[0].lives -= 1
    assert weigh(state, 0) < before
    state = _start(2, 5)
    state.players[1].dice.pop()
    assert weigh(state, 0) < before
    # A Gnome in play knocked out (no attack at the coming Nightfall) helps.
    state = _start(2, 5)
    state.players[0].gnomes.pop()
    assert weigh(state, 0) >= before


@pytest.mark.parametrize("weigh", [chance, evaluate])
def test_the_boss_left_to_beat_weighs_on_the_chance(weigh):
    state = _start(2, 5)
    state.boss = Boss.WALLS
    state.boss_health, state.boss_damage = 40, 0
    fresh = weigh(state, 0)
    state.boss_damage = 30
    assert weigh(state, 0) > fresh
