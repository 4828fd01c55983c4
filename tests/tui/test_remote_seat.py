"""The join app against a host on 127.0.0.1: it shows its seat on the game's
own table screen, with the question and choices as the host framed them,
plays a choice by its number, takes back a move where the host allows it,
and says clearly when a code is wrong or the host goes away."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.tui.net.screen import NetScreen
from nifty_table.tui.remote_seat import RemoteSeatApp
from tests.remote.helpers import new_table
from tests.screen_reading import screen_lines

WAIT = 60  # seconds: a bound on a hang, never a timing check


async def until(pilot, check: Callable[[], bool]) -> None:
    async with asyncio.timeout(WAIT):
        while not check():
            await pilot.pause(0.05)


def shown(app) -> str:
    return "\n".join(screen_lines(app))


async def test_a_seat_sees_its_question_and_choices_and_plays_them() -> None:
    table = new_table("net", "@Ann,bot:Bob", seed=3)
    host = Host(table, Codes.new([0]))
    port = await host.start("127.0.0.1", 0)
    game = asyncio.create_task(host.play())
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.seats[0])
    try:
        async with app.run_test(size=(120, 50)) as pilot:
            for _ in range(3):  # three of Ann's decisions, the computer's in between
                moves = len(table._match.actions)
                await until(
                    pilot,
                    lambda: (
                        host.frame_of(0).yours and host.frame_of(0).frame.question in shown(app)
                    ),
                )
                frame = host.frame_of(0).frame
                await until(pilot, lambda frame=frame: frame.question in shown(app))
                assert isinstance(app.screen, NetScreen)  # the game's own screen
                screen = shown(app)
                assert "Ann at NΣT!" in screen
                if app.screen.uses_action_list(frame.prompt):  # else the board's boxes
                    for label in frame.labels[:5]:
                        assert label in screen
                await pilot.press("enter")  # the choice under the cursor
                await until(pilot, lambda moves=moves: len(table._match.actions) > moves)
                assert table._match.actions[moves] in frame.actions
            game.cancel()
            await host.stop()  # the host goes away: the seat says so
            await until(pilot, lambda: "dropped" in shown(app))
            assert "The connection to the host dropped. Press r to reconnect." in shown(app)
    finally:
        game.cancel()
        await host.stop()


async def test_a_wrong_code_and_a_lost_host_are_said_on_screen() -> None:
    table = new_table("net", "@Ann,bot:Bob", seed=3)
    host = Host(table, Codes.new([0]))
    port = await host.start("127.0.0.1", 0)
    app = RemoteSeatApp(f"127.0.0.1:{port}", "wrongcode9")
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: "refused" in shown(app))
            assert "The host refused this code: No seat at this table has that code." in shown(app)
    finally:
        await host.stop()
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.seats[0])
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: "Cannot reach" in shown(app))
        assert f"Cannot reach 127.0.0.1:{port}" in shown(app)
