"""The command line: markup names start a game, and a crash inside the app
exits non-zero (Textual prints the traceback but used to leave the code at 0)."""

from __future__ import annotations

from hostile_saves import screen_text

from nifty_table.cli import main as cli
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.menu import MenuScreen


def _headless(monkeypatch, pilot_script) -> None:
    real_run = NiftyApp.run

    def run(self, **kwargs):
        return real_run(self, headless=True, size=(100, 30), auto_pilot=pilot_script)

    monkeypatch.setattr(NiftyApp, "run", run)


def test_play_with_markup_names_shows_them_and_exits_zero(tmp_path, monkeypatch):
    seen: list[str] = []

    async def script(pilot) -> None:
        for _ in range(8):
            await pilot.pause(0.05)
        await pilot.press("enter")  # the curtain for the first seat
        await pilot.pause(0.1)
        seen.append(screen_text(pilot.app))
        pilot.app.exit()

    _headless(monkeypatch, script)
    code = cli.main(["--saves", str(tmp_path), "play", "net", "--players", "[/],[bold],[link=x]"])
    assert code == 0
    assert "[/]" in seen[0] and "[link=x]" in seen[0]


def test_a_crash_inside_the_app_exits_non_zero(tmp_path, monkeypatch):
    def broken(self) -> None:
        raise RuntimeError("a bug nobody foresaw")

    async def script(pilot) -> None:
        await pilot.pause(0.2)

    monkeypatch.setattr(MenuScreen, "on_mount", broken)
    _headless(monkeypatch, script)
    assert cli.main(["--saves", str(tmp_path)]) != 0


def test_a_name_with_control_characters_is_refused_by_play(tmp_path, capsys):
    assert cli.main(["--saves", str(tmp_path), "play", "net", "--players", "Ann,B\x1b[2Jb"]) == 2
    assert "control characters" in capsys.readouterr().err
