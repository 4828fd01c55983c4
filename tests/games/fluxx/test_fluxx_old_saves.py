"""Saves written before the stack steps had readable field names still load.

The fixtures in data/ are format-3 saves made by data/make_v3.py with the code
of that time, each taken in the middle of a chain (a temporary hand, a
reaction window, a choice), where a step was stored as `k`, `h` and `s`. Now a
step is written as `kind`, `handler` and `stage`; the old names are read as
aliases, so these files load, replay to their saved state and play on.

The Cartoon Network deck has since lost a card (it has 100 with the Basic
Rules), so its fixture's log no longer replays: it is offered to load as
saved, adapted to today's deck, with its steps as intact as the Firefly one's.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from nifty_table.engine import saves
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.state import Step

DATA = Path(__file__).parent / "data"
FIXTURES = ["firefly_v3.json", "cartoon_v3.json"]


def _copy(name: str, folder: Path) -> Path:
    path = folder / name
    shutil.copyfile(DATA / name, path)
    return path


# The fixtures made with a deck that has changed since: loaded as saved.
OLDER_DECK = {"cartoon_v3.json"}


def _load(path: Path):
    """Load a fixture as a person would: an older deck's save needs the
    "load as saved" answer (asked with the reason), the others replay."""
    if path.name not in OLDER_DECK:
        match = saves.load(path)  # replays the action log: it must give the saved state
        assert match.replayed() == match.state
        return match
    with pytest.raises(saves.ReplayMismatch, match="older Cartoon Network Fluxx deck"):
        saves.load(path)
    return saves.load(path, as_saved=True)


def _raw_stack(name: str) -> list[dict]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))["state"]["stack"]


@pytest.mark.parametrize("name", FIXTURES)
def test_the_fixtures_store_steps_under_the_old_names(name):
    stack = _raw_stack(name)
    assert len(stack) >= 3
    for raw in stack:
        assert {"k", "h", "s"} <= raw.keys() and not {"kind", "handler", "stage"} & raw.keys()
    assert {raw["k"] for raw in stack} >= {"resolve", "fx"}
    assert any(raw["k"] == "fx" and raw["h"] and raw["s"] for raw in stack)


@pytest.mark.parametrize("name", FIXTURES)
def test_an_old_save_loads_with_its_steps_intact(tmp_path, name):
    path = _copy(name, tmp_path)
    before = path.read_bytes(), path.stat().st_mtime_ns
    match = _load(path)
    loaded = [(step.kind, step.handler, step.stage) for step in match.state.stack]
    assert loaded == [(raw["k"], raw["h"], raw["s"]) for raw in _raw_stack(name)]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before  # loading never rewrites


@pytest.mark.parametrize("name", FIXTURES)
def test_an_old_save_plays_on_and_is_written_with_the_new_names(tmp_path, name):
    path = _copy(name, tmp_path)
    match = _load(path)
    assert match.prompt() is not None  # it stopped mid-chain, waiting for someone
    rng = Rng.from_seed(11)
    for _ in range(40):
        if match.prompt() is None:
            break
        match.apply(rng.choice(match.legal_actions()))
    saves.save(match, path)
    data = json.loads(path.read_bytes())
    assert data["version"] == saves.VERSION
    for raw in data["state"]["stack"]:
        assert {"kind", "handler", "stage"} <= raw.keys() and not {"k", "h", "s"} & raw.keys()
    again = saves.load(path, as_saved=name in OLDER_DECK)
    assert again.state == match.state
    if name not in OLDER_DECK:
        assert again.state == again.replayed()


def test_a_step_reads_the_old_and_the_new_names_alike():
    old = Step.model_validate({"k": "fx", "h": "trade_hands", "s": "who", "seat": 1})
    new = Step.model_validate({"kind": "fx", "handler": "trade_hands", "stage": "who", "seat": 1})
    assert old == new == Step(kind="fx", handler="trade_hands", stage="who", seat=1)
    assert json.loads(old.model_dump_json())["handler"] == "trade_hands"
