"""The ways in to a hosted table, opened together: the host's WebSocket, the
ssh door beside it (and a browser door, if asked), and the lines that tell
friends how to use them.

The plain console host prints the lines; a host with people at its own
keyboard shows them on its screen (tui/hosting.py). Both open the doors here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.remote.lines import join_lines
from nifty_table.remote.ssh_door import SshDoor, join_command
from nifty_table.remote.ssh_keys import fingerprint, host_key
from nifty_table.remote.web_door import WebDoor

LOOPBACK = "127.0.0.1"
PUBLIC_WARNING = (
    "--public: anyone who can reach these ports and knows a seat's code may join that seat."
)


@dataclass
class Doors:
    host: Host
    door: SshDoor
    port: int  # the join port listened on
    lines: list[str]  # one per seat and way in, the spectators', the key's fingerprint
    web: WebDoor | None = None

    async def close(self) -> None:
        if self.web is not None:
            self.web.stop()
        await self.door.stop()
        await self.host.stop()


async def open_doors(
    host: Host,
    key_path: Path,
    port: int,
    ssh_port: int,
    public: bool = False,
    web_port: int | None = None,
) -> Doors:
    """Listen for seats (`port`, `ssh_port`, `web_port`: 0 for any free one,
    None for no browser door; every address when `public`, else loopback
    only). OSError: a port is taken."""
    key = host_key(key_path)
    codes: Codes = host.codes
    names = [seat.name for seat in host.table._match.seats]
    bind = "0.0.0.0" if public else LOOPBACK
    port = await host.start(bind, port)
    door = SshDoor(
        key, lambda code: codes.seat_of(code)[0], join_command(f"{LOOPBACK}:{port}"), host.brake
    )
    web = None if web_port is None else WebDoor(f"{LOOPBACK}:{port}", bind, web_port)
    try:
        ssh_port = await door.start(ssh_port, public=public)
        if web is not None:
            try:
                await web.start()
            except BaseException:
                await door.stop()
                raise
    except BaseException:
        await host.stop()
        raise
    address = _own_address() if public else LOOPBACK
    lines = [
        line
        for seat, code in sorted(codes.seats.items())
        for line in join_lines(names[seat], code, address, port, ssh_port)
    ]
    lines += join_lines("Spectators", codes.spectator, address, port, ssh_port)
    if web is not None:
        lines.append(f"In a browser: http://{address}:{web.port} (then type the seat's code)")
    lines.append(f"ssh host key: {fingerprint(key)}")
    if public:
        lines.append(PUBLIC_WARNING)
    return Doors(host, door, port, lines, web)


def _own_address() -> str:
    """This machine's address as others may reach it (loopback if unknown)."""
    import socket

    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return LOOPBACK
