"""`nifty-table simulate`: many games between computer players, checked
after every action, and a report of who won; with --duplicate, two
strategies compared seat for seat on the same seeds."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from nifty_table.cli.checks import check_games, check_think
from nifty_table.cli.game_options import print_refusal, split_option

DEFAULT_PLAYERS = 3


def run_simulate(args: argparse.Namespace) -> int:
    check_games(args.games)  # Refused: one line and exit 2, from main
    check_think(args.think)
    from nifty_table.cli.progress import LateProgress
    from nifty_table.engine.sim import simulate

    bots = [name.strip() for name in args.bots.split(",")] if args.bots else None
    if args.duplicate:
        return _duplicate(args, bots)
    players = len(bots) if bots and args.players == DEFAULT_PLAYERS else args.players

    def run(options: dict) -> Any:
        with LateProgress(args.games, f"{args.game}: games", enabled=not args.json) as bar:
            return simulate(
                args.game,
                players,
                args.games,
                args.seed,
                bots=bots,
                rotate=args.rotate,
                options=options,
                checks=not args.no_checks,
                progress=bar.advance,
                think=args.think,
            )

    return _report(args, run, lambda data: _simulate_lines(args, players, data))


def _simulate_lines(args: argparse.Namespace, players: int, data: dict) -> list[str]:
    lines = [
        f"{args.game}, {players} players, {data['games']} games from seed {args.seed}",
        f"  finished: {data['finished']} of {data['games']}",
        f"  actions per game: mean {data['mean_actions']}, max {data['max_actions']}",
        f"  wins per seat: {data['winners_per_seat']}",
    ]
    if "cooperative" in data:
        won = data["cooperative"]
        lines.append(f"  the table won {won['won']} of {data['games']} ({won['win_rate']:.1%})")
    # A game without points (Nirds vs Gnomes) has none to average.
    scored = any(p is not None for p in data["mean_points_per_seat"])
    if scored:
        lines.append(f"  mean points per seat: {data['mean_points_per_seat']}")
    for name, entry in data.get("per_strategy", {}).items():
        points = f", mean points {entry['mean_points']}" if scored else ""
        lines.append(
            f"  {name}: won {entry['wins']} of {entry['seat_games']} seat-games "
            f"({entry['win_rate']:.1%}){points}"
        )
    return lines


def _report(
    args: argparse.Namespace, run: Callable[[dict], Any], lines: Callable[[dict], list[str]]
) -> int:
    """Run, then print the report (JSON, or a heading, the options, `lines`
    and the invariant violations); the exit code says whether any were found."""
    done = _run_reporting(args, run)
    if done is None:
        return 2
    report, options = done
    data = report.as_json()
    if args.json:
        print(json.dumps(data))
    else:
        heading, *rest = lines(data)
        print(heading)
        if options:
            print("  options: " + ", ".join(f"{k}={v}" for k, v in options.items()))
        for line in rest:
            print(line)
        for v in data["violations"]:
            print(f"  VIOLATION (seed {v['seed']}, step {v['step']}): {v['message']}")
        if not data["violations"]:
            print("  no invariant violations")
    return 1 if data["violations"] else 0


def _run_reporting(args: argparse.Namespace, run) -> tuple[Any, dict] | None:
    """Run a simulation with the --option values; a bad option, game or
    strategy is one line on stderr (and None), as everywhere in the CLI."""
    from pydantic import ValidationError

    from nifty_table.engine.registry import UnknownGame
    from nifty_table.engine.strategies import UnknownStrategy

    try:
        options = dict(split_option(o) for o in args.option)
        return run(options), options
    except ValidationError as exc:
        print_refusal(args.game, exc)
        return None
    except (ValueError, UnknownGame, UnknownStrategy) as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return None


def _duplicate(args: argparse.Namespace, bots: list[str] | None) -> int:
    from nifty_table.cli.progress import LateProgress
    from nifty_table.engine.duplicate import duplicate

    if not bots or len(bots) != 2:
        print("nifty-table: --duplicate compares two strategies: --bots A,B", file=sys.stderr)
        return 2
    players = 2 if args.players == DEFAULT_PLAYERS else args.players

    def run(options: dict) -> Any:
        with LateProgress(2 * args.games, f"{args.game}: games", enabled=not args.json) as bar:
            return duplicate(
                args.game,
                players,
                args.games,
                args.seed,
                (bots[0], bots[1]),
                think=args.think,
                options=options,
                checks=not args.no_checks,
                progress=bar.advance,
            )

    return _report(
        args, run, lambda data: _duplicate_lines(args, players, (bots[0], bots[1]), data)
    )


def _duplicate_lines(
    args: argparse.Namespace, players: int, bots: tuple[str, str], data: dict
) -> list[str]:
    a, b = bots
    think = f", {args.think} s of processor time per decision" if args.think is not None else ""
    lines = [
        f"{args.game}, {players} players, {data['pairs']} seeds from {args.seed}, "
        f"each played twice: {a} against {b}{think}"
    ]
    if data["cooperative"]:
        lines.append(
            f"  the {a} table won {data[f'{a}_win_rate']:.1%}, "
            f"the {b} table {data[f'{b}_win_rate']:.1%}: a difference of "
            f"{data['difference_points']:+.1f} points "
            f"(95% interval {data['difference_ci95_points'][0]:+.1f} to "
            f"{data['difference_ci95_points'][1]:+.1f})"
        )
    else:
        lines.append(
            f"  {a} won {data[f'{a}_game_wins']} of {2 * data['pairs']} games "
            f"({data[f'{a}_game_win_rate']:.1%}; a fair share is {data['fair_share']:.1%}, "
            f"x{data['multiple_of_fair_share']})"
        )
    lo, hi = data["share_ci95"]
    share = "-" if data["share"] is None else f"{data['share']:.1%}"
    lines.append(
        f"  decisive pairs: {data['decisive_pairs']}; {a} took {data[f'{a}_pairs']} "
        f"({share}, 95% interval {lo:.1%} to {hi:.1%})"
    )
    return lines
