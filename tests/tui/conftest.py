"""Fixtures for the TUI tests; helpers live in tui_helpers.py."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def saves_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


@pytest.fixture
def snap_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A saves folder named the same in every run (the menu prints it, and a
    snapshot must not vary): `saves`, relative to a fresh working folder."""
    monkeypatch.chdir(tmp_path)
    folder = Path("saves")
    folder.mkdir()
    return folder
