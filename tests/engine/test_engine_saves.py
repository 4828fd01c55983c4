"""Save files: round trip, atomic writes with a backup, listing, the save folder."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from nifty_table.engine import save_files, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match


def _only_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- round trip -------------------------------------------------------------------
@pytest.mark.parametrize(("players", "steps"), [(2, 0), (3, 3), (4, 60), (5, 250)])
def test_serialize_write_load_gives_an_equal_match(kit, saves_dir, players, steps):
    match = kit.net(players, seed=players * 11, steps=steps)
    path = saves_dir / "game.json"
    saves.write_atomic(path, saves.serialize(match))

    loaded = saves.load(path)

    assert type(loaded.state) is type(match.state)
    assert loaded.state == match.state
    assert loaded.state.model_dump() == match.state.model_dump()
    assert loaded.seed == match.seed
    assert loaded.options == match.options
    assert loaded.match_id == match.match_id
    assert loaded.game_id == "net"
    assert loaded.actions == match.actions
    assert loaded.seats == match.seats
    assert loaded.replayed() == match.state


def test_load_accepts_a_str_path(kit, saves_dir):
    match = kit.net(steps=5)
    path = saves_dir / "game.json"
    saves.save(match, path)
    assert saves.load(str(path)).state == match.state


def test_the_envelope_describes_the_match(kit, saves_dir):
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Zoë", bot=True)], seed=3)
    kit.play(match, 10)
    path = saves_dir / "game.json"
    saves.save(match, path)

    env = saves.read_envelope(path)
    assert env.format == saves.FORMAT == "nifty-table-save"
    assert env.version == saves.VERSION
    assert env.game == "net" and env.title == "NΣT!"
    assert env.seats == match.seats
    assert env.summary == match.summary() != ""
    assert env.seed == 3 and env.match_id == match.match_id
    assert env.options == match.options.model_dump(mode="json")
    assert len(env.actions) == len(match.actions) == 10
    assert env.saved_at.tzinfo is not None
    assert abs((datetime.now(UTC) - env.saved_at).total_seconds()) < 120
    # Plain UTF-8 JSON a person can read.
    assert "Zoë" in path.read_text(encoding="utf-8")
    assert json.loads(path.read_bytes())["state"]["seats"][1]["name"] == "Zoë"


def test_load_then_continue_gives_the_same_future(kit, saves_dir):
    match = kit.net(4, seed=2, steps=123)
    path = saves_dir / "game.json"
    saves.save(match, path)
    loaded = saves.load(path)
    kit.play(match, 200, seed=9)
    kit.play(loaded, 200, seed=9)
    assert loaded.state == match.state
    assert loaded.actions == match.actions


def test_loading_never_writes(kit, saves_dir):
    match = kit.net(steps=20)
    path = saves_dir / "game.json"
    saves.save(match, path)
    kit.age(path, 3600)
    before = kit.fingerprint(path)
    saves.load(path)
    saves.read_envelope(path)
    saves.list_saves(saves_dir)
    saves.latest(saves_dir)
    assert kit.fingerprint(path) == before
    assert _only_files(saves_dir) == ["game.json"]


# -- atomic writes and the backup --------------------------------------------------
def test_saving_twice_keeps_the_previous_file_as_bak(kit, saves_dir):
    match = kit.net(steps=4)
    path = saves_dir / "game.json"
    saves.save(match, path)
    first = path.read_bytes()
    assert _only_files(saves_dir) == ["game.json"]

    kit.play(match, 3)
    saves.save(match, path)
    assert _only_files(saves_dir) == ["game.json", "game.json.bak"]
    assert (saves_dir / "game.json.bak").read_bytes() == first
    second = path.read_bytes()
    assert second != first
    assert len(saves.load(path).actions) == 7

    kit.play(match, 3)
    saves.save(match, path)
    assert (saves_dir / "game.json.bak").read_bytes() == second
    assert len(saves.load(path).actions) == 10
    assert _only_files(saves_dir) == ["game.json", "game.json.bak"]


def test_the_backup_is_a_loadable_save_but_not_listed(kit, saves_dir):
    match = kit.net(steps=4)
    path = saves_dir / "game.json"
    saves.save(match, path)
    kit.play(match, 1)
    saves.save(match, path)
    assert len(saves.load(saves_dir / "game.json.bak").actions) == 4
    assert [r.path.name for r in saves.list_saves(saves_dir)] == ["game.json"]


def test_write_atomic_creates_the_folder_and_leaves_no_temp_files(kit, tmp_path):
    folder = tmp_path / "deep" / "er"
    path = folder / "x.json"
    for i in range(3):
        saves.write_atomic(path, f'{{"n": {i}}}'.encode())
    assert path.read_bytes() == b'{"n": 2}'
    assert _only_files(folder) == ["x.json", "x.json.bak"]


def test_a_failed_write_keeps_the_old_save_in_place(kit, saves_dir, monkeypatch):
    """A crash while writing must never leave the folder without the save."""
    match = kit.net(steps=4)
    path = saves_dir / "game.json"
    saves.save(match, path)
    kit.age(path, 3600)
    match.file_stamp = saves.file_stamp(path)  # the aging is not another window's change
    before = kit.fingerprint(path)
    real_replace = os.replace

    def failing_replace(src, dst, *a, **kw):
        if save_files.is_temp_name(Path(src).name) and Path(dst) == path:
            raise OSError(28, "No space left on device")
        return real_replace(src, dst, *a, **kw)

    monkeypatch.setattr(os, "replace", failing_replace)
    kit.play(match, 2)
    with pytest.raises(OSError):
        saves.save(match, path)
    assert kit.fingerprint(path) == before
    assert not [p for p in saves_dir.iterdir() if save_files.is_temp_name(p.name)]
    assert len(saves.load(path).actions) == 4


def test_a_failed_write_removes_its_temp_file(saves_dir, monkeypatch):
    def failing_fsync(fd):
        raise OSError(5, "I/O error")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(OSError):
        saves.write_atomic(saves_dir / "x.json", b"{}")
    assert _only_files(saves_dir) == []


# -- never overwrite what is not ours ----------------------------------------------
def test_save_refuses_to_overwrite_another_matchs_save(kit, saves_dir):
    mine, theirs = kit.net(seed=1, steps=3), kit.net(seed=1, steps=3)
    assert mine.match_id != theirs.match_id
    path = saves_dir / "theirs.json"
    saves.save(theirs, path)
    kit.age(path, 3600)
    before = kit.fingerprint(path)

    with pytest.raises(saves.SaveError) as err:
        saves.save(mine, path)
    assert "another game" in err.value.reason
    assert kit.fingerprint(path) == before
    assert _only_files(saves_dir) == ["theirs.json"]


FOREIGN = {
    "broken save": lambda good: good[: len(good) // 2],
    "empty": lambda good: b"",
    "foreign json": lambda good: b'{"name": "my-project", "version": "1.0.0"}',
    "json list": lambda good: b"[1, 2, 3]",
    "binary": lambda good: bytes(range(256)) * 4,
    "future save": lambda good: good.replace(b'"version": 2', b'"version": 99', 1),
}


@pytest.mark.parametrize("what", list(FOREIGN))
def test_save_refuses_to_overwrite_a_file_that_is_not_a_save_of_this_match(kit, saves_dir, what):
    match = kit.net(steps=3)
    path = saves_dir / "other.json"
    path.write_bytes(FOREIGN[what](saves.serialize(kit.net(seed=99, steps=2))))
    kit.age(path, 3600)
    before = kit.fingerprint(path)

    with pytest.raises(saves.SaveError) as err:
        saves.save(match, path)
    assert "not overwriting" in err.value.reason
    assert kit.fingerprint(path) == before
    assert _only_files(saves_dir) == ["other.json"]


def test_save_overwrites_its_own_save_even_with_a_damaged_state(kit, saves_dir):
    """The header proves whose file it is; the state is about to be replaced anyway."""
    match = kit.net(steps=3)
    path = saves_dir / "game.json"
    data = kit.dump(match)
    data["state"]["hands"] = "lost"
    kit.write_json(path, data)
    with pytest.raises(saves.SaveError):
        saves.load(path)
    saves.save(match, path)
    assert saves.load(path).state == match.state


def test_a_loaded_match_keeps_saving_to_its_file(kit, saves_dir):
    match = kit.net(steps=3)
    path = saves_dir / "game.json"
    saves.save(match, path)
    loaded = saves.load(path)
    kit.play(loaded, 5)
    saves.save(loaded, path)
    assert len(saves.load(path).actions) == 8


# -- listing --------------------------------------------------------------------------
def test_list_saves_newest_first_with_envelopes_and_reasons(kit, saves_dir):
    a = kit.net(2, seed=1, steps=5)
    b = kit.net(5, seed=2, steps=400)
    saves.save(a, saves_dir / "a.json")
    saves.save(b, saves_dir / "b.json")
    (saves_dir / "broken.json").write_bytes(saves.serialize(a)[:300])
    (saves_dir / "notes.txt").write_text("not a save")
    (saves_dir / "empty.json").write_bytes(b"")
    for name, ago in [("a.json", 50), ("b.json", 10), ("broken.json", 5), ("empty.json", 100)]:
        kit.age(saves_dir / name, ago)

    rows = saves.list_saves(saves_dir)

    assert [r.path.name for r in rows] == ["broken.json", "b.json", "a.json", "empty.json"]
    broken, rb, ra, empty = rows
    assert not broken.ok and broken.envelope is None and "truncated" in broken.error
    assert not empty.ok and "empty" in empty.error
    assert ra.ok and rb.ok and ra.error is None
    assert rb.envelope.game == "net"
    assert rb.envelope.seats == b.seats and len(rb.envelope.seats) == 5
    assert rb.envelope.summary == b.summary()
    assert rb.envelope.match_id == b.match_id
    assert isinstance(rb.envelope.saved_at, datetime)
    assert ra.envelope.seats == a.seats
    assert rb.path == saves_dir / "b.json"


def test_one_broken_file_never_stops_the_others_from_listing(kit, saves_dir):
    good = kit.net(steps=30)
    saves.save(good, saves_dir / "good.json")
    data = kit.dump(good)
    # A hand-edited state that passes validation but trips the game's own checks
    # (fewer hands than players): the checks must not crash the listing.
    data["state"]["hands"] = data["state"]["hands"][:1]
    data["state"]["phase"] = "tricks"
    kit.write_json(saves_dir / "edited.json", data)
    (saves_dir / "folder.json").mkdir()
    (saves_dir / "garbage.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    v1 = {"format": "nifty-table-save", "version": 1, "players": [7, 8]}
    kit.write_json(saves_dir / "old-broken.json", v1)

    rows = {r.path.name: r for r in saves.list_saves(saves_dir)}

    assert set(rows) == {
        "good.json",
        "edited.json",
        "folder.json",
        "garbage.json",
        "old-broken.json",
    }
    assert rows["good.json"].ok
    for name in ("edited.json", "folder.json", "garbage.json", "old-broken.json"):
        assert not rows[name].ok and rows[name].error, name


def test_list_saves_ignores_temp_files(kit, saves_dir):
    saves.save(kit.net(steps=2), saves_dir / "game.json")
    (saves_dir / ".tmp-abc.json").write_bytes(b'{"half": ')
    assert [r.path.name for r in saves.list_saves(saves_dir)] == ["game.json"]


def test_list_saves_of_a_missing_folder_is_empty(tmp_path):
    assert saves.list_saves(tmp_path / "nowhere") == []
    assert saves.latest(tmp_path / "nowhere") is None
    (tmp_path / "file").write_text("x")
    assert saves.list_saves(tmp_path / "file") == []


def test_latest_is_the_newest_readable_save(kit, saves_dir):
    assert saves.latest(saves_dir) is None
    old, new = kit.net(seed=1, steps=2), kit.net(seed=2, steps=2)
    saves.save(old, saves_dir / "old.json")
    saves.save(new, saves_dir / "new.json")
    (saves_dir / "newest-but-broken.json").write_text('{"format": "nifty-table-save"')
    kit.age(saves_dir / "old.json", 30)
    kit.age(saves_dir / "new.json", 20)
    kit.age(saves_dir / "newest-but-broken.json", 1)

    row = saves.latest(saves_dir)
    assert row is not None and row.ok
    assert row.path.name == "new.json"
    assert row.envelope.match_id == new.match_id

    (saves_dir / "new.json").write_text("garbage")
    kit.age(saves_dir / "new.json", 20)
    assert saves.latest(saves_dir).path.name == "old.json"


def test_latest_is_none_when_every_file_is_broken(saves_dir):
    (saves_dir / "a.json").write_text("[]")
    (saves_dir / "b.json").write_text("")
    assert saves.latest(saves_dir) is None
    assert len(saves.list_saves(saves_dir)) == 2


# -- where saves live ---------------------------------------------------------------
def test_the_environment_variable_wins(monkeypatch, tmp_path):
    monkeypatch.setenv("NIFTY_TABLE_SAVES", str(tmp_path / "mine"))
    assert saves.default_dir() == tmp_path / "mine"


def test_the_environment_variable_expands_the_home_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("NIFTY_TABLE_SAVES", "~/games")
    assert saves.default_dir() == tmp_path / "games"


def test_without_the_variable_a_checkout_uses_its_saves_folder(monkeypatch):
    monkeypatch.delenv("NIFTY_TABLE_SAVES", raising=False)
    checkout = Path(saves.__file__).resolve().parents[2]
    folder = saves.default_dir()
    if (checkout / "pyproject.toml").is_file() and (checkout / "saves").is_dir():
        assert folder == checkout / "saves"
    else:  # an installed copy: the platform's user data folder
        assert folder.name == "saves" and "nifty-table" in str(folder)


def test_an_empty_variable_is_ignored(monkeypatch, tmp_path):
    monkeypatch.setenv("NIFTY_TABLE_SAVES", "")
    assert saves.default_dir() != Path("")


def test_new_path_never_collides(saves_dir):
    when = datetime(2025, 3, 4, 5, 6, 7)
    made = []
    for _ in range(5):
        path = saves.new_path(saves_dir, "net", when)
        assert not path.exists()
        assert path.parent == saves_dir and path.suffix == ".json"
        assert path.name.startswith("net-20250304-050607")
        path.write_text("{}")
        made.append(path)
    assert len(set(made)) == 5
    assert made[0].name == "net-20250304-050607.json"


def test_new_path_skips_names_taken_by_anything(saves_dir):
    when = datetime(2025, 3, 4, 5, 6, 7)
    (saves_dir / "net-20250304-050607.json").mkdir()
    (saves_dir / "net-20250304-050607-2.json").write_text("")
    assert saves.new_path(saves_dir, "net", when).name == "net-20250304-050607-3.json"


def test_new_path_defaults_to_now(saves_dir):
    before = datetime.now().replace(microsecond=0)
    path = saves.new_path(saves_dir, "firefly-fluxx")
    after = datetime.now()
    stamp = datetime.strptime(path.stem.removeprefix("firefly-fluxx-"), "%Y%m%d-%H%M%S")
    assert before <= stamp <= after


def test_a_clone_with_a_saves_folder_counts_as_a_checkout(tmp_path):
    from nifty_table.engine.saves import is_checkout

    clone = tmp_path / "clone"
    (clone / "saves").mkdir(parents=True)
    (clone / "pyproject.toml").write_text('[project]\nname = "nifty-table"\n')
    assert is_checkout(clone)
    other = tmp_path / "elsewhere"
    (other / "saves").mkdir(parents=True)
    (other / "pyproject.toml").write_text('[project]\nname = "something-else"\n')
    assert not is_checkout(other)
    assert not is_checkout(tmp_path / "missing")
