"""Continue (issue 16 item 8): the newest *unfinished* save, checked and opened
exactly as Load opens a file; finished games stay in Load."""

from __future__ import annotations

import json
import os
from pathlib import Path

from screen_reading import notifications
from tui_helpers import make_app, screen_text, settle

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.tui.screens.confirm import ConfirmScreen
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.load import LoadScreen
from nifty_table.tui.screens.menu import MenuScreen
from nifty_table.tui.screens.table import TableScreen


def played(game_id: str, names: list[str], steps: int | None, seed: int = 4) -> Match:
    """A match after `steps` random legal actions; None plays it to the end."""
    match = Match.new(game_id, [Seat(name=n) for n in names], seed=seed)
    rng = Rng.from_seed(seed)
    done = 0
    while match.result() is None and (steps is None or done < steps):
        legal = match.legal_actions()
        match.apply(legal[rng.below(len(legal))])
        done += 1
    return match


def saved(folder: Path, name: str, match: Match, seconds_ago: float) -> Path:
    path = folder / name
    saves.save(match, path)
    t = 1_700_000_000 - seconds_ago
    os.utime(path, (t, t))
    return path


def not_replaying(path: Path) -> None:
    """The log loses its last action: the state no longer follows from it."""
    data = json.loads(path.read_bytes())
    data["actions"] = data["actions"][:-1]
    stamp = path.stat().st_mtime
    path.write_text(json.dumps(data, ensure_ascii=False))
    os.utime(path, (stamp, stamp))


def table_of(app) -> TableScreen | None:
    return next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)


def test_load_latest_unfinished_passes_over_finished_games(tmp_path):
    over = played("nirds", ["Ann"], None)
    going = played("nirds", ["Bob"], 6)
    assert over.result() is not None and going.result() is None
    saved(tmp_path, "older.json", going, 60)
    saved(tmp_path, "newer.json", over, 10)
    assert saves.load_latest(tmp_path)[0].name == "newer.json"
    path, match, skipped = saves.load_latest(tmp_path, unfinished=True)
    assert path.name == "older.json" and match.match_id == going.match_id and not skipped
    assert json.loads((tmp_path / "newer.json").read_bytes())["over"] is True


async def test_continue_opens_the_newest_unfinished_game(saves_dir):
    over = played("nirds", ["Ann"], None)
    going = played("nirds", ["Bob"], 6)
    older = saved(saves_dir, "older.json", going, 60)
    newer = saved(saves_dir, "newer.json", over, 10)
    finished_bytes = newer.read_bytes()
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.5)  # the menu's background check of the Continue line
        text = screen_text(app)
        assert "Continue:" in text and going.summary() in text and "Bob" in text
        await pilot.press("c")
        await settle(pilot)
        table = table_of(app)
        assert table is not None and table.save_path == older
        assert table.table._match.match_id == going.match_id
        assert "Nirds vs Gnomes" in screen_text(app)
        await pilot.press("m")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("l")  # the finished game is still there to load
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert {row.path.name for row in app.screen.rows} == {"older.json", "newer.json"}
    assert newer.read_bytes() == finished_bytes


async def test_continue_with_only_finished_games_says_where_they_are(saves_dir):
    saved(saves_dir, "over.json", played("nirds", ["Ann"], None), 10)
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.pause(0.5)
        assert "No unfinished game to continue" in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and table_of(app) is None


async def ask_on_continue(saves_dir, pilot) -> str:
    await pilot.press("c")
    await settle(pilot)
    assert isinstance(pilot.app.screen, ConfirmScreen)
    return pilot.app.screen.question


async def ask_on_load(saves_dir, pilot) -> str:
    await pilot.press("l")
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)
    assert isinstance(pilot.app.screen, ConfirmScreen)
    return pilot.app.screen.question


async def test_continue_asks_as_load_does_about_a_log_that_does_not_replay(saves_dir):
    path = saved(saves_dir, "net.json", played("net", ["Ann", "Bob"], 30), 10)
    not_replaying(path)
    before = path.read_bytes(), path.stat().st_mtime_ns
    questions = []
    for ask in (ask_on_continue, ask_on_load):
        app = make_app(saves_dir)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            questions.append(await ask(saves_dir, pilot))
            await pilot.press("n")
            await settle(pilot)
            assert table_of(app) is None
            assert any("was not loaded and was left as it is" in n for n in notifications(app))
    on_continue, on_load = questions
    assert on_continue == on_load  # the same check, the same words
    assert "net.json: its action log" in on_continue
    assert "Load the game state as it was saved?" in on_continue
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(p.name for p in saves_dir.iterdir()) == ["net.json"]


async def test_continue_opens_a_log_that_does_not_replay_only_with_consent(saves_dir):
    path = saved(saves_dir, "net.json", played("net", ["Ann", "Bob"], 30), 10)
    not_replaying(path)
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await ask_on_continue(saves_dir, pilot)
        await pilot.press("y")
        await settle(pilot)
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        table = table_of(app)
        assert table is not None and table.save_path == path


async def test_a_late_continue_check_after_the_menu_is_torn_down_is_ignored(saves_dir):
    # The check runs in a thread; its answer can arrive while the app closes,
    # when the menu's widgets are gone but the screen still counts as mounted.
    going = played("nirds", ["Bob"], 6)
    saved(saves_dir, "going.json", going, 60)
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        found = saves.load_latest(saves_dir, unfinished=True)
        await menu.query_one("#menu").remove()
        await menu.query_one("#continue-info").remove()
        assert menu.is_mounted
        menu._confirmed(found)  # must neither raise nor recreate anything
        menu._confirmed(None)
        assert not menu.query("#menu")
