"""`nifty-table bench`: engine speed, save speed and size, TUI start-up.

A tool whose figures go in release notes, not a test: nothing here asserts.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nifty_table.engine import registry, saves
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import play_one, seats_for

BENCH_PLAYERS = {
    "net": 4,
    "firefly-fluxx": 4,
    "cartoon-network-fluxx": 4,
    "get-nifty": 4,
    "nirds": 2,
}


def _pin_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        except OSError:
            pass


def engine_speed(game_id: str, players: int, seconds: float) -> dict:
    game = registry.load(game_id)
    games = actions = 0
    start = time.perf_counter()
    seed = 1
    while time.perf_counter() - start < seconds:
        run = play_one(game, players, seed, checks=False)
        games += run.finished
        actions += run.actions
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "players": players,
        "games": seed - 1,
        "games_per_s": round(games / elapsed, 2),
        "actions_per_s": round(actions / elapsed),
    }


def mid_game(game_id: str, players: int) -> Match:
    """A match played by random moves to about half its usual length."""
    game = registry.load(game_id)
    length = play_one(game, players, 7, checks=False).actions
    match = Match.new(game_id, seats_for(players), seed=7)
    rng = Rng.from_seed(99)
    for _ in range(length // 2):
        if match.prompt() is None:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


def save_speed(game_id: str, players: int, repeats: int) -> dict:
    match = mid_game(game_id, players)
    ser = []
    for _ in range(repeats):
        t = time.perf_counter()
        data = saves.serialize(match)
        ser.append(time.perf_counter() - t)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        writes, loads = [], []
        for _ in range(max(10, repeats // 10)):
            t = time.perf_counter()
            saves.write_atomic(path, data)
            writes.append(time.perf_counter() - t)
        for _ in range(max(10, repeats // 10)):
            t = time.perf_counter()
            saves.load(path)
            loads.append(time.perf_counter() - t)
    return {
        "actions_in_save": len(match.actions),
        "serialize_ms": round(statistics.median(ser) * 1000, 3),
        "write_atomic_ms": round(statistics.median(writes) * 1000, 3),
        "load_ms": round(statistics.median(loads) * 1000, 3),
        "size_bytes": len(data),
    }


_STARTUP_CHILD = r"""
import asyncio, json, resource, sys, time
which = sys.argv[1]
if which == "bare":
    from textual.app import App
    from textual.widgets import Static
    class Bare(App):
        def compose(self):
            yield Static("ready")
    app = Bare()
else:
    from nifty_table.tui.app import NiftyApp
    app = NiftyApp(saves_dir=sys.argv[2])
async def main():
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(json.dumps({"rss_kb": rss, "screen": type(app.screen).__name__}), flush=True)
asyncio.run(main())
"""


def startup(repeats: int) -> dict:
    """Process start to interactive main menu (headless), against a bare Textual app."""
    times: dict[str, list[float]] = {"bare": [], "menu": []}
    rss: dict[str, list[int]] = {"bare": [], "menu": []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeats):
            for which in ("bare", "menu"):
                t = time.perf_counter()
                proc = subprocess.Popen(
                    [sys.executable, "-c", _STARTUP_CHILD, which, tmp],
                    stdout=subprocess.PIPE,
                    text=True,
                )
                line = proc.stdout.readline()
                times[which].append(time.perf_counter() - t)
                proc.wait()
                rss[which].append(json.loads(line)["rss_kb"])
    bare_t, menu_t = statistics.median(times["bare"]), statistics.median(times["menu"])
    bare_m, menu_m = statistics.median(rss["bare"]), statistics.median(rss["menu"])
    return {
        "bare_textual_ms": round(bare_t * 1000, 1),
        "menu_ms": round(menu_t * 1000, 1),
        "time_ratio": round(menu_t / bare_t, 3),
        "bare_rss_mb": round(bare_m / 1024, 1),
        "menu_rss_mb": round(menu_m / 1024, 1),
        "memory_ratio": round(menu_m / bare_m, 3),
    }


_KEYPRESS_CHILD = r"""
import asyncio, json, statistics, sys, time
from nifty_table.engine.match import Match
from nifty_table.engine.contract import Seat
from nifty_table.tui.app import NiftyApp
game_id, tmp = sys.argv[1], sys.argv[2]
seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")]
match = Match.new(game_id, seats, seed=3)
app = NiftyApp(saves_dir=tmp, match=match, bot_delay=0, curtain=False)
async def main():
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        times = []
        for i in range(60):
            key = ("right", "left", "down", "up")[i % 4]
            t = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            times.append(time.perf_counter() - t)
        print(json.dumps({"median_ms": statistics.median(times) * 1000,
                          "max_ms": max(times) * 1000}), flush=True)
asyncio.run(main())
"""


def keypress(game_id: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [sys.executable, "-c", _KEYPRESS_CHILD, game_id, tmp],
            capture_output=True,
            text=True,
            check=False,
        )
    if out.returncode != 0:
        return {"error": out.stderr.strip().splitlines()[-1] if out.stderr else "failed"}
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return {k: round(v, 2) for k, v in data.items()}


def run_bench(games: list[str] | None, as_json: bool, quick: bool) -> int:
    _pin_one_core()
    ids = games or [g for g in registry.GAMES if registry.available(g)]
    seconds = 1.0 if quick else 3.0
    repeats = 100 if quick else 500
    report: dict = {"games": {}}
    for gid in ids:
        if not registry.available(gid):
            report["games"][gid] = {"error": "not playable yet"}
            continue
        players = BENCH_PLAYERS.get(gid, 2)
        entry = engine_speed(gid, players, seconds)
        entry.update(save_speed(gid, players, repeats))
        entry["keypress"] = keypress(gid)
        report["games"][gid] = entry
        if not as_json:
            _print_game(gid, entry)
    report["startup"] = startup(3 if quick else 7)
    if as_json:
        print(json.dumps(report))
    else:
        s = report["startup"]
        print("TUI start-up (headless, process start to main menu, median):")
        print(f"  bare Textual app {s['bare_textual_ms']} ms, {s['bare_rss_mb']} MB")
        print(
            f"  nifty-table menu {s['menu_ms']} ms, {s['menu_rss_mb']} MB "
            f"(x{s['time_ratio']} time, x{s['memory_ratio']} memory)"
        )
    return 0


def _print_game(gid: str, e: dict) -> None:
    print(f"{gid} ({e['players']} players, one core):")
    print(f"  {e['games_per_s']} random full games/s, {e['actions_per_s']} actions/s")
    print(
        f"  save of a mid-game state ({e['actions_in_save']} actions): serialize "
        f"{e['serialize_ms']} ms, atomic write {e['write_atomic_ms']} ms, "
        f"load {e['load_ms']} ms, {e['size_bytes']} bytes"
    )
    k = e["keypress"]
    if "error" in k:
        print(f"  keypress redraw: {k['error']}")
    else:
        print(f"  keypress to redraw: median {k['median_ms']} ms, max {k['max_ms']} ms")
