"""Fixtures for the TUI tests; helpers live in tui_helpers.py."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def saves_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder
