"""The `nifty-table` command: the menu, direct play, load, simulate, bench.

Heavy imports (Textual, pydantic, game packages) happen inside the command
that needs them, so `nifty-table --help` and the menu start fast.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nifty_table.cli.checks import MAX_THINK, Refused, check_turns, saves_folder
from nifty_table.cli.simulate import DEFAULT_PLAYERS as SIM_DEFAULT_PLAYERS

GAME_IDS = ("net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="nifty-table", description="Tabletop games for friends sharing one keyboard."
    )
    p.add_argument("--saves", metavar="DIR", help="folder for save files")
    # The same option after the command too (`nifty-table stats --saves DIR`);
    # SUPPRESS: when it is not given there, the one before the command stands.
    saves_too = argparse.ArgumentParser(add_help=False)
    saves_too.add_argument(
        "--saves", metavar="DIR", default=argparse.SUPPRESS, help="folder for save files"
    )
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game directly", parents=[saves_too])
    play.add_argument("game", choices=GAME_IDS)
    play.add_argument(
        "--players",
        default="Player 1,Player 2",
        help='comma-separated names; "bot:" makes a computer seat, "easy:", "normal:" '
        'or "hard:" one of that level (e.g. "Ann,hard:Cy")',
    )
    play.add_argument("--seed", type=int, default=None)
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. board=discard3",
    )

    load = sub.add_parser("load", help="resume a saved game", parents=[saves_too])
    load.add_argument("file")
    load.add_argument(
        "--as-saved",
        action="store_true",
        help="open the saved state even if replaying its action log gives another one",
    )

    sim = sub.add_parser("simulate", help="play random games and check invariants")
    sim.add_argument("game", choices=GAME_IDS)
    sim.add_argument(
        "--players", type=int, default=SIM_DEFAULT_PLAYERS, help="(default: 3, or one per --bots)"
    )
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true")
    sim.add_argument(
        "--bots",
        metavar="NAME,NAME,...",
        help="one strategy per seat, e.g. heuristic,random,random (default: all random)",
    )
    sim.add_argument(
        "--rotate",
        action="store_true",
        help="shift the --bots seats by one each game, so no strategy keeps a position",
    )
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option for every game, e.g. difficulty=7",
    )
    sim.add_argument(
        "--duplicate",
        action="store_true",
        help="--bots A,B: play every seed twice with the seats swapped (a cooperative game: "
        "once by an all-A table, once by an all-B table) and compare A with B",
    )
    sim.add_argument(
        "--think",
        type=float,
        metavar="SECONDS",
        help="thinking time per decision of the searching players, in processor time "
        f"(the same work on a busy machine; default 0.1, at most {MAX_THINK:g})",
    )
    sim.add_argument(
        "--no-checks",
        action="store_true",
        help="skip the invariant checks after every action (long balance runs)",
    )

    bench = sub.add_parser("bench", help="measure engine, save and start-up speed")
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--game",
        choices=GAME_IDS,
        action="append",
        help="only these games (default: every playable game)",
    )
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.add_argument(
        "--turns", type=int, help="a hard seat's whole turns to time per game (default 20)"
    )

    from nifty_table.cli.learn import add_arguments as add_learn

    add_learn(
        sub.add_parser("learn", help="a guided first game, one per game", parents=[saves_too]),
        GAME_IDS,
    )

    rules = sub.add_parser("rules", help="list the games, or print one game's rules")
    rules.add_argument("game", nargs="?", help="a game id: print its rules")

    replay = sub.add_parser(
        "replay", help="step through a saved game, or print it as text", parents=[saves_too]
    )
    replay.add_argument("file")
    replay.add_argument(
        "--transcript",
        nargs="?",
        const="-",
        metavar="OUT",
        help="write the whole game as text (to OUT, or to the terminal)",
    )
    replay.add_argument(
        "--force", action="store_true", help="replace OUT if it exists (never a save file)"
    )
    replay.add_argument(
        "--seat", metavar="NAME", help="whose private lines to show while the game is unfinished"
    )

    serve = sub.add_parser(
        "serve", help="play in a web browser (textual-serve)", parents=[saves_too]
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--public",
        action="store_true",
        help="allow a host other machines can reach (they can play and read saves)",
    )
    serve.add_argument(
        "--join",
        metavar="ADDRESS",
        help="serve a hosted table's seats instead (HOST:PORT): each page asks for its code",
    )

    from nifty_table.cli.host import add_arguments as add_host

    add_host(sub.add_parser("host", help="host a table to join", parents=[saves_too]), GAME_IDS)
    join = sub.add_parser("join", help="join a hosted table with its code")
    join.add_argument("address", help="HOST:PORT, as the host printed it")
    join.add_argument("code", nargs="?", default="", help="your seat's code (asked if left out)")

    sub.add_parser(
        "keys", help="list every key binding and where to change them", parents=[saves_too]
    )

    stats = sub.add_parser(
        "stats", help="wins and streaks from the match history", parents=[saves_too]
    )
    stats.add_argument("game", nargs="?", choices=GAME_IDS)
    stats.add_argument("--json", action="store_true")
    stats.add_argument(
        "--people",
        action="store_true",
        help="count games among people only, leaving out any game a computer sat in",
    )
    stats.add_argument(
        "--since", metavar="YYYY-MM-DD", help="only games ended on or after this day"
    )
    stats.add_argument(
        "--until", metavar="YYYY-MM-DD", help="only games ended on or before this day"
    )
    return p


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except Refused as exc:  # an argument that cannot work, before anything starts
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader left early (`nifty-table ... | head`): stop quietly, as
        # other Unix tools do, and keep Python from complaining at exit when
        # it flushes stdout again.
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, the code of a tool the pipe stopped


def _main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    cmd = args.command
    saves_dir = saves_folder(args.saves, cmd)
    if cmd == "simulate":
        from nifty_table.cli.simulate import run_simulate

        return run_simulate(args)
    if cmd == "bench":
        from nifty_table.cli.bench import run_bench

        check_turns(args.turns)
        return run_bench(games=args.game, as_json=args.json, quick=args.quick, turns=args.turns)
    if cmd == "rules" and args.game:
        return _print_rules(args.game)
    if cmd == "rules":
        from nifty_table.engine.registry import GAMES, available

        for g in GAMES.values():
            state = "" if available(g.id) else "  (not playable yet)"
            print(f"{g.id:24} {g.title} ({g.min_players}-{g.max_players}): {g.blurb}{state}")
        return 0
    if cmd == "keys":
        from nifty_table.cli.keys import run_keys

        return run_keys(saves_dir)
    if cmd == "host":
        from nifty_table.cli.host import run_host

        return run_host(args, saves_dir)
    if cmd == "join":
        from nifty_table.cli.join import run_join

        return run_join(args.address, args.code)
    if cmd == "serve":
        from nifty_table.cli.serve import run_serve

        return run_serve(args.host, args.port, args.public, saves_dir, args.join)
    if cmd == "replay":
        return _replay(args, saves_dir)
    if cmd == "stats":
        return _stats(args, saves_dir)
    if cmd == "play":
        return _play(args, saves_dir)
    if cmd == "load":
        return _load(args, saves_dir)
    if cmd == "learn":
        from nifty_table.cli.learn import run_learn

        return run_learn(args, saves_dir)
    from nifty_table.tui.app import NiftyApp

    return _run(NiftyApp(saves_dir=saves_dir))


def _run(app) -> int:
    """Run the app; a crash inside it (Textual prints the traceback) exits non-zero."""
    app.run()
    return app.return_code or 0


def _print_rules(game_id: str) -> int:
    """One game's rules as plain, wrapped text (styled only on a terminal)."""
    from rich.console import Console
    from rich.markdown import Markdown

    from nifty_table.engine.help_text import rules_text
    from nifty_table.engine.registry import GAMES

    if game_id not in GAMES:
        print(
            f"nifty-table: no game {game_id!r}; the games are: {', '.join(GAMES)}",
            file=sys.stderr,
        )
        return 2
    console = Console(width=min(Console().width, 100), highlight=False)
    if console.is_terminal:
        console.print(Markdown(rules_text(game_id)))
        return 0
    with console.capture() as captured:  # plain text: no styles, no padding
        console.print(Markdown(rules_text(game_id)))
    print("\n".join(line.rstrip() for line in captured.get().splitlines()))
    return 0


def _play(args: argparse.Namespace, saves_dir: Path | None) -> int:
    from pydantic import ValidationError

    from nifty_table.cli.game_options import print_refusal, split_option
    from nifty_table.cli.players import check_levels, parse_players
    from nifty_table.engine.match import Match
    from nifty_table.engine.registry import UnknownGame, load

    try:
        seats = parse_players(args.players)
        check_levels(args.game, seats)
        options = dict(split_option(o) for o in args.option)
        known = load(args.game).Options.model_fields
        for key in options:
            if key not in known:
                names = ", ".join(known) or "none"
                raise ValueError(f"{args.game} has no option {key!r} (its options: {names})")
        match = Match.new(args.game, seats, options, seed=args.seed)
    except ValidationError as exc:
        print_refusal(args.game, exc)
        return 2
    except (ValueError, UnknownGame) as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    from nifty_table.table.table import Table
    from nifty_table.tui.app import NiftyApp

    return _run(NiftyApp(saves_dir=saves_dir, table=Table(match)))


def _load(args: argparse.Namespace, saves_dir: Path | None) -> int:
    from nifty_table.engine import saves

    path = Path(args.file)
    try:
        match = saves.load(path, as_saved=args.as_saved)
    except saves.SaveError as exc:
        print(f"nifty-table: cannot load {exc}", file=sys.stderr)
        if isinstance(exc, saves.ReplayMismatch):
            print("The file was left as it is. To play on from the saved state:", file=sys.stderr)
            print(f"  nifty-table load --as-saved {path}", file=sys.stderr)
        return 2
    from nifty_table.table.table import Table
    from nifty_table.tui.app import NiftyApp

    return _run(NiftyApp(saves_dir=saves_dir or path.parent, table=Table(match, path)))


def _stats(args: argparse.Namespace, saves_dir: Path | None) -> int:
    from datetime import date

    from nifty_table.cli.stats import run_stats
    from nifty_table.engine.history import Filters
    from nifty_table.engine.saves import default_dir

    days = {}
    for name in ("since", "until"):
        text = getattr(args, name)
        try:
            days[name] = date.fromisoformat(text) if text else None
        except ValueError:
            print(f"nifty-table: --{name} takes a day as YYYY-MM-DD, not {text!r}", file=sys.stderr)
            return 2
    filters = Filters(game=args.game, people_only=args.people, **days)
    return run_stats(saves_dir or default_dir(), filters, args.json)


def _replay(args: argparse.Namespace, saves_dir: Path | None) -> int:
    from nifty_table.engine import saves
    from nifty_table.engine.replay import Replay

    path = Path(args.file)
    try:
        match = saves.load(path)
    except saves.SaveError as exc:
        print(f"nifty-table: cannot replay {exc}", file=sys.stderr)
        return 2
    seat = None
    if args.seat is not None:
        names = [s.name for s in match.seats]
        if args.seat not in names:
            print(f"nifty-table: no player {args.seat!r} in that game", file=sys.stderr)
            return 2
        seat = names.index(args.seat)
    if args.transcript is None:
        from nifty_table.tui.app import NiftyApp

        NiftyApp(saves_dir=saves_dir or path.parent, replay=(path, seat)).run()
        return 0
    text = Replay.of(match).transcript(seat)
    if args.transcript == "-":
        sys.stdout.write(text)
    else:
        from nifty_table.cli.transcript_file import OutRefused, write_transcript

        try:
            write_transcript(Path(args.transcript), path, text, args.force)
        except OutRefused as exc:
            print(f"nifty-table: {exc}", file=sys.stderr)
            return 2
        print(f"transcript written to {args.transcript}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
