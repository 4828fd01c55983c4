"""Older save formats brought up to the current one, a step per version.

Each step takes the parsed JSON of one format and returns the next; the
reader (engine/saves.py) validates the result like any current file.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save up to the current format, step by step."""
    if data["version"] == 1:
        data = _v1_to_v2(data)
    if data["version"] == 2:
        data = _v2_to_v3(data)
    return data


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    # Format 1 (the first drafts) stored seats as "players": [{"name", "kind"}],
    # had no match id and called the action list "history".
    new = {k: v for k, v in data.items() if k not in ("players", "history")}
    new["version"] = 2
    new["seats"] = [
        {"name": p["name"], "bot": p.get("kind") == "computer"} for p in data.get("players", [])
    ]
    new["actions"] = data.get("history", [])
    # Format 1 had no match id: derive one from the file's content, so two old
    # saves of the same seed never count as the same match.
    digest = hashlib.sha1(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]
    new.setdefault("match_id", f"v1-{digest}")
    if "state" in new and isinstance(new["state"], dict):
        new["state"] = {**new["state"], "seats": new["seats"]}
    return new


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    # Format 2 had no starting seats: a replay began from the current ones, and
    # a Fluxx seat that jumped in was marked `"joined": true` in the state.
    state = data.get("state")
    seats = state.get("seats") if isinstance(state, dict) else None
    if not isinstance(seats, list):
        seats = data.get("seats", [])
    new = {**data, "version": 3}
    new["start_seats"] = [
        {"name": s["name"], "bot": s.get("bot", False)} for s in seats if not s.get("joined")
    ]
    return new
