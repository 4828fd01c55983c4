"""Match history: every finished game, kept in an SQLite database.

One row per finished match (keyed by its match id, so recording the same
game again - after a reload, say - changes nothing) and one row per seat.
The schema carries its version in `PRAGMA user_version` and is brought up
to date by the migrations below, in order. A damaged or locked database is
reported as a `HistoryError`; callers show it and go on playing.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

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


@dataclass
class PlayerStats:
    name: str
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


@dataclass
class Stats:
    game: str | None
    players: dict[str, dict[str, PlayerStats]]  # game id -> player name -> stats
    head_to_head: dict[str, dict[tuple[str, str], int]]  # game -> (winner, loser) -> times
    last_games: list[GameRecord]

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": {
                game: [
                    {
                        "name": p.name,
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
        result = match.result()
        if result is None:
            raise ValueError("only a finished game goes into the history")
        started = getattr(match, "started_at", None)
        row = (
            match.match_id,
            match.game_id,
            match.game.title,
            json.dumps(match.options.model_dump(mode="json"), sort_keys=True),
            match.summary(),
            result.summary,
            result.cooperative,
            started.isoformat(timespec="seconds") if started else None,
            datetime.now(UTC).isoformat(timespec="seconds"),
            str(save_file) if save_file else None,
        )
        try:
            with self.db:
                cursor = self.db.execute(
                    "INSERT OR IGNORE INTO matches VALUES (?,?,?,?,?,?,?,?,?,?)", row
                )
                if cursor.rowcount == 0:
                    return False
                for seat, info in enumerate(match.seats):
                    score = result.scores[seat] if result.scores else None
                    won = seat in result.winners or result.cooperative == "won"
                    self.db.execute(
                        "INSERT INTO seats VALUES (?,?,?,?,?,?)",
                        (match.match_id, seat, info.name, int(info.bot), score, int(won)),
                    )
        except sqlite3.Error as exc:
            raise HistoryError(f"the game could not be recorded: {exc}") from None
        return True

    # -- reading -----------------------------------------------------------
    def stats(self, game: str | None = None, last: int = 10) -> Stats:
        try:
            return self._stats(game, last)
        except sqlite3.Error as exc:
            raise HistoryError(f"the match history cannot be read: {exc}") from None

    def _stats(self, game: str | None, last: int) -> Stats:
        where, args = ("WHERE m.game = ?", (game,)) if game else ("", ())
        rows = self.db.execute(
            "SELECT m.match_id, m.game, s.name, s.winner FROM matches m "
            f"JOIN seats s USING (match_id) {where} ORDER BY m.ended_at, m.rowid, s.seat",
            args,
        ).fetchall()
        players: dict[str, dict[str, PlayerStats]] = {}
        for _, game_id, name, winner in rows:
            p = players.setdefault(game_id, {}).setdefault(name, PlayerStats(name))
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
        return Stats(game, players, head, self._last_games(where, args, last))

    def _last_games(self, where: str, args: tuple, last: int) -> list[GameRecord]:
        matches = self.db.execute(
            "SELECT match_id, game, title, ended_at, outcome, progress, save_file "
            f"FROM matches m {where} ORDER BY ended_at DESC, rowid DESC LIMIT ?",
            (*args, last),
        ).fetchall()
        records = []
        for match_id, *rest in matches:
            record = GameRecord(match_id, *rest)
            for seat, name, bot, score, winner in self.db.execute(
                "SELECT seat, name, bot, score, winner FROM seats WHERE match_id = ? ORDER BY seat",
                (match_id,),
            ):
                record.seats.append(
                    {
                        "seat": seat,
                        "name": name,
                        "bot": bool(bot),
                        "score": score,
                        "winner": bool(winner),
                    }
                )
            records.append(record)
        return records


def _by_match(rows: Iterable[tuple]) -> list[list[tuple]]:
    groups: dict[str, list[tuple]] = {}
    for row in rows:
        groups.setdefault(row[0], []).append(row)
    return list(groups.values())
