"""Seeded games in volume: every game, player count and difficulty, with the
heuristic and the random strategies, invariants checked after every action.

    python -m tests.volume --games 500 --nirds-table 1000 --out volume.jsonl

A cell can be topped up: `--seed 301 --games 200 --level 4 --out extra.jsonl`
plays seeds 301-500 beside a first run of seeds 1-300.

Too long for the test suite (about two hours on one core); the suite plays a
sample of the same games. Each finished cell is one JSON line in --out, and a
rerun skips the cells already there, so a stopped run resumes. Random seats
act out of turn one time in four (see engine/strategies.REACT_ONE_IN).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from nifty_table.engine import registry, strategies
from nifty_table.engine.sim import play_one, simulate, table_setup

# A game still going at simulate's cap (random Get Nifty players can take
# over 20,000 actions: nobody aims at winning) is played again from its seed
# with this much room, invariants checked, so "unfinished" means a game that
# really does not end.
LONG_CAP = 200_000


def play_long(game_id, players, options, strategy, seed) -> dict:
    game = registry.load(game_id)
    seated = [strategies.get(game_id, strategy) for _ in range(players)]
    setup = table_setup(game, game_id, players, options)
    run = play_one(
        game,
        players,
        seed,
        options=setup,
        checks=True,
        step_cap=LONG_CAP,
        players_strategies=seated,
    )
    return {
        "seed": seed,
        "finished": run.finished,
        "actions": run.actions,
        "violations": [v.message for v in run.violations[:3]],
    }


def cells(
    games: int,
    nirds_table: int,
    only: list[str] | None,
    counts: list[int] | None = None,
    only_levels: list[str] | None = None,
):
    """(game, players, options, strategy, games) for every cell to play."""
    for game_id in registry.GAMES:
        if only and game_id not in only:
            continue
        game = registry.load(game_id)
        levels = [str(d) for d in range(1, 10)] if game_id == "nirds" else [None]
        for players in range(game.min_players, game.max_players + 1):
            if counts and players not in counts:
                continue
            for level in levels:
                if only_levels and level not in only_levels:
                    continue
                options = {"difficulty": level} if level else {}
                for strategy in ("heuristic", "random"):
                    count = nirds_table if game_id == "nirds" and strategy == "heuristic" else games
                    yield game_id, players, options, strategy, count


def key(game_id: str, players: int, options: dict, strategy: str) -> str:
    return f"{game_id}/{players}/{options.get('difficulty', '-')}/{strategy}"


def play_cell(game_id, players, options, strategy, count, seed) -> dict:
    started = time.perf_counter()
    report = simulate(game_id, players, count, seed, bots=[strategy] * players, options=options)
    summary = report.as_json()
    unfinished = [r.seed for r in report.runs if not r.finished]
    replayed = [play_long(game_id, players, options, strategy, s) for s in unfinished[:20]]
    return {
        "cell": key(game_id, players, options, strategy),
        "games": count,
        "finished": summary["finished"],
        "unfinished_seeds": unfinished[:20],
        "replayed_longer": replayed,
        "violations": summary["violations"][:20],
        "mean_actions": summary["mean_actions"],
        "max_actions": summary["max_actions"],
        "won": (summary.get("cooperative") or {}).get("won"),
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.volume")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument(
        "--nirds-table", type=int, default=1000, help="heuristic Nirds games a cell"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--players", type=int, action="append", help="only this count")
    parser.add_argument("--level", action="append", help="only this Nirds difficulty")
    parser.add_argument("--out", type=Path, default=Path("volume.jsonl"))
    args = parser.parse_args(argv)
    done = set()
    if args.out.exists():
        done = {json.loads(line)["cell"] for line in args.out.read_text().splitlines() if line}
    clean = True
    for game_id, players, options, strategy, count in cells(
        args.games, args.nirds_table, args.game, args.players, args.level
    ):
        if key(game_id, players, options, strategy) in done:
            continue
        row = play_cell(game_id, players, options, strategy, count, args.seed)
        long_ok = all(r["finished"] and not r["violations"] for r in row["replayed_longer"])
        clean &= not row["violations"] and long_ok
        with args.out.open("a") as out:
            out.write(json.dumps(row) + "\n")
        print(json.dumps(row), flush=True)
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
