"""The browser door of a hosted table: a web page for any seat.

textual-serve runs one command per browser connection, so the door serves
`nifty-table join` at the host's own join port, and the page asks for the
seat's code (tui/code_entry.py): one address serves every seat, and the
page alone opens nothing. It runs as a process of its own (`nifty-table
serve --join`), so the host's loop never carries the web server, and it
ends with the host.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import signal
import socket
import subprocess
import sys
import tempfile

READY_WAIT = 30.0  # seconds for the web server to listen, on a busy machine
STOP_WAIT = 5.0


def free_port(bind: str) -> int:
    with socket.socket() as probe:
        probe.bind((bind, 0))
        return int(probe.getsockname()[1])


def _end_with_the_host() -> None:
    """In the child: ended when the host goes, however it goes (kill -9
    too), so no web server outlives its table. Linux only; elsewhere the
    host's own stop ends it."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # 1: PR_SET_PDEATHSIG


class WebDoor:
    def __init__(self, join_address: str, bind: str, port: int) -> None:
        self.join_address = join_address  # where each page's seat finds the host
        self.bind = bind
        self.port = port or free_port(bind)
        # A plain process, not the loop's: it is stopped the same way whether
        # the host's loop is still running or already gone.
        self.process: subprocess.Popen[bytes] | None = None
        # its stderr (why it could not start); closed in stop()
        self._errors = tempfile.TemporaryFile()  # noqa: SIM115

    async def start(self) -> int:
        """Start the web server and wait until it listens; OSError if it cannot."""
        command = [sys.executable, "-m", "nifty_table.cli.main", "serve"]
        command += ["--join", self.join_address, "--port", str(self.port)]
        if self.bind != "127.0.0.1":
            command += ["--host", self.bind, "--public"]
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self._errors,
            preexec_fn=_end_with_the_host if sys.platform == "linux" else None,
        )
        try:
            await asyncio.wait_for(self._listening(), READY_WAIT)
        except (TimeoutError, OSError) as exc:
            ended = self.process.poll() is not None
            problem = (self._said() or "it ended") if ended else "no answer"
            self.stop()
            raise OSError(f"the browser door did not open on port {self.port}: {problem}") from exc
        return self.port

    async def _listening(self) -> None:
        assert self.process is not None
        address = "127.0.0.1" if self.bind == "0.0.0.0" else self.bind
        while True:
            if self.process.poll() is not None:
                raise OSError("the web server ended")
            try:
                _, writer = await asyncio.open_connection(address, self.port)
            except OSError:
                await asyncio.sleep(0.1)
                continue
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()
            return

    def _said(self) -> str:
        """The server's last line on stderr, without its program name."""
        self._errors.seek(0)
        lines = self._errors.read().decode(errors="replace").strip().splitlines()
        return lines[-1].removeprefix("nifty-table: ") if lines else ""

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_WAIT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self._errors.close()
