"""Names typed or pasted in one burst reach the field they were typed into
(issue 16 item 13): a key that moves the focus (Tab, Enter) acts before the
keys after it are delivered, and Start reads a name only after every key
typed before it."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input
from tui_helpers import burst, make_app, settle, typed

from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.setup import SetupScreen
from nifty_table.tui.screens.table import TableScreen

NAMES = ["[b]x[/b]", "🎲Bob😀"]


async def start_focused(pilot) -> SetupScreen:
    """New game, Enter on the highlighted game: the keyboard is on Start."""
    await settle(pilot)
    await pilot.press("enter", "enter")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen) and pilot.app.focused.id == "start"
    return screen


async def started_names(pilot, until: int) -> list[str]:
    await typed(pilot, until)
    app = pilot.app
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    return [seat.name for seat in table.table._match.seats]


@pytest.mark.parametrize("name", NAMES)
async def test_a_name_typed_right_after_tab_lands_in_the_name_field(saves_dir, name):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_focused(pilot)
        # A person's row: name, person/computer, here/remote.
        sent = burst(app, "tab", "tab", *name, "tab", "tab", "tab", *"Di", "f5")
        assert await started_names(pilot, sent) == [name, "Di"]


@pytest.mark.parametrize("name", NAMES)
async def test_a_name_typed_after_choosing_a_game_keeps_its_last_keys(saves_dir, name):
    # Enter on a game whose options are still being built, then the name:
    # the keyboard must not jump to Start halfway through the name.
    app = make_app(saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # New game
        await settle(pilot)
        await typed(pilot, burst(app, "down", "down", "down", "down", "enter", "tab", "tab", *name))
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.game_id == "nirds"
        assert screen.query_one("#name-0", Input).value == name
        assert (await started_names(pilot, burst(app, "f5")))[0] == name


@pytest.mark.parametrize("name", NAMES)
async def test_start_reads_the_name_after_the_keys_typed_before_it(saves_dir, name):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_focused(pilot)
        await pilot.press("tab", "tab")
        sent = burst(app, *name, "enter", "f5")
        assert (await started_names(pilot, sent))[0] == name


@pytest.mark.parametrize("name", NAMES)
async def test_a_pasted_name_right_after_tab_lands_whole(saves_dir, name):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_focused(pilot)
        sent = burst(app, "tab", "tab", events.Paste(name), "f5")
        assert (await started_names(pilot, sent))[0] == name


async def test_keys_typed_right_after_n_choose_on_the_new_game_screen(saves_dir):
    """n Down Down Enter typed at once: the third game's set-up, Start focused."""
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        burst(app, "n")
        await pilot.pause(0)  # the New game screen is on its way, not yet up
        await typed(pilot, burst(app, "down", "down", "enter"))
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.game_id == "cartoon-network-fluxx"
        assert app.focused.id == "start"


async def test_n_tab_enter_does_not_start_a_game_unseen(saves_dir):
    """Tab on the game list goes to the set-up, not to Start: n Tab Enter
    typed at once leaves the New game screen up."""
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        burst(app, "n", "tab", "enter")
        await settle(pilot, 10)
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)


async def test_tab_reaches_every_field_of_the_set_up_and_then_start(saves_dir):
    """With Tab off the game list going to the set-up, Start must still come
    in the round of Tab: after the set-up's last field."""
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        seen = []
        for _ in range(30):
            await pilot.press("tab")
            seen.append(app.focused.id if app.focused is not None else None)
            if seen[-1] == "start":
                break
        assert seen[-1] == "start", seen
        assert seen[0] == "count" and "name-0" in seen and "games" not in seen
