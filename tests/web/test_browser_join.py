"""A friend joins a hosted table in a web browser: `nifty-table host
--web-port` serves a page (textual-serve) whose seat asks for its code.

The host runs as its own process on free ports of 127.0.0.1; the test speaks
textual-serve's websocket protocol, as the page does, and reads the screen
text: the code is asked, a wrong one is refused with the host's reason, the
right one seats the friend at the game. Killed with kill -9, the host takes
its browser door with it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_serve import free_port, read_until
from websockets.sync.client import connect

from nifty_table.remote.codes import Codes
from tests.remote.host_process import start_host

WAIT = 120  # seconds: a bound on a hang on a busy machine, never a timing check


@pytest.fixture
def hosted(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], list[str], int]]:
    web = free_port()
    host, lines = start_host(
        "net", "--players", "@Ann,@Bob", "--saves", str(tmp_path), "--web-port", str(web)
    )
    try:
        yield host, lines, web
    finally:
        host.kill()
        host.wait(WAIT)


def web_door_pids(web: int) -> list[int]:
    """The browser door's processes still running (by their command line)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"--join" in command and str(web).encode() in command:
            found.append(int(entry.name))
    return found


def test_the_host_says_where_a_browser_joins(hosted) -> None:
    _, lines, web = hosted
    assert f"In a browser: http://127.0.0.1:{web} (then type the seat's code)" in lines


def test_a_browser_types_its_code_and_sits_at_the_game(hosted, tmp_path: Path) -> None:
    _, lines, web = hosted
    save = Path(lines[-1].removeprefix("Saving to ").split(" (")[0])
    bob = Codes.kept(save).seats[1]
    with connect(f"ws://127.0.0.1:{web}/ws?width=100&height=30") as ws:
        read_until(ws, "Type the code your host gave you", WAIT)
        ws.send(json.dumps(["stdin", "zzzzzzzzzz\r"]))
        read_until(ws, "The host refused that code", WAIT)  # asked again, the reason shown
        ws.send(json.dumps(["stdin", bob + "\r"]))
        read_until(ws, "Bob's hand", WAIT)  # seated: the game's own screen, for Bob


@pytest.mark.skipif(sys.platform != "linux", reason="the door ends with its host on Linux")
def test_the_browser_door_ends_with_a_killed_host(hosted) -> None:
    host, _, web = hosted
    assert web_door_pids(web), "the browser door is running"
    os.kill(host.pid, signal.SIGKILL)
    host.wait(WAIT)
    end = time.monotonic() + WAIT
    while web_door_pids(web) and time.monotonic() < end:
        time.sleep(0.2)
    assert web_door_pids(web) == []
