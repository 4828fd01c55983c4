"""Faults on the line: a seat dropped and rejoined, a seat joined twice,
wrong codes, spectators, and a thousand hostile messages, each refused with
a reason while the game goes on unharmed."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.exceptions import ConnectionClosed

from nifty_table.engine.rng import Rng
from nifty_table.remote import protocol as p
from nifty_table.remote.client import Refused, SeatClient
from nifty_table.remote.host import TRANSPORT_CAP
from tests.remote.helpers import hosted, new_table, seat_plays


async def _frame(client: SeatClient) -> p.FrameOut:
    """The next frame this seat is sent (other messages are kept aside)."""
    for _ in range(50):
        message = await client.receive()
        if isinstance(message, p.FrameOut):
            return message
    raise AssertionError("no frame in 50 messages")


async def _error(client: SeatClient) -> str:
    for _ in range(50):
        message = await client.receive()
        if isinstance(message, p.Error):
            return message.reason
    raise AssertionError("no error in 50 messages")


async def _table_of(game_id: str, names: str = "Ann,@Bob,@Cy", seed: int = 3):
    table = new_table(game_id, names, seed)
    host, port = await hosted(table)
    address = f"127.0.0.1:{port}"
    clients = {s: await SeatClient.join(address, c) for s, c in host.codes.seats.items()}
    for client in clients.values():
        await _frame(client)
    return host, address, clients


async def _close(host, clients, *tasks) -> None:
    for task in tasks:
        task.cancel()
    for client in clients:
        await client.close()
    await host.stop()


async def test_a_dropped_seat_rejoins_with_its_code_and_finds_the_game_where_it_was():
    host, address, clients = await _table_of("get-nifty")
    match = host.table._match
    game = asyncio.create_task(host.play())
    first = match.prompt().seat
    await clients[first].choose(0)
    await _frame(clients[first])
    played = len(match.actions)
    assert played >= 1
    seat = match.prompt().seat  # whose decision the game waits on now
    held = clients[seat].frame
    clients[seat].ws.transport.abort()  # the seat's program is killed: no goodbye
    async with asyncio.timeout(30):  # a bound on a hang: the host sees the seat gone
        while host.codes.seats[seat] in host.connected:
            await asyncio.sleep(0.01)
    # The game waits for that seat: nobody (no computer) decided for it.
    assert len(match.actions) == played and match.prompt().seat == seat
    assert not game.done()
    name = match.seats[seat].name
    for other in (c for s, c in clients.items() if s != seat):
        assert other.frame.frame["question"] in (
            f"Waiting for {name}…",
            f"{name}: {held.frame['question']}",
        )
    again = await SeatClient.join(address, host.codes.seats[seat])
    back = await _frame(again)
    assert len(match.actions) == played  # nothing lost, nothing played for them
    assert back.yours and back.frame["seat"] == seat and back.number >= held.number
    assert back.frame["question"] == held.frame["question"]
    assert back.frame["choices"] == held.frame["choices"]
    assert back.frame == host.frames[seat].frame.model_dump(mode="json")
    clients[seat] = again
    async with asyncio.timeout(300):
        await asyncio.gather(*(seat_plays(c, 5 + s, 3000) for s, c in clients.items()))
    assert match.result() is not None and host.leaks == []
    await _close(host, clients.values(), game)


async def test_a_second_connection_with_a_code_takes_the_seat_and_the_first_is_told():
    host, address, clients = await _table_of("net")
    first = clients[1]
    second = await SeatClient.join(address, host.codes.seats[1])
    await _frame(second)
    for _ in range(10):
        if first.bye is not None:
            break
        await first.receive()
    assert first.bye == "This seat was joined from another connection."
    assert sum(seat.seat == 1 for seat in host.connected.values()) == 1  # never shared
    await _close(host, [second, *clients.values()])


async def test_wrong_codes_are_refused_and_slowed_down_after_a_few():
    host, address, clients = await _table_of("nirds")
    reasons = []
    for _ in range(5):
        with pytest.raises(Refused) as refused:
            await SeatClient.join(address, "notacode42")
        reasons.append(str(refused.value))
    assert reasons[0] == "No seat at this table has that code."
    assert reasons[-1].endswith("Too many wrong codes: each answer now waits longer.")
    assert host.brake.slowed("127.0.0.1")
    await _close(host, clients.values())


async def test_a_spectator_sees_the_public_frames_and_cannot_play():
    host, address, clients = await _table_of("firefly-fluxx")
    watcher = await SeatClient.join(address, host.codes.spectator)
    assert watcher.welcome.seat is None and watcher.welcome.name == "Spectator"
    frame = await _frame(watcher)
    assert frame.frame["seat"] is None and frame.frame["choices"] == []
    await watcher.ws.send(p.encode(p.Act(frame=frame.number, choice=0)))
    assert await _error(watcher) == "A spectator watches: it cannot play."
    await _close(host, [watcher, *clients.values()])


def _hostile(
    rng: Rng, frame: p.FrameOut, others: list[dict], old: int, mine: list[dict]
) -> str | bytes:
    """One message a seat should never be able to play (`mine`: actions it
    played before, `old`: the number of a frame it answered before)."""
    kind = rng.below(11)
    if kind == 9:  # its own answer of before, sent again as it was
        return json.dumps({"type": "act", "frame": old, "action": rng.choice(mine)})
    if kind == 10:  # its own action of before, as if it were new
        return json.dumps({"type": "act", "frame": frame.number, "action": rng.choice(mine)})
    if kind == 0:  # an action of another seat
        return json.dumps({"type": "act", "frame": frame.number, "action": rng.choice(others)})
    if kind == 1:  # a type nobody knows, or none
        return json.dumps({"type": rng.choice(["shout", "frame", "welcome", ""]), "frame": 0})
    if kind == 2:  # too long to read
        return json.dumps({"type": "act", "frame": frame.number, "choice": 0, "x": "a" * 20000})
    if kind == 3:  # cut off
        whole = p.encode(p.Act(frame=frame.number, choice=0))
        return whole[: rng.below(len(whole) - 1)]
    if kind == 4:  # an answer to an old frame (replayed)
        return p.encode(p.Act(frame=old, choice=0))
    if kind == 5:  # a choice that is not there
        return p.encode(
            p.Act(frame=frame.number, choice=len(frame.frame["choices"]) + rng.below(99))
        )
    if kind == 6:  # not text at all
        return bytes(rng.below(256) for _ in range(rng.below(64) + 1))
    if kind == 7:  # a second hello
        return p.encode(p.Hello(code="x"))
    return json.dumps({"type": "act", "frame": frame.number, "action": {"kind": "nope", "seat": 1}})


@pytest.mark.parametrize("game_id", ["net"])
async def test_a_thousand_hostile_messages_are_each_refused_and_the_game_is_unharmed(game_id):
    host, _address, clients = await _table_of(game_id)
    match = host.table._match
    asker = match.prompt().seat
    # One honest move first, so old frames and actions exist to replay; the
    # seat that played it sends the hostile messages once its turn is over.
    olds = {seat: client.frame.number for seat, client in clients.items()}
    await host.play_action(clients_action(host, asker))
    seat = asker
    assert match.prompt().seat != seat  # a seat whose turn it is not
    mine = [a.model_dump() for a in match.actions if a.seat == seat]
    bad, old = clients[seat], olds[seat]
    frame = await _frame(bad)
    before, played = match.state.model_dump_json(), len(match.actions)
    others = [a.model_dump() for a in match.legal_actions() if a.seat != seat]
    rng = Rng.from_seed(11)
    reasons = set()
    for _ in range(1000 if game_id == "net" else 200):
        await bad.send_raw(_hostile(rng, frame, others, old, mine))
        reasons.add(await _error(bad))
        frame = bad.frame
    assert match.state.model_dump_json() == before and len(match.actions) == played
    assert all(reasons)
    assert "That is not one of your choices now." in reasons  # its own action replayed
    assert "You play your own seat only." in reasons  # another seat's action
    game = asyncio.create_task(host.play())
    async with asyncio.timeout(300):
        await asyncio.gather(*(seat_plays(c, 9 + s, 3000) for s, c in clients.items()))
    assert match.result() is not None and host.leaks == []
    await _close(host, clients.values(), game)


async def test_a_message_too_big_to_read_closes_that_connection_only_and_the_seat_rejoins():
    host, address, clients = await _table_of("net")
    match = host.table._match
    before = match.state.model_dump_json()
    bad = clients[1]
    await bad.send_raw("x" * (TRANSPORT_CAP + 1))
    async with asyncio.timeout(30):  # a bound on a hang: the host hangs up on it
        with pytest.raises(ConnectionClosed):
            while True:
                await bad.receive()
        while host.codes.seats[1] in host.connected:
            await asyncio.sleep(0.01)
    assert match.state.model_dump_json() == before
    assert all(host.codes.seats[s] in host.connected for s in clients if s != 1)
    again = await SeatClient.join(address, host.codes.seats[1])
    back = await _frame(again)
    assert back.frame == host.frames[1].frame.model_dump(mode="json")
    await _close(host, [again, *clients.values()])


async def test_a_message_is_measured_in_bytes_not_letters():
    host, _address, clients = await _table_of("net")
    wide = json.dumps({"type": "act", "frame": 0, "choice": 0, "x": "€" * 6000}, ensure_ascii=False)
    assert len(wide) < p.MAX_IN < len(wide.encode())  # few letters, many bytes
    await clients[1].send_raw(wide)
    assert await _error(clients[1]) == f"message too long (over {p.MAX_IN} bytes)"
    await _close(host, clients.values())


def clients_action(host, seat: int):
    return next(a for a in host.table._match.legal_actions() if a.seat == seat)
