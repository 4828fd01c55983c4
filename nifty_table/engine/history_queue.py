"""Finished games waiting for the history database, one JSON line each.

A game that ends while the database cannot take it (locked by another
window, damaged) is appended here, beside the database, and recorded the
next time the database opens (`History.take_queue`): a game is never lost.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

QUEUE_NAME = "history-queue.jsonl"


def queue_path(db_path: Path) -> Path:
    return db_path.with_name(QUEUE_NAME)


def append(queue: Path, entry: dict[str, Any]) -> None:
    with queue.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
        fh.flush()
        os.fsync(fh.fileno())


def read(queue: Path) -> list[dict[str, Any]]:
    entries = []
    try:
        lines = queue.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # a line cut short by a crash: nothing to save there
        if isinstance(entry, dict):
            entries.append(entry)
    return entries
