"""`nifty-table bench`: engine speed, save speed and size, TUI start-up.

A tool whose figures go in release notes, not a test: nothing here asserts.
"""

from __future__ import annotations

import json
import os

from nifty_table.cli.bench_engine import copy_speed, engine_speeds, save_speed, search_speed
from nifty_table.cli.bench_feel import describe, feel
from nifty_table.cli.bench_remote import remote_moves
from nifty_table.cli.bench_tui import keypress, startup
from nifty_table.cli.bench_turns import hard_turns
from nifty_table.cli.progress import LateProgress
from nifty_table.engine import registry

SEARCH_THINK = 0.1  # seconds per decision of the searching player
REMOTE_SEATS = 4  # seats at a hosted table, every one joined from elsewhere
BUSY_HOST = ("net", 20, 0.5)  # one host holding 20 tables, a move per table each ~0.5 s
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


def run_bench(games: list[str] | None, as_json: bool, quick: bool, turns: int | None = None) -> int:
    """`turns`: the hard seat's whole turns timed per game (by default 20,
    quick 10)."""
    _pin_one_core()
    ids = games or [g for g in registry.GAMES if registry.available(g)]
    seconds = 1.0 if quick else 3.0
    repeats = 100 if quick else 500
    report: dict = {"games": {}}
    playable = [gid for gid in ids if registry.available(gid)]
    # Every bench runs for seconds: the bar shows from the start.
    with LateProgress(5 * len(ids) + 2, "bench", enabled=not as_json, show_after=0) as bar:
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
                bar.advance(5)
                continue
            players = BENCH_PLAYERS.get(gid, 2)
            entry = dict(speeds[gid])
            bar.advance(0, f"{gid}: saves")
            entry.update(save_speed(gid, players, repeats))
            bar.advance(1, f"{gid}: search")
            entry.update(copy_speed(gid, players, repeats))
            entry["search"] = search_speed(gid, 2, 10 if quick else 40, SEARCH_THINK)
            # The hard seat's whole turn, as a person waits for it, at the table's budget.
            entry.update(hard_turns(gid, players, turns or (10 if quick else 20)))
            bar.advance(1, f"{gid}: keypresses")
            entry["keypress"] = keypress(gid)
            bar.advance(0, f"{gid}: what a player feels")
            entry["feel"] = feel(gid, players)
            bar.advance(1, f"{gid}: a move to every remote seat")
            remote = remote_moves(gid, REMOTE_SEATS, 50 if quick else 200)
            entry["remote"] = remote
            entry["remote_move_median_ms"] = remote.get("median_ms")
            entry["remote_move_p95_ms"] = remote.get("p95_ms")
            bar.advance(1)
            report["games"][gid] = entry
            if not as_json:
                _print_game(gid, entry)
        bar.advance(0, "one host holding 20 tables")
        game, tables, pace = BUSY_HOST
        if game in playable:
            busy = remote_moves(game, REMOTE_SEATS, 10 if quick else 25, tables, pace=pace)
            report["remote_20_tables"] = {"game": game, "pace_s": pace, **busy}
        bar.advance(1, "start-up")
        report["startup"] = startup(3 if quick else 7)
        bar.advance(1)
    if as_json:
        print(json.dumps(report))
    else:
        if "remote_20_tables" in report:
            _print_busy_host(report["remote_20_tables"])
        _print_startup(report["startup"])
    return 0


def _print_busy_host(b: dict) -> None:
    if "error" in b:
        print(f"One host holding {BUSY_HOST[1]} tables: {b['error']}")
        return
    print(
        f"One host holding {b['tables']} tables of {b['seats']} remote seats ({b['game']},"
        f" a move per table every ~{b['pace_s']} s): a move to every seat median"
        f" {b['median_ms']} ms, p95 {b['p95_ms']} ms, max {b['max_ms']} ms"
        f" ({b['moves_timed']} moves)"
    )


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
        f" (fastest of {e['passes']} passes; median {e['actions_per_s_median']};"
        f" {e['actions_per_cpu_s']} per second of processor time)"
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
    print(
        f"  a hard seat's whole turn ({e['turns']} turns): p95 {e['hard_turn_p95_s']} s"
        f" (processor {e['hard_turn_p95_cpu_s']} s), median {e['hard_turn_median_s']} s,"
        f" longest {e['hard_turn_max_s']} s"
    )
    k = e["keypress"]
    if "error" in k:
        print(f"  keypress redraw: {k['error']}")
    else:
        print(
            f"  keypress to its last frame: median {k['median_ms']} ms, p95 {k['p95_ms']} ms,"
            f" max {k['max_ms']} ms"
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
    r = e["remote"]
    if "error" in r:
        print(f"  a move to every remote seat: {r['error']}")
    else:
        print(
            f"  a move to every remote seat ({r['seats']} seats, localhost, saved):"
            f" median {r['median_ms']} ms, p95 {r['p95_ms']} ms, max {r['max_ms']} ms"
            f" ({r['moves_timed']} moves)"
        )
