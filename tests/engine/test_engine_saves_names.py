"""Names in a save file pass the checks of names typed at set-up (issue 16 item
12): a right-to-left override, a line separator or two players with one name
make the save refused with a reason, listed as unloadable, never overwritten."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nifty_table.engine import save_files, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match

BAD_NAMES = {
    "right-to-left override": ("Ann\u202egnp", "Bob", "control characters"),
    "line separator": ("Ann\u2028Bob", "Bob", "control characters"),
    "the same name twice": ("Bob", "bob", "two players are called bob"),
}
PLACES = ["seats", "start_seats", "state"]


def write_save(folder: Path, name: str, first: str, second: str, places: list[str]) -> Path:
    """A real save of a started game whose player names are then edited by hand."""
    match = Match.new("net", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    match.apply(match.legal_actions()[0])
    path = folder / name
    saves.save(match, path)
    data = json.loads(path.read_bytes())
    for place in places:
        seats = data["state"]["seats"] if place == "state" else data[place]
        seats[0]["name"], seats[1]["name"] = first, second
    path.write_text(json.dumps(data, ensure_ascii=False))
    return path


@pytest.mark.parametrize("case", list(BAD_NAMES))
@pytest.mark.parametrize("place", PLACES)
def test_a_name_set_up_refuses_makes_the_save_refused(tmp_path, case, place):
    first, second, why = BAD_NAMES[case]
    path = write_save(tmp_path, "bad.json", first, second, [place])
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as refused:
        saves.load(path)
    assert "names are refused" in refused.value.reason and why in refused.value.reason
    (row,) = saves.list_saves(tmp_path)
    assert not row.ok and "names are refused" in row.error
    assert saves.load_latest(tmp_path) is None
    match = Match.new("net", [Seat(name="Cy"), Seat(name="Di")], seed=1)
    with pytest.raises(saves.SaveError, match="not overwriting"):
        saves.save(match, path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("case", list(BAD_NAMES))
def test_the_menu_header_peek_refuses_the_same_names(tmp_path, case):
    first, second, _ = BAD_NAMES[case]
    path = write_save(tmp_path, "bad.json", first, second, PLACES)
    with pytest.raises(save_files.UnreadableFile, match="names are refused"):
        save_files.peek_header(path)


def test_a_refused_reason_never_quotes_a_control_character(tmp_path):
    long_name = "A" * 30 + "\u202e"
    path = write_save(tmp_path, "bad.json", long_name, "Bob", PLACES)
    with pytest.raises(saves.SaveError) as refused:
        saves.load(path)
    assert "\u202e" not in refused.value.reason


def test_unusual_but_allowed_names_still_load(tmp_path):
    names = ["🎲Bob😀", "[b]x[/b]"]
    match = Match.new("net", [Seat(name=n) for n in names], seed=3)
    match.apply(match.legal_actions()[0])
    saves.save(match, tmp_path / "good.json")
    assert [s.name for s in saves.load(tmp_path / "good.json").seats] == names
    assert save_files.peek_header(tmp_path / "good.json")["names"] == names
