"""The end screen's chart reads at a glance: the legend on its own line above
the plot (never over a line), small counts on a scale of their own, whole
turns on the x axis, and a cue when the chart goes on below at 80x24."""

from __future__ import annotations

import random

from tui_helpers import make_app, screen_text, settle, visible_text

from nifty_table.engine.contract import Chart, Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.chart import MARKERS, legend_text, right_scale
from nifty_table.tui.screens.end import EndScreen

BOX = "┤│└┌┐┘├"


def near_end(game_id: str, seed: int, options: dict | None = None) -> tuple[Match, object]:
    """A seeded random game one action before its end, and that action: the
    table is open when the game ends, as in play."""
    seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy")]
    played = Match.new(game_id, seats, seed=seed, options=options)
    rng = random.Random(seed)
    while played.result() is None:
        played.apply(rng.choice(played.legal_actions()))
    match = Match.new(game_id, seats, seed=seed, options=options)
    for action in played.actions[:-1]:
        match.apply(action)
    return match, played.actions[-1]


async def end_of(pilot, last) -> None:
    await settle(pilot)
    if not hasattr(pilot.app.screen, "submit"):  # a curtain first
        await pilot.press("enter")
        await settle(pilot)
    pilot.app.screen.submit(last)
    await settle(pilot, 5)


async def test_get_nifty_chart_legend_ticks_and_scroll_cue_at_80x24(saves_dir):
    match, last = near_end("get-nifty", 2, {"round_limit": 30})
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await end_of(pilot, last)
        assert isinstance(app.screen, EndScreen)
        assert "↓ more below: Page Down or End" in screen_text(app)
        await pilot.press("end")
        await settle(pilot)
        assert "↓ more below" not in screen_text(app)
        chart = visible_text(app.screen.query_one("#end-chart")).splitlines()
        legend = next(i for i, line in enumerate(chart) if "● Ann" in line)
        assert "■ Bob" in chart[legend] and "▲ Cy" in chart[legend]
        assert not any(mark in chart[legend] for mark in BOX)  # outside the plot's frame
        assert not any("● Ann" in line for line in chart[legend + 1 :])  # and only there
        ticks = next(line for line in chart if "Turn" in line or line.strip()[:1].isdigit())
        below_axis = chart[next(i for i, line in enumerate(chart) if "└" in line) + 1]
        assert below_axis.split() and all(t.isdigit() for t in below_axis.split()), ticks
        assert "10" in below_axis.split()  # whole turns, spaced out


def test_small_counts_go_on_their_own_scale():
    chart = Chart(
        title="t",
        x_label="Round",
        y_label="Count",
        x=[0, 1, 2],
        series={"Gnomes left": [30, 24, 18], "Lives": [6, 5, 3], "Dice": [9, 10, 13]},
    )
    assert right_scale(chart) == {"Lives"}
    legend = legend_text(chart, right_scale(chart), 80).plain
    assert legend == "● Gnomes left   ■ Lives (right scale)   ▲ Dice"
    narrow = legend_text(chart, right_scale(chart), 28).plain
    assert narrow.splitlines() == ["● Gnomes left", "■ Lives (right scale)", "▲ Dice"]


async def test_nirds_chart_keeps_every_line_in_sight(saves_dir):
    match, last = near_end("nirds", 2)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await end_of(pilot, last)
        chart = match.game.chart(match.state)
        assert right_scale(chart) == {"Lives"}  # 9 lives against 31 Gnomes
        shown = visible_text(app.screen.query_one("#end-chart")).splitlines()
        legend = next(i for i, line in enumerate(shown) if "● Gnomes left" in line)
        assert "■ Lives (right scale)" in shown[legend]
        plot = "\n".join(shown[legend + 1 :])
        for marker in MARKERS[: len(chart.series)]:
            assert marker in plot  # every line is drawn somewhere


def test_points_below_zero_share_one_scale():
    chart = Chart(
        title="t",
        x_label="Round",
        y_label="Points",
        x=[0, 1],
        series={"Ann": [0, -28], "Bob": [0, -4], "Cy": [0, 0]},
    )
    assert right_scale(chart) == set()
    assert "right scale" not in legend_text(chart, right_scale(chart), 80).plain


async def test_a_get_nifty_team_far_behind_is_drawn_below_the_others(saves_dir):
    """Niftyness against Niftyness: one scale, so Ann's 8 reads lower than
    Bob's 21 (on a right-hand scale of its own her line ended as high)."""
    match, last = near_end("get-nifty", 8)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await end_of(pilot, last)
        tops = {name: max(line) for name, line in match.game.chart(match.state).series.items()}
        assert tops["Ann"] * 2.5 <= tops["Bob"]  # far behind
        shown = visible_text(app.screen.query_one("#end-chart"))
        assert "● Ann" in shown and "■ Bob" in shown
        assert "right scale" not in shown


async def test_get_nifty_chart_takes_the_rows_the_screen_has(saves_dir):
    """At 120x40 the chart grows into the rows left under the final table (it
    kept 14 rows and left about 15 empty below, three close lines tangled in
    them); at 80x24 it keeps its 14 and scrolls, as before."""
    match, last = near_end("get-nifty", 8)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await end_of(pilot, last)
        await settle(pilot)
        chart = app.screen.query_one("#end-chart")
        lines = screen_text(app).splitlines()
        assert "↓ more below" not in screen_text(app)
        assert chart.region.height > 14
        bar = next(i for i, line in enumerate(lines) if "Back to the menu" in line)
        assert bar - chart.region.bottom <= 2, "\n".join(lines)  # no empty rows under it
        await pilot.resize_terminal(80, 24)
        await settle(pilot, 5)
        assert chart.region.height == 14
        assert "↓ more below" in screen_text(app)
