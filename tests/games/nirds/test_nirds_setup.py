"""Setup by the rulebook: armies, dice, lives, the Market, the Gnome deck, difficulty."""

from __future__ import annotations

import pytest

from nifty_table.games.nirds import flow
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


def _setup_changes(kit, players, seed, level):
    """What a level changed from the standard game, as countable differences."""
    state = kit.new(players, seed=seed, difficulty=level)
    c = catalog()
    gnomes = state.draw_pile + [g for p in state.players for g in p.gnomes]
    return {
        "extra dice": sum(len(p.dice) for p in state.players)
        - sum(5 if p.leader == "froomp" else 4 for p in state.players),
        "leaders ignored": sum(p.leader == "" for p in state.players),
        "distractions": sum(c.tactics[t].effect == "distraction" for t in state.tactic_deck),
        "waves": [sum(1 for g in gnomes if c.gnomes[g].wave == w) for w in (1, 2, 3, 4)],
        "politicals": sum(1 for g in gnomes if c.gnomes[g].political),
        "deck": len(gnomes),
    }


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_difficulty_level_is_one_change_from_its_neighbours(kit, players):
    """Rulebook, Difficulty levels: "Every change increases the difficulty by one
    level" (and decreases it below 5). Each level is its neighbour towards 5 plus
    exactly one change, in the order the help shows: 4 five dice, 3 one Political
    Gnome fewer, 2 one more Wave II Gnome, 1 a second one; 6 no Leader effects,
    7 one Distraction card fewer, 8 one Wave II Gnome fewer, 9 a second one."""
    std = list(WAVE_TABLE[players])
    for seed in range(4):
        at = {level: _setup_changes(kit, players, seed, level) for level in range(1, 10)}
        assert at[5]["waves"] == std and at[5]["distractions"] == 3
        assert at[5]["extra dice"] == 0 and at[5]["leaders ignored"] == 0
        assert at[4]["extra dice"] == players  # everyone one die more
        assert at[3]["deck"] == at[4]["deck"] - 1  # exactly one Gnome left the deck
        assert at[3]["politicals"] == max(0, at[4]["politicals"] - 1)
        assert at[2]["waves"][1] == at[3]["waves"][1] + 1  # one more Wave II
        w2 = at[2]["waves"]
        assert at[1]["waves"] == [w2[0], w2[1] + 1, w2[2], w2[3]]  # a second Wave II
        assert at[6]["leaders ignored"] == players
        # Level 6 also starts General Froomp's player with 4 dice: his effect is gone.
        assert at[7]["distractions"] == 2  # one of three, not all
        assert at[8]["waves"] == [std[0], std[1] - 1, std[2], std[3]]
        assert at[9]["waves"] == [std[0], std[1] - 2, std[2], std[3]]
        for level in range(1, 10):
            assert wave_counts(players, level)[0] == std[0]


def test_level_three_takes_out_exactly_one_political_gnome(kit):
    """The same seed deals the same deck at levels 4 and 3, but for one Gnome:
    a Political one whenever the deal holds one."""
    c = catalog()
    seen_political = seen_none = False
    for seed in range(30):
        decks = []
        for level in (4, 3):
            state = kit.new(2, seed=seed, difficulty=level)
            decks.append(state.draw_pile + [g for p in state.players for g in p.gnomes])
        (gone,) = [g for g in decks[0] if g not in decks[1]]
        assert len(decks[1]) == len(decks[0]) - 1
        political = [g for g in decks[0] if c.gnomes[g].political]
        if political:
            assert c.gnomes[gone].political
            seen_political = True
        else:
            seen_none = True
    assert seen_political and seen_none  # both cases came up


def test_the_players_choose_who_goes_first_and_it_stays(kit):
    """The rulebook has no rotating first player: the set-up chooses, and every
    round starts with the same player."""
    state = kit.new(3, seed=4)
    assert state.first == 0
    picks = {kit.new(3, seed=seed, first_player="random").first for seed in range(12)}
    assert picks == {0, 1, 2}
    state = kit.new(2, seed=4, first_player="random")
    first = state.first
    for _ in range(3):  # three rounds: everyone agrees, passes, the Gnomes attack
        begun = state.round
        while state.round == begun and state.phase is not kit.Phase.OVER:
            kind, seat = kit.now(state)
            if kind is kit.Decision.TURN:
                assert state.players[first].passed or seat == first  # first acts first
            options = kit.legal(state, seat)
            quiet = [x for x in options if x.kind in ("ready", "adjust", "pass")]
            kit.do(state, quiet[0] if quiet else options[0])
        assert state.first == first
    begins = [line for line in state.log if "begins;" in line]
    name = kit.seats(2)[first].name
    assert len(begins) >= 3 and all(f"{name} acts first" in line for line in begins)


def test_no_round_limit_unless_the_table_chooses_one(kit):
    """The rulebook ends a game only by victory or defeat; a round limit is our
    table option, off by default."""
    state = kit.new(1, seed=2)
    assert state.options.round_limit == 0
    state.round = 60
    flow.upkeep(state)  # the end of round 60: round 61 begins
    assert state.phase is not kit.Phase.OVER and state.round == 61
    limited = kit.new(1, seed=2, round_limit=30)
    limited.round = 30
    flow.upkeep(limited)
    assert limited.phase is kit.Phase.OVER and "30 rounds" in limited.reason


def test_the_first_roll_is_logged_and_reproducible(kit):
    a, b = kit.new(3, seed=5), kit.new(3, seed=5)
    assert a == b
    assert any("Anton rolls:" in line for line in a.log)
    assert [p.dice for p in a.players] != [p.dice for p in kit.new(3, seed=6).players]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_harder_level_never_gives_the_scarecrow_fight_more_rounds(players):
    """Wave III and IV Gnomes become his Minions, every player draws one each
    round, and the pile running short loses the game: the rounds he gives are
    the Minions over the players. (Adding a Wave IV Gnome at level 9 once gave
    four players a fourth round and made level 9 easier than level 8.)"""

    def rounds(level: int) -> int:
        waves = wave_counts(players, level)
        return (waves[2] + waves[3]) // players

    assert [rounds(level) for level in range(1, 10)] == sorted(
        (rounds(level) for level in range(1, 10)), reverse=True
    )


@pytest.mark.parametrize("level", [1, 4, 5, 9])
def test_every_level_fits_the_card_pools_at_four_players(kit, level):
    """The hardest and easiest decks still come from real cards, none twice."""
    counts, state = _deck_waves(kit, 4, level)
    if level >= 4:
        assert counts == wave_counts(4, level)
    assert all(len(catalog().waves[w]) >= counts[w] for w in range(4))
    gnomes = state.draw_pile + [g for p in state.players for g in p.gnomes]
    assert len(gnomes) == len(set(gnomes))
