"""Headless runs of the app: names with markup and a folder full of hostile files.

Every assertion reads the text on screen: the literal names must be there."""

from __future__ import annotations

import json

from hostile_saves import age, build_corpus, good_bytes, screen_text
from textual.widgets import DataTable, Input

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.load import LoadScreen
from nifty_table.tui.screens.menu import MenuScreen
from nifty_table.tui.screens.setup import SetupScreen
from nifty_table.tui.screens.table import TableScreen

NAMES = ("[/]", "[bold]", "[link=x]")


async def settle(pilot, rounds: int = 4) -> None:
    for _ in range(rounds):
        await pilot.pause(0.02)


async def wait_for_menu_check(app, pilot) -> None:
    """Let the menu's background check of the Continue line start and finish."""
    await pilot.pause(0.4)
    for _ in range(600):  # a newer check cancels an older one, so poll
        if all(worker.is_finished for worker in app.workers):
            break
        await pilot.pause(0.05)
    await settle(pilot)


async def pass_curtains(pilot, app, until) -> None:
    for _ in range(40):
        if until():
            return
        await pilot.press("enter")
        await settle(pilot, 2)
    raise AssertionError("never got there:\n" + screen_text(app))


async def test_menu_lists_and_continues_with_every_hostile_file_in_the_folder(tmp_path):
    folder = tmp_path / "saves"
    made = build_corpus(folder)
    reason_markup = json.loads(good_bytes())
    reason_markup["game"] = "[bold]x[/]"  # its error text quotes this id
    (folder / "markup-reason.json").write_text(json.dumps(reason_markup))
    good = folder / "good.json"
    good.write_bytes(good_bytes(("[/]", "Bob", "Cy")))
    age(good, 3600)  # the good save is the oldest file of all
    app = NiftyApp(saves_dir=folder, bot_delay=0, lift_reading=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_menu_check(app, pilot)
        assert isinstance(app.screen, MenuScreen)
        text = screen_text(app)
        # the Continue line: one fact per line (title, progress, names), names as written
        assert "Continue: NΣT!" in text and "[/], Bob, Cy" in text, text

        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        # every hostile file, its loop partner, the markup reason and the good save
        assert table.row_count == len(made) + 3
        cells = [str(table.get_row_at(i)) for i in range(table.row_count)]
        assert any("[/], Bob, Cy" in row for row in cells)
        # the reason, shown literally in the details line of its row
        marked = next(
            i for i, r in enumerate(app.screen.rows) if r.path.name == "markup-reason.json"
        )
        table.move_cursor(row=marked)
        await settle(pilot)
        assert "[bold]x[/]" in screen_text(app)
        assert "unreadable" in screen_text(app)
        assert f"1 save(s), {len(made) + 2} file(s)" in screen_text(app)

        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        await pass_curtains(pilot, app, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.save_path == good
        assert "[/]" in screen_text(app)


async def test_markup_names_through_setup_the_table_a_save_and_continue(tmp_path):
    folder = tmp_path / "saves"
    app = NiftyApp(saves_dir=folder, bot_delay=0, lift_reading=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        for seat, name in enumerate(NAMES[:2]):
            field = app.screen.query_one(f"#name-{seat}", Input)
            field.focus()
            field.value = ""
            await pilot.press(*name)
        assert [app.screen.query_one(f"#name-{i}", Input).value for i in (0, 1)] == [
            "[/]",
            "[bold]",
        ]
        app.screen.action_start()
        await settle(pilot)
        await pass_curtains(pilot, app, lambda: "[/]'s hand" in screen_text(app))
        text = screen_text(app)
        assert "[/]" in text and "[bold]" in text

        await pilot.press("m")  # back to the menu: the game stays saved
        await wait_for_menu_check(app, pilot)
        assert isinstance(app.screen, MenuScreen)
        assert "[/], [bold]" in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        await pass_curtains(pilot, app, lambda: isinstance(app.screen, TableScreen))
        assert "[/]" in screen_text(app)
    [row] = saves.list_saves(folder)
    assert [seat.name for seat in row.envelope.seats] == ["[/]", "[bold]"]


async def test_fluxx_table_with_markup_names_and_a_player_jumping_in(tmp_path):
    match = Match.new("firefly-fluxx", [Seat(name=n) for n in NAMES], seed=4)
    app = NiftyApp(saves_dir=tmp_path, table=Table(match), bot_delay=0, lift_reading=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pass_curtains(pilot, app, lambda: "[/]'s hand" in screen_text(app))
        assert "[/]" in screen_text(app)
        for _ in range(6):  # play on a little: the log and prompts carry the names
            await pilot.press("enter")
            await settle(pilot, 2)

        async def jump_in(name: str) -> None:
            await pilot.press("j")
            await settle(pilot)
            await pilot.press(*name, "enter")
            await settle(pilot)

        await jump_in("[BOLD]")  # the same name as a player, in other capitals
        assert len(match.seats) == 3
        await pilot.press("escape")
        await settle(pilot)
        await jump_in("[$x]")
        assert [s.name for s in match.seats] == [*NAMES, "[$x]"]
        await pass_curtains(pilot, app, lambda: "[$x] jumps in" in screen_text(app))
