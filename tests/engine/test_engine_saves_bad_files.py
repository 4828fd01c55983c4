"""Broken save files: each gives a SaveError with a reason a person can act on,
and the file is never modified (bytes and modification time)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from nifty_table.engine import registry, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match

Builder = Callable[[bytes, dict[str, Any]], bytes]


def _good() -> Match:
    """A 3-player NΣT! match just after the character picks: hands are dealt."""
    match = Match.new(
        "net", [Seat(name="Ann"), Seat(name="Bob", bot=True), Seat(name="Cy")], seed=5
    )
    while match.state.phase == "characters":
        match.apply(match.legal_actions()[0])
    return match


def _edit(change: Callable[[dict[str, Any]], object]) -> Builder:
    """A builder that edits the good save's dict and writes it back as JSON."""

    def build(raw: bytes, data: dict[str, Any]) -> bytes:
        data = json.loads(json.dumps(data))
        change(data)
        return json.dumps(data).encode()

    return build


def _set(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.pop(key)


def _duplicate_a_card(data: dict[str, Any]) -> None:
    hands = data["state"]["hands"]
    hands[0][0] = hands[1][0]


def _one_hand_mid_trick(data: dict[str, Any]) -> None:
    """Valid types, impossible shape: the game's own checks trip over it."""
    data["state"]["hands"] = data["state"]["hands"][:1]
    data["state"]["phase"] = "tricks"


# A registered game whose package is not in this build yet (None once all are).
_UNBUILT = next((g for g in registry.GAMES if not registry.available(g)), None)


def _relabel(game: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["game"] = game

    return change


def _fluxx_state(data: dict[str, Any]) -> None:
    """The state of a Fluxx game inside a NΣT! envelope."""
    fluxx = registry.load("firefly-fluxx")
    other = fluxx.new_game(
        [Seat(name=s["name"], bot=s["bot"]) for s in data["seats"]], fluxx.Options(), 5
    )
    data["state"] = other.model_dump(mode="json")


def _foreign_state(data: dict[str, Any]) -> None:
    """A state shaped like some other card game (no NΣT! fields at all)."""
    data["state"] = {
        "seats": data["seats"],
        "rng": {"state": 1},
        "deck": "uno",
        "draw_pile": ["red 1", "blue 7"],
        "hands": [["wild"], [], []],
    }


# Each case: how to spoil the good save, and words its reason must contain
# (a tuple: any one of them).
CASES: dict[str, tuple[Builder, list[str | tuple[str, ...]]]] = {
    "empty file": (lambda raw, data: b"", ["empty"]),
    "only blank lines": (lambda raw, data: b"\n\n  \n", ["empty"]),
    "truncated save": (lambda raw, data: raw[: len(raw) // 2], ["truncated", "line 1"]),
    "cut before the last brace": (lambda raw, data: raw[:-1], ["truncated"]),
    "binary garbage": (
        lambda raw, data: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\xfd",
        ["not a text file"],
    ),
    "random bytes": (lambda raw, data: bytes(range(256)) * 3, [("not a text file", "damaged")]),
    "endless nesting": (lambda raw, data: b"[" * 100_000, ["damaged"]),
    "a number with 5000 digits": (
        lambda raw, data: raw.replace(b'"seed": 5', b'"seed": ' + b"9" * 5000, 1),
        ["damaged"],
    ),
    "json list": (lambda raw, data: b"[1, 2, 3]", ["not a nifty-table save"]),
    "json string": (lambda raw, data: b'"nifty-table-save"', ["not a nifty-table save"]),
    "foreign json object": (
        lambda raw, data: b'{"name": "left-pad", "version": 2, "game": "net"}',
        ["not a nifty-table save", "header"],
    ),
    "other format name": (_edit(_set("format", "other-table-save")), ["not a nifty-table save"]),
    "no version": (_edit(_drop("version")), ["no format version"]),
    "version as text": (_edit(_set("version", "2")), ["format version"]),
    "version as true": (_edit(_set("version", True)), ["format version"]),
    "version zero": (_edit(_set("version", 0)), ["unknown save format version 0"]),
    "future version": (_edit(_set("version", 99)), ["newer", "format 99", "update"]),
    "far future version": (_edit(_set("version", 2**40)), ["newer", str(2**40)]),
    "seats not a list": (_edit(_set("seats", "Ann, Bob")), ["header is invalid", "seats"]),
    "seed as text": (_edit(_set("seed", "lucky")), ["header is invalid", "seed"]),
    "saved_at nonsense": (_edit(_set("saved_at", "yesterday")), ["header is invalid", "saved_at"]),
    "no match id": (_edit(_drop("match_id")), ["header is invalid", "match_id"]),
    "empty seat name": (_edit(_set("seats.0.name", "")), ["header is invalid", "seats.0.name"]),
    "unknown game id": (_edit(_relabel("chess")), ["unknown game 'chess'", "net", "nirds"]),
    "game not in this build": (_edit(_relabel(_UNBUILT or "")), ["not playable yet"]),
    "no state": (_edit(_drop("state")), ["no game state"]),
    "hand replaced with a string": (
        _edit(_set("state.hands.1", "the ace of spades")),
        ["damaged", "hands.1"],
    ),
    "state is a list": (_edit(_set("state", [1, 2])), ["damaged"]),
    "phase unknown": (_edit(_set("state.phase", "lunch")), ["damaged", "phase"]),
    "state of another game": (_edit(_foreign_state), ["damaged or belongs to another game"]),
    "bad action in the log": (
        _edit(_set("actions.1", {"kind": "cheat", "seat": 1})),
        ["action log is damaged", "action 2", "cheat"],
    ),
    "bad options": (_edit(_set("options", {"board": "hexagonal"})), ["damaged", "board"]),
    "a card duplicated": (_edit(_duplicate_a_card), ["inconsistent", "cards"]),
    "score not the sum of rounds": (_edit(_set("state.scores.0", 40)), ["inconsistent", "scores"]),
    "turn beyond the table": (_edit(_set("state.turn", 9)), ["turn", "less than or equal to 4"]),
    "fewer hands than players mid-trick": (
        _edit(_one_hand_mid_trick),
        ["inconsistent"],
    ),
    "old format that cannot be converted": (
        lambda raw, data: json.dumps(
            {"format": "nifty-table-save", "version": 1, "players": ["Ann", "Bob"]}
        ).encode(),
        ["format 1", "cannot be converted"],
    ),
}
if _UNBUILT is None:  # every registered game is in this build: nothing to test there
    del CASES["game not in this build"]

if registry.available("firefly-fluxx"):
    CASES["fluxx state in a NΣT! save"] = (
        _edit(_fluxx_state),
        ["damaged or belongs to another game"],
    )
    CASES["NΣT! save labelled as Fluxx"] = (
        _edit(_relabel("firefly-fluxx")),
        ["damaged or belongs to another game"],
    )


@pytest.fixture(scope="module")
def good() -> tuple[bytes, dict[str, Any]]:
    raw = saves.serialize(_good())
    return raw, json.loads(raw)


def _write_bad(folder: Path, case: str, good) -> Path:
    build, _ = CASES[case]
    path = folder / "bad.json"
    path.write_bytes(build(*good))
    return path


def test_the_good_file_itself_loads(good, saves_dir):
    path = saves_dir / "good.json"
    path.write_bytes(good[0])
    assert saves.load(path).state.phase == "nyet"


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_file_gives_a_clear_reason_and_is_left_untouched(kit, saves_dir, good, case):
    path = _write_bad(saves_dir, case, good)
    kit.age(path, 3600)
    before = kit.fingerprint(path)

    with pytest.raises(saves.SaveError) as err:
        saves.load(path)

    reason = err.value.reason
    for words in CASES[case][1]:
        options = words if isinstance(words, tuple) else (words,)
        assert any(w in reason for w in options), f"{case}: {reason!r} does not say {words!r}"
    assert str(err.value).startswith("bad.json: ")
    assert err.value.path == path
    assert "Traceback" not in reason and len(reason) < 400

    # Listing shows the same reason; nothing crashes, nothing is written.
    (row,) = saves.list_saves(saves_dir)
    assert not row.ok and row.error == reason and row.envelope is None
    assert saves.latest(saves_dir) is None

    # Saving a different match over it is refused.
    with pytest.raises(saves.SaveError) as refused:
        saves.save(_good(), path)
    assert "not overwriting" in refused.value.reason

    assert kit.fingerprint(path) == before
    assert sorted(p.name for p in saves_dir.iterdir()) == ["bad.json"]


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_file_never_hides_the_good_ones(kit, saves_dir, good, case):
    _write_bad(saves_dir, case, good)
    (saves_dir / "good.json").write_bytes(good[0])
    kit.age(saves_dir / "good.json", 100)
    kit.age(saves_dir / "bad.json", 10)
    rows = saves.list_saves(saves_dir)
    assert [(r.path.name, r.ok) for r in rows] == [("bad.json", False), ("good.json", True)]
    assert saves.latest(saves_dir).path.name == "good.json"


def test_an_unreadable_path_is_a_save_error(saves_dir):
    folder = saves_dir / "looks-like-a-save.json"
    folder.mkdir()
    with pytest.raises(saves.SaveError) as err:
        saves.load(folder)
    assert "a folder, not a save file" in err.value.reason
    with pytest.raises(saves.SaveError):
        saves.load(saves_dir / "missing.json")
