"""One save, one window, checked with real processes: a live holder keeps
others out, a dead one's lock is taken over, and a write never replaces a
file that changed underneath it."""

from __future__ import annotations

import os
import signal

import pytest
from second_window import close, open_window, play_one_move

from nifty_table.engine import save_lock, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


@pytest.fixture
def save(tmp_path):
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=2)
    rng = Rng.from_seed(2)
    for _ in range(6):
        match.apply(rng.choice(match.legal_actions()))
    path = tmp_path / "net-game.json"
    saves.save(match, path)
    yield path
    save_lock.release(path)


def test_a_live_window_keeps_the_save_and_a_dead_ones_lock_is_taken_over(save):
    other = open_window(save)
    try:
        assert other.stdout.readline().strip() == "held"
        assert save_lock.holder(save).pid == other.pid
        with pytest.raises(
            save_lock.SaveLocked, match=f"open in another window .process {other.pid}"
        ):
            save_lock.hold(save)
        mine = saves.load(save)
        mine.apply(mine.legal_actions()[0])
        before = save.read_bytes()
        with pytest.raises(saves.SaveError, match="open in another window"):
            saves.save(mine, save)
        assert save.read_bytes() == before
        os.kill(other.pid, signal.SIGKILL)  # a crash: its lock stays behind
        other.wait(timeout=20)
    finally:
        close(other)
    assert save_lock.lock_path(save).exists()
    assert save_lock.holder(save) is None  # its process is gone: a stale lock
    save_lock.hold(save)
    assert save_lock.holder(save) is None and f'"pid": {os.getpid()}' in (
        save_lock.lock_path(save).read_text()
    )
    saves.save(mine, save)  # the file is as this window read it: the save goes ahead
    save_lock.release(save)
    assert not save_lock.lock_path(save).exists()


def test_a_window_that_quits_gives_the_save_back(save):
    other = open_window(save)
    assert other.stdout.readline().strip() == "held"
    close(other)
    assert not save_lock.lock_path(save).exists()


def test_of_windows_opening_at_once_exactly_one_plays(save):
    windows = [open_window(save) for _ in range(4)]
    try:
        answers = sorted(w.stdout.readline().strip() for w in windows)
    finally:
        for w in windows:
            close(w)
    assert answers == ["held", "lost", "lost", "lost"]


def test_a_write_never_replaces_a_file_changed_underneath(save):
    """Another process (one that ignores the lock: an older version, another
    machine) saves a move; this window's next save is refused, not lost."""
    mine = saves.load(save)
    other = open_window(save)
    try:
        assert other.stdout.readline().strip() == "held"
        play_one_move(other)
    finally:
        close(other)
    theirs = save.read_bytes()
    mine.apply(mine.legal_actions()[0])
    with pytest.raises(saves.SaveError, match="changed since this window last read or wrote it"):
        saves.save(mine, save)
    assert save.read_bytes() == theirs  # the other window's move survives in the save
    again = saves.load(save)  # reading it again is the way on
    again.apply(again.legal_actions()[0])
    saves.save(again, save)
    assert len(saves.load(save).actions) == 8


# -- a refused save kept under a new name --------------------------------------
def test_save_under_new_name_writes_a_held_file_of_its_own(tmp_path):
    from nifty_table.engine.save_as import save_under_new_name

    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    refused = tmp_path / "net-game.json"
    saves.save(match, refused)
    first_id = match.match_id
    path = save_under_new_name(match, tmp_path)
    assert path != refused and path.parent == tmp_path
    assert saves.load(path).match_id == match.match_id != first_id
    assert save_lock.lock_path(path).exists()  # this window plays it now
    save_lock.release(path)


def test_save_under_new_name_that_fails_leaves_the_match_as_it_was(tmp_path):
    from nifty_table.engine.save_as import save_under_new_name

    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    saves.save(match, tmp_path / "net-game.json")
    before = match.match_id, match.file_stamp
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    with pytest.raises(OSError):
        save_under_new_name(match, not_a_folder)
    assert (match.match_id, match.file_stamp) == before
