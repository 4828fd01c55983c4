"""`nifty-table host`: a table that friends join from elsewhere.

The host plays the computer seats itself and serves every person's seat over
a WebSocket (and plain ssh); it prints one line per way in for each seat, the
spectators' code and the ssh host key's fingerprint, then runs until the game
ends or Ctrl+C (the save is kept either way, codes beside it, so
`--resume FILE` takes everyone back).
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
LOOPBACK = "127.0.0.1"
PUBLIC_WARNING = (
    "--public: anyone who can reach these ports and knows a seat's code may join that seat."
)


def add_arguments(parser: argparse.ArgumentParser, games: tuple[str, ...]) -> None:
    parser.add_argument("game", nargs="?", choices=games)
    parser.add_argument(
        "--players",
        help='comma-separated names; "@Bob" joins from elsewhere, "hard:Di" is a computer '
        "seat played here. For now every person joins as a remote seat (the ones without "
        '"@" too, e.g. from another terminal of this machine): the host draws no table.',
    )
    parser.add_argument("--port", type=int, default=8765, help="join port (0: any free one)")
    parser.add_argument("--ssh-port", type=int, default=2222, help="ssh port (0: any free one)")
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
            match, save = _new_match(args, saves_dir)
            people = [i for i, seat in enumerate(match.seats) if not seat.bot]
            codes = Codes.new(people)
    except (ValueError, OSError, saves.SaveError) as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    try:
        return asyncio.run(_serve(args, match, save, codes, saves_dir))
    except OSError as exc:  # a port in use, most often
        print(f"nifty-table: cannot listen: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"Stopped. The game is kept in {save}")
        print(f"To go on: nifty-table host --resume {save}")
        return 0


def _new_match(args: argparse.Namespace, saves_dir: Path | None) -> tuple[Match, Path]:
    from nifty_table.cli.players import check_levels, parse_players
    from nifty_table.engine.match import Match
    from nifty_table.engine.save_places import default_dir, new_path

    if args.game is None or args.players is None:
        raise ValueError("host takes a GAME and --players (or --resume FILE)")
    names, _remote = split_remote(args.players)
    seats: list[Seat] = parse_players(names)
    check_levels(args.game, seats)
    if all(seat.bot for seat in seats):
        raise ValueError("nobody to host: every seat is a computer")
    match = Match.new(args.game, seats)
    folder = saves_dir or default_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return match, new_path(folder, args.game)


async def _serve(
    args: argparse.Namespace, match: Match, save: Path, codes: Codes, saves_dir: Path | None
) -> int:
    from nifty_table.remote.host import Host
    from nifty_table.remote.lines import join_lines
    from nifty_table.remote.ssh_door import SshDoor, join_command
    from nifty_table.remote.ssh_keys import HOST_KEY_NAME, fingerprint, host_key
    from nifty_table.table.table import Table
    from nifty_table.tui.app_files import config_file

    table = Table(match, save, curtains=False)
    table.save()
    codes.keep(save)
    key = host_key(config_file(HOST_KEY_NAME, saves_dir))  # beside the settings
    host = Host(table, codes)
    port = await host.start("0.0.0.0" if args.public else LOOPBACK, args.port)
    door = SshDoor(
        key, lambda code: codes.seat_of(code)[0], join_command(f"{LOOPBACK}:{port}"), host.brake
    )
    try:
        ssh_port = await door.start(args.ssh_port, public=args.public)
        address = _own_address() if args.public else LOOPBACK
        for seat, code in sorted(codes.seats.items()):
            for line in join_lines(match.seats[seat].name, code, address, port, ssh_port):
                print(line)
        for line in join_lines("Spectators", codes.spectator, address, port, ssh_port):
            print(line)
        print(f"ssh host key: {fingerprint(key)}")
        if args.public:
            print(PUBLIC_WARNING)
        print(f"Saving to {save} (Ctrl+C stops; the game is kept)", flush=True)
        await host.play()
        result = match.result()
        print(f"The game is over. {result.summary if result else ''}".rstrip(), flush=True)
        return 0
    finally:
        await door.stop()
        await host.stop()


def _own_address() -> str:
    """This machine's address as others may reach it (loopback if unknown)."""
    import socket

    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return LOOPBACK
