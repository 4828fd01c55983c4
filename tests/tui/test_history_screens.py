"""Finished games land in the history once; stats, replay and rematch on screen."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import make_app, net_match, region_text, settle, visible_text

from nifty_table.engine.history import History, history_path
from nifty_table.engine.rng import Rng
from nifty_table.tui.screens.end import EndScreen
from nifty_table.tui.screens.replay_table import ReplayControls
from nifty_table.tui.screens.stats import StatsScreen
from nifty_table.tui.screens.table import TableScreen


def finished_match(seed: int = 2):
    match = net_match("Ann,[b]Bob", seed=seed)
    rng = Rng.from_seed(seed)
    while match.result() is None:
        match.apply(rng.choice(match.legal_actions()))
    return match


def text_of(screen, selector: str) -> str:
    return visible_text(screen.query_one(selector, Static))


async def test_end_records_once_and_stats_show_it(saves_dir):
    match = finished_match()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        chart = visible_text(app.screen.query_one("#end-chart"))
        assert "Running total after each round" in chart
        assert "● Ann" in chart and "■ [b]Bob" in chart  # a glyph per line, not colour alone
        app.screen.record()  # a second time, as after a reload: still one game
        with History(history_path(saves_dir)) as db:
            stats = db.stats()
        assert stats.players["net"]["Ann"].played == 1
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        summary = text_of(app.screen, "#summary")
        assert "Ann" in summary and "[b]Bob" in summary and "Win rate" in summary
        await pilot.press("enter")
        await settle(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayControls)
        top = text_of(replay, "#topbar")
        assert f"Replay · NΣT! · step 0 of {len(match.actions)}" in top
        await pilot.press("right", "right", "right")
        await settle(pilot)
        assert "step 3 of" in text_of(replay, "#topbar")
        log = text_of(replay, "#log")
        assert "1. Ann:" in log and "3. Ann:" in log
        assert "Ann:" in text_of(replay, "#prompt")
        await pilot.press("end")
        await settle(pilot)
        assert f"step {len(match.actions)} of" in text_of(replay, "#topbar")
        hand_before = text_of(replay, "#seats")
        await pilot.press("tab")
        await settle(pilot)
        assert "[b]Bob" in text_of(replay, "#prompt")  # now watching Bob's side
        assert hand_before  # the seats panel is drawn on the replay table
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)


async def test_rematch_keeps_seats_and_options_with_a_new_deal(saves_dir):
    match = finished_match()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        await pilot.press("r")
        await settle(pilot)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert [s.name for s in table.table._match.seats] == ["Ann", "[b]Bob"]
        assert table.table._match.options.board == match.options.board
        assert table.table._match.match_id != match.match_id
        assert table.table._match.result() is None
        # NΣT!: the seat after the last game's first dealer deals now, and the log says so
        first = match.state.history[0].dealer
        assert table.table._match.state.dealer == (first + 1) % 2
        dealer = table.table._match.seats[table.table._match.state.dealer].name
        assert f"{dealer} deals first." in table.table._match.state.log[0]


async def test_a_damaged_history_never_blocks_the_end_screen(saves_dir):
    history_path(saves_dir).write_bytes(b"junk" * 1000)
    match = finished_match()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert "cannot be used" in text_of(app.screen, "#summary")


async def test_statistics_skip_damaged_rows_and_filter_people_and_period(saves_dir):
    import sqlite3

    match = finished_match()  # Ann and [b]Bob, people both
    cy = net_match("Ann,bot:Cy", seed=3)
    rng = Rng.from_seed(3)
    while cy.result() is None:
        cy.apply(rng.choice(cy.legal_actions()))
    with History(history_path(saves_dir)) as db:
        db.record(match)
        db.record(cy)
    db = sqlite3.connect(history_path(saves_dir))
    with db:  # a game this build does not know and a date that is not a date
        for match_id, game, ended in (("x1", "chess", "2025-01-01"), ("x2", "net", "soon")):
            db.execute(
                "INSERT INTO matches VALUES (?,?,?,?,?,?,?,?,?,?)",
                (match_id, game, "T", "{}", "", "", None, None, ended, None),
            )
            db.execute("INSERT INTO seats VALUES (?,?,?,?,?,?)", (match_id, 0, "Zed", 0, 1, 1))
    db.close()
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, StatsScreen)
        summary = text_of(app.screen, "#summary")
        assert "2 damaged games in the history left out." in summary
        assert "Cy (computer)" in summary and "Zed" not in summary
        assert "Counting everyone, games of all time." in text_of(app.screen, "#scope")
        last = region_text(app, app.screen.query_one("#last-games"))
        assert "Cy (computer)" in last and "[b]Bob" in last
        await pilot.press("p")
        await settle(pilot)
        assert "people only" in text_of(app.screen, "#scope")
        summary = text_of(app.screen, "#summary")
        assert "Cy" not in summary and "Ann" in summary
        # The last games keep to the same games: none with a computer seat.
        last = region_text(app, app.screen.query_one("#last-games"))
        assert "Cy" not in last and "Ann, [b]Bob" in last
        await pilot.press("d")
        await settle(pilot)
        assert "games of the last 7 days" in text_of(app.screen, "#scope")
        assert "Ann" in text_of(app.screen, "#summary")  # both games ended just now


async def test_a_game_ending_on_a_locked_history_is_kept_and_shown_later(saves_dir):
    import sqlite3

    History(history_path(saves_dir)).db.close()
    blocker = sqlite3.connect(history_path(saves_dir))
    blocker.execute("BEGIN EXCLUSIVE")  # another window is writing
    match = finished_match()
    app = make_app(saves_dir, match)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, EndScreen)
            notes = [str(n.message) for n in app._notifications]
            assert any("this game is kept and recorded later" in n for n in notes)
            blocker.rollback()  # the other window is done
            await pilot.press("escape")
            await settle(pilot)
            await pilot.press("s")
            await settle(pilot)
            assert "Ann" in text_of(app.screen, "#summary")
    finally:
        blocker.close()


async def test_people_only_counts_the_same_games_in_the_table_and_the_last_games(saves_dir):
    """People only means games among people: Ann's games against a computer
    leave her row as they leave the last games (she played one game with Bob)."""
    with History(history_path(saves_dir)) as db:
        db.record(finished_match())  # Ann and [b]Bob
        for seed in (3, 4):
            cy = net_match("Ann,bot:Cy", seed=seed)
            rng = Rng.from_seed(seed)
            while cy.result() is None:
                cy.apply(rng.choice(cy.legal_actions()))
            db.record(cy)
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)

        def games_of(name: str) -> str:
            row = next(r for r in text_of(app.screen, "#summary").splitlines() if f" {name} " in r)
            return row.replace("│", " ").split()[1]  # Player, then Games

        assert games_of("Ann") == "3"
        await pilot.press("p")
        await settle(pilot)
        assert games_of("Ann") == "1" and games_of("[b]Bob") == "1"
        assert "people only (games with a computer seat left out)" in text_of(app.screen, "#scope")
        last = region_text(app, app.screen.query_one("#last-games"))
        assert last.count("Ann") == 1
