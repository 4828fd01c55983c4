"""`nifty-table host` in its own process on free ports of 127.0.0.1, read up
to the line that says where it saves (what it prints before its seats join)."""

from __future__ import annotations

import subprocess
import sys


def start_host(*args: str) -> tuple[subprocess.Popen[str], list[str]]:
    """The running host and the lines it printed; killed (and the test
    failed with its error output) if it ends before saying where it saves."""
    host = subprocess.Popen(
        [sys.executable, "-m", "nifty_table.cli.main", "host", *args, "--port", "0",
         "--ssh-port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert host.stdout is not None
    lines: list[str] = []
    while not (lines and lines[-1].startswith("Saving to")):
        line = host.stdout.readline()
        if not line:
            host.kill()
            raise AssertionError(f"the host ended: {host.stderr.read() if host.stderr else ''}")
        lines.append(line.rstrip("\n"))
    return host, lines
