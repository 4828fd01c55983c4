"""The army panel's blocks line up: every line, headings included (the
Market, the Boss), starts two columns in, as a player's name does after
the ▶ that marks who decides."""

from __future__ import annotations

import pytest
from test_nirds_table import table_text, trading_match, walls_match
from tui_helpers import make_app, settle


@pytest.mark.parametrize("build", [trading_match, walls_match], ids=["market", "boss"])
async def test_every_line_of_the_army_panel_is_indented_by_two(saves_dir, build):
    app = make_app(saves_dir, build())
    async with app.run_test(size=(100, 36)) as pilot:
        await settle(pilot)
        lines = [line for line in table_text(app).splitlines() if line.strip()]
    heading = "Market" if build is trading_match else "BOSS"
    assert any(line.lstrip().startswith(heading) for line in lines)
    assert [line for line in lines if not line.startswith(("  ", "▶ "))] == []
