"""`nifty-table learn GAME`: a guided first game; `--check` plays the
lesson's suggested moves through the engine and checks every step's claim."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_arguments(learn: argparse.ArgumentParser, games: tuple[str, ...]) -> None:
    learn.add_argument("game", choices=games)
    learn.add_argument(
        "--check",
        action="store_true",
        help="play the suggested moves and check each step (exit 1 at the first that fails)",
    )


def run_learn(args: argparse.Namespace, saves_dir: Path | None) -> int:
    from nifty_table.lessons.model import LessonError, load

    try:
        lesson = load(args.game)
    except LessonError as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    if args.check:
        from nifty_table.lessons.length import minutes
        from nifty_table.lessons.run import LessonRun
        from nifty_table.lessons.verify import first_failure

        run = LessonRun(lesson)
        failure = first_failure(lesson, run)
        if failure is not None:
            print(f"{args.game}: {failure}")
            return 1
        print(f"{args.game}: all {len(lesson.steps)} steps hold, about {minutes(run):.1f} minutes")
        return 0
    from nifty_table.tui.app import NiftyApp

    app = NiftyApp(saves_dir=saves_dir, lesson=lesson)
    app.run()
    return app.return_code or 0
