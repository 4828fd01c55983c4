"""A tall terminal shows more of the choices at once; a short one keeps them
to a few rows so the table above stays in view."""

from __future__ import annotations

import pytest
from test_fluxx_reading import ruled_match
from tui_helpers import make_app, region_text, settle

KEEPERS = ["keeper_shuttle", "keeper_yolanda", "keeper_book", "keeper_vera", "keeper_jaynes_hat"]
MORE = ["keeper_inara", "keeper_saffron", "keeper_wash", "keeper_simon", "keeper_bridget"]


@pytest.mark.parametrize(("size", "rows"), [((120, 40), 12), ((80, 24), 5)])
async def test_the_choices_in_view_grow_with_the_terminals_height(saves_dir, size, rows):
    app = make_app(saves_dir, ruled_match([], hand=KEEPERS + MORE))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Mal lifts his curtain
        await settle(pilot)
        choices = app.screen.query_one("#choices")
        assert choices.option_count > rows  # more than either terminal shows
        labels = [str(choices.get_option_at_index(i).prompt) for i in range(rows + 1)]
        shown = region_text(app, choices)
        assert all(label in shown for label in labels[:rows]), shown
        assert labels[rows] not in shown  # the next one is a scroll away
