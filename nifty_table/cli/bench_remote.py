"""The bench's network figures: a move reaching every seat of a hosted table.

The host runs in a process of its own (this module run as a program), as it
would on another machine, serving every seat over its WebSocket on
127.0.0.1 and saving each move as it does at a real table. The bench's
clients are the seats: whoever is asked answers a random choice, and the
clock runs from sending that answer until every seat of the table holds a
frame that counts the move. With `tables` > 1 one host serves that many
tables at once, all playing at the same time at a brisk person's pace
(`pace` seconds between a table's moves, on average).
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nifty_table.engine.rng import Rng

STALL = 5.0  # seconds with nobody asked: that table stops counting (a bound, not a figure)


def remote_moves(
    game_id: str, seats: int, moves: int, tables: int = 1, seed: int = 1, pace: float = 0.0
) -> dict:
    """Median and p95 of a move reaching every seat, in ms (`moves` per
    table; a game that ends sooner is followed by a new one, up to 10)."""
    times: list[float] = []
    for game in range(10):
        times += _one_host(game_id, seats, moves * tables - len(times), tables, seed + game, pace)
        if len(times) >= moves * tables:
            break
    ms = sorted(t * 1000 for t in times)
    if not ms:
        return {"error": "no move was timed"}
    return {
        "tables": tables,
        "seats": seats,
        "moves_timed": len(ms),
        "median_ms": round(statistics.median(ms), 2),
        "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2),
        "max_ms": round(ms[-1], 2),
    }


def _one_host(
    game_id: str, seats: int, moves: int, tables: int, seed: int, pace: float
) -> list[float]:
    host = subprocess.Popen(
        [sys.executable, "-m", "nifty_table.cli.bench_remote", game_id, str(seats),
         str(tables), str(seed)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert host.stdout is not None
        served = json.loads(host.stdout.readline())
        return asyncio.run(_play_all(served, -(-moves // tables), seed, pace))
    finally:
        if host.stdin is not None:
            host.stdin.close()  # the host's cue to stop
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()
            host.wait()


async def _play_all(served: list[dict], moves: int, seed: int, pace: float) -> list[float]:
    from nifty_table.remote.client import SeatClient

    boards = []
    for table in served:
        address = f"127.0.0.1:{table['port']}"
        boards.append([await SeatClient.join(address, code) for code in table["codes"]])
    try:
        results = await asyncio.gather(
            *(
                _play_table(clients, moves, Rng.from_seed(seed + i), pace)
                for i, clients in enumerate(boards)
            )
        )
    finally:
        for clients in boards:
            for client in clients:
                await client.close()
    return [t for times in results for t in times]


async def _play_table(clients: list, moves: int, rng: Rng, pace: float) -> list[float]:
    """One table's moves, each timed until every seat has heard of it."""
    changed = asyncio.Event()

    async def listen(client) -> None:
        while True:
            await client.receive()
            changed.set()

    readers = [asyncio.create_task(listen(c)) for c in clients]
    times: list[float] = []
    try:
        while len(times) < moves:
            if pace:  # a person thinks between 0.5 and 1.5 times the pace
                await asyncio.sleep(pace * (0.5 + rng.below(1001) / 1000))
            asked = await _asked(clients, changed)
            if asked is None:  # over, or stalled: this table is done
                break
            frame = asked.frame
            target = frame.frame["moves"] + 1
            start = time.perf_counter()
            await asked.choose(rng.below(len(frame.frame["choices"])))
            while not all(_moves(c) >= target for c in clients):
                changed.clear()
                try:
                    await asyncio.wait_for(changed.wait(), STALL)
                except TimeoutError:
                    return times  # refused (a stale frame, most often): stop here
            times.append(time.perf_counter() - start)
    finally:
        for reader in readers:
            reader.cancel()
        await asyncio.gather(*readers, return_exceptions=True)
    return times


def _moves(client) -> int:
    return client.frame.frame["moves"] if client.frame is not None else -1


async def _asked(clients: list, changed: asyncio.Event):
    """The client whose turn it is, once its frame says so (None: over or stalled)."""
    while True:
        for client in clients:
            held = client.frame
            if held is not None and held.frame.get("over"):
                return None
            if held is not None and held.yours and held.frame["choices"]:
                return client
        changed.clear()
        try:
            await asyncio.wait_for(changed.wait(), STALL)
        except TimeoutError:
            return None


# -- the host's side, in its own process ----------------------------------------------
async def _host(game_id: str, seats: int, tables: int, seed: int) -> None:
    from nifty_table.engine.contract import Seat
    from nifty_table.engine.match import Match
    from nifty_table.remote.codes import Codes
    from nifty_table.remote.host import Host
    from nifty_table.table.table import Table

    folder = tempfile.TemporaryDirectory()
    hosts, games, served = [], [], []
    for i in range(tables):
        people = [Seat(name=f"P{k + 1}") for k in range(seats)]
        match = Match.new(game_id, people, seed=seed + i)
        # Saved each move as at a real table; no reaction pause: a window
        # nobody answers closes at once.
        table = Table(match, Path(folder.name) / f"{i}.json", bot_delay=0, reaction_pause=0)
        host = Host(table, Codes.new(list(range(seats))))
        port = await host.start("127.0.0.1", 0)
        hosts.append(host)
        games.append(asyncio.create_task(host.play()))
        served.append({"port": port, "codes": [host.codes.seats[k] for k in range(seats)]})
    print(json.dumps(served), flush=True)
    # Until the bench closes stdin.
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    for game in games:
        game.cancel()
    for host in hosts:
        await host.stop()
    folder.cleanup()


if __name__ == "__main__":
    if hasattr(os, "sched_setaffinity"):  # the bench pins itself to one core; a host has its own
        os.sched_setaffinity(0, range(os.cpu_count() or 1))
    game, n_seats, n_tables, first_seed = sys.argv[1:5]
    asyncio.run(_host(game, int(n_seats), int(n_tables), int(first_seed)))
