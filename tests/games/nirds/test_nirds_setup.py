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
    """Rulebook, Difficulty levels: each listed change moves one level, and they
    add up. Ours: the plainest changes next to level 5, the Gnome counts outside,
    and "one or more" Gnomes is one per player."""
    distractions = [i for i, t in enumerate(catalog().tactics) if t.effect == "distraction"]
    for level in range(1, 10):
        state = kit.new(2, seed=3, difficulty=level)
        counts, _ = _deck_waves(kit, 2, level)
        dice = [len(p.dice) - (1 if p.leader == "froomp" else 0) for p in state.players]
        assert dice == [5 if level <= 4 else 4] * 2  # level 4: start with 5 dice
        assert all((p.leader == "") is (level >= 6) for p in state.players)  # 6: no Leaders
        kept = [t for t in state.tactic_deck if t in distractions]
        assert len(kept) == (0 if level >= 7 else len(distractions))  # 7: no Distraction
        expected = [8, 5, 4, 5]
        if level <= 2:
            expected[1] += 2  # 2: more Wave II, one per player
        if level <= 1:
            expected[3] -= 2  # 1: fewer Wave IV
        if level >= 8:
            expected[1] -= 2  # 8: fewer Wave II
        if level >= 9:
            expected[3] += 2  # 9: more Wave IV
        assert wave_counts(2, level) == expected
        if level >= 4:  # (level 3 and below take the Political Gnomes out as well)
            assert counts == expected
    assert _deck_waves(kit, 1, 9)[0] == [4, 2, 2, 4]  # one Gnome per player


def test_level_three_removes_every_political_gnome(kit):
    """The same seed deals the same deck at levels 4 and 3, but for the Politicals."""
    c = catalog()
    for seed in range(6):
        decks = []
        for level in (4, 3):
            state = kit.new(4, seed=seed, difficulty=level)
            decks.append(state.draw_pile + [g for p in state.players for g in p.gnomes])
        political = [g for g in decks[0] if c.gnomes[g].political]
        assert sorted(decks[1] + political) == sorted(decks[0])
        assert not any(c.gnomes[g].political for g in decks[1])
        if political:
            return
    raise AssertionError("no seed put a political Gnome in the deck")


def test_the_first_roll_is_logged_and_reproducible(kit):
    a, b = kit.new(3, seed=5), kit.new(3, seed=5)
    assert a == b
    assert any("Anton rolls:" in line for line in a.log)
    assert [p.dice for p in a.players] != [p.dice for p in kit.new(3, seed=6).players]


@pytest.mark.parametrize("level", [1, 4, 5, 9])
def test_every_level_fits_the_card_pools_at_four_players(kit, level):
    """The hardest and easiest decks still come from real cards, none twice."""
    counts, state = _deck_waves(kit, 4, level)
    if level >= 4:
        assert counts == wave_counts(4, level)
    assert all(len(catalog().waves[w]) >= counts[w] for w in range(4))
    gnomes = state.draw_pile + [g for p in state.players for g in p.gnomes]
    assert len(gnomes) == len(set(gnomes))
