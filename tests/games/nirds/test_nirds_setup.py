"""Setup by the rulebook: armies, dice, lives, the Market, the Gnome deck, difficulty."""

from __future__ import annotations

import pytest

from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.setup import WAVE_TABLE, wave_counts


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_standard_setup(kit, players):
    state = kit.new(players)
    c = catalog()
    leaders = set()
    for p in state.players:
        assert len(p.army) == 3 and p.lives == 3 and p.tactics == []
        assert tuple(p.army) in c.starter_sets
        leaders.add(p.leader)
        assert len(p.dice) == (5 if p.leader == "froomp" else 4)
        assert len(p.gnomes) == 2
    assert len(leaders) == players  # a different starter set each
    assert len(state.market1) == len(state.market2) == 5
    assert state.boss is None and state.minion_pile == []
    in_play = sum(len(p.gnomes) for p in state.players)
    assert len(state.draw_pile) + in_play == sum(WAVE_TABLE[players])
    # Wave I on top, then II, III, IV.
    waves = [c.gnomes[g].wave for g in state.draw_pile]
    assert waves == sorted(waves)
    dealt = [c.gnomes[g].wave for p in state.players for g in p.gnomes]
    assert set(dealt) == {1}
    assert state.phase in (kit.Phase.TRADING, kit.Phase.SNEEFLE, kit.Phase.ACTION)


def _deck_waves(kit, players, difficulty):
    state = kit.new(players, difficulty=difficulty)
    c = catalog()
    gnomes = state.draw_pile + [g for p in state.players for g in p.gnomes]
    return [sum(1 for g in gnomes if c.gnomes[g].wave == w) for w in (1, 2, 3, 4)], state


def test_difficulty_levels_change_the_setup_one_step_at_a_time(kit):
    """Rulebook, Difficulty levels: each listed change moves one level. "One or
    more" Gnomes is our one per player, so 2 players move two cards a step."""
    assert _deck_waves(kit, 2, 5)[0] == [8, 5, 4, 5]
    assert _deck_waves(kit, 2, 6)[0] == [8, 5, 4, 7]  # + Wave IV Gnomes
    assert _deck_waves(kit, 2, 7)[0] == [8, 3, 4, 7]  # - Wave II Gnomes
    assert _deck_waves(kit, 2, 4)[0] == [8, 5, 4, 3]  # - Wave IV Gnomes
    assert _deck_waves(kit, 2, 3)[0] == [8, 7, 4, 3]  # + Wave II Gnomes
    assert _deck_waves(kit, 1, 6)[0] == [4, 3, 2, 4]  # one Gnome per player
    distractions = [i for i, t in enumerate(catalog().tactics) if t.effect == "distraction"]
    state8 = kit.new(2, difficulty=8)
    assert len([t for t in state8.tactic_deck if t in distractions]) == len(distractions) - 1
    state9 = kit.new(2, difficulty=9)
    assert all(p.leader == "" for p in state9.players)
    assert all(len(p.dice) == 4 for p in state9.players)  # Froomp's extra die is ignored too
    state1 = kit.new(2, difficulty=1)
    assert all(len(p.dice) == (6 if p.leader == "froomp" else 5) for p in state1.players)


def test_level_two_removes_a_political_gnome(kit):
    c = catalog()
    for seed in range(20):
        hard = kit.new(4, seed=seed, difficulty=3)
        easy = kit.new(4, seed=seed, difficulty=2)
        count = [
            sum(
                1
                for g in s.draw_pile + [g for p in s.players for g in p.gnomes]
                if c.gnomes[g].political
            )
            for s in (hard, easy)
        ]
        if count[0]:
            assert count[1] == count[0] - 1
            return
    raise AssertionError("no seed put a political Gnome in the deck")


def test_the_first_roll_is_logged_and_reproducible(kit):
    a, b = kit.new(3, seed=5), kit.new(3, seed=5)
    assert a == b
    assert any("Anton rolls:" in line for line in a.log)
    assert [p.dice for p in a.players] != [p.dice for p in kit.new(3, seed=6).players]


@pytest.mark.parametrize("level", [3, 5, 7, 9])
def test_every_level_fits_the_card_pools_at_four_players(kit, level):
    """The hardest and easiest decks still come from real cards, none twice."""
    counts, state = _deck_waves(kit, 4, level)
    assert counts == wave_counts(4, level)
    assert all(len(catalog().waves[w]) >= counts[w] for w in range(4))
    gnomes = state.draw_pile + [g for p in state.players for g in p.gnomes]
    assert len(gnomes) == len(set(gnomes))
