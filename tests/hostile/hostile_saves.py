"""A corpus of hostile files for the save folder, built fresh in a temp folder.

Each entry is a file name, how to make it, and a phrase its reason must hold.
The good saves beside them must keep listing and loading.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from screen_reading import screen_lines

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match

MARKUP_NAMES = ("[/]", "[bold]", "[link=x]")


def net_match(names: tuple[str, ...] = ("Ann", "Bob", "Cy"), seed: int = 5) -> Match:
    """A NΣT! match just after the character picks: hands are dealt."""
    match = Match.new("net", [Seat(name=n) for n in names], seed=seed)
    while match.state.phase == "characters":
        match.apply(match.legal_actions()[0])
    return match


def good_bytes(names: tuple[str, ...] = ("Ann", "Bob", "Cy")) -> bytes:
    return saves.serialize(net_match(names))


def _edited(change: Callable[[dict[str, Any]], object]) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        data = json.loads(good_bytes())
        change(data)
        path.write_text(json.dumps(data))

    return build


def _setter(*keys: str | int, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        node: Any = data
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return change


def _raw(content: bytes | Callable[[], bytes]) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        path.write_bytes(content() if callable(content) else content)

    return build


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link(target: str | Callable[[Path], Path]) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        os.symlink(target(path) if callable(target) else target, path)

    return build


def _loop(path: Path) -> None:
    other = path.with_name("loop-b.json")
    os.symlink(other.name, path)
    os.symlink(path.name, other)


def _truncated(fraction: float) -> Callable[[Path], None]:
    return _raw(lambda: good_bytes()[: int(len(good_bytes()) * fraction)])


def _flipped(seed: int) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        data = bytearray(good_bytes())
        rng = random.Random(seed)
        for _ in range(8):
            data[rng.randrange(len(data))] ^= 0xFF
        path.write_bytes(bytes(data))

    return build


def _duplicate_card(data: dict[str, Any]) -> None:
    hands = data["state"]["hands"]
    hands[0][0] = hands[1][0]


def _deep(levels: int) -> Callable[[Path], None]:
    """A good save whose seats are `levels` nested lists."""

    def build(path: Path) -> None:
        data = json.loads(good_bytes())
        data["seats"] = "DEEP"
        text = json.dumps(data).replace('"DEEP"', "[" * levels + "]" * levels)
        path.write_text(text)

    return build


_DIGITS = int("7" * 4000)  # a 4,000-digit number: valid JSON, absurd as any count
_HUGE_NUMBER = b'{"format": "nifty-table-save", "version": 1' + b"0" * 5000 + b"}"


@dataclass(frozen=True)
class Hostile:
    name: str
    build: Callable[[Path], None]
    reason: str  # a phrase the reason must hold (lower case)


CORPUS: tuple[Hostile, ...] = (
    Hostile("fifo.json", _fifo, "pipe"),
    Hostile("zero.json", _link("/dev/zero"), "device"),
    Hostile("urandom.json", _link("/dev/urandom"), "device"),
    Hostile("dangling.json", _link("no-such-file.json"), "does not exist"),
    Hostile("loop-a.json", _loop, "loops"),
    Hostile("folder.json", lambda p: p.mkdir(), "folder"),
    Hostile("deep.json", _raw(b"[" * 100_000 + b"]" * 100_000), "nested"),
    Hostile("deep-header.json", _deep(100_000), "nested"),
    Hostile("medium-deep.json", _deep(900), "header"),
    Hostile("seats-ints.json", _edited(_setter("seats", value=[1])), "header"),
    Hostile("seats-null.json", _edited(_setter("seats", value=None)), "header"),
    Hostile("seats-names.json", _edited(_setter("seats", 0, "name", value=None)), "header"),
    Hostile("title-list.json", _edited(_setter("title", value=["x"])), "header"),
    Hostile("empty.json", _raw(b""), "empty"),
    Hostile("truncated-half.json", _truncated(0.5), "truncated"),
    Hostile("truncated-end.json", _truncated(0.999), "truncated"),
    Hostile("flipped-1.json", _flipped(1), ""),
    Hostile("flipped-2.json", _flipped(2), ""),
    Hostile("foreign.json", _edited(_setter("format", value="chess-save")), "not a nifty-table"),
    Hostile("future.json", _edited(_setter("version", value=99)), "newer"),
    Hostile("wrong-game.json", _edited(_setter("game", value="chess")), "chess"),
    Hostile("duplicate-card.json", _edited(_duplicate_card), "inconsistent"),
    Hostile("junk-10mb.json", _raw(lambda: random.Random(3).randbytes(10 * 1024 * 1024)), "big"),
    Hostile("latin1.json", _raw('{"title": "caf\xe9"}'.encode("latin-1")), "not a text"),
    Hostile(
        "huge-number.json",
        _raw(b'{"format": "nifty-table-save", "version": 1' + b"0" * 5000 + b"}"),
        "damaged",
    ),
    Hostile("round-negative.json", _edited(_setter("state", "round", value=-5)), "round"),
    Hostile("rounds-huge.json", _edited(_setter("state", "rounds", value=10**18)), "rounds"),
    Hostile(
        "rng-digits.json", _edited(_setter("state", "rng", "state", value=int("7" * 4000))), "rng"
    ),
    Hostile("turn-digits.json", _edited(_setter("state", "turn", value=_DIGITS)), "turn"),
    Hostile("seed-digits.json", _edited(_setter("seed", value=_DIGITS)), "seed"),
)


def build_corpus(folder: Path, with_devices: bool = True) -> list[Hostile]:
    """Write every hostile file into `folder`; returns the entries written."""
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for entry in CORPUS:
        if not with_devices and entry.reason == "device":
            continue
        entry.build(folder / entry.name)
        made.append(entry)
    return made


def age(path: Path, seconds: float) -> None:
    """Make a file look older (no link following: a link's target is not ours)."""
    stamp = os.lstat(path).st_mtime - seconds
    os.utime(path, (stamp, stamp), follow_symlinks=False)


def screen_text(app) -> str:
    """Every character on the app's screen, row by row (what a person reads)."""
    return "\n".join(screen_lines(app))
