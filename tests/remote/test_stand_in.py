"""A seat whose person left: the game waits for them until the host lets a
computer play that seat; the person who rejoins with their code plays it
again from the decision then waiting."""

from __future__ import annotations

import asyncio

from nifty_table.remote.client import SeatClient
from nifty_table.remote.host import Host
from nifty_table.table.steps import ComputerDecides, Elsewhere
from tests.remote.helpers import hosted, new_table

WAIT = 60  # seconds: a bound on a hang, never a timing check


async def until(check) -> None:
    async with asyncio.timeout(WAIT):
        while not check():
            await asyncio.sleep(0.01)


async def test_the_host_lets_a_computer_play_a_seat_that_left_until_it_rejoins() -> None:
    table = new_table("net", "@Ann,bot:Di", seed=4)
    table.remote = frozenset({0})  # Ann plays from elsewhere
    match = table._match
    assert match.prompt().seat == 0  # Ann decides first
    host, port = await hosted(table, Host)
    address, code = f"127.0.0.1:{port}", host.codes.seats[0]
    ann = await SeatClient.join(address, code)
    assert host.left_waited_on() is None  # she is here
    await ann.close()
    await until(lambda: host.left_waited_on() == 0)  # she left: the game waits for her
    assert isinstance(table.next_step(), Elsewhere)
    game = asyncio.create_task(host.play())
    try:
        await host.let_computer_play(0)
        assert host.left_waited_on() is None
        assert isinstance(table.next_step(), ComputerDecides)
        await until(lambda: len(match.actions) >= 4)  # the computer plays on for Ann
        assert any(action.seat == 0 for action in match.actions)
        ann = await SeatClient.join(address, code)  # back: the seat is hers again
        assert not table.computer_plays(0)
        await until(lambda: match.prompt().seat == 0)
        async with asyncio.timeout(WAIT):
            while ann.frame is None or not ann.frame.yours:
                await ann.receive()
        moves = len(match.actions)
        assert isinstance(table.next_step(), Elsewhere)  # nobody plays it for her now
        await ann.choose(0)
        await until(lambda: len(match.actions) > moves)
        assert match.actions[moves].seat == 0
    finally:
        game.cancel()
        await ann.close()
        await host.stop()


async def test_the_plain_console_says_who_left_and_c_lets_a_computer_play_for_them(capsys) -> None:
    from nifty_table.remote.console import ConsoleHost

    table = new_table("net", "@Ann,bot:Di", seed=4)
    table.remote = frozenset({0})
    match = table._match
    host, port = await hosted(table, ConsoleHost)
    ann = await SeatClient.join(f"127.0.0.1:{port}", host.codes.seats[0])
    await ann.close()
    await until(lambda: host.left_waited_on() == 0)
    said = capsys.readouterr().out
    assert "Ann has left. Type c and Enter to let the computer play for Ann" in said
    game = asyncio.create_task(host.play())
    try:
        host.typed("x\n")  # anything else changes nothing
        assert not table.computer_plays(0)
        host.typed("c\n")
        await until(lambda: len(match.actions) > 0)
        assert match.actions[0].seat == 0
        assert "The computer plays for Ann." in capsys.readouterr().out
    finally:
        game.cancel()
        await host.stop()
