"""A joined seat sees the game's own table screen, drawn from its host's
frames (NΣT! and a Fluxx game), answers on it as at one keyboard, and takes
back its last move with u where the host allows it."""

from __future__ import annotations

import asyncio

import pytest
from test_remote_seat import shown, until

from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.tui.fluxx.screen import FluxxScreen
from nifty_table.tui.net.screen import NetScreen
from nifty_table.tui.remote_seat import RemoteSeatApp
from tests.remote.helpers import new_table


@pytest.mark.parametrize(
    ("game", "screen_class", "title"),
    [("net", NetScreen, "NΣT!"), ("firefly-fluxx", FluxxScreen, "Firefly Fluxx")],
)
async def test_a_joined_seat_plays_on_the_games_own_screen(game, screen_class, title) -> None:
    table = new_table(game, "@Ann,@Bob,bot:Cy", seed=4)
    host = Host(table, Codes.new([0, 1]))
    port = await host.start("127.0.0.1", 0)
    play = asyncio.create_task(host.play())
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.seats[0])
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: host.frame_of(0).yours)
            frame = host.frame_of(0).frame
            await until(pilot, lambda: frame.question in shown(app))
            assert isinstance(app.screen, screen_class)
            screen = shown(app)
            assert f"Ann at {title}" in screen
            assert f"Ann at {title} · {title}" not in screen  # the game named once
            assert "Ann's hand" in screen and "Bob's hand" not in screen
            assert frame.labels[0] in screen
            moves = len(table._match.actions)
            await pilot.press("enter")
            await until(pilot, lambda: len(table._match.actions) > moves)
            assert table._match.actions[moves] in frame.actions
            # The screen follows the host's frames as the game goes on.
            await until(pilot, lambda: app.table is not None and app.table.frame.moves > moves)
            await until(pilot, lambda: host.frame_of(0).frame.question in shown(app))
            await pilot.press("m")  # no menu of this machine's: leave, if sure
            await until(pilot, lambda: "Leave this table?" in shown(app))
            await pilot.press("n")
            await until(pilot, lambda: isinstance(app.screen, screen_class))
            assert app.is_running
    finally:
        play.cancel()
        await host.stop()


async def test_u_takes_back_the_seats_last_move_at_the_host() -> None:
    table = new_table("get-nifty", "@Ann,@Bob", seed=4)
    host = Host(table, Codes.new([0, 1]))
    port = await host.start("127.0.0.1", 0)
    play = asyncio.create_task(host.play())
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.seats[0])
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: host.frame_of(0).yours)
            frame = host.frame_of(0).frame
            await until(pilot, lambda: frame.question in shown(app))
            assert "u Take back" not in shown(app)  # no move of Ann's yet
            moves = len(table._match.actions)
            await pilot.press("enter")
            await until(pilot, lambda: len(table._match.actions) > moves)
            await until(pilot, lambda: "u Take back" in shown(app))
            await pilot.press("u")
            await until(pilot, lambda: len(table._match.actions) == moves)
            await until(pilot, lambda: frame.question in shown(app))
    finally:
        play.cancel()
        await host.stop()
