"""How long a person waits for a hard seat's whole turn, for `nifty-table bench`.

Seeded games with one hard seat (seat 0) among rule-of-thumb ones; a turn
is the hard seat's decisions in a row, until another seat is asked. The
search keeps the table's own clock (wall time, as a person waits), and each
turn is timed both in wall time and in the processor time of this thread
(what a free core would take; a busy machine stretches the wall time).
"""

from __future__ import annotations

import statistics
import time

from nifty_table.engine import levels, registry, strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for

HARD = 0  # the hard seat
GAME_CAP = 5_000  # actions in one game, whatever happens


def hard_turns(game_id: str, players: int, turns: int) -> dict:
    """Whole turns of a hard seat: the 95th percentile, median and longest,
    in seconds of wall time and of processor time."""
    game = registry.load(game_id)
    walls: list[float] = []
    cpus: list[float] = []
    most = 0  # decisions in the busiest turn
    seed = 0
    while len(walls) < turns:
        seed += 1
        state = game.new_game(seats_for(players), game.Options(), seed)
        seats = [
            levels.strategy(game_id, "hard" if s == HARD else "normal") for s in range(players)
        ]
        rng = Rng.from_seed(seed)
        wall = cpu = 0.0
        decisions = steps = 0
        while (prompt := game.prompt(state)) is not None and steps < GAME_CAP:
            if prompt.seat != HARD and decisions:  # the hard seat's turn is over
                walls.append(wall)
                cpus.append(cpu)
                most = max(most, decisions)
                wall = cpu = 0.0
                decisions = 0
                if len(walls) >= turns:
                    break
            start, start_cpu = time.perf_counter(), time.thread_time()
            action = strategies.decide(game, state, seats[prompt.seat], rng)
            if prompt.seat == HARD:
                wall += time.perf_counter() - start
                cpu += time.thread_time() - start_cpu
                decisions += 1
            game.apply(state, action)
            steps += 1
    return {
        "turns": len(walls),
        "hard_turn_p95_s": _p95(walls),
        "hard_turn_p95_cpu_s": _p95(cpus),
        "hard_turn_median_s": round(statistics.median(walls), 3),
        "hard_turn_max_s": round(max(walls), 3),
        "hard_turn_most_decisions": most,
    }


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 3)
