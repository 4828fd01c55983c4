"""Duplicate games: every seed twice, the seats swapped, pairs counted."""

from __future__ import annotations

import pytest

from nifty_table.engine.duplicate import duplicate, wilson


def test_wilson_interval_brackets_the_share_and_narrows_with_more_games():
    lo, hi = wilson(60, 100)
    assert lo < 0.6 < hi
    assert round(lo, 3) == 0.502 and round(hi, 3) == 0.691
    lo2, hi2 = wilson(600, 1000)
    assert lo < lo2 < 0.6 < hi2 < hi
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(5, 5)[1] == 1.0


def test_rivals_swap_seats_on_the_same_seed_and_decisive_pairs_are_counted():
    report = duplicate("net", 2, pairs=2, seed=5, bots=("heuristic", "random"))
    for pair in report.pairs:
        assert pair.first.seed == pair.second.seed == pair.seed
        assert pair.first.bots == list(reversed(pair.second.bots))
        assert sorted(pair.first.bots) == ["heuristic", "random"]
    out = report.as_json()
    both = [
        p
        for p in report.pairs
        if p.first.winners == [p.first.bots.index("heuristic")]
        and p.second.winners == [p.second.bots.index("heuristic")]
    ]
    assert out["heuristic_pairs"] == len(both)
    assert out["decisive_pairs"] >= len(both)
    assert out["share_ci95"][0] <= (out["share"] or 0) <= out["share_ci95"][1]
    assert out["violations"] == []


def test_a_cooperative_game_is_played_once_by_each_army():
    report = duplicate("nirds", 2, pairs=2, seed=3, bots=("heuristic", "random"))
    out = report.as_json()
    assert out["cooperative"] is True
    for pair in report.pairs:
        assert pair.first.bots == ["heuristic", "heuristic"]
        assert pair.second.bots == ["random", "random"]
    won = [p.first.cooperative == "won" for p in report.pairs]
    assert out["heuristic_win_rate"] == sum(won) / 2


def test_the_think_budget_reaches_the_searching_players(monkeypatch):
    from nifty_table.engine import duplicate as module
    from nifty_table.engine.sim import GameRun

    seen = []

    def fake_play(game, players, seed, *, players_strategies, **_):
        seen.append([getattr(s, "think", None) for s in players_strategies])
        return GameRun(seed=seed, actions=1, finished=True, winners=[0])

    monkeypatch.setattr(module, "play_one", fake_play)
    report = duplicate("net", 2, pairs=2, seed=1, bots=("search", "random"), think=0.25)
    assert report.as_json()["think"] == 0.25
    assert sorted(map(str, seen)) == sorted(map(str, [[0.25, None], [None, 0.25]] * 2))
    # Seat 0 won every game: each strategy won once per pair, so no pair is decisive.
    assert report.as_json()["decisive_pairs"] == 0


def test_an_unknown_strategy_fails_before_any_game():
    from nifty_table.engine.strategies import UnknownStrategy

    with pytest.raises(UnknownStrategy):
        duplicate("net", 2, pairs=1, seed=1, bots=("search", "nobody"))


def test_the_command_line_reports_the_pairs(capsys):
    import json

    from nifty_table.cli.main import main

    argv = ["simulate", "nirds", "--bots", "heuristic,random", "--duplicate", "--games", "1"]
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pairs"] == 1 and data["bots"] == ["heuristic", "random"]
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "each played twice: heuristic against random" in text
    assert "the heuristic table won" in text and "95% interval" in text
    assert main(["simulate", "net", "--bots", "heuristic", "--duplicate"]) == 2
    assert "--bots A,B" in capsys.readouterr().err


def test_duplicate_refuses_an_option_the_game_does_not_have():
    import pytest

    from nifty_table.engine.duplicate import duplicate

    with pytest.raises(ValueError, match="has no option 'nope'"):
        duplicate("net", 2, 1, 1, ("heuristic", "random"), options={"nope": "1"})
