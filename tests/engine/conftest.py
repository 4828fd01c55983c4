"""Shared helpers for the engine tests, handed out through fixtures.

Helpers live on fixture objects (not an importable module) so the tests work
under every pytest import mode, like tests/games/net.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng

DATA = Path(__file__).parent / "data"


class EngineKit:
    data = DATA

    @staticmethod
    def seats(n: int) -> list[Seat]:
        return [Seat(name=f"Player {i + 1}", bot=i % 2 == 1) for i in range(n)]

    def net(self, players: int = 3, seed: int = 7, steps: int = 0) -> Match:
        """A NΣT! match after `steps` random legal actions (fewer if it ends)."""
        match = Match.new("net", self.seats(players), seed=seed)
        self.play(match, steps, seed)
        return match

    @staticmethod
    def play(match: Match, steps: int, seed: int = 0) -> Match:
        rng = Rng.from_seed(seed ^ 0xACE)
        for _ in range(steps):
            if match.prompt() is None:
                break
            match.apply(rng.choice(match.legal_actions()))
        return match

    @staticmethod
    def fingerprint(path: Path) -> tuple[bytes, int]:
        """The bytes and the modification time, to prove a file was left alone."""
        return path.read_bytes(), path.stat().st_mtime_ns

    @staticmethod
    def dump(match: Match) -> dict[str, Any]:
        return json.loads(saves.serialize(match))

    @staticmethod
    def write_json(path: Path, data: Any) -> Path:
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return path

    @staticmethod
    def age(path: Path, seconds_ago: float) -> None:
        """Set a file's modification time to a fixed point in the past."""
        t = 1_700_000_000 - seconds_ago
        os.utime(path, (t, t))


@pytest.fixture
def kit() -> EngineKit:
    return EngineKit()


@pytest.fixture
def saves_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder
