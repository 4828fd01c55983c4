"""`simulate --option`: every game set up alike, and the cooperative win rate."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from nifty_table.cli.main import main
from nifty_table.engine import sim


def test_every_simulated_game_gets_the_options(monkeypatch):
    seen = []
    real = sim.play_one

    def spy(game, players, seed, **kwargs):
        seen.append(kwargs["options"])
        return real(game, players, seed, **kwargs)

    monkeypatch.setattr(sim, "play_one", spy)
    sim.simulate("nirds", 1, games=2, seed=3, checks=False, options={"difficulty": "9"})
    assert [o.difficulty for o in seen] == [9, 9]


def test_an_unknown_option_is_refused_before_any_game():
    with pytest.raises(ValueError, match=r"no option 'colour'.*difficulty"):
        sim.simulate("nirds", 1, games=1, seed=0, options={"colour": "red"})


def test_an_option_value_out_of_range_is_refused():
    with pytest.raises(ValidationError):
        sim.simulate("nirds", 1, games=1, seed=0, options={"difficulty": "12"})


def test_a_cooperative_game_reports_how_often_the_table_won():
    report = sim.simulate("nirds", 2, games=3, seed=5, checks=False)
    out = report.as_json()
    won = sum(r.cooperative == "won" for r in report.runs)
    assert all(r.cooperative in ("won", "lost") for r in report.runs)
    assert out["cooperative"] == {"won": won, "win_rate": round(won / 3, 4)}
    assert out["winners_per_seat"] == [won, won]  # everyone wins or loses together


def test_a_competitive_game_has_no_cooperative_figure():
    assert "cooperative" not in sim.simulate("net", 2, games=1, seed=1).as_json()


def test_the_command_line_passes_options_and_prints_the_table_result(capsys):
    code = main(["simulate", "nirds", "--players", "1", "--games", "2", "--option", "difficulty=9"])
    out = capsys.readouterr().out
    assert code == 0
    assert "options: difficulty=9" in out
    assert "the table won" in out and "of 2" in out


def test_the_command_line_reports_a_bad_option(capsys):
    assert main(["simulate", "nirds", "--games", "1", "--option", "difficulty=0"]) == 2
    assert "difficulty" in capsys.readouterr().err


def test_the_json_report_carries_the_cooperative_figure(capsys):
    main(["simulate", "nirds", "--players", "1", "--games", "1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert set(data["cooperative"]) == {"won", "win_rate"}


def test_no_checks_plays_the_same_games_from_the_command_line(capsys):
    args = ["simulate", "nirds", "--players", "1", "--games", "2", "--json"]
    main(args)
    checked = json.loads(capsys.readouterr().out)
    main([*args, "--no-checks"])
    unchecked = json.loads(capsys.readouterr().out)
    assert checked == unchecked


def test_a_strategy_that_never_reacts_is_not_asked():
    from nifty_table.engine import registry, strategies

    class Silent:
        name = "silent"
        never_reacts = True

        def react(self, view, legal, rng):
            raise AssertionError("asked anyway")

    game = registry.load("nirds")
    state = game.new_game(sim.seats_for(2), game.Options(), 1)
    assert strategies.react(game, state, 1, Silent(), None) is None
    assert strategies.get("nirds", "heuristic").never_reacts
