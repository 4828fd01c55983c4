"""Match history: every finished game, kept in an SQLite database.

One row per finished match (keyed by its match id, so recording the same
game again - after a reload, say - changes nothing) and one row per seat.
The schema carries its version in `PRAGMA user_version` and is brought up
to date by the migrations below, in order. A damaged or locked database is
reported as a `HistoryError`; callers show it and go on playing, and the
finished game waits in a queue file beside the database (`record_or_queue`)
until the database can take it: a game is never lost, and it keeps its own
end time. Rows the reader cannot make sense of (a game this build does not
know, a date that is not a date, a player without a name) are skipped and
counted, never a crash.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nifty_table.engine import history_queue, registry
from nifty_table.engine.history_queue import QUEUE_NAME, queue_path

if TYPE_CHECKING:
    from nifty_table.engine.match import Match

FILE_NAME = "history.sqlite3"

# Each entry brings the schema from version i to i + 1. Never edit one that
# has shipped: add the next.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE matches (
        match_id   TEXT PRIMARY KEY,
        game       TEXT NOT NULL,
        title      TEXT NOT NULL,
        options    TEXT NOT NULL,      -- JSON
        progress   TEXT NOT NULL,      -- rounds or turns, as the game words it
        outcome    TEXT NOT NULL,      -- the result's summary line
        cooperative TEXT,              -- 'won' / 'lost' for cooperative games
        started_at TEXT,
        ended_at   TEXT NOT NULL,
        save_file  TEXT
    );
    CREATE TABLE seats (
        match_id TEXT NOT NULL REFERENCES matches(match_id),
        seat     INTEGER NOT NULL,
        name     TEXT NOT NULL,
        bot      INTEGER NOT NULL,
        score    INTEGER,
        winner   INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX matches_by_game ON matches(game, ended_at);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class HistoryError(Exception):
    """The history database cannot be used right now, and why."""


def history_path(saves_dir: Path) -> Path:
    """The database lives in the save folder in use (the user data folder's
    `saves/` by default, or `--saves DIR`), so each folder keeps its own games."""
    return saves_dir / FILE_NAME


@dataclass(frozen=True)
class Filters:
    """Which games and seats the statistics count."""

    game: str | None = None
    people_only: bool = False  # games among people only: none a computer sat in
    since: date | None = None  # the first day counted (local time), inclusive
    until: date | None = None  # the last day counted, inclusive

    def takes(self, ended: datetime) -> bool:
        day = ended.astimezone().date()
        return (self.since is None or day >= self.since) and (
            self.until is None or day <= self.until
        )

    def counts(self, record: GameRecord) -> bool:
        """Whether the figures and the last games take this game: with people
        only, none a computer sat in (a person's record against computers
        would count games the last games leave out)."""
        return not (self.people_only and any(seat["bot"] for seat in record.seats))


@dataclass
class PlayerStats:
    name: str
    bot: bool = False  # this name sat as a computer
    played: int = 0
    wins: int = 0
    best_streak: int = 0
    streak: int = 0  # the current run of wins, while counting

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass
class GameRecord:
    match_id: str
    game: str
    title: str
    ended_at: str
    outcome: str
    progress: str
    save_file: str | None
    seats: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ended(self) -> datetime:
        return _parse_time(self.ended_at)


@dataclass
class Stats:
    game: str | None
    players: dict[str, dict[str, PlayerStats]]  # game id -> player name -> stats
    head_to_head: dict[str, dict[tuple[str, str], int]]  # game -> (winner, loser) -> times
    last_games: list[GameRecord]
    skipped: int = 0  # damaged games left out
    filters: Filters = field(default_factory=Filters)

    def as_json(self) -> dict[str, Any]:
        f = self.filters
        return {
            "game": self.game,
            "people_only": f.people_only,
            "since": f.since.isoformat() if f.since else None,
            "until": f.until.isoformat() if f.until else None,
            "skipped_damaged": self.skipped,
            "players": {
                game: [
                    {
                        "name": p.name,
                        "computer": p.bot,
                        "played": p.played,
                        "wins": p.wins,
                        "win_rate": round(p.win_rate, 3),
                        "longest_streak": p.best_streak,
                    }
                    for p in ranked(rows)
                ]
                for game, rows in self.players.items()
            },
            "head_to_head": {
                game: [{"winner": w, "loser": lo, "times": n} for (w, lo), n in pairs.items()]
                for game, pairs in self.head_to_head.items()
            },
            "last_games": [record.__dict__ for record in self.last_games],
        }


def ranked(rows: dict[str, PlayerStats]) -> list[PlayerStats]:
    return sorted(rows.values(), key=lambda p: (-p.wins, -p.win_rate, p.name.lower()))


class History:
    """An open history database. Use as a context manager."""

    def __init__(self, path: Path, *, timeout: float = 0.5) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(path, timeout=timeout)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except (sqlite3.Error, OSError) as exc:
            raise HistoryError(f"the match history ({path.name}) cannot be used: {exc}") from None
        self.take_queue()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.db.close()

    def _migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError(
                f"the match history was written by a newer nifty-table (schema {version})"
            )
        for number in range(version, SCHEMA_VERSION):
            with self.db:  # one transaction per step: a failed step leaves the old schema
                self.db.executescript(MIGRATIONS[number])
                self.db.execute(f"PRAGMA user_version = {number + 1}")

    # -- writing -----------------------------------------------------------
    def record(self, match: Match, save_file: Path | None = None) -> bool:
        """Record a finished match once; False when it was already there."""
        return self.record_entry(entry_of(match, save_file))

    def record_entry(self, entry: dict[str, Any]) -> bool:
        """Record one entry made by `entry_of` (maybe read back from the queue)."""
        try:
            with self.db:
                cursor = self.db.execute(
                    "INSERT OR IGNORE INTO matches VALUES (?,?,?,?,?,?,?,?,?,?)", entry["match"]
                )
                if cursor.rowcount == 0:
                    return False
                for seat in entry["seats"]:
                    self.db.execute("INSERT INTO seats VALUES (?,?,?,?,?,?)", seat)
        except sqlite3.Error as exc:
            raise HistoryError(f"the game could not be recorded: {exc}") from None
        return True

    def take_queue(self) -> int:
        """Record the games queued while the database could not be used; the
        number recorded. The queue is claimed by renaming it first, so a game
        queued meanwhile by another window goes to a new queue, not lost."""
        queue = queue_path(self.path)
        claimed = queue.with_name(f".{QUEUE_NAME}.{os.getpid()}")
        try:
            os.replace(queue, claimed)
        except OSError:
            return 0  # no queue (the usual case)
        entries, left, recorded = history_queue.read(claimed), [], 0
        for entry in entries:
            try:
                recorded += self.record_entry(entry)
            except (HistoryError, KeyError, TypeError, ValueError):
                left.append(entry)
        for entry in left:
            history_queue.append(queue, entry)
        claimed.unlink(missing_ok=True)
        return recorded

    # -- reading -----------------------------------------------------------
    def stats(
        self, game: str | None = None, last: int = 10, filters: Filters | None = None
    ) -> Stats:
        filters = filters or Filters(game=game)
        try:
            return self._stats(filters, last)
        except sqlite3.Error as exc:
            raise HistoryError(f"the match history cannot be read: {exc}") from None

    def _stats(self, filters: Filters, last: int) -> Stats:
        games, skipped = self._readable_games(filters)
        games = [m for m in games if filters.counts(m)]
        rows = [
            (m.match_id, m.game, s["name"], s["winner"], s["bot"]) for m in games for s in m.seats
        ]
        players: dict[str, dict[str, PlayerStats]] = {}
        for _, game_id, name, winner, bot in rows:
            p = players.setdefault(game_id, {}).setdefault(name, PlayerStats(name))
            p.bot = bot
            p.played += 1
            if winner:
                p.wins += 1
                p.streak += 1
                p.best_streak = max(p.best_streak, p.streak)
            else:
                p.streak = 0
        head: dict[str, dict[tuple[str, str], int]] = {}
        for match_rows in _by_match(rows):
            game_id = match_rows[0][1]
            winners = [r[2] for r in match_rows if r[3]]
            losers = [r[2] for r in match_rows if not r[3]]
            for w in winners:
                for lo in losers:
                    pairs = head.setdefault(game_id, {})
                    pairs[(w, lo)] = pairs.get((w, lo), 0) + 1
        latest = sorted(games, key=lambda m: m.ended, reverse=True)[:last]
        return Stats(filters.game, players, head, latest, skipped, filters)

    def _readable_games(self, filters: Filters) -> tuple[list[GameRecord], int]:
        """The games the filters take, oldest first, and how many damaged ones
        were left out. Read in Python, row by row, because a damaged or
        hand-edited database may hold anything in any column."""
        where, args = ("WHERE game = ?", (filters.game,)) if filters.game else ("", ())
        matches = self.db.execute(
            "SELECT match_id, game, title, ended_at, outcome, progress, save_file "
            f"FROM matches {where} ORDER BY rowid",
            args,
        ).fetchall()
        seats: dict[Any, list[tuple]] = {}
        for row in self.db.execute(
            "SELECT match_id, seat, name, bot, score, winner FROM seats ORDER BY match_id, seat"
        ):
            seats.setdefault(row[0], []).append(row[1:])
        games, skipped = [], 0
        for row in matches:
            record = _record_of(row, seats.get(row[0], []))
            if record is None:
                skipped += 1
            elif filters.takes(record.ended):
                games.append(record)
        games.sort(key=lambda m: m.ended)  # stable: the order recorded breaks ties
        return games, skipped


def entry_of(match: Match, save_file: Path | None = None) -> dict[str, Any]:
    """A finished match as the rows it adds, in plain JSON types (for the queue)."""
    result = match.result()
    if result is None:
        raise ValueError("only a finished game goes into the history")
    started = getattr(match, "started_at", None)
    ended = match.end_time() or datetime.now(UTC)
    seats = []
    for seat, info in enumerate(match.seats):
        score = result.scores[seat] if result.scores else None
        won = seat in result.winners or result.cooperative == "won"
        seats.append([match.match_id, seat, info.name, int(info.bot), score, int(won)])
    return {
        "match": [
            match.match_id,
            match.game_id,
            match.game.title,
            json.dumps(match.options.model_dump(mode="json"), sort_keys=True),
            match.summary(),
            result.summary,
            result.cooperative,
            started.isoformat(timespec="seconds") if started else None,
            ended.isoformat(timespec="seconds"),
            str(save_file) if save_file else None,
        ],
        "seats": seats,
    }


def record_or_queue(match: Match, saves_dir: Path, save_file: Path | None = None) -> str | None:
    """Record a finished match, or queue it when the database cannot take it
    now (locked by another window, damaged): None when recorded, else what to
    tell the player. Games queued earlier go in first."""
    path = history_path(saves_dir)
    entry = entry_of(match, save_file)
    try:
        with History(path) as db:
            db.record_entry(entry)
        return None
    except HistoryError as exc:
        try:
            history_queue.append(queue_path(path), entry)
        except OSError as why:
            return f"Not recorded in the history: {exc}; and it could not be queued ({why})"
        return f"The history cannot be written now ({exc}); this game is kept and recorded later."


def _parse_time(value: Any) -> datetime:
    """An ISO time from the database; ValueError for anything else."""
    if not isinstance(value, str):
        raise ValueError(f"not a time: {value!r}")
    when = datetime.fromisoformat(value)
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _record_of(row: tuple, seat_rows: list[tuple]) -> GameRecord | None:
    """A game from its database rows, or None when they are damaged."""

    match_id, game, title, ended_at, outcome, progress, save_file = row
    try:
        _parse_time(ended_at)
        registry.info(game)
    except (ValueError, KeyError, TypeError, registry.UnknownGame):
        return None
    if not seat_rows or not all(isinstance(v, str) for v in (title, outcome, progress)):
        return None
    record = GameRecord(match_id, game, title, ended_at, outcome, progress, None)
    record.save_file = save_file if isinstance(save_file, str) else None
    for seat, name, bot, score, winner in seat_rows:
        if not isinstance(name, str) or not name.strip():
            return None
        record.seats.append(
            {
                "seat": seat,
                "name": name,
                "bot": bool(bot),
                "score": score if isinstance(score, int) else None,
                "winner": bool(winner),
            }
        )
    return record


def _by_match(rows: Iterable[tuple]) -> list[list[tuple]]:
    groups: dict[str, list[tuple]] = {}
    for row in rows:
        groups.setdefault(row[0], []).append(row)
    return list(groups.values())
