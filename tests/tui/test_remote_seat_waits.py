"""What a joined seat reads while others play: a computer thinking is said as
the host's own screen says it, and a round's end is summed up on the seat's
screen as at one keyboard (from its frame)."""

from __future__ import annotations

import asyncio

from test_remote_seat import shown, until

from nifty_table.engine.rng import Rng
from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.table.table import Table
from nifty_table.tui.remote_seat import RemoteSeatApp
from tests.remote.helpers import new_table


async def test_a_joined_seat_says_the_computer_is_thinking_as_the_host_does() -> None:
    table = new_table("net", "bot:Di,@Ann", seed=4)
    assert table._match.prompt().seat == 0  # Di, a computer, decides first
    host = Host(table, Codes.new([1]))  # the host's game loop is not running: Di waits
    port = await host.start("127.0.0.1", 0)
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.seats[1])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: app.table is not None)
            await until(pilot, lambda: "Di (computer) is thinking" in shown(app))
            assert "Waiting for Di" not in shown(app)
    finally:
        await host.stop()


async def test_a_round_ended_elsewhere_is_summed_up_on_a_joined_seat() -> None:
    from test_hosting import bob_about_to_end_a_round

    from nifty_table.tui.net.round_summary import RoundSummaryScreen
    from nifty_table.tui.net.screen import NetScreen

    match = bob_about_to_end_a_round()
    table = Table(match, None, bot_delay=0, reaction_pause=0, remote=frozenset({0, 1}))
    host = Host(table, Codes.new([0, 1]))  # nobody at the host's keyboard
    port = await host.start("127.0.0.1", 0)
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.seats[0])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, NetScreen))
            await host.play_action(match.legal_actions()[0])  # Bob's move ends round 1
            await until(pilot, lambda: isinstance(app.screen, RoundSummaryScreen))
            assert "Press Enter to go on" in shown(app)
            assert "Round 1" in shown(app)
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, NetScreen))
    finally:
        await host.stop()


async def test_a_joined_seat_follows_a_quick_game_to_its_end_summing_up_each_round() -> None:
    """Frames that come faster than a screen opens are drawn once it has; a
    round's summary nobody closes gives way to the next one and to the end,
    whose way out leaves the table (no menu, no rematch on a joined seat)."""
    from nifty_table.tui.net.round_summary import RoundSummaryScreen
    from nifty_table.tui.screens.end import EndScreen

    match = new_table("net", "@Ann,bot:Di,bot:Cy", seed=4)._match
    rng = Rng.from_seed(4)
    while match.state.round < match.state.rounds - 1:  # the last two rounds are watched
        match.apply(rng.choice(match.legal_actions()))
    table = Table(match, None, bot_delay=0, reaction_pause=0)
    table.remote = frozenset({0})
    host = Host(table, Codes.new([0]))
    table.stand_ins.add(0)  # a computer plays for Ann, who is away, all game
    port = await host.start("127.0.0.1", 0)
    app = RemoteSeatApp(f"127.0.0.1:{port}", host.codes.spectator)
    play = asyncio.create_task(host.play())
    summaries = 0
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            async with asyncio.timeout(600):  # a bound on a hang, never a timing check
                while not isinstance(app.screen, EndScreen):
                    await pilot.pause(0.05)
                    summaries += isinstance(app.screen, RoundSummaryScreen)
            assert summaries > 0  # rounds were summed up on the way
            assert not any(isinstance(s, RoundSummaryScreen) for s in app.screen_stack)
            await until(pilot, lambda: "NΣT!:" in shown(app) and "wins" in shown(app))
            # The seat's way out is to leave; a rematch is not its to start.
            assert "Leave the table" in shown(app)
            assert "Rematch" not in shown(app) and "Back to the menu" not in shown(app)
            await pilot.press("r")
            await pilot.pause(0.1)
            assert isinstance(app.screen, EndScreen)
            await pilot.press("enter")
            await until(pilot, lambda: "Leave this table?" in shown(app))
    finally:
        play.cancel()
        await host.stop()
