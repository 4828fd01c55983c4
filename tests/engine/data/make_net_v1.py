"""Regenerate net_v1.json, a save in the old format 1 (run once; the JSON is committed).

    .venv/bin/python tests/engine/data/make_net_v1.py

It plays a 3-player NΣT! match up to just after the character picks, writes a
current save, and turns it back into format 1: the inverse of
`nifty_table.engine.saves._v1_to_v2` (seats were "players" with a "kind",
actions were "history", there was no match id and the state had no seats).
"""

from __future__ import annotations

import json
from pathlib import Path

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match

SEED = 4242
HERE = Path(__file__).parent


def v2_to_v1(data: dict) -> dict:
    old = {k: v for k, v in data.items() if k not in ("seats", "actions", "match_id", "version")}
    old["version"] = 1
    old["players"] = [
        {"name": s["name"], "kind": "computer" if s["bot"] else "human"} for s in data["seats"]
    ]
    old["history"] = data["actions"]
    old["saved_at"] = "2024-11-02T19:30:00+00:00"
    old["state"] = {k: v for k, v in data["state"].items() if k != "seats"}
    order = ["format", "version", "game", "title", "players", "summary", "saved_at", "seed"]
    order += ["options", "history", "state"]
    return {k: old[k] for k in order}


def main() -> None:
    seats = [Seat(name="Ann"), Seat(name="Bob", bot=True), Seat(name="Cy")]
    match = Match.new("net", seats, seed=SEED)
    while match.state.phase == "characters":
        match.apply(match.legal_actions()[0])
    data = json.loads(saves.serialize(match))
    out = HERE / "net_v1.json"
    out.write_text(json.dumps(v2_to_v1(data), ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {out} ({len(match.actions)} actions, phase {match.state.phase})")


if __name__ == "__main__":
    main()
