"""`nifty-table host`: a table that friends join from elsewhere.

The host plays the computer seats itself and serves every remote ("@")
seat over a WebSocket (and plain ssh). People not marked "@" sit at the
host's own keyboard: the host then opens the game's table screen for them
(hot-seat, with the curtain), the join lines shown on it (tui/hosting.py).
With nobody at its keyboard, the host is a plain console: it prints one line
per way in for each seat, the spectators' code and the ssh host key's
fingerprint, then runs until the game ends or Ctrl+C. The save is kept
either way, the codes beside it, so `--resume FILE` takes everyone back.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nifty_table.engine.contract import Seat
    from nifty_table.engine.match import Match
    from nifty_table.remote.codes import Codes

REMOTE = "@"  # before a name: a person who joins from elsewhere


def add_arguments(parser: argparse.ArgumentParser, games: tuple[str, ...]) -> None:
    parser.add_argument("game", nargs="?", choices=games)
    parser.add_argument(
        "--players",
        help='comma-separated names; "@Bob" joins from elsewhere, "hard:Di" is a computer '
        'seat played here, "Ann" sits at this keyboard (the table opens here, hot-seat).',
    )
    parser.add_argument("--port", type=int, default=8765, help="join port (0: any free one)")
    parser.add_argument("--ssh-port", type=int, default=2222, help="ssh port (0: any free one)")
    parser.add_argument(
        "--web-port",
        type=int,
        metavar="PORT",
        help="also let friends join in a web browser on this port (0: any free one)",
    )
    parser.add_argument(
        "--public", action="store_true", help="listen on every address, not only this machine"
    )
    parser.add_argument("--resume", metavar="FILE", help="host a saved game again, same codes")


def split_remote(text: str) -> tuple[str, list[bool]]:
    """'Ann,@Bob' -> ('Ann,Bob', [False, True]): the names without their mark."""
    parts = [part.strip() for part in text.split(",")]
    return ",".join(p.removeprefix(REMOTE) for p in parts), [p.startswith(REMOTE) for p in parts]


def run_host(args: argparse.Namespace, saves_dir: Path | None) -> int:
    from nifty_table.engine import saves
    from nifty_table.remote.codes import Codes

    try:
        if args.resume:
            save = Path(args.resume)
            match = saves.load(save)
            try:
                codes = Codes.kept(save)
            except (OSError, ValueError, KeyError):
                raise ValueError(f"{save} has no readable join codes beside it") from None
        else:
            match, save, remote = _new_match(args, saves_dir)
            codes = Codes.new(remote)
    except (ValueError, OSError, saves.SaveError) as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    here = [i for i, seat in enumerate(match.seats) if not seat.bot and i not in codes.seats]
    if here:  # people at this keyboard: the table opens here
        return _host_here(args, match, save, codes, saves_dir)
    try:
        return asyncio.run(_serve(args, match, save, codes, saves_dir))
    except OSError as exc:  # a port in use, most often
        print(f"nifty-table: cannot listen: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"Stopped. The game is kept in {save}")
        print(f"To go on: nifty-table host --resume {save}")
        return 0


def _host_here(
    args: argparse.Namespace, match: Match, save: Path, codes: Codes, saves_dir: Path | None
) -> int:
    from nifty_table.table.table import Table
    from nifty_table.tui.app import NiftyApp
    from nifty_table.tui.hosting import HostPlan

    plan = HostPlan(Table(match), save, codes, args.port, args.ssh_port, args.public, args.web_port)
    app = NiftyApp(saves_dir=saves_dir, hosting=plan)
    app.run()
    if app.hosting_problem:
        print(f"nifty-table: {app.hosting_problem}", file=sys.stderr)
        return 2
    print(f"The game is kept in {save}")
    if match.result() is None:
        print(f"To go on: nifty-table host --resume {save}")
    return app.return_code or 0


def _new_match(args: argparse.Namespace, saves_dir: Path | None) -> tuple[Match, Path, list[int]]:
    from nifty_table.cli.players import check_levels, parse_players
    from nifty_table.engine.match import Match
    from nifty_table.engine.save_places import default_dir, new_path

    if args.game is None or args.players is None:
        raise ValueError("host takes a GAME and --players (or --resume FILE)")
    names, marked = split_remote(args.players)
    seats: list[Seat] = parse_players(names)
    check_levels(args.game, seats)
    if all(seat.bot for seat in seats):
        raise ValueError("nobody to host: every seat is a computer")
    match = Match.new(args.game, seats)
    folder = saves_dir or default_dir()
    folder.mkdir(parents=True, exist_ok=True)
    remote = [i for i, seat in enumerate(seats) if marked[i] and not seat.bot]
    return match, new_path(folder, args.game), remote


async def _serve(
    args: argparse.Namespace, match: Match, save: Path, codes: Codes, saves_dir: Path | None
) -> int:
    from nifty_table.remote.console import ConsoleHost
    from nifty_table.remote.doors import open_doors
    from nifty_table.remote.ssh_keys import HOST_KEY_NAME
    from nifty_table.table.table import Table
    from nifty_table.tui.app_files import config_file

    table = Table(match, save, curtains=False)
    table.save()
    codes.keep(save)
    key = config_file(HOST_KEY_NAME, saves_dir)  # beside the settings
    host = ConsoleHost(table, codes)
    doors = await open_doors(host, key, args.port, args.ssh_port, args.public, args.web_port)
    try:
        for line in doors.lines:
            print(line)
        print(f"Saving to {save} (Ctrl+C stops; the game is kept)", flush=True)
        host.read_keyboard()
        await doors.host.play()
        result = match.result()
        print(f"The game is over. {result.summary if result else ''}".rstrip(), flush=True)
        return 0
    finally:
        host.stop_reading()
        await doors.close()
