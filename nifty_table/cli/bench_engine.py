"""The bench's engine figures: random games per second, the search's state
copy and speed, and save speed and size for a mid-game state."""

from __future__ import annotations

import gc
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from nifty_table.engine import registry, saves
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import play_one, seats_for

ENGINE_PASSES = 5  # passes over the same games; the fastest is the engine's speed


def engine_speeds(
    players: dict[str, int], seconds: float, step: Callable[[str], None] = lambda _: None
) -> dict[str, dict]:
    """Each game's random games from seed 1, played over and over in passes
    of the same games. As with timeit, the fastest pass is the engine's
    speed: a slower one measured the machine's other work too. The games'
    passes take turns (every game's second pass, then every game's third...),
    so a slow minute of a shared host falls on one pass of each game rather
    than on all of one game's. The median pass is reported beside it, and
    the fastest pass in processor time: on a shared or virtual machine the
    wall clock also counts the time the process waited for a core, which
    processor time leaves out (the speed "on one core").
    `step(label)` is told what is measured now (the progress bar)."""
    games = {gid: registry.load(gid) for gid in players}
    for gid, game in games.items():  # first use: catalogs and caches built
        play_one(game, players[gid], 1, checks=False)
    # Whatever ran before leaves many live objects, and the collector would
    # keep rescanning them: frozen, every engine is timed alike. A caller that
    # froze its own objects (a test process) gets them back still frozen.
    was_frozen = gc.get_freeze_count() > 0
    gc.collect()
    gc.freeze()
    try:
        budget = seconds / ENGINE_PASSES
        seeds: dict[str, int] = {}
        finished: dict[str, int] = {}
        actions: dict[str, int] = {}
        times: dict[str, list[float]] = {}
        cpu: dict[str, list[float]] = {}
        for gid, game in games.items():  # the first pass sets each game's games
            step(f"{gid}: engine speed")
            seeds[gid] = finished[gid] = actions[gid] = 0
            start, start_cpu = time.perf_counter(), time.process_time()
            while time.perf_counter() - start < budget:
                seeds[gid] += 1
                run = play_one(game, players[gid], seeds[gid], checks=False)
                finished[gid] += run.finished
                actions[gid] += run.actions
            times[gid] = [time.perf_counter() - start]
            cpu[gid] = [time.process_time() - start_cpu]
        for k in range(2, ENGINE_PASSES + 1):
            step(f"engine speeds: pass {k} of {ENGINE_PASSES}")
            for gid, game in games.items():
                start, start_cpu = time.perf_counter(), time.process_time()
                for seed in range(1, seeds[gid] + 1):
                    play_one(game, players[gid], seed, checks=False)
                times[gid].append(time.perf_counter() - start)
                cpu[gid].append(time.process_time() - start_cpu)
    finally:
        if not was_frozen:
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
            "actions_per_cpu_s": round(actions[gid] / min(cpu[gid])),
        }
    return report


def copy_speed(game_id: str, players: int, repeats: int) -> dict:
    """A mid-game state copied for the search (the game's fast copy) and deeply."""
    from nifty_table.engine import strategies

    state = mid_game(game_id, players).state
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
