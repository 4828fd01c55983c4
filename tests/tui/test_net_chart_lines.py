"""NΣT!'s round chart shows every team: a team far behind is drawn on the
same scale as the leaders (on a scale of its own, after one round, its line
lay exactly on theirs), and lines that coincide say so in the legend."""

from __future__ import annotations

from tui_helpers import make_app, net_match, region_text, settle

from nifty_table.engine.rng import Rng
from nifty_table.tui.net.round_summary import RoundSummaryScreen


def after_round_one(names: str, seed: int):
    """A NΣT! game just past its first round (seeded random moves)."""
    match = net_match(names, seed=seed)
    rng = Rng.from_seed(seed)
    while not match.state.history:
        match.apply(rng.choice(match.legal_actions()))
    return match


async def round_chart(saves_dir, match, size) -> list[str]:
    chart = match.game.chart(match.state)
    public = match.game.view(match.state, None)
    app = make_app(saves_dir)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        app.push_screen(RoundSummaryScreen(public, public.history[-1], chart))
        await settle(pilot)
        if not app.screen.query_one("#round-chart").display:
            await pilot.press("c")  # 80x24: the chart instead of the table
            await settle(pilot)
        return region_text(app, app.screen.query_one("#round-chart")).splitlines()


def last_row_of(mark: str, plot: list[str]) -> int | None:
    """The row of the mark furthest right (the line's end, at the last round);
    None where no mark of it shows (another line was drawn over it)."""
    found = [(row.rindex(mark), -i) for i, row in enumerate(plot) if mark in row]
    return -max(found)[1] if found else None


async def test_a_team_far_behind_ends_below_the_leaders_after_round_one(saves_dir):
    match = after_round_one("Ann,Bob,Cy,Di", seed=2)
    series = match.game.chart(match.state).series
    assert series["Ann"] == series["Bob"] == [0, 13] and series["Cy"] == [0, 5]
    for size in ((120, 40), (80, 24)):
        plot = await round_chart(saves_dir, match, size)
        text = "\n".join(plot)
        assert "● Ann & Bob" in text and "■ Cy & Di" in text
        assert "right scale" not in text  # points against points: one scale
        legend = next(i for i, row in enumerate(plot) if "● Ann & Bob" in row)
        drawn = plot[legend + 1 :]
        top, behind = last_row_of("●", drawn), last_row_of("■", drawn)
        assert top is not None and behind is not None and behind > top, text


async def test_teams_with_the_same_points_share_a_line_the_legend_says_so(saves_dir):
    match = after_round_one("Ann,Bob,Cy,Di", seed=32)
    series = match.game.chart(match.state).series
    assert len({tuple(line) for line in series.values()}) == 1  # both teams level
    for size in ((120, 40), (80, 24)):
        text = "\n".join(await round_chart(saves_dir, match, size))
        assert "Ann & Bob & Cy & Di (the same points)" in " ".join(text.split()), text


async def test_teams_a_few_points_apart_both_show_where_the_screen_has_room(saves_dir):
    """After round one two teams 2 to 4 points apart (-20 and -22, 36 and 40)
    each show their own line: the chart takes the room the screen has (it
    kept 12 rows, 5 for the lines, and the second team's line was drawn over
    the first's, leaving its marker nowhere at 120x40)."""
    for seed, first in ((47, "● Ann & Cy"), (31, "● Ann & Di"), (59, "● Ann & Di")):
        match = after_round_one("Ann,Bob,Cy,Di", seed=seed)
        for size in ((120, 40), (80, 24)):
            plot = await round_chart(saves_dir, match, size)
            legend = next(i for i, row in enumerate(plot) if first in row)
            drawn = plot[legend + 1 :]
            assert last_row_of("●", drawn) is not None, (seed, size, "\n".join(plot))
            assert last_row_of("■", drawn) is not None, (seed, size, "\n".join(plot))
