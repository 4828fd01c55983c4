"""The set-up screen offers each computer seat a level, and remembers it."""

from __future__ import annotations

import json

import pytest
from tui_helpers import make_app, region_text, screen_text, settle

from nifty_table.engine import levels
from nifty_table.tui.screens.setup import LevelChoice, SeatKind, SetupScreen
from nifty_table.tui.screens.table import TableScreen


async def _setup(pilot) -> SetupScreen:
    await settle(pilot)
    await pilot.press("enter")  # New game
    await settle(pilot)
    assert isinstance(pilot.app.screen, SetupScreen)
    return pilot.app.screen


def _row(app, row: int) -> str:
    """The screen line of a seat row's middle (name, kind, level)."""
    kind = app.screen.query_one(f"#bot-{row}", SeatKind)
    return screen_text(app).splitlines()[kind.region.y + 1]


async def test_a_computer_seat_gets_a_level_and_a_person_none(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot)
        assert "normal" not in _row(app, 1)  # a person: no level to choose
        screen.query_one("#bot-1", SeatKind).focus()
        await pilot.press("space")  # Bob becomes a computer
        await settle(pilot)
        assert "computer" in _row(app, 1) and "normal" in _row(app, 1)
        assert "normal" not in _row(app, 0)
        # The level sits inside the screen at 80 columns, beside the toggle.
        level = screen.query_one("#level-1", LevelChoice)
        assert level.region.right <= 80

        await pilot.press("tab", "enter")  # the level's list
        await settle(pilot)
        offered = levels.offered("net")
        assert all(word in screen_text(app) for word in offered)
        await pilot.press("up", "enter")  # from normal up to easy
        await settle(pilot)
        assert "easy" in _row(app, 1)

        await pilot.press("f5")
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert [(s.bot, s.level) for s in table.table._match.seats] == [
            (False, "normal"),
            (True, "easy"),
        ]
        assert type(table.strategy_for(1)) is levels.Careless

    remembered = json.loads((app.settings_path).read_text())["last_setup"]["seats"]
    assert remembered[1] == {"name": "Bob", "computer": True, "level": "easy", "remote": False}

    again = make_app(saves_dir)
    async with again.run_test(size=(80, 24)) as pilot:
        await _setup(pilot)
        assert "computer" in _row(again, 1) and "easy" in _row(again, 1)


async def test_a_hard_seat_chosen_in_the_set_up_searches(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot)
        screen.query_one("#bot-1", SeatKind).focus()
        await pilot.press("space", "tab", "enter")  # a computer; its level's list
        await settle(pilot)
        await pilot.press("down", "enter")  # from normal down to hard
        await settle(pilot)
        assert "hard" in _row(app, 1)
        await pilot.press("f5")
        await settle(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert table.table._match.seats[1].level == "hard"
        player = table.strategy_for(1)
        assert player.name == "search" and player.think == levels.hard_think("net")


async def _six_computers(pilot) -> SetupScreen:
    """Get Nifty's six seats, all computers: the longest form, which scrolls."""
    from textual.widgets import Select

    screen = await _setup(pilot)
    await screen.select_game("get-nifty")
    screen.query_one("#count", Select).value = 6
    for row in range(6):
        screen.query_one(f"#bot-{row}", SeatKind).value = True
    await settle(pilot)
    return screen


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_level_choice_is_framed_and_whole_with_its_list(saves_dir, size):
    app = make_app(saves_dir)
    async with app.run_test(size=size) as pilot:
        screen = await _six_computers(pilot)
        form = screen.query_one("#form")
        for row in range(6):
            level = screen.query_one(f"#level-{row}", LevelChoice)
            level.scroll_visible(animate=False)
            await settle(pilot)
            # A frame like the name's and the toggle's, inside the form (its
            # scroll bar included): the whole choice reads on screen.
            inside = form.scrollable_content_region.right
            assert level.region.height == 3 and level.region.right <= inside
            box = region_text(app, level).splitlines()
            assert set(box[0][1:-1]) == {"▔"} and set(box[-1][1:-1]) == {"▁"}
            assert "normal" in box[1] and "▼" in box[1]
            assert "computer" in _row(app, row)
        level.focus()
        await pilot.press("enter")  # its list
        await settle(pilot)
        listed = screen_text(app)
        assert all(word in listed for word in levels.offered("get-nifty"))


async def test_the_set_up_says_what_each_level_does_and_how_they_rank(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _setup(pilot)
        assert "weakest" not in screen_text(app)  # people only: no levels to explain
        screen.query_one("#bot-1", SeatKind).focus()
        await pilot.press("space")  # Bob becomes a computer
        await settle(pilot)
        note = region_text(app, screen.query_one("#level-note"))
        words = " ".join(note.split())
        assert "Levels, weakest to strongest:" in words
        ranked = [words.index(f"{level}: {levels.DESCRIPTIONS[level]}") for level in levels.LEVELS]
        assert ranked == sorted(ranked), words  # easy, normal, hard in that order
        assert "looks ahead" in words and "careless" in words
        # What was measured: how often each level beat the one below.
        assert "(beat easy " in words and "(beat normal " in words
        await pilot.press("space")  # a person again: the note goes
        await settle(pilot)
        assert "weakest" not in screen_text(app)
