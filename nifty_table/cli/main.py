"""The `nifty-table` command: the menu, direct play, load, simulate, bench.

Heavy imports (Textual, pydantic, game packages) happen inside the command
that needs them, so `nifty-table --help` and the menu start fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nifty_table.engine.contract import Seat

GAME_IDS = ("net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds")
SIM_DEFAULT_PLAYERS = 3


def parse_players(text: str) -> list[Seat]:
    """'Ann,bot:Bob,hard:Cy' -> Ann a person, Bob a computer (normal level), Cy
    a computer of level hard; "easy:", "normal:" and "hard:" name the level."""
    from nifty_table.engine.contract import Seat
    from nifty_table.engine.levels import DEFAULT, LEVELS

    seats: list[tuple[str, str | None]] = []
    for raw in text.split(","):
        name, level = raw.strip(), None
        prefix, colon, rest = name.partition(":")
        if colon and prefix.strip().lower() in ("bot", *LEVELS):
            word = prefix.strip().lower()
            level = DEFAULT if word == "bot" else word
            name = rest.strip() or "Computer"
        if not name:
            raise ValueError("a player name is empty")
        seats.append((name, level))
    from nifty_table.engine.names import names_problem

    problem = names_problem(name for name, _ in seats)  # the setup screen's checks
    if problem:
        raise ValueError(problem)
    return [Seat(name=name, bot=level is not None, level=level or DEFAULT) for name, level in seats]


def _check_levels(game_id: str, seats: list[Seat]) -> None:
    """A level the game's computer players cannot play yet is refused by name."""
    from nifty_table.engine.levels import offered

    levels = offered(game_id)
    for seat in seats:
        if seat.bot and seat.level not in levels:
            raise ValueError(
                f"{game_id} has no {seat.level} computer player yet (its levels: "
                f"{', '.join(levels)})"
            )


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
        "(the same work on a busy machine; default 0.1)",
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

    sub.add_parser(
        "keys", help="list every key binding and where to change them", parents=[saves_too]
    )

    stats = sub.add_parser(
        "stats", help="wins and streaks from the match history", parents=[saves_too]
    )
    stats.add_argument("game", nargs="?", choices=GAME_IDS)
    stats.add_argument("--json", action="store_true")
    stats.add_argument(
        "--people", action="store_true", help="count people only, leaving computer seats out"
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
    saves_dir = Path(args.saves).expanduser() if args.saves else None
    cmd = args.command
    if cmd == "simulate":
        return _simulate(args)
    if cmd == "bench":
        from nifty_table.cli.bench import run_bench

        return run_bench(games=args.game, as_json=args.json, quick=args.quick)
    if cmd == "rules" and args.game:
        return _print_rules(args.game)
    if cmd == "rules":
        from nifty_table.engine.registry import GAMES, available

        for g in GAMES.values():
            state = "" if available(g.id) else "  (not playable yet)"
            print(f"{g.id:24} {g.title} ({g.min_players}-{g.max_players}): {g.blurb}{state}")
        return 0
    if cmd == "keys":
        return _keys(saves_dir)
    if cmd == "serve":
        from nifty_table.cli.serve import run_serve

        return run_serve(args.host, args.port, args.public, saves_dir)
    if cmd == "replay":
        return _replay(args, saves_dir)
    if cmd == "stats":
        return _stats(args, saves_dir)
    if cmd == "play":
        return _play(args, saves_dir)
    if cmd == "load":
        return _load(args, saves_dir)
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

    from nifty_table.engine.match import Match
    from nifty_table.engine.registry import UnknownGame, load

    try:
        seats = parse_players(args.players)
        _check_levels(args.game, seats)
        options = dict(_split_option(o) for o in args.option)
        known = load(args.game).Options.model_fields
        for key in options:
            if key not in known:
                names = ", ".join(known) or "none"
                raise ValueError(f"{args.game} has no option {key!r} (its options: {names})")
        match = Match.new(args.game, seats, options, seed=args.seed)
    except ValidationError as exc:
        for err in exc.errors():
            where = ".".join(str(p) for p in err["loc"])
            print(f"nifty-table: {where} {_explain(args.game, where, err['msg'])}", file=sys.stderr)
        return 2
    except (ValueError, UnknownGame) as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    from nifty_table.tui.app import NiftyApp

    return _run(NiftyApp(saves_dir=saves_dir, match=match))


def _explain(game_id: str, field: str, msg: str) -> str:
    """A pydantic message, or the choices when the option has named ones."""
    from nifty_table.engine.options import menus
    from nifty_table.engine.registry import load

    model = load(game_id).Options
    for menu in menus(model):
        if menu.name == field:
            return "must be one of: " + ", ".join(str(value) for value in menu.values())
    if field not in model.model_fields:
        return "is not an option of this game"
    return msg


def _split_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise ValueError(f"options look like key=value, not {text!r}")
    return key.strip(), value.strip()


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
    from nifty_table.tui.app import NiftyApp

    return _run(NiftyApp(saves_dir=saves_dir or path.parent, match=match, save_path=path))


def _keys(saves_dir: Path | None) -> int:
    from nifty_table.tui.keymap import all_bindings, keys_path, read

    bindings = all_bindings()
    path = keys_path(saves_dir)
    keymap, problem = read(path, {b.id for b in bindings})
    if not path.exists():
        state = "not there yet"
    elif problem is None:
        state = "in use"
    else:
        state = "in use, but for the lines below" if keymap else "not used: see below"
    print(f"Keys file: {path} ({state})")
    if problem:
        print(f"  problem: {problem}")
    print('Change a key with a line under [keys], e.g.  save = "f2"\n')
    print(f"{'binding id':<22} {'keys':<22} {'what it does':<28} where")
    for b in bindings:
        keys = keymap.get(b.id, b.keys)
        mark = " *" if b.id in keymap else ""
        print(f"{b.id:<22} {keys + mark:<22} {b.description:<28} {b.where}")
    if keymap:
        print("\n* changed in the keys file")
    return 0


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


def _simulate(args: argparse.Namespace) -> int:

    from nifty_table.cli.progress import LateProgress
    from nifty_table.engine.sim import simulate

    bots = [name.strip() for name in args.bots.split(",")] if args.bots else None
    if args.duplicate:
        return _duplicate(args, bots)
    players = len(bots) if bots and args.players == SIM_DEFAULT_PLAYERS else args.players

    def run(options: dict) -> object:
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

    done = _run_reporting(args, run)
    if done is None:
        return 2
    report, options = done
    data = report.as_json()
    if args.json:
        print(json.dumps(data))
    else:
        print(f"{args.game}, {players} players, {data['games']} games from seed {args.seed}")
        if options:
            print("  options: " + ", ".join(f"{k}={v}" for k, v in options.items()))
        print(f"  finished: {data['finished']} of {data['games']}")
        print(f"  actions per game: mean {data['mean_actions']}, max {data['max_actions']}")
        print(f"  wins per seat: {data['winners_per_seat']}")
        if "cooperative" in data:
            won = data["cooperative"]
            print(f"  the table won {won['won']} of {data['games']} ({won['win_rate']:.1%})")
        # A game without points (Nirds vs Gnomes) has none to average.
        scored = any(p is not None for p in data["mean_points_per_seat"])
        if scored:
            print(f"  mean points per seat: {data['mean_points_per_seat']}")
        for name, entry in data.get("per_strategy", {}).items():
            points = f", mean points {entry['mean_points']}" if scored else ""
            print(
                f"  {name}: won {entry['wins']} of {entry['seat_games']} seat-games "
                f"({entry['win_rate']:.1%}){points}"
            )
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
        options = dict(_split_option(o) for o in args.option)
        return run(options), options
    except ValidationError as exc:
        for err in exc.errors():
            where = ".".join(str(p) for p in err["loc"])
            print(f"nifty-table: {where} {_explain(args.game, where, err['msg'])}", file=sys.stderr)
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
    players = 2 if args.players == SIM_DEFAULT_PLAYERS else args.players

    def run(options: dict) -> object:
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

    done = _run_reporting(args, run)
    if done is None:
        return 2
    report, options = done
    data = report.as_json()
    if args.json:
        print(json.dumps(data))
        return 1 if data["violations"] else 0
    a, b = bots
    think = f", {args.think} s of processor time per decision" if args.think is not None else ""
    print(
        f"{args.game}, {players} players, {data['pairs']} seeds from {args.seed}, "
        f"each played twice: {a} against {b}{think}"
    )
    if options:
        print("  options: " + ", ".join(f"{k}={v}" for k, v in options.items()))
    if data["cooperative"]:
        print(
            f"  the {a} table won {data[f'{a}_win_rate']:.1%}, "
            f"the {b} table {data[f'{b}_win_rate']:.1%}: a difference of "
            f"{data['difference_points']:+.1f} points "
            f"(95% interval {data['difference_ci95_points'][0]:+.1f} to "
            f"{data['difference_ci95_points'][1]:+.1f})"
        )
    else:
        print(
            f"  {a} won {data[f'{a}_game_wins']} of {2 * data['pairs']} games "
            f"({data[f'{a}_game_win_rate']:.1%}; a fair share is {data['fair_share']:.1%}, "
            f"x{data['multiple_of_fair_share']})"
        )
    lo, hi = data["share_ci95"]
    share = "-" if data["share"] is None else f"{data['share']:.1%}"
    print(
        f"  decisive pairs: {data['decisive_pairs']}; {a} took {data[f'{a}_pairs']} "
        f"({share}, 95% interval {lo:.1%} to {hi:.1%})"
    )
    for v in data["violations"]:
        print(f"  VIOLATION (seed {v['seed']}, step {v['step']}): {v['message']}")
    if not data["violations"]:
        print("  no invariant violations")
    return 1 if data["violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
