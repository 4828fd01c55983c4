"""The host killed with kill -9 mid-game and started again with `--resume`:
every seat rejoins with its old code and finds the game where it was (the
host saves each move before anyone is told of it, so a move a seat saw is
never lost), and play goes on to the end.

The host is the real command in its own process on free ports of 127.0.0.1;
the seats are in-process clients of the real protocol.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
from pathlib import Path

from nifty_table.engine import saves
from nifty_table.remote import protocol as p
from nifty_table.remote.client import SeatClient
from nifty_table.remote.codes import Codes
from tests.remote.helpers import seat_plays
from tests.remote.host_process import start_host

WAIT = 120  # seconds: a bound on a hang on a busy machine, never a timing check
MOVES = 12  # moves played before the host is killed


def start_host_here(*args: str) -> tuple[subprocess.Popen[str], str, Path]:
    """The host on free ports; its join address and save, as it printed them."""
    host, lines = start_host(*args)
    address = next(line for line in lines if " nifty-table join " in line).split()[3]
    save = Path(lines[-1].removeprefix("Saving to ").split(" (")[0])
    return host, address, save


async def newest_frame(client: SeatClient, quiet: float = 0.5) -> p.FrameOut:
    """The seat's newest frame once the line goes quiet (a settle, not a check)."""
    while True:
        try:
            async with asyncio.timeout(quiet):
                await client.receive()
        except TimeoutError:
            if client.frame is not None:
                return client.frame


async def play_moves(clients: dict[int, SeatClient], moves: int) -> None:
    """Whoever is asked answers with their first choice, `moves` times."""
    played = 0
    async with asyncio.timeout(WAIT):
        while played < moves:
            for client in clients.values():
                frame = await newest_frame(client, quiet=0.2)
                if frame.yours and frame.frame["choices"]:
                    await client.choose(0)
                    played += 1
                    break


async def test_a_host_killed_mid_game_resumes_with_every_seat_where_it_was(
    tmp_path: Path,
) -> None:
    host, address, save = start_host_here("net", "--players", "@Ann,@Bob", "--saves", str(tmp_path))
    codes = Codes.kept(save)
    clients = {seat: await SeatClient.join(address, code) for seat, code in codes.seats.items()}
    try:
        await play_moves(clients, MOVES)
        before = {seat: (await newest_frame(c)).frame for seat, c in clients.items()}
        os.kill(host.pid, signal.SIGKILL)  # no goodbye, no last save
        host.wait(WAIT)
    finally:
        for client in clients.values():
            await client.close()
        if host.poll() is None:
            host.kill()
    kept = saves.load(save)
    assert len(kept.actions) >= MOVES  # every move a seat was told of is in the save

    again, address, same_save = start_host_here("--resume", str(save), "--saves", str(tmp_path))
    assert same_save == save
    clients = {seat: await SeatClient.join(address, code) for seat, code in codes.seats.items()}
    try:
        after = {seat: (await newest_frame(c)).frame for seat, c in clients.items()}
        for seat in clients:  # each seat sees just what it saw before the kill
            assert after[seat] == before[seat], f"seat {seat} came back elsewhere"
        async with asyncio.timeout(300):  # and the game goes on to its end
            await asyncio.gather(*(seat_plays(c, 7 + s, 3000) for s, c in clients.items()))
        assert all(c.frame is not None and c.frame.frame.get("over") for c in clients.values())
    finally:
        for client in clients.values():
            await client.close()
        again.kill()
        again.wait(WAIT)
    assert saves.load(save).result() is not None  # the end is saved too
