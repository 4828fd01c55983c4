"""Game-night defects of the table, seen on screen (issue 6 items 1-4).

Each test reads the text the player sees, not only which screen is open.
"""

from __future__ import annotations

import re

import pytest
from textual import events
from tui_helpers import make_app, net_before_last_trick, net_match, region_text, settle

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.tui.net.round_summary import RoundSummaryScreen
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpPanel, HelpScreen, rules_text
from nifty_table.tui.screens.table import TableScreen

SIZES = [(80, 24), (120, 40)]


async def press_until(pilot, done, limit: int = 400) -> None:
    for _ in range(limit):
        if done():
            return
        await pilot.press("enter")
        await settle(pilot, 2)
    raise AssertionError("never got there by pressing Enter")


# -- 1. the round summary -----------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
async def test_round_summary_shows_each_players_numbers(saves_dir, size):
    match = net_before_last_trick("Ann,bot:Bob,bot:Cy,bot:Di", seed=4)
    app = make_app(saves_dir, match)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await press_until(pilot, lambda: isinstance(app.screen, RoundSummaryScreen))
        await settle(pilot)
        record = match.state.history[0]
        box = app.screen.query_one("Vertical")
        text = region_text(app, box)
        assert f"Round 1 of {match.state.rounds}" in text
        assert "Press Enter to go on" in text
        rows = region_text(app, app.screen.query_one("#summary")).splitlines()
        for seat, info in enumerate(match.seats):
            [row] = [r for r in rows if f" {info.name} " in r]
            numbers = re.findall(r"[+-]?\d+", row)
            expected = [record.tricks[seat], record.loot[seat], record.points[seat]]
            assert [int(n) for n in numbers] == [*expected, record.points[seat]], row
            assert " AB"[record.teams[seat] + 1] in row  # four players: teams
        # Sized to its content: inside the terminal, narrower than it.
        assert box.region.right <= size[0] and box.region.bottom <= size[1]
        assert box.region.width < size[0] - 10
        # the running totals as a chart: beside the table when tall, else on C
        chart_title = "Running total after each round"
        if size[1] < RoundSummaryScreen.BOTH_FROM_HEIGHT:
            assert chart_title not in text and "C for the chart of the totals" in text
            await pilot.press("c")
            await settle(pilot)
            text = region_text(app, box)
            assert f"Round 1 of {match.state.rounds}" not in text
            assert "C for the table" in text
        assert chart_title in text
        for info in match.seats:
            assert info.name in text  # the legend names every player
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_round_summary_takes_the_chart_key_as_it_is_written(saves_dir):
    """The hint says "C for the chart": Shift+C, as written, switches too."""
    match = net_before_last_trick("Ann,bot:Bob", seed=8)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await press_until(pilot, lambda: isinstance(app.screen, RoundSummaryScreen))
        await settle(pilot)
        box = app.screen.query_one("Vertical")
        assert "C for the chart of the totals" in region_text(app, box)
        await pilot.press("C")
        await settle(pilot)
        text = region_text(app, box)
        assert "Running total after each round" in text and "C for the table" in text


# -- 2. help and rules scroll ---------------------------------------------------
def last_word(markdown: str) -> str:
    line = [line for line in markdown.splitlines() if line.strip()][-1]
    return re.findall(r"[A-Za-z]{3,}", line)[-1]


async def end_shows_last_line(pilot, screen: HelpScreen) -> None:
    panel = screen.focused
    assert isinstance(panel, HelpPanel), "the focus starts inside the panel"
    await pilot.press("end")
    await pilot.wait_for_scheduled_animations()
    await settle(pilot)
    shown = [r for r in region_text(pilot.app, panel).splitlines() if r.strip()]
    assert last_word(panel.text) in " ".join(shown[-3:]), shown[-3:]


@pytest.mark.parametrize("size", SIZES)
async def test_help_tabs_scroll_to_their_last_line(saves_dir, size):
    app = make_app(saves_dir, net_match("Ann,bot:Bob"))
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        for _ in range(3):  # what can I do now? -> keys -> rules
            await end_shows_last_line(pilot, screen)
            await pilot.press("right")
            await settle(pilot)
        await pilot.press("left")  # back from "what can I do now?" to the rules
        await settle(pilot)
        rules = app.focused
        assert rules.text == rules_text("net")
        # Page Down and Home move through the rules too.
        await pilot.press("home", "pagedown")
        await pilot.wait_for_scheduled_animations()
        assert rules.scroll_y > 0


async def test_menu_rules_scroll_by_keys_and_mouse_wheel(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("r", "enter")  # Rules, then the first game (NΣT!)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, HelpScreen)
        panel = screen.focused
        assert isinstance(panel, HelpPanel)
        assert "NΣT!" in region_text(app, panel)
        for _ in range(3):
            panel.post_message(events.MouseScrollDown(panel, 2, 2, 0, 1, 0, False, False, False))
            await settle(pilot)
        assert panel.scroll_y > 0
        await pilot.press("down")
        await settle(pilot)
        await end_shows_last_line(pilot, screen)


async def test_fluxx_card_list_scrolls_to_the_last_card(saves_dir):
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe", bot=True)], seed=2)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        await pilot.press("right")  # What can I do now? -> Cards
        await settle(pilot)
        panel = app.focused
        assert (
            isinstance(panel, HelpPanel) and "all 100 cards" in panel.text
        ) or "cards" in panel.text
        await end_shows_last_line(pilot, app.screen)


def test_rules_command_prints_one_game(capsys):
    from nifty_table.cli.main import main

    assert main(["rules", "net"]) == 0
    out = capsys.readouterr().out
    assert "NΣT!" in out and last_word(rules_text("net")) in out
    assert "[" not in out.splitlines()[0]  # plain text, no markup
    assert main(["rules", "chess"]) == 2
    assert "chess" in capsys.readouterr().err
    assert main(["rules"]) == 0
    assert "firefly-fluxx" in capsys.readouterr().out


# -- 3. the log after a curtain ---------------------------------------------------
def newest_line_visible(app, table: TableScreen) -> bool:
    assert app.screen is table, app.screen
    newest = table.transcript.lines_for(table.viewer)[-1]
    log = table.query_one("#log-scroll")
    rows = [row for row in region_text(app, log).splitlines() if row.strip("│╰╯─ ")]
    assert rows, (log.region, region_text(app, log))
    return last_word(newest) in " ".join(rows[-3:])


@pytest.mark.parametrize("size", SIZES)
async def test_after_a_curtain_the_log_ends_with_the_newest_line_and_a_recap(saves_dir, size):
    """Six Fluxx turns between two people: each curtain tells the next one
    what happened since their last turn; once it lifts, the log ends with
    the newest line."""
    seats = [Seat(name="Mal"), Seat(name="Zoe")]
    match = Match.new("firefly-fluxx", seats, seed=9)
    app = make_app(saves_dir, match)
    recaps = 0
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        table = app.screen_stack[1]
        for _ in range(80):
            if match.state.turn_no >= 6 or match.result() is not None:
                break
            if isinstance(app.screen, CurtainScreen):
                recap = app.screen.query("#recap")
                if recap:
                    recaps += 1
                    text = region_text(app, recap.first())
                    assert text.strip().startswith("Since your last turn")
                    public = [x for x in table.transcript.lines_for(None) if x[0] != "—"]
                    assert public[-1][:30] in text  # the newest public line
                    assert "(you)" not in text and "You drew" not in text  # nothing private
                await pilot.press("enter")
                await settle(pilot, 2)
                assert newest_line_visible(app, table)
            else:
                await pilot.press("enter")
                await settle(pilot, 2)
        assert match.state.turn_no >= 6 or match.result() is not None
    assert recaps >= 4, recaps


async def test_the_log_stays_where_the_player_scrolled(saves_dir):
    match = net_match("Ann,bot:Bob", seed=6)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        table = app.screen
        log = table.query_one("#log-scroll")
        for _ in range(12):  # enough lines to scroll
            await pilot.press("enter")
            await settle(pilot, 2)
        assert log.max_scroll_y > 0 and log.is_vertical_scroll_end
        for _ in range(4):
            log.post_message(events.MouseScrollUp(log, 2, 2, 0, -1, 0, False, False, False))
            await settle(pilot)
        where = log.scroll_y
        assert where < log.max_scroll_y
        await pilot.press("enter")  # a move adds lines; the reader keeps the place
        await settle(pilot, 3)
        assert log.scroll_y == where


# -- 4. a resumed game shows one curtain ----------------------------------------
def saved_two_player_game(game_id: str, folder) -> tuple[Match, object]:
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=11)
    rng = Rng.from_seed(11)
    for _ in range(12):
        match.apply(rng.choice(match.legal_actions()))
    path = saves.new_path(folder, game_id)
    saves.save(match, path)
    return match, path


def curtains(app) -> int:
    return sum(isinstance(s, CurtainScreen) for s in app.screen_stack)


@pytest.mark.parametrize("game_id", ["net", "firefly-fluxx", "cartoon-network-fluxx"])
@pytest.mark.parametrize("how", ["load FILE", "continue", "load screen"])
async def test_a_resumed_game_shows_one_curtain(saves_dir, game_id, how):
    _, path = saved_two_player_game(game_id, saves_dir)
    if how == "load FILE":
        app = make_app(saves_dir, saves.load(path), save_path=path)
    else:
        app = make_app(saves_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        if how == "continue":
            await pilot.press("c")
        elif how == "load screen":
            await pilot.press("l")
            await settle(pilot)
            await pilot.press("enter")
        await settle(pilot, 5)
        assert curtains(app) == 1
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


# -- snapshots of the changed screens (fixed seeds and sizes) --------------------
SNAP_FOLDER = "nifty-table-game-night-snapshots"


@pytest.fixture
def snap_dir(tmp_path_factory):
    return tmp_path_factory.mktemp(SNAP_FOLDER)


@pytest.mark.parametrize("size", SIZES)
def test_round_summary_snapshot(snap_compare, snap_dir, size):
    app = make_app(snap_dir, net_before_last_trick("Ann,bot:Bob,bot:Cy,bot:Di", seed=4))

    async def to_the_summary(pilot):
        await settle(pilot)
        await press_until(pilot, lambda: isinstance(app.screen, RoundSummaryScreen))
        await settle(pilot)

    assert snap_compare(app, run_before=to_the_summary, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_help_rules_end_snapshot(snap_compare, snap_dir, size):
    app = make_app(snap_dir, net_match("Ann,bot:Bob", seed=3))

    async def rules_at_the_end(pilot):
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        await pilot.press("left", "end")
        await pilot.wait_for_scheduled_animations()
        await settle(pilot)

    assert snap_compare(app, run_before=rules_at_the_end, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_curtain_with_recap_snapshot(snap_compare, snap_dir, size):
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe")], seed=9)
    app = make_app(snap_dir, match)

    async def second_curtain_for_mal(pilot):
        await settle(pilot)
        for _ in range(80):
            screen = app.screen
            if isinstance(screen, CurtainScreen) and screen.recap and screen.player == "Mal":
                break
            await pilot.press("enter")
            await settle(pilot, 2)

    assert snap_compare(app, run_before=second_curtain_for_mal, terminal_size=size)
