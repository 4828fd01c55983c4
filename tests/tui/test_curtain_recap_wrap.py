"""A curtain's recap bullet that wraps goes on under its own text, not at
the bullet's margin, so each bullet still reads as one entry (NΣT! at 80x24
with four long names: the round's end told in one long line)."""

from __future__ import annotations

from tui_helpers import make_app, screen_text, settle

from nifty_table.tui.screens.curtain import CurtainScreen

LONG = (
    "Round 1 ends: Alexandrina Worthington & Cassiopeia Montgomery take -24, "
    "Bartholomew Fitzgerald & Dorothea Pemberton-Smythe take -26."
)


async def test_a_wrapped_recap_bullet_hangs_under_its_text(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        recap = ["While you were away:", LONG, "Dorothea Pemberton-Smythe deals."]
        await app.push_screen(CurtainScreen("Alexandrina Worthington", "", recap))
        await settle(pilot)
        lines = screen_text(app).splitlines()
    first = next(i for i, line in enumerate(lines) if "• Round 1 ends" in line)
    column = lines[first].index("• ") + 2
    follow = lines[first + 1]
    assert follow.strip() and not follow.strip().startswith("•"), lines[first : first + 3]
    assert len(follow) - len(follow.lstrip()) == column, lines[first : first + 2]
    assert " ".join(" ".join(lines).split()).count(LONG) == 1  # whole, in order
