"""`nifty-table stats`: wins, win rates, streaks and head-to-head from the history."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from nifty_table.engine.history import (
    Filters,
    History,
    HistoryError,
    Stats,
    history_path,
    queue_path,
    ranked,
)

COMPUTER = " (computer)"


def run_stats(saves_dir: Path, filters: Filters, as_json: bool) -> int:
    path = history_path(saves_dir)
    if not path.exists() and not queue_path(path).exists():
        if as_json:
            print(json.dumps(Stats(filters.game, {}, {}, [], 0, filters).as_json()))
        else:
            print(f"No finished games recorded yet (history: {path}).")
        return 0
    try:
        with History(path) as db:
            stats = db.stats(last=10, filters=filters)
    except HistoryError as exc:
        if as_json:  # a script reading stdout gets JSON either way
            print(json.dumps({"error": str(exc), "history": str(path)}, ensure_ascii=False))
        else:
            print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(stats.as_json(), ensure_ascii=False))
    else:
        print("\n".join(stats_lines(stats)))
    return 0


def scope_line(stats: Stats) -> str | None:
    """What the figures leave out, in words; None when they count everything."""
    f = stats.filters
    parts = []
    if f.people_only:
        parts.append("people only (games with a computer seat left out)")
    if f.since and f.until:
        parts.append(f"games ended {f.since} to {f.until}")
    elif f.since:
        parts.append(f"games ended on or after {f.since}")
    elif f.until:
        parts.append(f"games ended on or before {f.until}")
    return "Counting " + ", ".join(parts) + "." if parts else None


def skipped_line(stats: Stats) -> str | None:
    if not stats.skipped:
        return None
    games = "game" if stats.skipped == 1 else "games"
    return f"{stats.skipped} damaged {games} in the history left out."


def stats_lines(stats: Stats) -> list[str]:
    """The history as plain text, one block per game."""
    notes = [line for line in (scope_line(stats), skipped_line(stats)) if line]
    if not stats.players:
        return [
            *notes,
            "No finished games recorded yet" + (f" for {stats.game}." if stats.game else "."),
        ]
    lines: list[str] = [*notes, ""] if notes else []
    for game, rows in stats.players.items():
        lines.append(f"{game}")
        lines.append(f"  {'player':<24} {'games':>5} {'wins':>5} {'rate':>6} {'streak':>6}")
        for p in ranked(rows):
            rate = f"{p.win_rate:.0%}"
            name = p.name + (COMPUTER if p.bot else "")
            lines.append(f"  {name:<24} {p.played:>5} {p.wins:>5} {rate:>6} {p.best_streak:>6}")
        pairs = stats.head_to_head.get(game, {})
        if pairs:
            lines.append("  head-to-head (winner beat loser, times):")
            for (winner, loser), times in sorted(pairs.items(), key=lambda kv: -kv[1]):
                lines.append(f"    {winner} beat {loser}: {times}")
        lines.append("")
    lines.append("Last games:")
    for record in stats.last_games:
        names = ", ".join(
            s["name"] + (COMPUTER if s["bot"] else "") + (" ★" if s["winner"] else "")
            for s in record.seats
        )
        where = f"  [{record.save_file}]" if record.save_file else ""
        lines.append(f"  {record.ended_at[:16]}  {record.title}: {names} ({record.outcome}){where}")
    return lines
