"""The long walker command (python -m tests.walker): runs, shrinks, reports."""

from __future__ import annotations

import argparse
import asyncio
import time

from walker.shrink import shrink
from walker.walk import GAMES, SIZES, Outcome, Plan, walk


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def describe(outcome: Outcome) -> str:
    rate = outcome.keys_per_second
    return (
        f"{outcome.plan.describe()}: {len(outcome.keys)} keys in {outcome.seconds:.1f} s "
        f"({rate:.0f} keys/s), {outcome.actions} actions, {outcome.curtains} curtains lifted"
    )


async def run(args) -> int:
    games = [args.game] if args.game else list(GAMES)
    sizes = [parse_size(args.size)] if args.size else list(SIZES)
    failures = 0
    totals: dict[tuple[str, tuple[int, int]], list[int]] = {}
    for run_no in range(args.runs):
        for game in games:
            for size in sizes:
                seed = args.seed + run_no
                plan = Plan.make(
                    seed,
                    game,
                    size,
                    keys=args.keys,
                    via_menu=not args.direct,
                    people_min=args.people,
                )
                # A curtain's way out is a known finding (test_findings.py): walked
                # past and counted, unless --all asks to stop at it.
                plan.ignore = frozenset() if args.all else frozenset({"leave-curtain"})
                if args.collect == "all":  # all but a crash or a hang, which end a run
                    plan.ignore |= {"privacy", "footer", "autosave", "leave", "viewer", "start"}
                elif args.collect:
                    plan.ignore |= {args.collect}
                outcome = await walk(plan)
                runs_keys = totals.setdefault((game, size), [0, 0, 0])
                runs_keys[0] += 1
                runs_keys[1] += len(outcome.keys)
                print(describe(outcome), flush=True)
                known = [f for f in outcome.ignored if f.kind == "leave-curtain"]
                if known:
                    print(f"  (known: {len(known)} curtains Escape and m did not leave)")
                if args.collect:
                    failures += await collected(args, plan, outcome)
                if outcome.failure is None:
                    continue
                failures += 1
                runs_keys[2] += 1
                f = outcome.failure
                print(f"  FAILED ({f.kind}) after key {f.step + 1}: {f.message}", flush=True)
                if args.show:
                    print(outcome.screen)
                    print("  keys:", " ".join(outcome.keys[: f.step + 1]))
                if args.no_shrink:
                    continue
                started = time.perf_counter()
                failing = outcome.keys[: f.step + 1]
                keys, failure = await shrink(plan, failing, f, args.shrink_seconds)
                print(
                    f"  shortest found ({time.perf_counter() - started:.0f} s): "
                    f"{len(keys)} keys: {' '.join(keys)}\n  -> {failure.message}",
                    flush=True,
                )
                print(
                    f"  replay: python -m tests.walker --replay '{' '.join(keys)}' "
                    f"--seed {seed} --game {game} --size {size[0]}x{size[1]}"
                    f" --people {args.people}" + (" --direct" if args.direct else ""),
                    flush=True,
                )
    print("\nruns x keys per game and size:")
    for (game, size), (runs, keys, failed) in totals.items():
        print(f"  {game:22} {size[0]}x{size[1]}: {runs} runs, {keys} keys, {failed} failed")
    return 1 if failures else 0


async def collected(args, plan: Plan, outcome: Outcome) -> int:
    """Each kind of finding of the collected kind, once, shrunk."""
    firsts: dict[str, object] = {}
    for failure in outcome.ignored:
        if failure.kind == "leave-curtain" and args.collect != "all":
            continue
        firsts.setdefault(failure.signature, failure)
    for signature, f in firsts.items():
        print(f"  FOUND {signature} at key {f.step + 1}: {f.message}", flush=True)
        if args.no_shrink:
            print(f"    keys: {' '.join(outcome.keys[: f.step + 1])}")
            continue
        keys, found = await shrink(plan, outcome.keys[: f.step + 1], f, args.shrink_seconds)
        print(f"    shortest ({len(keys)} keys): {' '.join(keys)}\n    -> {found.message}")
    return len(firsts)


async def replay(args) -> int:
    plan = Plan.make(
        args.seed,
        args.game,
        parse_size(args.size),
        via_menu=not args.direct,
        people_min=args.people,
    )
    outcome = await walk(plan, args.replay.split())
    print(describe(outcome))
    if outcome.failure:
        print(f"  FAILED ({outcome.failure.kind}): {outcome.failure.message}")
        print(outcome.screen)
        return 1
    print("  no failure")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.walker", description=__doc__)
    parser.add_argument("--keys", type=int, default=300, help="random keys per run")
    parser.add_argument("--runs", type=int, default=1, help="runs per game and size")
    parser.add_argument("--game", choices=GAMES, help="one game (default: every game)")
    parser.add_argument("--size", help="COLSxROWS (default: 80x24 and 120x40)")
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    parser.add_argument("--people", type=int, default=1, help="at least this many people")
    parser.add_argument(
        "--direct", action="store_true", help="open games directly, not via the menu"
    )
    parser.add_argument("--no-shrink", action="store_true")
    parser.add_argument(
        "--all", action="store_true", help="stop at known findings too (a curtain's way out)"
    )
    parser.add_argument("--show", action="store_true", help="print the screen of a failure")
    parser.add_argument("--shrink-seconds", type=float, default=300.0)
    parser.add_argument(
        "--collect",
        help="walk past failures of this kind (privacy, footer ..., or all) and report "
        "each sort once",
    )
    parser.add_argument("--replay", help="replay these keys (space-separated) for --seed")
    args = parser.parse_args(argv)
    if args.replay is not None:
        if not (args.game and args.size):
            parser.error("--replay needs --game and --size")
        return asyncio.run(replay(args))
    return asyncio.run(run(args))
