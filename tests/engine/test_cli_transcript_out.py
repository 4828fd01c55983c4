"""`replay FILE --transcript OUT` never writes over a save, nor over any file
without --force, and says in one line why it cannot write."""

from __future__ import annotations

import os

import pytest

from nifty_table.cli.main import main
from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


@pytest.fixture
def save(tmp_path):
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=4)
    rng = Rng.from_seed(4)
    for _ in range(20):
        match.apply(rng.choice(match.legal_actions()))
    path = tmp_path / "net-game.json"
    saves.save(match, path)
    saves.save(match, path)  # a second save leaves a .bak beside it
    return path


def _refused(capsys, *argv) -> str:
    assert main(["replay", *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err
    return err


def test_the_save_itself_is_never_replaced_even_with_force(save, capsys):
    before = save.read_bytes()
    err = _refused(capsys, str(save), "--transcript", str(save), "--force")
    assert "is the save being replayed" in err
    alias = save.parent / "alias.txt"
    os.link(save, alias)  # the same file under another name
    assert "is the save being replayed" in _refused(
        capsys, str(save), "--transcript", str(alias), "--force"
    )
    assert save.read_bytes() == before


def test_another_save_or_a_backup_is_never_replaced(save, tmp_path, capsys):
    other = tmp_path / "other.json"
    other.write_bytes(save.read_bytes())
    backup = save.with_suffix(".json.bak")
    assert backup.exists()
    for target in (other, backup):
        before = target.read_bytes()
        err = _refused(capsys, str(save), "--transcript", str(target), "--force")
        assert "is a save file; a transcript never replaces one" in err
        assert target.read_bytes() == before


def test_an_existing_file_needs_force(save, tmp_path, capsys):
    out = tmp_path / "notes.txt"
    out.write_text("mine", encoding="utf-8")
    assert "already exists; add --force" in _refused(capsys, str(save), "--transcript", str(out))
    assert out.read_text(encoding="utf-8") == "mine"
    assert main(["replay", str(save), "--transcript", str(out), "--force"]) == 0
    assert out.read_text(encoding="utf-8").startswith("NΣT!: Ann, Bob")


def test_a_missing_folder_or_a_folder_is_one_line(save, tmp_path, capsys):
    missing = tmp_path / "nowhere" / "t.txt"
    err = _refused(capsys, str(save), "--transcript", str(missing))
    assert err == f"nifty-table: the folder {missing.parent} does not exist"
    assert "is a folder" in _refused(capsys, str(save), "--transcript", str(tmp_path))
    fresh = tmp_path / "t.txt"
    assert main(["replay", str(save), "--transcript", str(fresh)]) == 0
    assert fresh.exists()
