"""An old format-1 save (data/net_v1.json, made by data/make_net_v1.py) still loads.

Format 1 stored seats as "players": [{"name", "kind": "human"|"computer"}],
called the action list "history", had no match id and no seats in the state.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from nifty_table.engine import saves
from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.engine.match import Match

FIXTURE = Path(__file__).parent / "data" / "net_v1.json"


@pytest.fixture
def v1_file(saves_dir: Path) -> Path:
    path = saves_dir / "net-old.json"
    shutil.copyfile(FIXTURE, path)
    return path


def test_the_fixture_really_is_format_1():
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert data["format"] == "nifty-table-save" and data["version"] == 1
    assert "match_id" not in data and "seats" not in data and "actions" not in data
    assert [p["kind"] for p in data["players"]] == ["human", "computer", "human"]
    assert len(data["history"]) == 3
    assert "seats" not in data["state"]
    assert data["game"] == "net" and data["state"]["phase"] == "nyet"


def test_a_format_1_save_is_migrated(kit, v1_file):
    kit.age(v1_file, 3600)
    before = kit.fingerprint(v1_file)

    match = saves.load(v1_file)

    assert match.game_id == "net"
    assert match.seats == [Seat(name="Ann"), Seat(name="Bob", bot=True), Seat(name="Cy")]
    assert match.state.seats == match.seats
    assert [s.bot for s in match.seats] == [False, True, False]
    assert [a.kind for a in match.actions] == ["character"] * 3
    assert [a.seat for a in match.actions] == [0, 1, 2]
    assert match.seed == 4242
    assert match.match_id  # a stable id is made up for old saves
    assert match.match_id == saves.load(v1_file).match_id
    assert match.options.board == "standard"
    # Reading migrates in memory only: the old file is untouched.
    assert kit.fingerprint(v1_file) == before


def test_the_migrated_envelope_lists_like_a_new_save(v1_file):
    (row,) = saves.list_saves(v1_file.parent)
    assert row.ok, row.error
    env = row.envelope
    assert env.version == saves.VERSION
    assert env.game == "net" and env.title == "NΣT!"
    assert [s.name for s in env.seats] == ["Ann", "Bob", "Cy"]
    assert env.summary == "Round 1 of 9"
    assert env.saved_at.year == 2024
    assert saves.latest(v1_file.parent).path == v1_file


def test_the_migrated_game_replays_to_the_saved_state(v1_file):
    match = saves.load(v1_file)
    assert match.replayed() == match.state


def test_the_migrated_game_continues(kit, v1_file):
    match = saves.load(v1_file)
    prompt = match.prompt()
    assert prompt is not None
    legal = match.legal_actions()
    assert legal and all(a.seat == prompt.seat for a in legal)
    match.apply(legal[0])
    assert match.game.check_invariants(match.state) == []
    assert len(match.actions) == 4

    kit.play(match, 100, seed=1)
    assert match.game.check_invariants(match.state) == []
    assert match.replayed() == match.state

    # An illegal move is still refused after migration.
    other = next(s for s in range(3) if s != match.prompt().seat)
    wrong = match.legal_actions()[0].model_copy(update={"seat": other})
    with pytest.raises(IllegalAction):
        match.apply(wrong)


def test_the_migrated_game_plays_the_same_as_a_fresh_one(kit, v1_file):
    """The old save holds the same game as replaying its seed and history now."""
    old = saves.load(v1_file)
    fresh = Match.new("net", old.seats, seed=old.seed)
    for action in old.actions:
        fresh.apply(action)
    assert fresh.state == old.state
    kit.play(old, 300, seed=3)
    kit.play(fresh, 300, seed=3)
    assert fresh.state == old.state


def test_saving_a_migrated_game_writes_the_current_format(kit, v1_file):
    old_bytes = v1_file.read_bytes()
    match = saves.load(v1_file)
    match.apply(match.legal_actions()[0])

    saves.save(match, v1_file)  # the same match: overwriting is allowed

    data = json.loads(v1_file.read_bytes())
    assert data["version"] == saves.VERSION
    assert data["match_id"] == match.match_id
    assert "players" not in data and "history" not in data
    assert v1_file.with_name(v1_file.name + ".bak").read_bytes() == old_bytes
    again = saves.load(v1_file)
    assert again.state == match.state and again.actions == match.actions


def test_another_match_cannot_overwrite_a_format_1_save(kit, v1_file):
    kit.age(v1_file, 3600)
    before = kit.fingerprint(v1_file)
    with pytest.raises(saves.SaveError):
        saves.save(kit.net(steps=2), v1_file)
    assert kit.fingerprint(v1_file) == before


def test_migrate_leaves_a_current_save_alone(kit):
    data = kit.dump(kit.net(steps=3))
    assert saves.migrate(json.loads(json.dumps(data))) == data


def test_migrate_from_1_sets_every_new_field():
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    new = saves.migrate(data)
    assert new["version"] == saves.VERSION
    assert new["seats"] == [
        {"name": "Ann", "bot": False},
        {"name": "Bob", "bot": True},
        {"name": "Cy", "bot": False},
    ]
    assert new["actions"] == data["history"]
    assert new["state"]["seats"] == new["seats"]
    assert isinstance(new["match_id"], str) and new["match_id"]
    saves.Envelope.model_validate(new)
