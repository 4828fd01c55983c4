"""The set-up screen as a new player meets it (issue 6 item 7)."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input, Select
from tui_helpers import make_app, notifications, screen_text, settle

from nifty_table.engine import registry
from nifty_table.engine.options import menus
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.menu import MenuScreen
from nifty_table.tui.screens.setup import SeatKind, SetupScreen
from nifty_table.tui.screens.table import TableScreen


def table_of(app) -> TableScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, TableScreen))


async def open_setup(pilot) -> SetupScreen:
    await settle(pilot)
    await pilot.press("enter")  # New game
    await settle(pilot)
    assert isinstance(pilot.app.screen, SetupScreen)
    return pilot.app.screen


async def start_then_set_up_again(pilot, first: SetupScreen) -> SetupScreen:
    """Start the game set up on `first`, go back to the menu and open New
    game again: the new setup screen, as it remembers the last one."""
    app = pilot.app
    await pilot.press("f5")
    await settle(pilot)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)
    await pilot.press("m")
    await settle(pilot)
    assert isinstance(app.screen, MenuScreen)
    await pilot.press("n")
    await settle(pilot)
    again = app.screen
    assert isinstance(again, SetupScreen) and again is not first
    return again


async def test_first_tab_lands_on_something_visible(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        await pilot.press("tab")
        focused = app.focused
        # The set-up's first field (Start is reached by Enter on a game).
        assert focused is not None and focused.id == "count"
        # It is on screen, not an invisible scroll container.
        assert screen.region.contains_region(focused.region)
        assert "2 players" in screen_text(app)


async def test_person_and_computer_read_differently(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        toggle = screen.query_one("#bot-1", SeatKind)
        person = str(toggle.render())
        assert "person" in screen_text(app) and "computer" not in screen_text(app)
        toggle.focus()
        await pilot.press("space")
        await settle(pilot)
        computer = str(toggle.render())
        assert "computer" in computer and "person" not in computer
        assert "X" in computer and "X" not in person  # a glyph too, not colour alone
        assert "computer" in screen_text(app)


async def test_enter_enter_enter_starts_a_two_player_game(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot)
        await pilot.press("enter")  # the highlighted game: its set-up, Start focused
        assert app.focused.id == "start"
        await pilot.press("enter")
        await settle(pilot)
        match = table_of(app).table._match
        assert match.game_id == "net"
        assert [s.name for s in match.seats] == ["Ann", "Bob"]


async def test_enter_on_a_game_opens_its_setup_instead_of_starting(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        await pilot.press("down", "enter")  # Firefly Fluxx
        await settle(pilot)
        assert app.screen is screen  # not started
        text = screen_text(app)
        assert "Ever-changing rules" in text  # its blurb
        assert "Who goes first" in text  # its own option
        assert "Ann" in text and "Bob" in text  # the seats, visible
        assert app.focused.id == "start"


async def test_last_setup_is_remembered_for_the_next_new_game(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        await pilot.press("down")  # Firefly Fluxx
        await settle(pilot)
        screen.query_one("#name-0", Input).value = "Mal"
        screen.query_one("#bot-1", SeatKind).value = True
        again = await start_then_set_up_again(pilot, screen)
        assert again.game_id == "firefly-fluxx"
        text = screen_text(app)
        assert "Mal" in text and "Ann" not in text
        assert "Ever-changing rules" in text
        assert again.query_one("#bot-1", SeatKind).value is True
        assert "computer" in text
    # Kept inside the saves folder given to the app, never beside it.
    data = json.loads((saves_dir / "settings.json").read_text())
    assert data["last_setup"]["game"] == "firefly-fluxx"
    assert not list(saves_dir.parent.glob("*settings*"))


async def test_damaged_settings_file_is_ignored_with_a_notice(saves_dir):
    (saves_dir / "settings.json").write_text("{ not json")
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_setup(pilot)
        await settle(pilot)
        assert screen.game_id == "net"
        assert "Ann" in screen_text(app)
        assert any("damaged" in message for message in notifications(app))


GAME_IDS = list(registry.GAMES)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_highlighting_every_game_shows_its_options(saves_dir, size):
    app = make_app(saves_dir)
    async with app.run_test(size=size) as pilot:
        screen = await open_setup(pilot)
        for n, game_id in enumerate(GAME_IDS):
            if n:
                await pilot.press("down")
                await settle(pilot)
            assert app.screen is screen and screen.game_id == game_id
            for menu in menus(registry.load(game_id).Options):
                select = screen.query_one(f"#opt-{menu.name}", Select)
                assert select.value == menu.default
        text = screen_text(app)
        assert "Difficulty" in text and "5 standard: won" in text  # Nirds, the last


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_every_game_starts_from_the_menu_with_enter(saves_dir, game_id):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot)
        await pilot.press(*["down"] * GAME_IDS.index(game_id), "enter")  # its set-up
        await settle(pilot)
        assert app.focused.id == "start"
        await pilot.press("enter")  # Start, with every option at its default
        await settle(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        assert app.screen is table
        assert table.table._match.game_id == game_id
        model = registry.load(game_id).Options
        assert table.table._match.options == model()
        assert table.table._match.game.title in screen_text(app)
