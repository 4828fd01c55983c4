"""A searching seat's decisions in one turn share the turn's time: a person
waits for the whole turn, not for one decision."""

from __future__ import annotations

import json

from test_engine_search_core import PickNumber, Toy, ToyGame, _spec, _ticking

from nifty_table.cli import bench
from nifty_table.cli.main import main
from nifty_table.engine import levels, registry, search
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng


def _turn_taker(per_turn: float | None):
    spec = _spec()
    spec.turn = lambda view: view  # the toy's "view" is the turn's number
    strategy = search.SearchStrategy(spec, think=0.25)
    strategy.clock = _ticking(0.01)  # every reading of the clock is 10 ms later
    strategy.turn_clock.per_turn = per_turn
    return strategy


def test_a_turns_decisions_share_its_budget_and_the_rest_is_by_rule_of_thumb(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    legal = ToyGame().legal_actions(Toy(seats=[Seat(name="A")], rng=Rng()))
    rng = Rng.from_seed(1)
    strategy = _turn_taker(per_turn=0.6)
    chosen = [strategy.choose(1, legal, rng).value for _ in range(6)]
    # The first decisions search (the best number); once the turn's time is
    # spent, the fallback answers (it likes 2), with no search at all.
    assert chosen[0] == 10 and chosen[-1] == 2
    assert strategy.last_iterations == 0
    assert strategy.turn_clock.spent <= 0.6 + 0.05  # a reading or two past the end
    assert strategy.choose(2, legal, rng).value == 10  # the next turn has its own time
    # Without a limit per turn, every decision has its whole budget.
    free = _turn_taker(per_turn=None)
    assert [free.choose(1, legal, rng).value for _ in range(6)] == [10] * 6


def test_a_decision_with_one_answer_takes_no_search(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    strategy = _turn_taker(per_turn=0.6)
    only = PickNumber(seat=0, value=4)
    assert strategy.choose(1, [only, only], Rng.from_seed(1)) == only
    assert strategy.last_iterations == 0


def test_a_hard_seat_has_a_budget_per_turn():
    for game_id in ("net", "get-nifty", "firefly-fluxx", "nirds"):
        seat = levels.strategy(game_id, "hard")
        assert seat.turn_clock.per_turn == levels.HARD_TURN
        assert seat.spec.turn is not None  # the game names its turns


def test_bench_reports_a_hard_seats_whole_turn_for_every_game(monkeypatch, capsys):
    # Only the turns are measured here (the rest is skipped), a short turn each.
    monkeypatch.setattr(levels, "HARD_TURN", 0.05)
    monkeypatch.setattr(
        bench,
        "engine_speeds",
        lambda players, s, step: {g: {"players": p} for g, p in players.items()},
    )
    for name, stub in {
        "save_speed": lambda g, p, r: {},
        "copy_speed": lambda g, p, r: {},
        "search_speed": lambda g, p, d, t: {},
        "keypress": lambda g: {},
        "feel": lambda g, p: {},
        "startup": lambda r: {},
        "remote_moves": lambda *a, **kw: {},  # (tests/remote/test_bench_remote.py)
    }.items():
        monkeypatch.setattr(bench, name, stub)
    assert main(["bench", "--json", "--quick", "--turns", "1"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    playable = [g for g in registry.GAMES if registry.available(g)]
    assert sorted(games) == sorted(playable)
    for game_id in playable:
        entry = games[game_id]
        assert entry["turns"] == 1
        # A turn was timed (one with no search, as NΣT!'s first pick at three
        # players, is a true 0.0 to the millisecond).
        assert entry["hard_turn_most_decisions"] >= 1, game_id
        assert entry["hard_turn_p95_cpu_s"] >= 0 and entry["hard_turn_p95_s"] >= 0, game_id


def test_bench_refuses_no_turns(capsys):
    assert main(["bench", "--turns", "0"]) == 2
    assert "--turns takes a number of turns of at least 1, not 0" in capsys.readouterr().err
