"""Arguments that cannot work are refused at once: one line on stderr, exit
code 2, before any screen opens or any game is simulated. They had given a
traceback (a folder name over 255 bytes), been ignored (`--saves ''`), failed
only at the first save (a file as the folder), or run for ever (`--think nan`)."""

from __future__ import annotations

import os

import pytest

from nifty_table.cli import main as cli
from nifty_table.engine import duplicate, sim
from nifty_table.tui.app import NiftyApp

LONG = "x" * 256  # one byte over the longest name a folder can have


@pytest.fixture(autouse=True)
def nothing_starts(monkeypatch):
    """Any screen or simulation that starts fails the test."""

    def started(*args, **kwargs):
        raise AssertionError("the command went on with an argument it should refuse")

    monkeypatch.setattr(NiftyApp, "run", started)
    monkeypatch.setattr(sim, "simulate", started)
    monkeypatch.setattr(duplicate, "duplicate", started)
    monkeypatch.delenv("NIFTY_TABLE_SAVES", raising=False)


def refused(args: list[str], capsys) -> str:
    """The one line a refused command prints."""
    assert cli.main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


COMMANDS = [["stats"], ["play", "net"], ["keys"], [], ["serve"]]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0] if c else "menu")
def test_a_saves_folder_that_cannot_be_is_refused(tmp_path, capsys, command):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    for folder, words in [
        ("", "--saves is empty"),
        (str(tmp_path / LONG / "saves"), "longer than a folder's name can be (255 bytes)"),
        (str(a_file), f"{str(a_file)!r} is a file, not a folder"),
        (str(a_file / "saves"), f"{str(a_file)!r} is a file, not a folder"),
    ]:
        line = refused(["--saves", folder, *command], capsys)
        assert line.startswith("nifty-table: ") and words in line, line


def test_the_saves_folder_of_the_environment_is_checked_too(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("NIFTY_TABLE_SAVES", str(tmp_path / LONG))
    assert "NIFTY_TABLE_SAVES: the name 'xxx" in refused(["stats"], capsys)
    # --saves, given, is the folder used: the variable does not matter then.
    monkeypatch.setattr(NiftyApp, "run", lambda self: None)
    assert cli.main(["play", "net", "--saves", str(tmp_path / "games")]) == 0


@pytest.mark.skipif(os.geteuid() == 0, reason="the superuser may write anywhere")
def test_a_saves_folder_that_cannot_be_written_is_refused_where_games_save(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        line = refused(["--saves", str(locked / "games"), "play", "net"], capsys)
        assert f"cannot write in {str(locked)!r}" in line
        assert cli.main(["--saves", str(locked), "stats", "--json"]) == 0  # reading is fine
    finally:
        locked.chmod(0o700)


@pytest.mark.parametrize("think", ["nan", "inf", "1e9", "61", "-1", "0"])
def test_simulate_refuses_a_think_time_that_cannot_end_or_mean_anything(capsys, think):
    for command in (["simulate", "net"], ["simulate", "net", "--bots", "search,heuristic"]):
        for extra in ([], ["--duplicate"]) if len(command) > 2 else ([],):
            line = refused([*command, *extra, "--games", "1", "--think", think], capsys)
            assert line == (
                "nifty-table: --think takes seconds above 0 and at most 60 per decision, "
                f"not {float(think):g}"
            )


@pytest.mark.parametrize("games", ["0", "-1"])
def test_simulate_refuses_fewer_than_one_game(capsys, games):
    for extra in ([], ["--bots", "search,heuristic", "--duplicate"]):
        line = refused(["simulate", "net", *extra, "--games", games], capsys)
        assert line == f"nifty-table: --games takes a number of games of at least 1, not {games}"


def test_play_refuses_an_unknown_level_before_a_colon(tmp_path, capsys):
    line = refused(
        ["--saves", str(tmp_path), "play", "net", "--players", "Ann,godlike:Bob"], capsys
    )
    assert line == (
        "nifty-table: godlike: is not a computer level; a seat may start with "
        "bot:, easy:, normal:, hard:"
    )
