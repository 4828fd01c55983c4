"""The ssh door: friends join a seat with plain `ssh -p PORT CODE@HOST`,
nothing to install. The ssh user name is the seat's join code (no password,
no key); each accepted connection runs the join client in a pseudo-terminal
of its own, the ssh channel piped to it and back, the client's terminal type
and window size (and its changes) passed on. The session ends when the
client ends; the client is ended when the ssh connection goes.

The door never holds the game: the command it runs joins the host like any
other client, so a seat over ssh sees exactly what `nifty-table join` sees.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import signal
import struct
import sys
import termios
from collections.abc import Callable, Sequence
from typing import Protocol

import asyncssh

DEFAULT_SIZE = (80, 24)  # columns, rows: for a client that asked for no terminal
HANG_UP_WAIT = 3.0  # seconds a command has to end after its hang-up, before it is killed
WRONG_CODE = "No seat at this table has that code.\r\n"

Command = Callable[[str], Sequence[str]]  # join code -> the command to run for it


class Brake(Protocol):
    """Slows down an address that keeps giving wrong codes (the host's own,
    shared with its WebSocket door, so guesses count across both)."""

    def failed(self, address: str) -> float: ...

    def forgive(self, address: str) -> None: ...


def join_command(address: str) -> Command:
    """The command run for each connection by default: this Python's join
    client, pointed at the host's WebSocket `address` (HOST:PORT)."""
    return lambda code: [sys.executable, "-m", "nifty_table.cli.main", "join", address, code]


class SshDoor:
    """The ssh server. `accepts(code)` says whether a code opens a seat (asked
    at each connection, so codes the host changes are seen at once)."""

    def __init__(
        self,
        host_key: asyncssh.SSHKey,
        accepts: Callable[[str], bool],
        command: Command,
        brake: Brake | None = None,
    ) -> None:
        self.host_key = host_key
        self.accepts = accepts
        self.command = command
        self.brake = brake
        self._server: asyncssh.SSHAcceptor | None = None
        self._sessions: set[asyncio.Task[None]] = set()

    async def start(self, port: int = 0, public: bool = False) -> int:
        """Listen on loopback (every address when `public`); the port listened
        on (0: any free one)."""
        self._server = await asyncssh.create_server(
            lambda: _Gate(self),
            "0.0.0.0" if public else "127.0.0.1",
            port,
            server_host_keys=[self.host_key],
            process_factory=self._session,
            encoding=None,  # bytes both ways: the terminal's own
            line_editor=False,  # the command draws and echoes itself
            allow_scp=False,
            agent_forwarding=False,
            x11_forwarding=False,
        )
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        """Stop listening and end every session (and its command)."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for task in list(self._sessions):
            task.cancel()
        await asyncio.gather(*self._sessions, return_exceptions=True)

    async def _session(self, process: asyncssh.SSHServerProcess[bytes]) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._sessions.add(task)
        try:
            code = process.get_extra_info("username") or ""
            await run_in_pty(process, self.command(code))
        finally:
            self._sessions.discard(task)


class _Gate(asyncssh.SSHServer):
    """One connection's authentication: its user name must be a join code."""

    def __init__(self, door: SshDoor) -> None:
        self.door = door
        self.address = "?"
        self.conn: asyncssh.SSHServerConnection | None = None

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"

    async def begin_auth(self, username: str) -> bool:
        """False (no authentication needed) for a known code; a wrong one is
        told so after the brake's wait, and the connection is closed."""
        if self.door.accepts(username):
            if self.door.brake is not None:
                self.door.brake.forgive(self.address)
            return False
        if self.door.brake is not None:
            await asyncio.sleep(self.door.brake.failed(self.address))
        if self.conn is not None:  # said, then closed: a client would ask a password next
            self.conn.send_auth_banner(WRONG_CODE)
            self.conn.disconnect(asyncssh.DISC_NO_MORE_AUTH_METHODS_AVAILABLE, WRONG_CODE.strip())
        return True


def set_size(fd: int, columns: int, rows: int) -> None:
    """Tell the terminal its size (the command gets SIGWINCH from the kernel)."""
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def _take_terminal() -> None:
    """In the child, after setsid: the pty (its stdin) becomes its controlling
    terminal, so size changes reach it as SIGWINCH and a hang-up as SIGHUP."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


async def run_in_pty(process: asyncssh.SSHServerProcess[bytes], command: Sequence[str]) -> None:
    """Run `command` in a fresh pseudo-terminal sized like the client's,
    pipe the ssh channel to it and back until either side ends, and end the
    ssh session with the command's exit status."""
    columns, rows, _, _ = process.get_terminal_size()
    master, slave = os.openpty()
    set_size(slave, columns or DEFAULT_SIZE[0], rows or DEFAULT_SIZE[1])
    env = dict(os.environ, TERM=process.get_terminal_type() or "dumb")
    try:
        child = await asyncio.create_subprocess_exec(
            *command,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
            preexec_fn=_take_terminal,
        )
    except OSError as exc:
        os.close(master)
        os.close(slave)
        process.stderr.write(f"The seat cannot be opened: {exc}\r\n".encode())
        process.exit(1)
        return
    os.close(slave)  # the child's now: its end closing is how the output ends
    os.set_blocking(master, False)
    output = asyncio.create_task(_pipe_out(master, process))
    typing = asyncio.create_task(_pipe_in(process, master))
    try:
        await asyncio.wait({output, typing}, return_when=asyncio.FIRST_COMPLETED)
        if _ended_cleanly(output):  # the command closed its terminal: it is ending
            status = await _end(child, grace=HANG_UP_WAIT)
        else:  # the ssh client went (or its channel failed): hang up on the command
            status = await _end(child)
    finally:
        typing.cancel()
        output.cancel()
        await asyncio.gather(typing, output, return_exceptions=True)
        if child.returncode is None:
            await _end(child)
        os.close(master)
    with contextlib.suppress(OSError, asyncssh.Error):
        process.exit(status if status >= 0 else 128 - status)


def _ended_cleanly(output: asyncio.Task[None]) -> bool:
    """The output pipe ended because the command's terminal closed, not
    because writing to a vanished client failed."""
    return output.done() and not output.cancelled() and output.exception() is None


async def _end(child: asyncio.subprocess.Process, grace: float = 0.0) -> int:
    """Give the command `grace` seconds to end by itself, then hang up on its
    process group; kill it if it lingers. Every path is bounded, so a session
    never outlives its connection by more than a few seconds."""
    if grace:
        with contextlib.suppress(TimeoutError):
            return await asyncio.wait_for(child.wait(), grace)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(child.pid, signal.SIGHUP)
    try:
        return await asyncio.wait_for(child.wait(), HANG_UP_WAIT)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)
        return await child.wait()


async def _pipe_out(master: int, process: asyncssh.SSHServerProcess[bytes]) -> None:
    """The command's screen to the ssh client, until its terminal closes."""
    loop = asyncio.get_running_loop()
    while True:
        ready = loop.create_future()
        loop.add_reader(master, ready.set_result, None)
        try:
            await ready
        finally:
            loop.remove_reader(master)
        try:
            data = os.read(master, 65536)
        except BlockingIOError:
            continue
        except OSError:  # EIO: every end of the terminal closed, the command is done
            return
        if not data:
            return
        process.stdout.write(data)
        await process.stdout.drain()


async def _pipe_in(process: asyncssh.SSHServerProcess[bytes], master: int) -> None:
    """The client's keys to the command, and its window's size changes to the
    terminal, until the client goes."""
    while True:
        try:
            data = await process.stdin.read(65536)
        except asyncssh.TerminalSizeChanged as change:
            set_size(master, change.width, change.height)
            continue
        except (asyncssh.BreakReceived, asyncssh.SignalReceived):
            continue
        if not data:
            return
        await _write_all(master, data)


async def _write_all(fd: int, data: bytes) -> None:
    """Write to the non-blocking terminal, waiting while it is full."""
    loop = asyncio.get_running_loop()
    while data:
        try:
            data = data[os.write(fd, data) :]
        except BlockingIOError:
            ready = loop.create_future()
            loop.add_writer(fd, ready.set_result, None)
            try:
                await ready
            finally:
                loop.remove_writer(fd)
