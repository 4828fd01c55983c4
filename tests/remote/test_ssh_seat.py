"""A whole way in with the system's `ssh`: the door runs the join app for the
code, and the friend's terminal shows that seat's question."""

from __future__ import annotations

import asyncio
from pathlib import Path

from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.remote.ssh_door import SshDoor, join_command
from nifty_table.remote.ssh_keys import host_key
from tests.remote.helpers import new_table
from tests.remote.test_ssh_door import Client, needs_ssh


@needs_ssh
async def test_a_seat_joined_with_ssh_shows_its_own_question(tmp_path: Path) -> None:
    table = new_table("net", "@Ann,bot:Bob", seed=3)
    host = Host(table, Codes.new([0]))
    port = await host.start("127.0.0.1", 0)
    game = asyncio.create_task(host.play())
    code = host.codes.seats[0]
    door = SshDoor(
        host_key(tmp_path / "key"),
        lambda given: host.codes.seat_of(given)[0],
        join_command(f"127.0.0.1:{port}"),
        host.brake,
    )
    ssh_port = await door.start(0)
    client = Client(ssh_port, code, tmp_path, (100, 30))
    try:
        # The question and the title may come in either order, in
        # separate writes: wait for each (a miss still ends at WAIT).
        await client.read_until("pick your character")
        screen = await client.read_until("Ann at NΣT!")
        assert "pick your character" in screen and "Ann at NΣT!" in screen
    finally:
        client.close()
        game.cancel()
        await door.stop()
        await host.stop()
