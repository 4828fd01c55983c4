"""The command line: --saves after the command, a pipe closed early, progress
bars only on a terminal, and simulate's text for games without points."""

from __future__ import annotations

import gc
import io
import json
import subprocess
import sys
import types

import pytest
from rich.console import Console

from nifty_table.cli import bench, bench_engine, progress
from nifty_table.cli.main import main


def test_saves_after_the_command_too(tmp_path, capsys):
    folder = tmp_path / "games"
    assert main(["stats", "--json", "--saves", str(folder)]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == {}
    assert main(["keys", "--saves", str(folder)]) == 0
    assert f"Keys file: {folder / 'keys.toml'}" in capsys.readouterr().out
    # Before the command it still works, and after it wins when both are given.
    assert main(["--saves", str(tmp_path / "x"), "keys", "--saves", str(folder)]) == 0
    assert str(folder / "keys.toml") in capsys.readouterr().out


@pytest.mark.parametrize("args", [["keys"], ["rules", "net"]])
def test_a_reader_that_leaves_early_gets_no_traceback(tmp_path, args):
    """`nifty-table keys | head -1`: the pipe is closed before the command writes."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "nifty_table.cli.main", "--saves", str(tmp_path), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    proc.stdout.close()  # the reader is gone before anything is written
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipe" not in err, err
    assert proc.returncode == 141


@pytest.fixture
def terminal(monkeypatch):
    """A terminal to draw on, and no wait before the bar shows."""
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=100)
    monkeypatch.setattr(progress, "terminal_console", lambda: console)
    monkeypatch.setattr(progress, "SHOW_AFTER", 0.0)
    return screen


def test_simulate_shows_a_bar_on_a_terminal_only(terminal, capsys):
    assert main(["simulate", "net", "--games", "3", "--players", "2"]) == 0
    drawn = terminal.getvalue()
    assert "net: games" in drawn and "3/3" in drawn
    assert "━" not in capsys.readouterr().out  # the report itself stays plain


def test_simulate_json_draws_nothing_extra(terminal, capsys):
    assert main(["simulate", "net", "--games", "2", "--players", "2", "--json"]) == 0
    assert terminal.getvalue() == ""
    out = capsys.readouterr().out
    assert json.loads(out)["games"] == 2 and out.count("\n") == 1


def test_no_bar_when_stdout_is_not_a_terminal(monkeypatch, capsys):
    monkeypatch.setattr(progress, "SHOW_AFTER", 0.0)
    assert progress.terminal_console() is None  # pytest captures stdout
    assert main(["simulate", "net", "--games", "2", "--players", "2"]) == 0
    assert "net: games" not in capsys.readouterr().out


def test_a_short_run_draws_nothing(monkeypatch):
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=100)
    monkeypatch.setattr(progress, "terminal_console", lambda: console)
    with progress.LateProgress(5, "quick") as bar:
        for _ in range(5):
            bar.advance()
    assert screen.getvalue() == ""  # within SHOW_AFTER: no bar at all


def test_bench_shows_its_steps_on_a_terminal(terminal, monkeypatch, capsys):
    # Only the bar is under test here: the measurements themselves are skipped.
    def no_engines(players, seconds, step):
        for g in players:
            step(f"{g}: engine speed")  # what the bar is told
        return {g: {"players": p} for g, p in players.items()}

    monkeypatch.setattr(bench, "engine_speeds", no_engines)
    monkeypatch.setattr(bench, "save_speed", lambda g, p, r: {})
    monkeypatch.setattr(bench, "keypress", lambda g: {})
    monkeypatch.setattr(bench, "feel", lambda g, p: {})
    monkeypatch.setattr(bench, "copy_speed", lambda g, p, r: {})
    monkeypatch.setattr(bench, "search_speed", lambda g, p, d, t: {})
    monkeypatch.setattr(bench, "hard_turns", lambda g, p, t: {})
    monkeypatch.setattr(bench, "startup", lambda r: {"menu_ms": 2})
    monkeypatch.setattr(bench, "remote_moves", lambda *a, **kw: {"p95_ms": 1.0})
    monkeypatch.setattr(bench, "_print_game", lambda gid, e: None)
    monkeypatch.setattr(bench, "_print_busy_host", lambda b: None)
    monkeypatch.setattr(bench, "_print_startup", lambda s: None)
    assert bench.run_bench(["net"], as_json=True, quick=True) == 0
    assert terminal.getvalue() == ""  # --json: nothing but the JSON
    assert json.loads(capsys.readouterr().out)["games"]["net"]["players"] == 4
    assert bench.run_bench(["net"], as_json=False, quick=True) == 0
    drawn = terminal.getvalue()
    assert "net: engine speed" in drawn and "/7" in drawn


def test_simulate_text_leaves_out_points_a_game_does_not_have(capsys):
    assert main(["simulate", "nirds", "--games", "2", "--players", "2"]) == 0
    out = capsys.readouterr().out
    assert "mean points" not in out and "None" not in out
    assert main(["simulate", "net", "--games", "2", "--players", "2"]) == 0
    assert "mean points per seat: [" in capsys.readouterr().out


def test_bench_measures_the_search_copy_and_decisions():
    copy = bench_engine.copy_speed("net", 2, 20)
    assert copy["search_copy_us"] > 0 and copy["deep_copy_us"] > 0
    search = bench_engine.search_speed("net", 2, 3, 0.01)
    assert search["decisions"] == 3 and search["playouts_per_s"] > 0
    assert search["strategy"] == "search"
    tree = bench_engine.search_speed("firefly-fluxx", 2, 2, 0.01)  # the hard seat's: the tree
    assert tree["strategy"] == "ismcts" and tree["playouts_per_s"] > 0
    assert 0 < search["decision_median_ms"] <= search["decision_p95_ms"]


def test_the_engine_speed_is_the_fastest_of_passes_over_the_same_games():
    speed = bench_engine.engine_speeds({"net": 2}, 0.5)["net"]
    assert speed["passes"] == bench_engine.ENGINE_PASSES and speed["games"] >= 1
    assert speed["actions_per_s"] >= speed["actions_per_s_median"] > 0


def test_the_engine_speed_on_one_core_leaves_out_the_time_spent_waiting(monkeypatch):
    """A process that got a core half the time: the wall clock runs twice as
    fast as its processor time, and the speed per second of processor time
    is twice the wall clock's."""
    clock = {"wall": 0.0}

    def perf_counter() -> float:
        clock["wall"] += 0.01
        return clock["wall"]

    fake = types.SimpleNamespace(perf_counter=perf_counter, process_time=lambda: clock["wall"] / 2)
    monkeypatch.setattr(bench_engine, "time", fake)
    speed = bench_engine.engine_speeds({"net": 2}, 0.5)["net"]
    assert speed["actions_per_cpu_s"] == pytest.approx(2 * speed["actions_per_s"], rel=0.01)


def test_the_engine_speeds_leave_what_the_caller_froze_frozen():
    """A test process freezes what every test reads (tests/one_process.py);
    the bench once unfroze it all, and the worker's later tests paid full
    rounds of the collector over the whole process."""
    gc.freeze()
    bench_engine.engine_speeds({"net": 2}, 0.05)
    assert gc.get_freeze_count() > 0


def test_the_engines_passes_take_turns(monkeypatch):
    played = []
    real = bench_engine.play_one

    def watched(game, players, seed, **kw):
        played.append((game.id, seed))
        return real(game, players, seed, **kw)

    monkeypatch.setattr(bench_engine, "play_one", watched)
    labels = []
    speeds = bench_engine.engine_speeds({"net": 2, "nirds": 1}, 0.2, labels.append)
    assert set(speeds) == {"net", "nirds"}
    assert all(s["actions_per_s"] >= s["actions_per_s_median"] > 0 for s in speeds.values())
    # After the warm-up and each game's first pass, the passes alternate: the
    # seed-1 games of the later passes come net, nirds, net, nirds...
    firsts = [gid for gid, seed in played if seed == 1][4:]
    assert firsts == ["net", "nirds"] * (bench_engine.ENGINE_PASSES - 1)
    assert labels[:2] == ["net: engine speed", "nirds: engine speed"]
    assert labels[2] == f"engine speeds: pass 2 of {bench_engine.ENGINE_PASSES}"
