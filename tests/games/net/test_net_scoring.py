"""Loot, round scores and the final ranking."""

from __future__ import annotations

import itertools

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME, cards
from nifty_table.games.net.actions import PickCard, PlayCard
from nifty_table.games.net.state import Phase, RoundRecord

B, R, Y, G = range(4)


def _with_past(state, scores: list[int]) -> None:
    """Pretend earlier rounds were played: this is the last round, with these totals."""
    n = state.players
    state.round = state.rounds
    state.history = [
        RoundRecord(
            round=1,
            dealer=0,
            first_player=0,
            teams=list(state.teams),
            tricks=[0] * n,
            loot=[0] * n,
            value=1,
            doubled=False,
            points=list(scores),
        )
    ]
    state.scores = list(scores)
    assert GAME.check_invariants(state) == []


# -- loot ------------------------------------------------------------------------
def test_loot_is_opponents_1s_and_a_teammates_1_is_not(kit):
    b1a, b1b, b1c = kit.cards("B1", "B1", "B1")
    state = kit.built(
        4,
        [
            kit.cards("B13", "Y2"),
            [b1a, kit.card("Y3")],
            [b1b, kit.card("Y4")],  # seat 2 is seat 0's teammate
            [b1c, kit.card("Y5")],
        ],
        teams=[0, 1, 0, 1],
    )
    kit.play(state, kit.card("B13"), b1a, b1b, b1c)
    assert state.last_winner == 0
    assert sorted(state.loot[0]) == sorted([b1a, b1c])
    assert b1b in state.won_cards[0] and b1b not in state.loot[0]
    assert state.tricks_won == [1, 0, 0, 0]
    assert [s.loot for s in GAME.view(state, 1).seats] == [2, 0, 0, 0]


def test_up_to_three_loot_cards_in_one_trick_with_five_players(kit):
    r1s = kit.cards("R1", "R1", "R1")
    state = kit.built(
        5,
        [
            kit.cards("R13", "Y2"),
            [r1s[0], kit.card("Y3")],
            [r1s[1], kit.card("Y4")],
            kit.cards("R2", "Y5"),
            [r1s[2], kit.card("Y6")],
        ],
        teams=[0, 1, 1, 0, 1],
    )
    kit.play(state, kit.card("R13"), r1s[0], r1s[1], kit.card("R2"), r1s[2])
    assert state.last_winner == 0
    assert sorted(state.loot[0]) == sorted(r1s)
    assert "loots" in state.log[-1]


def test_a_winning_opponent_loots_the_other_sides_supertrump_1(kit):
    g1a, g1b = kit.cards("G1", "G1")
    state = kit.built(2, [[g1a, kit.card("Y2")], [g1b, kit.card("Y3")]], trump=R, supertrump=G)
    kit.play(state, g1a, g1b)
    assert state.last_winner == 1
    assert state.loot == [[], [g1a]]
    assert state.won_cards[1] == [g1b]


def test_the_winners_own_1_is_not_loot(kit):
    y1 = kit.card("Y1")
    state = kit.built(2, [[y1, kit.card("B2")], kit.cards("R5", "B3")], supertrump=Y)
    kit.play(state, y1, kit.card("R5"))
    assert state.last_winner == 0
    assert state.loot == [[], []]


def test_discarded_1s_are_never_loot(kit):
    state = kit.built(
        2,
        [kit.cards("B1", "B9"), kit.cards("R1", "B5")],
        phase=Phase.EXCHANGE,
        discard=1,
        value=2,
    )
    GAME.apply(state, PickCard(seat=0, card=kit.card("B1")))
    GAME.apply(state, PickCard(seat=1, card=kit.card("R1")))
    assert state.loot == [[], []]
    assert {kit.card("B1"), kit.card("R1")} <= set(state.discarded)
    kit.play(state, kit.card("B9"), kit.card("B5"))
    record = state.history[-1]
    assert record.loot == [0, 0]
    assert record.points == [2, 0]


# -- scoring -----------------------------------------------------------------------
def test_loot_counts_in_the_score_and_every_team_member_gets_it(kit):
    b1a, b1b, b1c = kit.cards("B1", "B1", "B1")
    state = kit.built(4, [kit.cards("B13"), [b1a], [b1b], [b1c]], teams=[0, 1, 0, 1], value=3)
    kit.play(state, kit.card("B13"), b1a, b1b, b1c)
    record = state.history[-1]
    assert record.tricks == [1, 0, 0, 0]
    assert record.loot == [2, 0, 0, 0]
    assert record.points == [9, 0, 9, 0]  # (1 trick + 2 loot) x 3
    assert state.scores == [9, 0, 9, 0]


def test_minus_2_value_gives_negative_scores(kit):
    b1a, b1b, b1c = kit.cards("B1", "B1", "B1")
    state = kit.built(4, [kit.cards("B13"), [b1a], [b1b], [b1c]], teams=[0, 1, 0, 1], value=-2)
    kit.play(state, kit.card("B13"), b1a, b1b, b1c)
    assert state.history[-1].points == [-6, 0, -6, 0]
    assert state.scores == [-6, 0, -6, 0]


def test_team_score_is_shared_by_members_who_won_nothing(kit):
    # Team {0, 2, 4} v {1, 3}: seat 2 and seat 4 win one trick each.
    state = kit.built(
        5,
        [
            kit.cards("B2", "Y2"),
            kit.cards("B3", "Y3"),
            kit.cards("B13", "Y4"),
            kit.cards("B4", "Y5"),
            kit.cards("B5", "Y13"),
        ],
        teams=[0, 1, 0, 1, 0],
        value=4,
    )
    kit.play(state, *kit.cards("B2", "B3", "B13", "B4", "B5"))
    assert state.turn == 2
    kit.play(state, *kit.cards("Y4", "Y5", "Y13", "Y2", "Y3"))
    record = state.history[-1]
    assert record.tricks == [0, 0, 1, 0, 1]
    assert record.points == [8, 0, 8, 0, 8]


def test_two_players_each_score_their_own_tricks_and_loot(kit):
    state = kit.built(2, [kit.cards("B13", "R1"), kit.cards("B1", "R9")], teams=[0, 1], value=2)
    kit.play(state, kit.card("B13"), kit.card("B1"))  # seat 0 wins, loots B1
    kit.play(state, kit.card("R1"))  # seat 0 leads again
    kit.play(state, kit.card("R9"))  # seat 1 wins, loots R1
    record = state.history[-1]
    assert record.tricks == [1, 1] and record.loot == [1, 1]
    assert record.points == [4, 4]


def test_round_scores_add_up_over_rounds(kit):
    state = kit.new(4, seed=17)
    rng = Rng.from_seed(17)
    kit.random_until(state, lambda s: len(s.history) == 3, rng)
    assert state.scores == [sum(r.points[s] for r in state.history) for s in range(4)]
    for r in state.history:
        team_pts = {}
        for s, t in enumerate(r.teams):
            team_pts.setdefault(t, 0)
            team_pts[t] += r.tricks[s] + r.loot[s]
        base = [team_pts[r.teams[s]] * r.value for s in range(4)]
        assert r.points == [b * (2 if r.doubled else 1) for b in base]


def test_a_round_score_is_added_to_earlier_totals(kit):
    state = kit.built(2, [kit.cards("B13"), kit.cards("B2")], teams=[0, 1], value=3)
    _with_past(state, [5, -4])
    state.round = 2  # not the last round
    kit.play(state, kit.card("B13"), kit.card("B2"))
    assert state.scores == [8, -4]
    assert state.phase is Phase.NYET and state.round == 3


# -- end of the game -----------------------------------------------------------------
def test_highest_total_wins_after_the_last_round(kit):
    state = kit.built(2, [kit.cards("B13"), kit.cards("B2")], teams=[0, 1], value=2)
    _with_past(state, [3, 6])
    kit.play(state, kit.card("B13"), kit.card("B2"))
    assert state.phase is Phase.OVER
    assert GAME.prompt(state) is None
    res = GAME.result(state)
    assert res.winners == [1]
    assert res.scores == [5, 6]
    assert "wins" in res.summary


def test_a_tie_gives_several_winners(kit):
    state = kit.built(
        4,
        [kit.cards("B13"), kit.cards("B2"), kit.cards("B3"), kit.cards("B4")],
        teams=[0, 1, 0, 1],
        value=1,
    )
    _with_past(state, [2, 5, 4, 1])
    kit.play(state, *kit.cards("B13", "B2", "B3", "B4"))
    res = GAME.result(state)
    assert state.scores == [3, 5, 5, 1]
    assert res.winners == [1, 2]  # across teams: equal totals share the win
    assert "share" in res.summary


def test_nothing_is_accepted_once_the_game_is_over(kit):
    state = kit.built(2, [kit.cards("B13"), kit.cards("B2")], teams=[0, 1])
    _with_past(state, [0, 0])
    kit.play(state, kit.card("B13"), kit.card("B2"))
    assert GAME.result(state) is not None and GAME.legal_actions(state) == []
    before = state.model_dump()
    with pytest.raises(IllegalAction):
        GAME.apply(state, PlayCard(seat=0, card=kit.card("B13")))
    assert state.model_dump() == before


def test_the_score_chart_holds_one_record_per_round(kit):
    state = kit.new(3, seed=4)
    kit.random_until(state, lambda s: s.phase is Phase.OVER, Rng.from_seed(4))
    assert len(state.history) == 9
    for r in state.history:
        # 16 cards each, minus 0, 1 or 2 discards: one trick per card left.
        assert sum(r.tricks) in (14, 15, 16)
        assert sum(r.loot) <= sum(1 for c in cards.deck_for(3) if cards.VALUE[c] == 1)


def test_the_chart_runs_from_zero_to_each_final_score(kit):
    rng = Rng.from_seed(8)
    state = kit.new(3, seed=8)
    assert GAME.chart(state) is None  # nothing to draw before the first round ends
    while state.phase is not Phase.OVER:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    chart = GAME.chart(state)
    assert chart.x == list(range(state.rounds + 1))
    for seat, info in enumerate(state.seats):
        line = chart.series[info.name]
        assert line[0] == 0 and line[-1] == state.scores[seat]
        steps = [b - a for a, b in itertools.pairwise(line)]
        assert steps == [r.points[seat] for r in state.history]
