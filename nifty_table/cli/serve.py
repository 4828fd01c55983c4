"""`nifty-table serve`: the same app in a web browser, through textual-serve.

Each browser tab gets its own copy of the app (textual-serve starts one
process per connection), playing from the same save folder.
"""

from __future__ import annotations

import ipaddress
import shlex
import sys
from pathlib import Path

LOCAL_NAMES = {"localhost", "localhost.localdomain"}


def is_local(host: str) -> bool:
    if host in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def app_command(saves_dir: Path | None) -> str:
    """The command textual-serve runs for each browser connection."""
    parts = [sys.executable, "-m", "nifty_table.cli.main"]
    if saves_dir is not None:
        parts += ["--saves", str(saves_dir.resolve())]
    return shlex.join(parts)


def run_serve(host: str, port: int, public: bool, saves_dir: Path | None) -> int:
    if not is_local(host) and not public:
        print(
            f"nifty-table: {host} can be reached from other machines; add --public "
            "to serve there anyway",
            file=sys.stderr,
        )
        return 2
    if not is_local(host):
        print(
            f"WARNING: serving on {host}: anyone who can reach this address can play "
            "and read the saved games in the save folder.",
            file=sys.stderr,
        )
    from textual_serve.server import Server

    server = Server(app_command(saves_dir), host=host, port=port, title="nifty_table")
    print(f"nifty_table in a browser: http://{host}:{port}  (Ctrl+C stops it)")
    server.serve()
    return 0
