"""Work done ahead, so the keys a player presses find it ready: the set-up
imports the chosen game's table while names are typed in (the help panel
built ahead is tested in test_table_flow)."""

from __future__ import annotations

import subprocess
import sys

# A fresh interpreter: the test process has imported every game's screen already.
CHILD = r"""
import asyncio, sys, time
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.setup import SetupScreen

async def main():
    app = NiftyApp(saves_dir=sys.argv[1])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "nifty_table.tui.nirds.screen" not in sys.modules
        app.push_screen(SetupScreen())
        await pilot.pause()
        await app.screen.select_game("nirds")
        deadline = time.monotonic() + 20
        while "nifty_table.tui.nirds.screen" not in sys.modules and time.monotonic() < deadline:
            await pilot.pause(0.05)
        assert isinstance(app.screen, SetupScreen)  # nothing opened, only imported
        print("imported" if "nifty_table.tui.nirds.screen" in sys.modules else "not imported")

asyncio.run(main())
"""


def test_choosing_a_game_in_the_set_up_imports_its_table_in_the_background(tmp_path):
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("imported") and "not imported" not in out.stdout
