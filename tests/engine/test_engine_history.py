"""Match history in SQLite: recorded once, counted right, never blocking play."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, date, datetime

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


# -- a game is never lost: the queue, the real end time, damaged rows, filters --
def _lock(path):
    """Another window holding the database's write lock."""
    History(path).db.close()
    blocker = sqlite3.connect(path)
    blocker.execute("BEGIN EXCLUSIVE")
    return blocker


def test_a_game_ending_while_the_history_is_locked_is_recorded_later_with_its_end(tmp_path):
    match = finished(["Ann", "Bob"], 5)
    match.ended_at = datetime(2025, 3, 4, 5, 6, 7, tzinfo=UTC)  # it ended then
    path = history.history_path(tmp_path)
    blocker = _lock(path)
    try:
        problem = history.record_or_queue(match, tmp_path)
    finally:
        blocker.rollback()
        blocker.close()
    assert problem is not None and "recorded later" in problem
    assert history.queue_path(path).exists()
    with History(path) as h:  # the next opening takes the queue in
        stats = h.stats()
    assert [r.match_id for r in stats.last_games] == [match.match_id]
    assert stats.last_games[0].ended_at == "2025-03-04T05:06:07+00:00"
    assert not history.queue_path(path).exists()


def test_a_game_ending_while_the_history_is_damaged_waits_until_it_is_repaired(tmp_path):
    path = history.history_path(tmp_path)
    path.write_bytes(b"not a database" * 200)
    match = finished(["Ann", "Bob"], 6)
    assert "recorded later" in history.record_or_queue(match, tmp_path)
    with pytest.raises(HistoryError):
        History(path)  # still damaged: the queue stays
    assert history.queue_path(path).exists()
    path.unlink()  # the player removes the damaged file
    with History(path) as h:
        assert h.stats().players["net"]["Ann"].played == 1


def test_reopening_a_finished_save_records_when_it_ended_not_when_it_was_reopened(tmp_path):
    match = finished(["Ann", "Bob"], 7)
    save = tmp_path / "net-game.json"
    saves.save(match, save)
    data = json.loads(save.read_text())
    assert data["ended_at"] == match.ended_at.isoformat()
    data["ended_at"] = "2025-01-02T03:04:05+00:00"
    save.write_text(json.dumps(data))
    assert history.record_or_queue(saves.load(save), tmp_path, save) is None
    # A finished save from before the end time was kept: its saved time stands in.
    del data["ended_at"]
    data["match_id"], data["saved_at"] = "0123456789abcdef", "2024-06-07T08:09:10+00:00"
    save.write_text(json.dumps(data))
    assert history.record_or_queue(saves.load(save), tmp_path, save) is None
    with History(history.history_path(tmp_path)) as h:
        ends = sorted(r.ended_at for r in h.stats().last_games)
    assert ends == ["2024-06-07T08:09:10+00:00", "2025-01-02T03:04:05+00:00"]


def _damage(path) -> None:
    """Rows a damaged or hand-edited database could hold."""
    db = sqlite3.connect(path)
    with db:
        for match_id, game, ended, name in (
            ("m-unknown", "chess", "2025-01-01T10:00:00+00:00", "Ann"),
            ("m-date", "net", "last tuesday", "Ann"),
            ("m-name", "net", "2025-01-01T10:00:00+00:00", ""),
            ("m-blob", "net", "2025-01-01T10:00:00+00:00", b"\xff"),
        ):
            db.execute(
                "INSERT INTO matches VALUES (?,?,?,?,?,?,?,?,?,?)",
                (match_id, game, "T", "{}", "", "", None, None, ended, None),
            )
            db.execute("INSERT INTO seats VALUES (?,?,?,?,?,?)", (match_id, 0, name, 0, 1, 1))
    db.close()


def test_damaged_rows_are_skipped_and_counted(tmp_path):
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        h.record(finished(["Ann", "Bob"], 8))
    _damage(path)
    with History(path) as h:
        stats = h.stats()
    assert stats.skipped == 4
    assert stats.players["net"]["Ann"].played == 1  # the good game still counts
    assert len(stats.last_games) == 1
    assert stats.as_json()["skipped_damaged"] == 4


def test_people_only_and_a_date_range(tmp_path):
    path = tmp_path / "h.sqlite3"
    ends = {}
    with History(path) as h:
        for seed, day in ((1, 3), (2, 10), (3, 20)):
            match = Match.new("net", [Seat(name="Ann"), Seat(name="Cy", bot=True)], seed=seed)
            rng = Rng.from_seed(seed)
            while match.result() is None:
                match.apply(rng.choice(match.legal_actions()))
            match.ended_at = datetime(2025, 5, day, 12, tzinfo=UTC)
            ends[day] = match.match_id
            h.record(match)
        everyone = h.stats()
        people = h.stats(filters=history.Filters(people_only=True))
        may = h.stats(filters=history.Filters(since=date(2025, 5, 5), until=date(2025, 5, 15)))
    assert everyone.players["net"]["Cy"].bot is True
    assert everyone.players["net"]["Cy"].played == 3
    assert people.players == {}  # games among people only: Cy sat in each
    assert people.head_to_head.get("net", {}) == {}
    assert people.last_games == [] and len(everyone.last_games) == 3  # Cy sat in each
    assert [r.match_id for r in may.last_games] == [ends[10]]
    assert may.players["net"]["Ann"].played == 1


def test_cli_stats_on_a_broken_history_says_so_in_json(tmp_path, capsys):
    from nifty_table.cli.main import main

    history.history_path(tmp_path).write_bytes(b"not a database" * 200)
    assert main(["--saves", str(tmp_path), "stats", "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert "cannot be used" in data["error"] and data["history"].endswith("history.sqlite3")


def test_cli_stats_skips_damaged_rows_and_marks_computers(tmp_path, capsys):
    from nifty_table.cli.main import main

    path = history.history_path(tmp_path)
    with History(path) as h:
        match = Match.new("net", [Seat(name="Ann"), Seat(name="Cy", bot=True)], seed=1)
        rng = Rng.from_seed(1)
        while match.result() is None:
            match.apply(rng.choice(match.legal_actions()))
        h.record(match)
    _damage(path)
    assert main(["--saves", str(tmp_path), "stats"]) == 0
    out = capsys.readouterr().out
    assert "4 damaged games in the history left out." in out
    assert "Cy (computer)" in out
    assert main(["--saves", str(tmp_path), "stats", "--people", "--since", "2000-01-01"]) == 0
    out = capsys.readouterr().out
    assert (
        "Counting people only (games with a computer seat left out), "
        "games ended on or after 2000-01-01." in out
    )
    assert "  Ann " not in out and "Cy (computer)" not in out  # Ann played only against Cy
    assert main(["--saves", str(tmp_path), "stats", "--until", "someday"]) == 2
    assert "YYYY-MM-DD" in capsys.readouterr().err
