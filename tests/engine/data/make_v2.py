"""Regenerate the format-2 fixtures (run once; the JSON files are committed).

    .venv/bin/python tests/engine/data/make_v2.py

Format 2 was written by nifty-table until the save envelope learnt the starting
seats (format 3). These files were made by the format-2 code itself, so they are
real older saves: `net_v2.json` a 3-player NΣT! match a few tokens in, and
`fluxx_v2.json` a 2-player Firefly Fluxx match that a third player jumped into
(in format 2 only the state's `joined` flag said who was there at the start).
"""

from __future__ import annotations

import json
from pathlib import Path

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match

HERE = Path(__file__).parent
SAVED_AT = "2026-11-20T20:15:00+00:00"


def write(match: Match, name: str) -> None:
    data = json.loads(saves.serialize(match))
    assert data["version"] == 2, "run this with the format-2 code only"
    data["saved_at"] = SAVED_AT
    data["match_id"] = f"fixture-{name}"
    out = HERE / f"{name}_v2.json"
    out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"wrote {out} ({len(match.actions)} actions)")


def main() -> None:
    net = Match.new("net", [Seat(name="Ann"), Seat(name="Bob", bot=True), Seat(name="Cy")], seed=77)
    for _ in range(8):
        net.apply(net.legal_actions()[0])
    write(net, "net")

    from nifty_table.games.fluxx.actions import Join

    fluxx = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe")], seed=2026)
    fluxx.apply(fluxx.legal_actions()[0])
    fluxx.apply(Join(seat=2, name="Wash"))
    fluxx.apply(fluxx.legal_actions()[0])
    write(fluxx, "fluxx")


if __name__ == "__main__":
    main()
