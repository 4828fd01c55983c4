"""Regenerate the format-3 Fluxx fixtures saved in the middle of a card's effect.

    .venv/bin/python tests/games/fluxx/data/make_v3.py

Made by the code from before the Fluxx stack steps had readable field names
(`k`, `h`, `s` became `kind`, `handler`, `stage`), so these files prove that
saves written with the old names still load, replay and play on. Each match
stops while several steps are pending on the stack (a temporary hand, a
reaction window, a choice), the place where those names are stored.
"""

from __future__ import annotations

import json
from pathlib import Path

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng

HERE = Path(__file__).parent
SAVED_AT = "2026-11-26T06:30:00+00:00"
SEATS = [Seat(name="Ann"), Seat(name="Bob", bot=True), Seat(name="Cy")]
# (game, file name, seed, random actions): chosen so the stack is deep when saved.
GAMES = [
    ("firefly-fluxx", "firefly_v3", 1, 6),
    ("cartoon-network-fluxx", "cartoon_v3", 1, 77),
]


def main() -> None:
    for game, name, seed, steps in GAMES:
        match = Match.new(game, SEATS, seed=seed)
        rng = Rng.from_seed(seed)
        for _ in range(steps):
            match.apply(rng.choice(match.legal_actions()))
        data = json.loads(saves.serialize(match))
        assert data["version"] == 3, "run this with the format-3 code only"
        assert len(data["state"]["stack"]) >= 3, "the fixture must be saved mid-chain"
        assert "k" in data["state"]["stack"][0], "run this with the code from before the renames"
        data["saved_at"] = SAVED_AT
        data["match_id"] = f"fixture-fluxx-{name}"
        out = HERE / f"{name}.json"
        out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
        print(f"wrote {out} ({len(match.actions)} actions)")


if __name__ == "__main__":
    main()
