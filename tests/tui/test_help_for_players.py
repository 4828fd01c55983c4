"""The rules players read point at nothing they cannot open: no project file
(a `.md` name, "section 9" of a deck note), only the thing itself."""

from __future__ import annotations

import re

import pytest
from test_rules_cards import rules_from_menu
from textual.widgets import TabbedContent
from tui_helpers import screen_text, settle

from nifty_table.engine import registry
from nifty_table.engine.assets import asset
from nifty_table.engine.help_text import rules_text
from nifty_table.tui.app import NiftyApp

# A project file by name, or a numbered section of one.
POINTER = re.compile(r"\b[\w-]+\.(md|toml|py)\b|\bsection \d", re.IGNORECASE)


async def test_firefly_rules_end_says_which_cards_are_ours(saves_dir):
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panel = await rules_from_menu(pilot, "Firefly Fluxx")
        assert panel.query_one(TabbedContent).active == "rules"
        await pilot.press("end")
        await settle(pilot)
        text = screen_text(app)
    assert "this table's own design" in text
    assert "HANDLERS" not in text and "section 9" not in text


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_no_rules_text_sends_players_to_a_project_file(game_id):
    assert POINTER.findall(rules_text(game_id)) == []


def test_no_lesson_sends_players_to_a_project_file():
    for lesson in asset("lessons").iterdir():
        assert POINTER.search(lesson.read_text(encoding="utf-8")) is None, lesson.name
