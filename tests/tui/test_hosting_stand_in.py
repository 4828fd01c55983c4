"""At the host's keyboard: a remote seat's person left while the game waits
on them; the screen says so and p lets a computer play that seat, until
they rejoin with their code."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_hosting import WAIT, reads
from tui_helpers import make_app, screen_text, until

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.remote.client import SeatClient
from nifty_table.remote.codes import Codes
from nifty_table.table.table import Table
from nifty_table.tui.hosting import HostPlan, HostsRemoteSeats


async def test_p_lets_a_computer_play_for_a_seat_that_left_until_it_rejoins(
    saves_dir: Path,
) -> None:
    match = Match.new("net", [Seat(name="Bob"), Seat(name="Ann")], seed=5)
    assert match.prompt().seat == 0  # Bob, remote, decides first
    codes = Codes.new([0])  # Ann sits at this keyboard
    plan = HostPlan(Table(match), saves_dir / "hosted.json", codes, port=0, ssh_port=0)
    app = make_app(saves_dir, hosting=plan)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: "Friends join" in screen_text(app), limit=WAIT)
        table = app.screen_stack[-2]
        assert isinstance(table, HostsRemoteSeats) and table.doors is not None
        await pilot.press("enter")
        address = f"127.0.0.1:{table.doors.port}"
        bob = await SeatClient.join(address, codes.seats[0])
        await until(pilot, lambda: "Waiting for Bob…" in screen_text(app), limit=WAIT)
        assert "has left" not in screen_text(app)
        await bob.close()
        left = "Bob has left. p: let the computer play for Bob until they rejoin."
        await until(pilot, lambda: left in " ".join(screen_text(app).split()), limit=WAIT)
        assert "Computer plays" in screen_text(app)  # the key, in the footer
        assert len(match.actions) == 0  # nobody plays for Bob unless the host says so
        await pilot.press("p")
        await until(pilot, lambda: len(match.actions) > 0, limit=WAIT)
        assert match.actions[0].seat == 0  # a computer played Bob's decision
        bob = await SeatClient.join(address, codes.seats[0])  # Bob is back
        reader = asyncio.create_task(reads(bob))
        try:
            while match.prompt().seat != 0:  # Ann plays here until it is Bob's turn
                count = len(match.actions)
                await until(pilot, lambda: app.screen is table and bool(table.frame.choices))
                await pilot.press("enter")
                await until(pilot, lambda c=count: len(match.actions) > c, limit=WAIT)
                while app.screen is not table:
                    await pilot.press("enter")
                    await pilot.pause(0.05)
            count = len(match.actions)
            await until(pilot, lambda: bob.frame is not None and bob.frame.yours, limit=WAIT)
            await until(pilot, lambda: "Waiting for Bob…" in screen_text(app), limit=WAIT)
            assert "Computer plays" not in screen_text(app)
            await bob.choose(0)  # his seat is his again
            await until(pilot, lambda: len(match.actions) > count, limit=WAIT)
            assert match.actions[count].seat == 0
        finally:
            reader.cancel()
            await bob.close()
