"""A table hosted at this keyboard: Ann plays it here on the game's own
screen while Bob plays from elsewhere (a seat client over 127.0.0.1); Bob's
moves are drawn here as they come, and nothing of Bob's hand ever is."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tui_helpers import make_app, region_text, screen_text, until
from walker.oracle import Secrets

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.remote.client import SeatClient
from nifty_table.remote.codes import Codes
from nifty_table.table.table import Table
from nifty_table.tui.hosting import HostPlan, HostsRemoteSeats
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.join_lines import JoinLinesScreen

WAIT = 60.0  # seconds: a bound on a hang on a busy machine, never a timing check


async def reads(client: SeatClient) -> None:
    while True:
        await client.receive()


def log_text(table) -> str:
    """The log panel's words as read on screen (its lines wrap)."""
    return " ".join(region_text(table.app, table.query_one("#log")).split())


async def test_ann_plays_here_and_bob_from_elsewhere_without_his_hand_shown_here(
    saves_dir: Path,
) -> None:
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    codes = Codes.new([1])  # Bob is remote; Ann sits at this keyboard
    plan = HostPlan(Table(match), saves_dir / "hosted.json", codes, port=0, ssh_port=0)
    app = make_app(saves_dir, hosting=plan)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, JoinLinesScreen), limit=WAIT)
        await until(pilot, lambda: "Friends join" in screen_text(app), limit=WAIT)
        table = app.screen_stack[-2]
        assert isinstance(table, HostsRemoteSeats) and table.doors is not None
        port = table.doors.port
        shown = screen_text(app)
        assert f"Bob: nifty-table join 127.0.0.1:{port} {codes.seats[1]}" in shown
        assert "Ann:" not in shown  # Ann plays here: no code of hers
        await pilot.press("enter")
        client = await SeatClient.join(f"127.0.0.1:{port}", codes.seats[1])
        reader = asyncio.create_task(reads(client))
        try:
            moved = {0: 0, 1: 0}
            while min(moved.values()) < 3:
                assert not isinstance(app.screen, CurtainScreen)  # one person here: none
                prompt = match.prompt()
                assert prompt is not None
                count = len(match.actions)
                if prompt.seat == 0:
                    await until(pilot, lambda: app.screen is table, limit=WAIT)
                    await pilot.press("enter")
                else:
                    await until(
                        pilot,
                        lambda: client.frame is not None and client.frame.yours,
                        limit=WAIT,
                    )
                    assert "Waiting for Bob…" in screen_text(app)
                    await client.choose(0)
                await until(pilot, lambda c=count: len(match.actions) > c, limit=WAIT)
                moved[prompt.seat] += 1
                if prompt.seat == 1:  # Bob's move is drawn here as it comes
                    last = table.table.transcript.lines_for(0)[-1]
                    words = " ".join(last.split())
                    await until(pilot, lambda words=words: words in log_text(table), limit=WAIT)
                while app.screen is not table:  # a round's summary: anyone closes it
                    await pilot.press("enter")
                    await pilot.pause(0.05)
                assert "Bob's hand" not in screen_text(app)
                told = "\n".join(table.table.transcript.lines_for(0))
                leaks = Secrets(match).leaks(screen_text(app), {0}, known=told)
                assert not leaks, leaks
                assert table.viewer in (0, None)
        finally:
            reader.cancel()
            await client.close()


async def test_new_game_hosts_a_table_and_shows_the_lines_to_join_it(
    saves_dir: Path, monkeypatch
) -> None:
    from tui_helpers import settle

    from nifty_table.tui import hosting
    from nifty_table.tui.screens.setup import RemoteTick, SetupScreen

    monkeypatch.setattr(hosting, "JOIN_PORT", 0)  # any free port, in a test
    monkeypatch.setattr(hosting, "SSH_PORT", 0)
    monkeypatch.setattr(hosting, "WEB_PORT", 0)
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # New game: NΣT!, Ann and Bob
        await settle(pilot)
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#remote-1", RemoteTick).value = True  # Bob joins from elsewhere
        await settle(pilot)
        assert "remote" in screen_text(app) and "here" in screen_text(app)
        await pilot.press("f6")  # Host a table
        await until(pilot, lambda: "Friends join" in screen_text(app), limit=WAIT)
        table = app.screen_stack[-2]
        assert isinstance(table, HostsRemoteSeats) and table.doors is not None
        code = table.plan.codes.seats[1]
        shown = screen_text(app)
        assert f"Bob: nifty-table join 127.0.0.1:{table.doors.port} {code}" in shown
        assert "Bob: ssh -p " in shown and f" {code}@127.0.0.1" in shown
        assert "Ann:" not in shown and list(table.plan.codes.seats) == [1]
        web = table.doors.web
        assert web is not None and f"In a browser: http://127.0.0.1:{web.port} " in shown
        await pilot.press("enter")  # to the table: Ann's, here
        await settle(pilot)
        assert app.screen is table and "Ann's hand" in screen_text(app)
        client = await SeatClient.join(f"127.0.0.1:{table.doors.port}", code)
        try:
            assert client.welcome.name == "Bob"
        finally:
            await client.close()
        await pilot.press("i")  # the lines again, on the table
        await until(pilot, lambda: "Friends join" in screen_text(app), limit=WAIT)


async def test_two_people_here_pass_the_keyboard_behind_a_curtain_never_to_bob(
    saves_dir: Path,
) -> None:
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    match = Match.new("net", seats, seed=7)
    codes = Codes.new([1])  # Bob is remote; Ann and Cy share this keyboard
    plan = HostPlan(Table(match), saves_dir / "hosted.json", codes, port=0, ssh_port=0)
    app = make_app(saves_dir, hosting=plan)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: "Friends join" in screen_text(app), limit=WAIT)
        table = app.screen_stack[-2]
        assert isinstance(table, HostsRemoteSeats) and table.doors is not None
        await pilot.press("enter")
        client = await SeatClient.join(f"127.0.0.1:{table.doors.port}", codes.seats[1])
        reader = asyncio.create_task(reads(client))
        curtains: list[str] = []
        try:
            for _ in range(9):
                prompt = match.prompt()
                assert prompt is not None
                count = len(match.actions)
                if prompt.seat == 1:
                    await until(pilot, lambda: client.frame is not None and client.frame.yours)
                    await client.choose(0)
                else:
                    name = seats[prompt.seat].name
                    await until(pilot, lambda: app.screen is not table or bool(table.frame.choices))
                    if isinstance(app.screen, CurtainScreen):
                        curtains.append(name)
                        words = f"Pass the keyboard to {name}"
                        await until(pilot, lambda words=words: words in screen_text(app))
                        await pilot.press("enter")
                        await until(pilot, lambda: app.screen is table)
                    await until(pilot, lambda: bool(table.frame.choices))
                    assert table.viewer in (prompt.seat, None)  # None: a pick in public
                    await pilot.press("enter")
                await until(pilot, lambda c=count: len(match.actions) > c, limit=WAIT)
                assert "Bob's hand" not in screen_text(app)
                assert table.viewer in (0, 2, None)
        finally:
            reader.cancel()
            await client.close()
    assert curtains  # the keyboard passed between Ann and Cy behind a curtain


def bob_about_to_end_a_round() -> Match:
    """A two-person NΣT! game whose next move, Bob's, ends round 1."""
    for seed in range(1, 100):
        match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
        game = match.game
        while not game.view(match.state, None).history:
            trial = match.state.model_copy(deep=True)
            action = game.legal_actions(trial)[0]
            game.apply(trial, action)
            if game.view(trial, None).history:  # this action ends the round
                if action.seat == 1:
                    return match
                break
            match.apply(action)
    raise AssertionError("no such deal in 100 seeds")


async def test_a_round_ended_by_a_remote_move_is_summed_up_at_the_host(saves_dir: Path) -> None:
    from nifty_table.tui.net.round_summary import RoundSummaryScreen

    match = bob_about_to_end_a_round()
    last = match.legal_actions()[0]
    codes = Codes.new([1])
    plan = HostPlan(Table(match), saves_dir / "hosted.json", codes, port=0, ssh_port=0)
    app = make_app(saves_dir, hosting=plan)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: "Friends join" in screen_text(app), limit=WAIT)
        table = app.screen_stack[-2]
        assert isinstance(table, HostsRemoteSeats) and table.doors is not None
        await pilot.press("enter")
        client = await SeatClient.join(f"127.0.0.1:{table.doors.port}", codes.seats[1])
        reader = asyncio.create_task(reads(client))
        try:
            await until(pilot, lambda: client.frame is not None and client.frame.yours)
            assert client.frame is not None
            actions = [c["action"] for c in client.choices]
            await client.choose(actions.index(last.model_dump(mode="json")))
            await until(pilot, lambda: isinstance(app.screen, RoundSummaryScreen), limit=WAIT)
        finally:
            reader.cancel()
            await client.close()
