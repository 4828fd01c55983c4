"""Every hostile file in the save folder is reported with a reason, never read
forever, never raised, never modified, and never hides the good saves."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from hostile_saves import CORPUS, age, build_corpus, good_bytes

from nifty_table.engine import save_files, saves
from nifty_table.tui.screens.menu import newest_save_header


def _within(seconds: float, call):
    """Run `call` in a thread and fail (instead of hanging) if it blocks."""
    box: dict = {}

    def run() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked on a file in the save folder"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def _snapshot(path: Path) -> tuple:
    info = os.lstat(path)
    content = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    return info.st_mode, info.st_mtime_ns, content


@pytest.mark.parametrize("entry", CORPUS, ids=[e.name for e in CORPUS])
def test_each_hostile_file_is_refused_with_its_reason(tmp_path, entry):
    entry.build(tmp_path / entry.name)
    path = tmp_path / entry.name
    before = _snapshot(path)
    with pytest.raises(saves.SaveError) as err:
        _within(10, lambda: saves.load(path))
    assert entry.reason in err.value.reason.lower(), err.value.reason
    assert _snapshot(path) == before


def test_the_whole_corpus_at_once_lists_and_never_hides_the_good_save(tmp_path):
    folder = tmp_path / "saves"
    good = folder / "good.json"
    made = build_corpus(folder)
    good.write_bytes(good_bytes(("[/]", "Bob", "Cy")))
    age(good, 3600)  # every hostile file is newer than the good save
    (folder / ".good.json.tmp-abc").write_bytes(good_bytes())  # a complete temp: not a save
    (folder / ".tmp-old-style.json").write_bytes(good_bytes())

    rows = _within(60, lambda: saves.list_saves(folder))
    by_name = {row.path.name: row for row in rows}
    for entry in made:
        assert not by_name[entry.name].ok, entry.name
        assert entry.reason in by_name[entry.name].error.lower(), by_name[entry.name].error
    assert by_name["good.json"].ok
    assert [s.name for s in by_name["good.json"].envelope.seats] == ["[/]", "Bob", "Cy"]
    assert not any(name.startswith(".") for name in by_name)
    assert set(by_name) == {e.name for e in made} | {"good.json", "loop-b.json"}

    path, match, skipped = _within(60, lambda: saves.load_latest(folder))
    assert path == good and match.seats[0].name == "[/]"
    assert skipped  # the newer broken files were tried and passed over
    assert saves.latest(folder).path == good

    # The menu's cheap header read: never blocks, never raises, and only ever
    # offers a file whose header has the right shape.
    found = _within(10, lambda: newest_save_header(folder))
    assert found is not None
    header_ok = {"good.json", "wrong-game.json", "duplicate-card.json", "seed-digits.json"}
    header_ok |= {n for n in by_name if n.startswith(("round", "rng", "turn", "future"))}
    assert found[0].name in header_ok


def test_continue_picks_the_newest_save_that_loads_not_the_newest_name(tmp_path):
    old, new = tmp_path / "a-old.json", tmp_path / "z-new.json"
    old.write_bytes(good_bytes(("Ann", "Bob")))
    age(old, 600)
    new.write_bytes(good_bytes()[:-40])  # newest, but truncated
    path, _, skipped = saves.load_latest(tmp_path)
    assert path == old
    assert [exc.path for exc in skipped] == [new]


def test_a_fifo_is_refused_even_if_swapped_in_after_the_type_check(tmp_path, monkeypatch):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    real_stat = os.stat
    monkeypatch.setattr(save_files.os, "stat", lambda p, *a, **k: real_stat(__file__))
    with pytest.raises(save_files.UnreadableFile, match="pipe"):
        _within(5, lambda: save_files.read_capped(fifo))


def test_the_size_cap_names_the_limit(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2000)
    with pytest.raises(save_files.UnreadableFile, match="too big"):
        save_files.read_capped(path, limit=1000)
    assert save_files.read_capped(path, limit=2000) == b" " * 2000


def test_temp_names_are_never_listed_and_stale_ones_are_removed(tmp_path):
    target = tmp_path / "game.json"
    fresh = save_files.temp_name(target, "fresh")
    stale = save_files.temp_name(target, "stale")
    for temp in (fresh, stale):
        temp.write_bytes(good_bytes())
    age(stale, 3600)
    assert save_files.candidates(tmp_path) == []
    assert save_files.remove_stale_temps(tmp_path) == 1
    assert fresh.exists() and not stale.exists()


def test_the_backup_is_replaced_without_a_moment_without_one(tmp_path, monkeypatch):
    """While the new backup is put in place, the old one is never deleted first."""
    path = tmp_path / "game.json"
    bak = tmp_path / "game.json.bak"
    saves.write_atomic(path, b"one")
    saves.write_atomic(path, b"two")
    seen: list[bool] = []
    real_replace, real_link = os.replace, os.link

    def watch_link(src, dst, *a, **kw):
        seen.append(bak.exists())
        return real_link(src, dst, *a, **kw)

    def watch_replace(src, dst, *a, **kw):
        seen.append(bak.exists())
        return real_replace(src, dst, *a, **kw)

    monkeypatch.setattr(os, "link", watch_link)
    monkeypatch.setattr(os, "replace", watch_replace)
    monkeypatch.setattr(os, "unlink", lambda *a, **k: seen.append(bak.exists()))
    saves.write_atomic(path, b"three")
    assert seen and all(seen)
    assert path.read_bytes() == b"three" and bak.read_bytes() == b"two"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("turn_no", int("9" * 4000)),
        ("turn_no", -5),
        ("active", 10**18),
        ("drawn", -1),
        ("winner", 7),
    ],
)
def test_fluxx_values_out_of_bounds_are_refused_naming_the_field(tmp_path, field, value):
    import json

    from nifty_table.engine.contract import Seat
    from nifty_table.engine.match import Match

    match = Match.new("firefly-fluxx", [Seat(name="Ann"), Seat(name="Bob")], seed=2)
    data = json.loads(saves.serialize(match))
    data["state"][field] = value
    path = tmp_path / "fluxx.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as err:
        saves.load(path)
    assert f"({field}:" in err.value.reason
