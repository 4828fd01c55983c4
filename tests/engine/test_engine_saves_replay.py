"""The save keeps the starting seats; loading replays the log and checks it.

Format-2 fixtures (data/*_v2.json, made by data/make_v2.py with the format-2
code) prove that older saves still load and replay exactly.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from nifty_table.cli import main as cli
from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match, TakeBackRefused
from nifty_table.games.fluxx.actions import Join

DATA = Path(__file__).parent / "data"


def _copy(name: str, folder: Path) -> Path:
    path = folder / name
    shutil.copyfile(DATA / name, path)
    return path


def _jumped_in(steps: int = 6) -> Match:
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe")], seed=5)
    match.apply(Join(seat=2, name="Kaylee", bot=True))
    for _ in range(steps):
        match.apply(match.legal_actions()[0])
    return match


# -- format 2 --------------------------------------------------------------
@pytest.mark.parametrize("name", ["net_v2.json", "fluxx_v2.json"])
def test_the_fixtures_really_are_format_2(name):
    data = json.loads((DATA / name).read_text(encoding="utf-8"))
    assert data["version"] == 2 and "start_seats" not in data
    assert data["actions"] and data["match_id"] == f"fixture-{name[:-8]}"


def test_a_format_2_save_loads_and_replays(kit, saves_dir):
    path = _copy("net_v2.json", saves_dir)
    kit.age(path, 60)
    before = kit.fingerprint(path)
    match = saves.load(path)  # replays the log: it must give the saved state
    assert [s.name for s in match.start_seats] == ["Ann", "Bob", "Cy"]
    assert match.start_seats == match.seats
    assert len(match.actions) == 8 and match.replayed() == match.state
    assert kit.fingerprint(path) == before


def test_a_format_2_fluxx_save_with_a_jump_in_starts_from_the_first_two(kit, saves_dir):
    """The Firefly deck changed after format 2: the old save is adapted to the
    deck of today and offered to load as saved, with the reason."""
    path = _copy("fluxx_v2.json", saves_dir)
    before = kit.fingerprint(path)
    with pytest.raises(saves.ReplayMismatch, match="older Firefly Fluxx deck"):
        saves.load(path)
    match = saves.load(path, as_saved=True)
    assert [s.name for s in match.seats] == ["Mal", "Zoe", "Wash"]
    assert match.start_seats == [Seat(name="Mal"), Seat(name="Zoe")]
    assert [a.kind for a in match.actions] == ["play", "join", "continue"]
    assert kit.fingerprint(path) == before
    # It plays on and saves in the current format, starting seats included.
    kit.play(match, 30, seed=4)
    saves.save(match, path)
    data = json.loads(path.read_bytes())
    assert data["version"] == saves.VERSION
    assert data["start_seats"] == [
        {"name": "Mal", "bot": False, "level": "normal"},
        {"name": "Zoe", "bot": False, "level": "normal"},
    ]
    again = saves.load(path, as_saved=True)
    assert again.state == match.state and again.start_seats == match.start_seats


def test_migrate_from_2_takes_the_starting_seats_from_the_joined_marks():
    data = json.loads((DATA / "fluxx_v2.json").read_text(encoding="utf-8"))
    new = saves.migrate(data)
    assert new["version"] == 3
    assert new["start_seats"] == [{"name": "Mal", "bot": False}, {"name": "Zoe", "bot": False}]
    assert new["seats"] == data["seats"] and new["state"] == data["state"]


# -- format 3 ----------------------------------------------------------------
def test_the_envelope_keeps_the_starting_seats_after_a_jump_in(tmp_path):
    match = _jumped_in()
    assert [s.name for s in match.seats] == ["Mal", "Zoe", "Kaylee"]
    path = tmp_path / "fluxx.json"
    saves.save(match, path)
    data = json.loads(path.read_bytes())
    assert [s["name"] for s in data["start_seats"]] == ["Mal", "Zoe"]
    assert [s["name"] for s in data["seats"]] == ["Mal", "Zoe", "Kaylee"]
    loaded = saves.load(path)
    assert loaded.start_seats == [Seat(name="Mal"), Seat(name="Zoe")]
    assert loaded.state == match.state == loaded.replayed()


def test_a_save_whose_log_lines_are_worded_as_before_still_loads(tmp_path):
    """The log in a state is for reading (the actions are the game): a save
    made before a line was reworded (a jump-in said "is dealt 3 cards", then
    the draw said it again) loads without asking, in today's words."""
    match = _jumped_in()
    path = tmp_path / "fluxx.json"
    saves.save(match, path)
    data = json.loads(path.read_bytes())
    log = data["state"]["log"]
    said = log.index("Kaylee jumps in, last in the turn order.")
    log[said] = "Kaylee jumps in and is dealt 3 cards."
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = saves.load(path)  # no ReplayMismatch
    assert loaded.state.log == match.state.log
    assert loaded.state == loaded.replayed()


def _tampered(kit, folder: Path, edit) -> Path:
    data = kit.dump(kit.net(steps=40))
    edit(data)
    path = kit.write_json(folder / "tampered.json", data)
    kit.age(path, 3600)
    return path


def _drop_last_action(data: dict) -> None:
    data["actions"].pop()


def _wrong_seat_first(data: dict) -> None:
    data["actions"][0]["seat"] = (data["actions"][0]["seat"] + 1) % 3


def _other_start(data: dict) -> None:
    data["start_seats"][0]["name"] = "Zed"


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (_drop_last_action, ["action log and its game state disagree"]),
        (_wrong_seat_first, ["does not replay", "action 1 is refused"]),
        (_other_start, ["disagree", "seats"]),
    ],
)
def test_a_log_that_disagrees_with_the_state_is_refused_and_left_alone(kit, saves_dir, edit, words):
    path = _tampered(kit, saves_dir, edit)
    before = kit.fingerprint(path)
    with pytest.raises(saves.ReplayMismatch) as err:
        saves.load(path)
    for word in words:
        assert word in err.value.reason
    assert "load it as saved" in err.value.reason
    assert kit.fingerprint(path) == before
    # Asked for explicitly, the state loads as it was saved.
    match = saves.load(path, as_saved=True)
    assert match.state == saves.load_with_envelope(path)[1].state
    with pytest.raises(saves.ReplayMismatch):
        saves.check_replay(path, match)
    # Its log is not the game, so nothing can be taken back by replaying it.
    with pytest.raises(TakeBackRefused, match="does not replay"):
        match.take_back(match.actions[-1].seat)
    assert kit.fingerprint(path) == before


def test_the_cli_explains_the_override_and_uses_it(kit, saves_dir, monkeypatch, capsys):
    path = _tampered(kit, saves_dir, _drop_last_action)
    before = kit.fingerprint(path)
    opened = []
    from nifty_table.tui import app as tui_app

    monkeypatch.setattr(tui_app.NiftyApp, "run", lambda self: opened.append(self.start_table))
    assert cli.main(["load", str(path)]) == 2
    err = capsys.readouterr().err
    assert "disagree" in err and f"nifty-table load --as-saved {path}" in err
    assert opened == []
    assert cli.main(["load", "--as-saved", str(path)]) == 0
    assert len(opened) == 1 and opened[0].game_id == "net"
    assert kit.fingerprint(path) == before
