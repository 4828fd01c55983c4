"""`nifty-table stats`: wins, win rates, streaks and head-to-head from the history."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from nifty_table.engine.history import History, HistoryError, Stats, history_path, ranked


def run_stats(saves_dir: Path, game: str | None, as_json: bool) -> int:
    path = history_path(saves_dir)
    if not path.exists():
        if as_json:
            print(json.dumps({"game": game, "players": {}, "head_to_head": {}, "last_games": []}))
        else:
            print(f"No finished games recorded yet (history: {path}).")
        return 0
    try:
        with History(path) as db:
            stats = db.stats(game)
    except HistoryError as exc:
        print(f"nifty-table: {exc}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(stats.as_json(), ensure_ascii=False))
    else:
        print("\n".join(stats_lines(stats)))
    return 0


def stats_lines(stats: Stats) -> list[str]:
    """The history as plain text, one block per game."""
    if not stats.players:
        return ["No finished games recorded yet" + (f" for {stats.game}." if stats.game else ".")]
    lines: list[str] = []
    for game, rows in stats.players.items():
        lines.append(f"{game}")
        lines.append(f"  {'player':<24} {'games':>5} {'wins':>5} {'rate':>6} {'streak':>6}")
        for p in ranked(rows):
            rate = f"{p.win_rate:.0%}"
            lines.append(f"  {p.name:<24} {p.played:>5} {p.wins:>5} {rate:>6} {p.best_streak:>6}")
        pairs = stats.head_to_head.get(game, {})
        if pairs:
            lines.append("  head-to-head (winner beat loser, times):")
            for (winner, loser), times in sorted(pairs.items(), key=lambda kv: -kv[1]):
                lines.append(f"    {winner} beat {loser}: {times}")
        lines.append("")
    lines.append("Last games:")
    for record in stats.last_games:
        names = ", ".join(s["name"] + (" ★" if s["winner"] else "") for s in record.seats)
        where = f"  [{record.save_file}]" if record.save_file else ""
        lines.append(f"  {record.ended_at[:16]}  {record.title}: {names} ({record.outcome}){where}")
    return lines
