"""`nifty-table bench`: engine speed, save speed and size, TUI start-up.

A tool whose figures go in release notes, not a test: nothing here asserts.
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from nifty_table.cli.bench_feel import describe, feel, run_on_pty
from nifty_table.cli.progress import LateProgress
from nifty_table.engine import registry, saves
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import play_one, seats_for

# Keys that move a cursor (and so force a redraw) on each game's screen.
CURSOR_KEYS = {"net": "right,left"}
SEARCH_THINK = 0.1  # seconds per decision of the searching player
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


ENGINE_PASSES = 5  # passes over the same games; the fastest is the engine's speed


def engine_speeds(
    players: dict[str, int], seconds: float, step: Callable[[str], None] = lambda _: None
) -> dict[str, dict]:
    """Each game's random games from seed 1, played over and over in passes
    of the same games. As with timeit, the fastest pass is the engine's
    speed: a slower one measured the machine's other work too. The games'
    passes take turns (every game's second pass, then every game's third...),
    so a slow minute of a shared host falls on one pass of each game rather
    than on all of one game's. The median pass is reported beside it.
    `step(label)` is told what is measured now (the progress bar)."""
    games = {gid: registry.load(gid) for gid in players}
    for gid, game in games.items():  # first use: catalogs and caches built
        play_one(game, players[gid], 1, checks=False)
    # Whatever ran before leaves many live objects, and the collector would
    # keep rescanning them: frozen, every engine is timed alike.
    gc.collect()
    gc.freeze()
    try:
        budget = seconds / ENGINE_PASSES
        seeds: dict[str, int] = {}
        finished: dict[str, int] = {}
        actions: dict[str, int] = {}
        times: dict[str, list[float]] = {}
        for gid, game in games.items():  # the first pass sets each game's games
            step(f"{gid}: engine speed")
            seeds[gid] = finished[gid] = actions[gid] = 0
            start = time.perf_counter()
            while time.perf_counter() - start < budget:
                seeds[gid] += 1
                run = play_one(game, players[gid], seeds[gid], checks=False)
                finished[gid] += run.finished
                actions[gid] += run.actions
            times[gid] = [time.perf_counter() - start]
        for k in range(2, ENGINE_PASSES + 1):
            step(f"engine speeds: pass {k} of {ENGINE_PASSES}")
            for gid, game in games.items():
                start = time.perf_counter()
                for seed in range(1, seeds[gid] + 1):
                    play_one(game, players[gid], seed, checks=False)
                times[gid].append(time.perf_counter() - start)
    finally:
        gc.unfreeze()
    report = {}
    for gid in games:
        best, median = min(times[gid]), statistics.median(times[gid])
        report[gid] = {
            "players": players[gid],
            "games": seeds[gid],
            "passes": ENGINE_PASSES,
            "games_per_s": round(finished[gid] / best, 2),
            "actions_per_s": round(actions[gid] / best),
            "actions_per_s_median": round(actions[gid] / median),
        }
    return report


def copy_speed(game_id: str, players: int, repeats: int) -> dict:
    """A mid-game state copied for the search (the game's fast copy) and deeply."""
    from nifty_table.engine import strategies

    state = mid_game(game_id, players).state
    # The "search" strategy is a SearchStrategy, which the Strategy protocol does not show.
    copy = strategies.get(game_id, "search").spec.copy  # type: ignore[attr-defined]
    times: dict[str, list[float]] = {"search_copy": [], "deep_copy": []}
    for _ in range(repeats):
        t = time.perf_counter()
        copy(state)
        times["search_copy"].append(time.perf_counter() - t)
        t = time.perf_counter()
        state.model_copy(deep=True)
        times["deep_copy"].append(time.perf_counter() - t)
    return {f"{k}_us": round(statistics.median(v) * 1e6, 1) for k, v in times.items()}


def search_speed(game_id: str, players: int, decisions: int, think: float) -> dict:
    """The hard seat's search (flat or tree) deciding along a random game:
    playouts per second and the time per decision (median and 95th percentile)."""
    from nifty_table.engine import levels

    game = registry.load(game_id)
    length = play_one(game, players, 5, checks=False).actions
    every = max(1, length // decisions)
    state = game.new_game(seats_for(players), game.Options(), 5)
    rng, mine = Rng.from_seed(5), Rng.from_seed(6)
    strategy = levels.strategy(game_id, "hard", think)
    times: list[float] = []
    playouts = 0
    step = 0
    while (actions := game.legal_actions(state)) and len(times) < decisions:
        if step % every == 0:
            prompt = game.prompt(state)
            assert prompt is not None
            legal = [a for a in actions if a.seat == prompt.seat]
            view = game.view(state, prompt.seat)
            t = time.perf_counter()
            # A hard seat is a search (flat or tree): it ranks and counts its playouts.
            strategy.rank(view, legal, mine)  # type: ignore[attr-defined]
            times.append(time.perf_counter() - t)
            playouts += strategy.last_iterations  # type: ignore[attr-defined]
        game.apply(state, rng.choice(actions))
        step += 1
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return {
        "strategy": strategy.name,
        "think_s": think,
        "decisions": len(times),
        "playouts_per_s": round(playouts / sum(times)),
        "decision_median_ms": round(statistics.median(times) * 1000, 1),
        "decision_p95_ms": round(p95 * 1000, 1),
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
        writes, loads, full_loads, cold = [], [], [], []
        for _ in range(max(10, repeats // 10)):
            t = time.perf_counter()
            saves.write_atomic(path, data)
            writes.append(time.perf_counter() - t)
        for _ in range(max(10, repeats // 10)):
            t = time.perf_counter()
            loaded = saves.load(path, as_saved=True)  # read and validate only
            loads.append(time.perf_counter() - t)
            # The first save of the match just loaded (the load's own log
            # encoding is kept; later saves encode only the new actions).
            t = time.perf_counter()
            saves.serialize(loaded)
            cold.append(time.perf_counter() - t)
            t = time.perf_counter()
            saves.load(path)  # ... and replay the log to check it gives the state
            full_loads.append(time.perf_counter() - t)
    return {
        "actions_in_save": len(match.actions),
        "serialize_ms": round(statistics.median(ser) * 1000, 3),
        "serialize_first_ms": round(statistics.median(cold) * 1000, 3),
        "write_atomic_ms": round(statistics.median(writes) * 1000, 3),
        "load_ms": round(statistics.median(loads) * 1000, 3),
        "full_load_ms": round(statistics.median(full_loads) * 1000, 3),
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
                assert proc.stdout is not None  # stdout=PIPE
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


# The keypress child runs the real app on a pseudo-terminal (so frames are
# really rendered and written), posts arrow keys, and times each key until the
# last frame it causes has been written: a cursor move redraws the list at
# once, but the card text under it may follow in a later frame, and the
# player has seen the key's answer only when both are on screen. Then the
# same keys again while a hard seat's search runs, as it does at the table.
_KEYPRESS_CHILD = r"""
import asyncio, json, statistics, sys, threading, time
from textual import events
from nifty_table.engine import elsewhere, levels
from nifty_table.engine.match import Match
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.tui.app import NiftyApp
game_id, tmp, out, keys = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split(",")
seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")]
match = Match.new(game_id, seats, seed=3)
rng = Rng.from_seed(3)
for step in range(230):  # into the game, where the table is busiest,
    prompt = match.prompt()  # to a choice of at least three, so the keys move a cursor
    choices = [a for a in match.legal_actions() if prompt and a.seat == prompt.seat]
    if step >= 30 and len({match.game.describe(match.state, a) for a in choices}) >= 3:
        break
    match.apply(rng.choice(match.legal_actions()))
class Timed(NiftyApp):
    def on_ready(self):
        self.run_worker(measure())
app = Timed(saves_dir=tmp, match=match, bot_delay=0, curtain=False)
frames = []
real_display = app._display
def display(*args, **kwargs):
    result = real_display(*args, **kwargs)
    frames.append(time.perf_counter())
    return result
app._display = display
thinking = threading.Event()
def think():
    # What the table does while a hard seat thinks: a worker thread waits
    # for the decision, made in the other process.
    strategy = levels.strategy(game_id, "hard", 0.25)
    while thinking.is_set():
        elsewhere.decide(game_id, match.state.model_copy(deep=True), strategy, Rng.from_seed(9))
async def cursor_keys():
    times, firsts = [], []
    for i in range(60):
        key = keys[i % len(keys)]  # keys that move a cursor on this game's screen
        seen = len(frames)
        t = time.perf_counter()
        app.post_message(events.Key(key, None))
        while len(frames) == seen and time.perf_counter() - t < 1:
            await asyncio.sleep(0.0002)
        if len(frames) == seen:
            times.append(1.0)
            firsts.append(1.0)
            continue
        firsts.append(frames[seen] - t)
        # Every frame within 80 ms belongs to this key (nothing else moves on
        # a table of people); then a pause, as between two presses.
        await asyncio.sleep(max(0.0, t + 0.08 - time.perf_counter()))
        times.append(frames[-1] - t)
        await asyncio.sleep(0.03)
    return times, firsts
async def measure():
    await asyncio.sleep(1.0)
    times, firsts = await cursor_keys()
    warming = elsewhere.warm(game_id)
    while warming.is_alive():  # the process is up before the keys start
        await asyncio.sleep(0.01)
    thinking.set()
    threading.Thread(target=think, daemon=True).start()
    await asyncio.sleep(0.5)
    busy, _ = await cursor_keys()
    thinking.clear()
    helps = []  # F1 until the first frame drawn with the help panel on top
    for i in range(5):
        table = app.screen
        t = time.perf_counter()
        app.post_message(events.Key("f1", None))
        while app.screen is table and time.perf_counter() - t < 30:
            await asyncio.sleep(0.0002)
        seen = len(frames)
        while len(frames) == seen and time.perf_counter() - t < 30:
            await asyncio.sleep(0.0002)
        helps.append(frames[-1] - t if len(frames) > seen else 30.0)  # 30 s: never drawn
        app.post_message(events.Key("escape", None))
        while app.screen is not table and time.perf_counter() - t < 60:
            await asyncio.sleep(0.001)
        await asyncio.sleep(0.1)
    with open(out, "w") as fh:
        json.dump({"median_ms": statistics.median(times) * 1000,
                   "max_ms": max(times) * 1000,
                   "first_frame_median_ms": statistics.median(firsts) * 1000,
                   "thinking_median_ms": statistics.median(busy) * 1000,
                   "thinking_max_ms": max(busy) * 1000,
                   "help_first_ms": helps[0] * 1000,
                   "help_median_ms": statistics.median(helps) * 1000}, fh)
    app.exit()
app.run()
"""


def keypress(game_id: str) -> dict:
    data = run_on_pty(_KEYPRESS_CHILD, game_id, CURSOR_KEYS.get(game_id, "down,up"))
    if data is None:
        return {"error": "the app did not report keypress timings"}
    return {k: round(v, 2) for k, v in data.items()}


def run_bench(games: list[str] | None, as_json: bool, quick: bool) -> int:
    _pin_one_core()
    ids = games or [g for g in registry.GAMES if registry.available(g)]
    seconds = 1.0 if quick else 3.0
    repeats = 100 if quick else 500
    report: dict = {"games": {}}
    playable = [gid for gid in ids if registry.available(gid)]
    # Every bench runs for seconds: the bar shows from the start.
    with LateProgress(4 * len(ids) + 1, "bench", enabled=not as_json, show_after=0) as bar:
        # The engines first, all together: their passes take turns.
        speeds = engine_speeds(
            {gid: BENCH_PLAYERS.get(gid, 2) for gid in playable},
            seconds,
            lambda label: bar.advance(0, label),
        )
        bar.advance(len(playable))
        for gid in ids:
            if gid not in speeds:
                report["games"][gid] = {"error": "not playable yet"}
                bar.advance(4)
                continue
            players = BENCH_PLAYERS.get(gid, 2)
            entry = dict(speeds[gid])
            bar.advance(0, f"{gid}: saves")
            entry.update(save_speed(gid, players, repeats))
            bar.advance(1, f"{gid}: search")
            entry.update(copy_speed(gid, players, repeats))
            entry["search"] = search_speed(gid, 2, 10 if quick else 40, SEARCH_THINK)
            bar.advance(1, f"{gid}: keypresses")
            entry["keypress"] = keypress(gid)
            bar.advance(0, f"{gid}: what a player feels")
            entry["feel"] = feel(gid, players)
            bar.advance(1)
            report["games"][gid] = entry
            if not as_json:
                _print_game(gid, entry)
        bar.advance(0, "start-up")
        report["startup"] = startup(3 if quick else 7)
        bar.advance(1)
    if as_json:
        print(json.dumps(report))
    else:
        _print_startup(report["startup"])
    return 0


def _print_startup(s: dict) -> None:
    print("TUI start-up (headless, process start to main menu, median):")
    print(f"  bare Textual app {s['bare_textual_ms']} ms, {s['bare_rss_mb']} MB")
    print(
        f"  nifty-table menu {s['menu_ms']} ms, {s['menu_rss_mb']} MB "
        f"(x{s['time_ratio']} time, x{s['memory_ratio']} memory)"
    )


def _print_game(gid: str, e: dict) -> None:
    print(f"{gid} ({e['players']} players, one core):")
    print(
        f"  {e['games_per_s']} random full games/s, {e['actions_per_s']} actions/s"
        f" (fastest of {e['passes']} passes; median {e['actions_per_s_median']})"
    )
    print(
        f"  save of a mid-game state ({e['actions_in_save']} actions): serialize "
        f"{e['serialize_ms']} ms (first save after a load {e['serialize_first_ms']} ms), "
        f"atomic write {e['write_atomic_ms']} ms, "
        f"load {e['load_ms']} ms, {e['size_bytes']} bytes"
    )
    print(f"  full load + validation (replaying the log): {e['full_load_ms']} ms")
    print(
        f"  state copy for the search {e['search_copy_us']} µs (a deep copy {e['deep_copy_us']} µs)"
    )
    s = e["search"]
    print(
        f"  {s['strategy']} at {s['think_s']} s per decision"
        f" (2 players, {s['decisions']} decisions): "
        f"{s['playouts_per_s']} playouts/s, median {s['decision_median_ms']} ms, "
        f"p95 {s['decision_p95_ms']} ms"
    )
    k = e["keypress"]
    if "error" in k:
        print(f"  keypress redraw: {k['error']}")
    else:
        print(
            f"  keypress to its last frame: median {k['median_ms']} ms, max {k['max_ms']} ms"
            f" (first frame: median {k['first_frame_median_ms']} ms)"
        )
        print(
            f"  the same while a hard seat thinks: median {k['thinking_median_ms']} ms,"
            f" max {k['thinking_max_ms']} ms"
        )
        print(
            f"  F1 to help drawn: first {k['help_first_ms']} ms, "
            f"median of 5 {k['help_median_ms']} ms"
        )
    for line in describe(e["feel"]):
        print(line)
