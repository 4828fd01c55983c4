"""Screens of every game at 80x24 and 120x40: the menu box centred like the
line under it, the Load list whole (no sideways scrolling, no stray scrollbar
piece), and a hand that wraps between cards, never inside a card's name."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, net_match, region_text, screen_lines, settle

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.load import LoadScreen


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_menu_box_is_centred_like_the_line_under_it(saves_dir, size):
    app = make_app(saves_dir)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        rows = screen_lines(app)
        top = next(row for row in rows if "╭" in row)
        folder = next(row for row in rows if "Saves folder:" in row)
        box_left, box_right = top.index("╭"), len(top) - 1 - top.index("╮")
        line_left = folder.index("Saves folder:")
        line_right = len(folder) - len(folder.rstrip())
        assert abs(box_left - box_right) <= 1, (box_left, box_right)
        assert abs(line_left - line_right) <= 1
        assert box_left > 2  # not hugging the left edge


def long_saves(folder) -> None:
    """Saves whose progress lines are long (Nirds) and short (NΣT!)."""
    seats = [Seat(name="Annabelle"), Seat(name="Bob"), Seat(name="Cy", bot=True)]
    nirds = Match.new("nirds", seats, seed=4)
    for _ in range(30):
        nirds.apply(nirds.legal_actions()[0])
    saves.save(nirds, folder / "nirds.json")
    saves.save(net_match("Annabelle,Bob"), folder / "net.json")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_load_list_shows_progress_whole_and_no_stray_bar(saves_dir, size):
    long_saves(saves_dir)
    app = make_app(saves_dir)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        table = screen.query_one("DataTable")
        rows = region_text(app, table).split("\n")
        header = next(i for i, row in enumerate(rows) if "Progress" in row)
        start = rows[header].index("Progress")
        end = rows[header].index("Players") if "Players" in rows[header] else None
        column = " ".join(" ".join(row[start:end].split()) for row in rows[header + 1 :])
        for row in screen.rows:
            assert " ".join(row.envelope.summary.split()) in column  # whole, maybe wrapped
        listed = " ".join(region_text(app, table).split())
        assert table.max_scroll_x == 0  # nothing off to the right
        assert not any(mark in region_text(app, table) for mark in "▎▋▍▌▊▉")
        if size[0] >= 120:
            assert "Players" in listed and "Annabelle, Bob, Cy" in listed


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_get_nifty_hand_wraps_between_cards(saves_dir, size):
    match = Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=8)
    state = match.state
    state.draw_pile.extend(state.hands[0])
    state.hands[0].clear()
    hand = [
        "inflatable-time-machine",
        "dimensional-transporter",
        "holy-hand-grenade",
        "kevlar-vest",
        "anti-vamp-cannon",
    ]  # a full hand of five
    for card in hand:
        state.draw_pile.remove(card)
        state.hands[0].append(card)
    match.game.forget()
    assert not match.game.check_invariants(state)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        rows = region_text(app, app.screen.query_one("#gn-hand")).split("\n")
        names = [match.game.card(card).name for card in hand]
        last = next(i for i, row in enumerate(rows) if names[-1].split()[-1] in row)
        hand_rows = rows[: last + 1]
        assert len(hand_rows) > 1  # the hand takes more than one line here
        for name in names:
            assert any(f"] {name}" in row for row in hand_rows), (name, hand_rows)
