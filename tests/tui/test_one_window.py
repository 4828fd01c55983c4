"""One save, one window, on screen: a game another process is playing is
offered to watch read-only (following its moves) or to leave."""

from __future__ import annotations

from second_window import close, open_window, play_one_move
from textual.widgets import Static
from tui_helpers import make_app, net_match, screen_text, settle, visible_text

from nifty_table.engine import save_lock, saves
from nifty_table.engine.rng import Rng
from nifty_table.tui.screens import open_elsewhere
from nifty_table.tui.screens.menu import MenuScreen
from nifty_table.tui.screens.replay_table import ReplayControls
from nifty_table.tui.screens.table import TableScreen


def a_save(saves_dir, moves: int = 6):
    match = net_match("Ann,Bob", seed=4)
    rng = Rng.from_seed(4)
    for _ in range(moves):
        match.apply(rng.choice(match.legal_actions()))
    path = saves_dir / "net-game.json"
    saves.save(match, path)
    return path


async def test_a_game_open_in_another_window_is_watched_not_played(saves_dir, monkeypatch):
    monkeypatch.setattr(open_elsewhere, "FOLLOW_SECONDS", 0.1)
    path = a_save(saves_dir)
    other = open_window(path)
    try:
        assert other.stdout.readline().strip() == "held"
        app = make_app(saves_dir)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("c")  # Continue: the newest unfinished game is that one
            await settle(pilot)
            text = screen_text(app)
            assert "NΣT! (Ann, Bob) is open in another window" in text
            assert f"(process {other.pid})" in text
            assert "Watch read-only (w)" in text and "Leave (Esc)" in text
            await pilot.press("w")
            await settle(pilot)
            assert isinstance(app.screen, ReplayControls)  # the replay viewer, not a live table
            assert save_lock.holder(path).pid == other.pid  # the other window keeps it
            top = visible_text(app.screen.query_one("#topbar", Static))
            assert "Replay · NΣT! · step 6 of 6" in top
            play_one_move(other)  # the other window plays on ...
            for _ in range(30):  # ... and this one follows
                await pilot.pause(0.1)
                top = visible_text(app.screen.query_one("#topbar", Static))
                if "step 7 of 7" in top:
                    break
            assert "step 7 of 7" in top
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, MenuScreen)
    finally:
        close(other)
    assert len(saves.load(path).actions) == 7  # only the other window wrote


async def test_leave_keeps_out_and_the_game_opens_once_the_other_window_quits(saves_dir):
    path = a_save(saves_dir)
    other = open_window(path)
    try:
        assert other.stdout.readline().strip() == "held"
        app = make_app(saves_dir)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("c")
            await settle(pilot)
            assert "is open in another window" in screen_text(app)
            await pilot.press("escape")  # leave
            await settle(pilot)
            assert isinstance(app.screen, MenuScreen)
            close(other)  # the other window quits: the save is free
            await pilot.press("c")
            await settle(pilot)
            assert any(isinstance(screen, TableScreen) for screen in app.screen_stack)
            assert save_lock.lock_path(path).exists()  # now this window holds it
            await pilot.press("m")  # back to the menu gives it back
            await settle(pilot)
            assert not save_lock.lock_path(path).exists()
    finally:
        close(other)
