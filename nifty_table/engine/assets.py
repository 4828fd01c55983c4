"""Read data files shipped in the package's assets (decks, boards, help)."""

from __future__ import annotations

import json
import tomllib
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any


def asset(*parts: str) -> Traversable:
    node = files("nifty_table") / "assets"
    for part in parts:
        node = node / part
    return node


def read_text(*parts: str) -> str:
    return asset(*parts).read_text(encoding="utf-8")


def read_toml(*parts: str) -> dict[str, Any]:
    return tomllib.loads(read_text(*parts))


def read_json(*parts: str) -> Any:
    return json.loads(read_text(*parts))
