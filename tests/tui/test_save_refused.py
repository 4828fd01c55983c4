"""A save refused while playing (another window holds the file, or it changed
since): leaving says the moves since are not saved and offers a new file,
never writing over the one that was refused."""

from __future__ import annotations

from second_window import close, open_window
from tui_helpers import make_app, net_match, notifications, screen_text, settle, visible_text

from nifty_table.engine import save_lock, saves
from nifty_table.tui.screens.menu import MenuScreen
from nifty_table.tui.screens.table import TableScreen


def a_save(saves_dir):
    match = net_match("Ann,Bob", seed=4)
    path = saves_dir / "net-game.json"
    saves.save(match, path)
    return match, path


def said(app) -> str:
    """The dialog's words, as one line (the screen wraps them)."""
    return " ".join(visible_text(app.screen.query_one("#unsaved-text")).split())


def other_files(saves_dir, path):
    return [p for p in saves.save_files.candidates(saves_dir) if p != path]


async def test_quit_after_a_refused_save_offers_a_new_file_and_keeps_the_moves(saves_dir):
    match, path = a_save(saves_dir)
    first_id = match.match_id
    app = make_app(saves_dir, match, save_path=path, curtain=False)
    other = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            # Another window takes the game over (its lock was lost here).
            save_lock.lock_path(path).unlink()
            other = open_window(path)
            assert other.stdout.readline().strip() == "held"
            await pilot.press("enter")  # Ann picks a character: the autosave is refused
            await settle(pilot)
            assert len(match.actions) == 1
            await pilot.press("ctrl+q")
            await settle(pilot)
            text = screen_text(app)
            assert "The game is saved" not in text
            assert "The moves since then are not saved." in said(app)
            assert "it is open in another window (process" in said(app)
            assert "Save under a new name (s)" in text
            assert "Quit without saving (d)" in text and "Cancel (Esc)" in text
            await pilot.press("s")
            await settle(pilot)
            assert not app.is_running
        assert len(saves.load(path).actions) == 0  # the held file is left as it was
        (new,) = other_files(saves_dir, path)
        kept = saves.load(new)
        assert len(kept.actions) == 1
        assert kept.match_id != first_id  # a game of its own from here on
        assert new.name.startswith("net-")
    finally:
        if other is not None:
            close(other)


async def test_menu_after_a_file_changed_elsewhere_asks_and_cancel_stays(saves_dir):
    match, path = a_save(saves_dir)
    app = make_app(saves_dir, match, save_path=path, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        elsewhere = saves.load(path)  # another program writes the file meanwhile
        saves.save(elsewhere, path)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        assert "the file changed since this window last read" in said(app)
        assert "The moves since then are not saved." in said(app)
        assert "Back to the menu without saving (d)" in screen_text(app)
        await pilot.press("escape")  # Cancel: back at the table, nothing lost
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and len(match.actions) == 1
        await pilot.press("ctrl+q")  # quitting asks the same, not "saved"
        await settle(pilot)
        assert "Quit without saving (d)" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        await pilot.press("d")  # leave without saving
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
    assert len(saves.load(path).actions) == 0
    assert other_files(saves_dir, path) == []


async def test_saved_under_a_new_name_from_the_menu_it_is_what_continue_opens(saves_dir):
    match, path = a_save(saves_dir)
    app = make_app(saves_dir, match, save_path=path, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        saves.save(saves.load(path), path)  # changed elsewhere: the next save is refused
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("m", "s")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        (new,) = other_files(saves_dir, path)
        assert f"Saved under a new name: {new.name}" in notifications(app)
        await pilot.press("c")  # Continue: the newest unfinished game
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.screen.save_path == new and len(app.screen.table._match.actions) == 1
