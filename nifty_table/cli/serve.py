"""`nifty-table serve`: the same app in a web browser, through textual-serve.

Each browser tab gets its own copy of the app (textual-serve starts one
process per connection), playing from the same save folder. The page is the
project's own (assets/web/app_index.html): it asks no other site for fonts
or scripts, so a table on a LAN or offline makes no outside request.
"""

from __future__ import annotations

import ipaddress
import shlex
import socket
import sys
from pathlib import Path

LOCAL_NAMES = {"localhost", "localhost.localdomain"}


class CannotServe(Exception):
    """The address cannot be served, in one line."""


def is_local(host: str) -> bool:
    if host in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def app_command(saves_dir: Path | None, join: str | None = None) -> str:
    """The command textual-serve runs for each browser connection: the app,
    or with `join` (a host's HOST:PORT) one seat of that table, its code
    typed on the page (one address serves every seat)."""
    parts = [sys.executable, "-m", "nifty_table.cli.main"]
    if saves_dir is not None:
        parts += ["--saves", str(saves_dir.resolve())]
    if join is not None:
        parts += ["join", join]
    return shlex.join(parts)


def templates_folder() -> Path:
    from nifty_table.engine.assets import asset

    return Path(str(asset("web")))


def check_address(host: str, port: int) -> None:
    """Bind the address once, as the server will, so a busy port or an address
    this machine does not have is said before anything is printed."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise CannotServe(f"cannot serve on {host}: {exc.strerror}") from None
    for family, kind, proto, _, address in infos:
        with socket.socket(family, kind, proto) as probe:
            # The server sets this too: a port left in TIME_WAIT is not busy.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as exc:
                raise CannotServe(_bind_problem(host, port, exc)) from None


def _bind_problem(host: str, port: int, exc: OSError) -> str:
    import errno

    if exc.errno == errno.EADDRINUSE:
        return f"port {port} on {host} is already in use; choose another with --port"
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this machine"
    if exc.errno == errno.EACCES:
        return f"port {port} needs special rights here; choose one above 1023 with --port"
    return f"cannot serve on {host}:{port}: {exc.strerror or exc}"


def run_serve(
    host: str, port: int, public: bool, saves_dir: Path | None, join: str | None = None
) -> int:
    if not is_local(host) and not public:
        print(
            f"nifty-table: {host} can be reached from other machines; add --public "
            "to serve there anyway",
            file=sys.stderr,
        )
        return 2
    try:
        if not 1 <= port <= 65535:
            raise CannotServe(f"a port is a number from 1 to 65535, not {port}")
        check_address(host, port)
    except CannotServe as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    if not is_local(host) and join is None:
        print(
            f"WARNING: serving on {host}: anyone who can reach this address can play "
            "and read the saved games in the save folder.",
            file=sys.stderr,
        )
    from textual_serve.server import Server

    server = Server(
        app_command(saves_dir, join),
        host=host,
        port=port,
        title="nifty_table",
        templates_path=templates_folder(),
    )
    what = f"the table at {join}" if join else "nifty_table"
    print(f"{what} in a browser: http://{host}:{port}  (Ctrl+C stops it)", flush=True)
    try:
        server.serve()
    except OSError as exc:  # taken between the check and the start
        print(f"nifty-table: {_bind_problem(host, port, exc)}", file=sys.stderr)
        return 2
    return 0
