"""A seat joined without its code (a browser page, or `nifty-table join
ADDRESS` alone) asks for it: a plainly wrong code is said at once and never
sent; a code the host refuses comes back with the host's reason; the right
one seats the friend."""

from __future__ import annotations

import asyncio

from nifty_table.cli.main import build_parser
from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.tui.code_entry import CodeEntry
from nifty_table.tui.net.screen import NetScreen
from nifty_table.tui.remote_seat import RemoteSeatApp
from tests.remote.helpers import new_table
from tests.screen_reading import screen_lines
from tests.tui.test_remote_seat import until

ADDRESS = "127.0.0.1:9"  # nothing listens there: a code sent would fail to connect


def shown(app) -> str:
    return "\n".join(screen_lines(app))


def test_join_takes_an_address_alone() -> None:
    args = build_parser().parse_args(["join", "127.0.0.1:8765"])
    assert (args.address, args.code) == ("127.0.0.1:8765", "")


async def test_a_plainly_wrong_code_is_said_and_not_sent() -> None:
    app = RemoteSeatApp(ADDRESS)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CodeEntry)
        assert "Type the code your host gave you" in shown(app)
        await pilot.press("enter")
        assert "Type the code first" in shown(app)
        await pilot.press(*"abc1", "enter")  # "1" is no code letter, and too short
        assert "10 letters and digits" in shown(app)
        assert isinstance(app.screen, CodeEntry) and app.code == ""  # nothing sent


async def test_a_refused_code_asks_again_and_the_right_one_seats() -> None:
    table = new_table("net", "@Ann,@Bob", seed=3)
    host = Host(table, Codes.new([0, 1]))
    port = await host.start("127.0.0.1", 0)
    game = asyncio.create_task(host.play())
    app = RemoteSeatApp(f"127.0.0.1:{port}")
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press(*"zzzzzzzzzz", "enter")
            await until(pilot, lambda: "The host refused that code" in shown(app))
            assert isinstance(app.screen, CodeEntry)
            await pilot.press(*host.codes.seats[1], "enter")
            await until(pilot, lambda: isinstance(app.screen, NetScreen))
            await until(pilot, lambda: "Bob's hand" in shown(app))
    finally:
        game.cancel()
        await host.stop()
