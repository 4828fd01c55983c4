"""Match history in SQLite: recorded once, counted right, never blocking play."""

from __future__ import annotations

import sqlite3

import pytest

from nifty_table.engine import history, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.history import History, HistoryError
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


def finished(names: list[str], seed: int, game: str = "net") -> Match:
    """A whole random game between the named seats."""
    match = Match.new(game, [Seat(name=n) for n in names], seed=seed)
    rng = Rng.from_seed(seed)
    while match.result() is None:
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_a_finished_game_is_recorded_once_even_after_a_reload(tmp_path):
    match = finished(["Ann", "Bob"], 3)
    save = tmp_path / "net-game.json"
    saves.save(match, save)
    db = history.history_path(tmp_path)
    with History(db) as h:
        assert h.record(match, save) is True
    reloaded = saves.load(save)
    with History(db) as h:
        assert h.record(reloaded, save) is False
        stats = h.stats()
    ann = stats.players["net"]["Ann"]
    assert ann.played == 1
    assert len(stats.last_games) == 1
    record = stats.last_games[0]
    assert record.save_file == str(save)
    assert [s["name"] for s in record.seats] == ["Ann", "Bob"]
    assert [s["score"] for s in record.seats] == match.result().scores


def test_wins_rates_streaks_and_head_to_head(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        winners = []
        for seed in range(6):
            match = finished(["Ann", "Bob"], seed)
            h.record(match)
            winners.append({match.seats[w].name for w in match.result().winners})
        stats = h.stats("net")
    ann, bob = stats.players["net"]["Ann"], stats.players["net"]["Bob"]
    assert ann.played == bob.played == 6
    assert ann.wins == sum("Ann" in w for w in winners)
    assert ann.win_rate == pytest.approx(ann.wins / 6)
    best = run = 0
    for w in winners:
        run = run + 1 if "Ann" in w else 0
        best = max(best, run)
    assert ann.best_streak == best
    solo_ann = sum(w == {"Ann"} for w in winners)
    assert stats.head_to_head["net"].get(("Ann", "Bob"), 0) == solo_ann
    data = stats.as_json()
    assert {p["name"] for p in data["players"]["net"]} == {"Ann", "Bob"}


def test_stats_filter_by_game(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        h.record(finished(["Ann", "Bob"], 1))
        h.record(finished(["Ann", "Cy"], 2, game="cartoon-network-fluxx"))
        assert set(h.stats().players) == {"net", "cartoon-network-fluxx"}
        assert set(h.stats("net").players) == {"net"}
        assert h.stats("nirds").players == {}


def test_an_unfinished_game_is_refused(tmp_path):
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    with History(tmp_path / "h.sqlite3") as h, pytest.raises(ValueError):
        h.record(match)


def test_a_damaged_database_is_reported_not_raised_raw(tmp_path):
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(HistoryError, match="cannot be used"):
        History(path)
    assert path.read_bytes() == b"this is not a database" * 100


def test_a_locked_database_is_reported(tmp_path):
    path = tmp_path / "h.sqlite3"
    History(path).db.close()
    blocker = sqlite3.connect(path)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with History(path, timeout=0.05) as h, pytest.raises(HistoryError):
            h.record(finished(["Ann", "Bob"], 1))
    except HistoryError:
        pass  # refusing at open is fine too: the point is a clear error, no hang
    finally:
        blocker.rollback()
        blocker.close()


def test_wal_mode_and_schema_version(tmp_path):
    with History(tmp_path / "h.sqlite3") as h:
        assert h.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert h.db.execute("PRAGMA user_version").fetchone()[0] == history.SCHEMA_VERSION


def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "h.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {history.SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(HistoryError, match="newer"):
        History(path)


def test_started_time_survives_a_save(tmp_path):
    match = finished(["Ann", "Bob"], 4)
    save = tmp_path / "x.json"
    saves.save(match, save)
    assert saves.load(save).started_at == match.started_at
