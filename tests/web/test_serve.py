"""The app in a browser: a real server, a real websocket client, real keys.

`nifty-table serve` is started as a separate process on a free local port;
the test speaks textual-serve's websocket protocol (JSON messages in, the
terminal's output out) and reads the screen text from the frames.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from nifty_table.cli.serve import app_command, is_local
from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match

ANSI = re.compile(
    r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78])"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, seconds: float = 20) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"the server never listened on port {port}")


@pytest.fixture
def server(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    saves.save(match, folder / "net-web.json")
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "nifty_table.cli.main",
            "--saves",
            str(folder),
            "serve",
            "--port",
            str(port),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        wait_for_port(port)
        yield port, folder
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def read_until(ws, needle: str, seconds: float = 30) -> str:
    """Collect terminal output until `needle` shows in its text."""
    seen = ""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            frame = ws.recv(timeout=max(0.1, end - time.monotonic()))
        except TimeoutError:
            break
        if isinstance(frame, bytes):
            seen += ANSI.sub("", frame.decode("utf-8", "replace"))
        if needle in seen:
            return seen
    raise AssertionError(f"{needle!r} never appeared; the last output was: {seen[-400:]!r}")


def test_menu_and_a_game_through_a_websocket(server):
    port, _ = server
    with connect(f"ws://127.0.0.1:{port}/ws?width=100&height=30") as ws:
        read_until(ws, "n i f t y _ t a b l e")
        read_until(ws, "Continue")
        ws.send(json.dumps(["stdin", "c"]))
        # The continued NΣT! game: the board's boxes are on screen.
        read_until(ws, "Ann")


def test_the_index_page_points_at_the_websocket(server):
    import urllib.request

    port, _ = server
    page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).read().decode()
    assert "/ws" in page


def test_only_local_hosts_without_the_public_flag(capsys):
    from nifty_table.cli.main import main

    assert is_local("127.0.0.1") and is_local("localhost") and is_local("::1")
    assert not is_local("0.0.0.0") and not is_local("192.0.2.7")
    assert main(["serve", "--host", "0.0.0.0"]) == 2
    assert "--public" in capsys.readouterr().err


def test_the_served_command_keeps_the_save_folder(tmp_path):
    command = app_command(tmp_path)
    assert "nifty_table.cli.main" in command and str(tmp_path) in command


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


class DevTools:
    """Just enough of Chrome's DevTools protocol to load a page, wait and look."""

    def __init__(self, ws) -> None:
        self.ws, self.next_id = ws, 0
        self.requested: list[str] = []  # every URL the page asked for (Network.enable)

    def call(self, method: str, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.ws.recv(timeout=30))
            if reply.get("method") == "Network.requestWillBeSent":
                self.requested.append(reply["params"]["request"]["url"])
            if reply.get("id") == self.next_id:
                return reply.get("result", {})

    def evaluate(self, expression: str):
        return self.call("Runtime.evaluate", expression=expression)["result"].get("value")


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium here (Debian package 'chromium')")
def test_a_headless_browser_shows_the_menu(server, tmp_path):
    import base64
    import urllib.request

    port, _ = server
    browser = subprocess.Popen(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={tmp_path / 'profile'}",
            "--window-size=1100,750",
            "--remote-debugging-port=0",
            "about:blank",
        ],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        for line in browser.stderr:
            if "DevTools listening on" in line:
                debug_port = int(line.rsplit(":", 1)[1].split("/")[0])
                break
        pages = json.loads(
            urllib.request.urlopen(f"http://127.0.0.1:{debug_port}/json/list", timeout=10).read()
        )
        page = next(p for p in pages if p["type"] == "page")
        with connect(page["webSocketDebuggerUrl"], max_size=None) as ws:
            tools = DevTools(ws)
            tools.call("Network.enable")
            tools.call("Page.navigate", url=f"http://127.0.0.1:{port}/")
            end = time.monotonic() + 60
            # textual-serve marks the page once the app's first output arrived
            while not tools.evaluate("document.body.classList.contains('-first-byte')"):
                assert time.monotonic() < end, "the app never drew anything in the browser"
                time.sleep(0.25)
            time.sleep(2)  # let the menu finish drawing
            shot = tools.call("Page.captureScreenshot", format="png")["data"]
            tools.evaluate("1")  # collect the requests made meanwhile
        # A LAN or offline table asks no other site for anything (fonts, scripts).
        local = (f"http://127.0.0.1:{port}/", f"ws://127.0.0.1:{port}/", "data:")
        assert tools.requested, "the browser reported no requests"
        assert [url for url in tools.requested if not url.startswith(local)] == []
        png = base64.b64decode(shot)
        assert png.startswith(b"\x89PNG") and len(png) > 20_000
        (tmp_path / "menu.png").write_bytes(png)
        keep = os.environ.get("KEEP_SCREENSHOT")
        if keep:
            Path(keep).write_bytes(png)
    finally:
        browser.terminate()
        browser.wait(timeout=10)


# -- errors in one line, before anything is served --------------------------
def _serve_refused(capsys, *argv) -> str:
    from nifty_table.cli.main import main

    assert main(["serve", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # nothing like "Serving…" was printed first
    err = captured.err.strip()
    assert "\n" not in err and "Traceback" not in err
    return err


def test_a_busy_port_is_one_line_before_serving(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        err = _serve_refused(capsys, "--port", str(port))
    assert (
        err
        == f"nifty-table: port {port} on 127.0.0.1 is already in use; choose another with --port"
    )


def test_an_address_that_cannot_be_bound_and_a_port_out_of_range(capsys):
    err = _serve_refused(capsys, "--host", "192.0.2.7", "--public")  # TEST-NET: not ours
    assert err == "nifty-table: 192.0.2.7 is not an address of this machine"
    err = _serve_refused(capsys, "--port", "99999")
    assert err == "nifty-table: a port is a number from 1 to 65535, not 99999"
    err = _serve_refused(capsys, "--host", "no-such-host.invalid", "--public")
    assert err.startswith("nifty-table: cannot serve on no-such-host.invalid:")


LINKS = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']|url\(\s*["']?([^"')]+)""")


def test_the_page_asks_only_the_local_server(server):
    """Every address the page and its stylesheet name is on this server; no
    web fonts at all (the browser's own monospace)."""
    import urllib.request

    port, _ = server
    base = f"http://127.0.0.1:{port}/"
    page = urllib.request.urlopen(base, timeout=10).read().decode()
    links = [a or b for a, b in LINKS.findall(page)]
    assert any(link.endswith("js/textual.js") for link in links)
    assert any(link.endswith("css/xterm.css") for link in links)
    for link in links:
        assert link.startswith(base), f"the page asks {link}"
        body = urllib.request.urlopen(link, timeout=10).read().decode("utf-8", "replace")
        if link.endswith(".css"):
            assert "@import" not in body and "@font-face" not in body
            assert not [u for u in LINKS.findall(body) if (u[0] or u[1]).startswith("http")]
        assert "googleapis" not in body and "gstatic" not in body
    assert "googleapis" not in page and "@font-face" not in page
    assert "font-family: monospace" in page


def test_the_too_small_notice_in_a_browser_speaks_of_the_window(server):
    port, _ = server
    with connect(f"ws://127.0.0.1:{port}/ws?width=60&height=20") as ws:
        text = read_until(ws, "browser window")
    assert "Please enlarge the browser window" in text and "terminal" not in text
