"""Nirds' difficulty in the set-up: each level says which way is easier, what
it changes, and how often our computer army won at it with the chosen number
of players, the figure the help's table gives."""

from __future__ import annotations

from textual.widgets import Select
from textual.widgets._select import SelectOverlay
from tui_helpers import make_app, region_text, settle

from nifty_table.engine import registry
from nifty_table.engine.help_text import rules_text
from nifty_table.tui.screens.setup import SetupScreen


def help_rate(level: int, players: int) -> str:
    """The help's figure for this level and player count ('83%'), read from
    its table as a person reads it."""
    text = rules_text("nirds")
    table = text[text.index("| Level | 1 player") :]
    row = next(line for line in table.splitlines() if line.startswith(f"| {level} |"))
    return row.strip("|").split("|")[players].strip(" ·")


async def open_nirds_setup(pilot) -> SetupScreen:
    await settle(pilot)
    await pilot.press("enter")  # New game
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, SetupScreen)
    await pilot.press(*["down"] * list(registry.GAMES).index("nirds"))
    await settle(pilot)
    assert screen.game_id == "nirds"
    return screen


def words(app, widget) -> str:
    """What a widget shows on screen, as one line of words."""
    text = region_text(app, widget)
    for frame in "▊▎▔▁▼":  # the Select's frame and arrow
        text = text.replace(frame, " ")
    return " ".join(text.split())


async def menu_entries(pilot, screen: SetupScreen) -> list[str]:
    """The difficulty menu opened: every entry's text (the menu scrolls, so
    not all are on screen at once)."""
    select = screen.query_one("#opt-difficulty", Select)
    select.focus()
    await pilot.press("enter")
    await settle(pilot)
    overlay = select.query_one(SelectOverlay)
    assert overlay.display and overlay.region.height > 2  # open on screen
    entries = [str(overlay.get_option_at_index(i).prompt) for i in range(overlay.option_count)]
    await pilot.press("escape")
    await settle(pilot)
    return entries


async def test_each_difficulty_says_its_direction_change_and_measured_win_rate(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_nirds_setup(pilot)
        assert screen.query_one("#count", Select).value == 2
        select = screen.query_one("#opt-difficulty", Select)
        shown = words(app, select)
        assert shown.startswith("5 standard: won " + help_rate(5, 2) + " · the standard game")
        entries = await menu_entries(pilot, screen)
        assert entries[0] == f"1 easiest: won {help_rate(1, 2)} · " + (
            "a second extra Wave II Gnome (and all of level 2)"
        )
        assert entries[3] == f"4: won {help_rate(4, 2)} · everyone starts with 5 dice instead of 4"
        assert entries[5] == f"6: won {help_rate(6, 2)} · the Leaders' effects are ignored"
        assert entries[8].startswith(f"9 hardest: won {help_rate(9, 2)} · a second Wave II")
        for level, entry in enumerate(entries, 1):
            assert entry.startswith(f"{level}") and f"won {help_rate(level, 2)} · " in entry
        # One player: that column's figures, the level chosen kept.
        select.value = 7
        screen.query_one("#count", Select).value = 1
        await settle(pilot)
        assert words(app, select).startswith(f"7: won {help_rate(7, 1)} · one Distraction")
        entries = await menu_entries(pilot, screen)
        for level, entry in enumerate(entries, 1):
            assert f"won {help_rate(level, 1)} · " in entry
        assert select.value == 7
