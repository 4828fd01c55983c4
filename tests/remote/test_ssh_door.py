"""The ssh door with the system's own `ssh` client, through a pseudo-terminal,
on loopback: a join code gets in and its command sees the client's terminal
(size, type, size changes, keys); a wrong code is refused and slowed down;
the host key is made once and kept private."""

from __future__ import annotations

import asyncio
import fcntl
import os
import shutil
import signal
import stat
import struct
import subprocess
import sys
import termios
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest

from nifty_table.remote import ssh_door
from nifty_table.remote.ssh_door import SshDoor, _Gate, join_command
from nifty_table.remote.ssh_keys import HOST_KEY_NAME, fingerprint, host_key
from nifty_table.tui.app_files import config_file

SSH = shutil.which("ssh")
needs_ssh = pytest.mark.skipif(SSH is None, reason="no ssh client on this machine")
CODE = "k7xq2mwp9r"
WAIT = float(
    os.environ.get("SSH_WAIT", 60)
)  # seconds: generous bounds for a busy machine, never a timing check

# The command the door runs in the tests: says its terminal, echoes a typed
# line, says its size again after SIGWINCH, ends on "bye".
SEAT = r"""
import os, signal, sys
def size(*_):
    c, r = os.get_terminal_size(0)
    print(f"SIZE {c}x{r}", flush=True)
signal.signal(signal.SIGWINCH, size)
print("TERM", os.environ.get("TERM"), "TTY", os.isatty(0), flush=True)
size()
for line in sys.stdin:
    if line.strip() == "bye":
        break
    print("GOT", line.strip(), flush=True)
"""


def seat_command(code: str) -> Sequence[str]:
    return [sys.executable, "-c", SEAT, code]


class Client:
    """The system ssh client in a pseudo-terminal of our own."""

    def __init__(self, port: int, user: str, tmp: Path, size: tuple[int, int]) -> None:
        assert SSH is not None
        self.master, slave = os.openpty()
        set_size(slave, *size)
        self.ssh = subprocess.Popen(
            [SSH, "-o", "StrictHostKeyChecking=no", "-o", f"UserKnownHostsFile={tmp / 'known'}",
             "-o", "BatchMode=no", "-F", "/dev/null",
             "-o", "PreferredAuthentications=none,password,keyboard-interactive",
             "-p", str(port), f"{user}@127.0.0.1"],
            stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
            env=dict(os.environ, TERM="xterm-test"),
            preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0),
        )  # fmt: skip
        os.close(slave)
        os.set_blocking(self.master, False)
        self.screen = ""

    async def read_until(self, text: str) -> str:
        """Read the screen until `text` shows (or the client ends)."""
        loop = asyncio.get_running_loop()
        async with asyncio.timeout(WAIT):
            while text not in self.screen:
                ready = loop.create_future()
                loop.add_reader(self.master, ready.set_result, None)
                try:
                    await ready
                finally:
                    loop.remove_reader(self.master)
                try:
                    data = os.read(self.master, 4096)
                except BlockingIOError:
                    continue
                except OSError:  # the client ended
                    break
                if not data:
                    break
                self.screen += data.decode(errors="replace")
        return self.screen

    def type(self, text: str) -> None:
        os.write(self.master, text.encode())

    def resize(self, columns: int, rows: int) -> None:
        set_size(self.master, columns, rows)
        os.killpg(self.ssh.pid, signal.SIGWINCH)  # as a terminal window does

    async def ended(self) -> int:
        async with asyncio.timeout(WAIT):
            while self.ssh.poll() is None:
                await self.read_until("\0never")  # drain until the client ends
        return self.ssh.returncode

    def close(self) -> None:
        if self.ssh.poll() is None:
            self.ssh.kill()
            self.ssh.wait()
        os.close(self.master)


def set_size(fd: int, columns: int, rows: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


class CountingBrake:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.forgiven: list[str] = []

    def failed(self, address: str) -> float:
        self.failures.append(address)
        return 0.0

    def forgive(self, address: str) -> None:
        self.forgiven.append(address)


@pytest.fixture
async def door(tmp_path: Path) -> AsyncIterator[tuple[SshDoor, int]]:
    door = SshDoor(host_key(tmp_path / "key"), {CODE}.__contains__, seat_command, CountingBrake())
    port = await door.start(0)
    yield door, port
    await door.stop()


@needs_ssh
async def test_a_join_code_opens_a_terminal_of_the_clients_size(
    door: tuple[SshDoor, int], tmp_path: Path
) -> None:
    _, port = door
    client = Client(port, CODE, tmp_path, (97, 31))
    try:
        screen = await client.read_until("SIZE 97x31")
        assert "TERM xterm-test TTY True" in screen
        assert "SIZE 97x31" in screen
        client.type("hello door\r")
        assert "GOT hello door" in await client.read_until("GOT hello door")
        client.type("bye\r")
        assert await client.ended() == 0  # the session ends with the command
    finally:
        client.close()


@needs_ssh
async def test_a_window_size_change_reaches_the_command(
    door: tuple[SshDoor, int], tmp_path: Path
) -> None:
    _, port = door
    client = Client(port, CODE, tmp_path, (80, 24))
    try:
        await client.read_until("SIZE 80x24")
        # A typed line's echo first: then both the client and the door are
        # surely passing things on (once in CI a resize sent at the very
        # start never arrived, and the test waited out its bound).
        client.type("ready\r")
        await client.read_until("GOT ready")
        client.resize(120, 40)
        assert "SIZE 120x40" in await client.read_until("SIZE 120x40")
    finally:
        client.close()


@needs_ssh
async def test_a_wrong_code_is_refused_and_counted_against_its_address(
    door: tuple[SshDoor, int], tmp_path: Path
) -> None:
    the_door, port = door
    client = Client(port, "wrongcode1", tmp_path, (80, 24))
    try:
        assert await client.ended() != 0
        assert "No seat at this table has that code." in client.screen
        assert "SIZE" not in client.screen  # no command ran
    finally:
        client.close()
    brake = the_door.brake
    assert isinstance(brake, CountingBrake)
    assert brake.failures == ["127.0.0.1"]
    assert brake.forgiven == []


async def test_a_wrong_code_waits_for_the_brake(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refusal is held back for as long as the brake says (asked of the
    door's own gate, without a client: no time is measured)."""
    waited: list[float] = []

    class Slow(CountingBrake):
        def failed(self, address: str) -> float:
            super().failed(address)
            return 0.25

    async def sleep(seconds: float) -> None:
        waited.append(seconds)

    door = SshDoor(host_key(tmp_path / "key"), {CODE}.__contains__, seat_command, Slow())
    gate = _Gate(door)
    monkeypatch.setattr(ssh_door.asyncio, "sleep", sleep)
    assert await gate.begin_auth("guess") is True  # refused: no way in
    assert await gate.begin_auth(CODE) is False  # in, nothing asked
    assert waited == [0.25]
    assert isinstance(door.brake, Slow)
    assert door.brake.failures == ["?"]
    assert door.brake.forgiven == ["?"]


@needs_ssh
@pytest.mark.parametrize("who_ends", ["the ssh client goes", "the door stops"])
async def test_the_command_is_ended_when_the_connection_ends(tmp_path: Path, who_ends: str) -> None:
    pid_file = tmp_path / "pid"

    def lingering(code: str) -> Sequence[str]:
        script = (
            "import os, time, pathlib; "
            f"pathlib.Path({str(pid_file)!r}).write_text(str(os.getpid())); "
            "print('READY', flush=True); time.sleep(600)"
        )
        return [sys.executable, "-c", script]

    door = SshDoor(host_key(tmp_path / "key"), {CODE}.__contains__, lingering)
    port = await door.start(0)
    client = Client(port, CODE, tmp_path, (80, 24))
    try:
        await client.read_until("READY")
        pid = int(pid_file.read_text())
        if who_ends == "the door stops":
            async with asyncio.timeout(WAIT):
                await door.stop()
        else:
            client.ssh.kill()  # the friend's ssh goes away
            client.ssh.wait()
        async with asyncio.timeout(WAIT):
            while alive(pid):
                await asyncio.sleep(0.05)
    finally:
        client.close()
        await door.stop()


def alive(pid: int) -> bool:
    """Still running: a process that has ended but is not yet collected by
    its parent (a zombie, "Z" in /proc) has ended all the same."""
    try:
        os.kill(pid, 0)
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (ProcessLookupError, FileNotFoundError):
        return False
    return state != "Z"


def test_the_host_key_is_made_once_and_kept_private(tmp_path: Path) -> None:
    path = config_file(HOST_KEY_NAME, tmp_path / "saves")
    assert path == (tmp_path / "saves").resolve() / "ssh_host_key"  # beside the settings
    first = fingerprint(host_key(path))
    assert first.startswith("SHA256:")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert fingerprint(host_key(path)) == first  # a second start: the same key


def test_a_broken_host_key_is_left_alone_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "ssh_host_key"
    path.write_text("not a key")
    with pytest.raises(ValueError, match="ssh host key"):
        host_key(path)
    assert path.read_text() == "not a key"


def test_by_default_the_door_runs_the_join_client() -> None:
    assert list(join_command("127.0.0.1:8765")("abc")) == [
        sys.executable, "-m", "nifty_table.cli.main", "join", "127.0.0.1:8765", "abc",
    ]  # fmt: skip
