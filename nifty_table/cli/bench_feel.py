"""The speed a player feels, for `nifty-table bench`: New game, lifting a
curtain, the first F1 and taking a decision back, each timed from the key (or
the Start) until the next frame has been written to the terminal.

The real app runs in a child process on a pseudo-terminal with four people at
the table and the curtain on, as friends play it; every figure is wall time,
so measure on a quiet machine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_FEEL_CHILD = r"""
import asyncio, json, statistics, sys, time
from textual import events
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpScreen
from nifty_table.tui.screens.setup import SetupScreen
from nifty_table.tui.screens.table import TableScreen

game_id, tmp, out = sys.argv[1], sys.argv[2], sys.argv[3]
seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")]
players, rounds = int(sys.argv[4]), int(sys.argv[5])

class Timed(NiftyApp):
    def on_ready(self):
        self.run_worker(measure())

# Keys at a machine's pace: no reading time for the list after a curtain.
app = Timed(saves_dir=tmp, bot_delay=0, curtain=True, lift_reading=0)
frames = []
real_display = app._display
def display(*args, **kwargs):
    result = real_display(*args, **kwargs)
    frames.append(time.perf_counter())
    return result
app._display = display

async def until(test, limit=30.0):
    t = time.perf_counter()
    while not test() and time.perf_counter() - t < limit:
        await asyncio.sleep(0.0002)

async def next_frame(after):
    seen = len(frames)
    await until(lambda: len(frames) > seen and frames[-1] >= after)
    return frames[-1] - after

async def press(key, done):
    # The key, then the first frame written once `done()` holds.
    t = time.perf_counter()
    app.post_message(events.Key(key, None))
    await until(done)
    seen = len(frames)
    await until(lambda: len(frames) > seen)
    return (frames[-1] - t) * 1000

def table():
    # The table the driving screen holds (game screens hold only frames).
    return next(s.table for s in reversed(app.screen_stack) if isinstance(s, TableScreen))

async def new_game(seed):
    # The set-up screen with the game chosen, a person typing names for a
    # second, then what its Start does.
    app.go_to_menu()
    app.push_screen(SetupScreen())
    await until(lambda: isinstance(app.screen, SetupScreen))
    setup = app.screen
    await asyncio.sleep(0.2)
    setup.call_later(setup.select_game, game_id)  # on the screen's own loop
    await asyncio.sleep(1.0)
    t = time.perf_counter()
    app.open_table(Table(Match.new(game_id, seats[:players], seed=seed)))
    await until(lambda: app.screen is not setup)
    seen = len(frames)
    await until(lambda: len(frames) > seen)
    return (frames[-1] - t) * 1000

async def lift():
    await until(lambda: isinstance(app.screen, CurtainScreen), 5)
    if not isinstance(app.screen, CurtainScreen):
        return None
    await asyncio.sleep(0.6)  # a person reads the curtain
    return await press("enter", lambda: not isinstance(app.screen, CurtainScreen))

async def measure():
    await asyncio.sleep(1.0)
    figures = {"new_game": [], "lift": [], "help_first": [], "take_back": []}
    for round_ in range(rounds):
        figures["new_game"].append(await new_game(3 + round_))
        lifted = await lift()
        if lifted is not None:
            figures["lift"].append(lifted)
        await asyncio.sleep(0.6)
        figures["help_first"].append(
            await press("f1", lambda: isinstance(app.screen, HelpScreen)))
        await press("escape", lambda: not isinstance(app.screen, HelpScreen))
        await asyncio.sleep(0.3)
        for _ in range(3):  # choose, then take it back (at the curtain, if one came up)
            table_ = table()
            count = table_.moves
            seat = table_.prompt().seat
            app.post_message(events.Key("enter", None))
            await until(lambda: table_.moves > count, 5)
            if table_.moves == count:
                break
            await asyncio.sleep(0.5)
            if not table_.can_take_back(seat):  # it brought something hidden to light
                if isinstance(app.screen, CurtainScreen):
                    lifted = await lift()
                    if lifted is not None:
                        figures["lift"].append(lifted)
                break
            figures["take_back"].append(
                await press("u", lambda: table_.moves == count))
            await asyncio.sleep(0.3)
            if isinstance(app.screen, CurtainScreen):
                lifted = await lift()
                if lifted is not None:
                    figures["lift"].append(lifted)
                await asyncio.sleep(0.3)
    with open(out, "w") as fh:
        json.dump(figures, fh)
    app.exit()

app.run()
"""


def run_on_pty(child: str, *args: str) -> dict | None:
    """Run the app's child script on a pseudo-terminal (so its frames are
    really drawn and written), drain what it draws, and return the JSON it
    wrote to the file named by its third argument, or None."""
    import pty
    import select

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "figures.json"
        master, slave = pty.openpty()
        os.set_blocking(master, False)
        env = {**os.environ, "COLUMNS": "100", "LINES": "30", "TERM": "xterm-256color"}
        proc = subprocess.Popen(
            [sys.executable, "-c", child, args[0], tmp, str(out), *args[1:]],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            close_fds=True,
        )
        os.close(slave)
        deadline = time.monotonic() + 300
        while proc.poll() is None and time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    os.read(master, 65536)  # drain what the app draws
                except OSError:
                    break
        if proc.poll() is None:
            proc.kill()
        os.close(master)
        return json.loads(out.read_text()) if out.exists() else None


def feel(game_id: str, players: int, rounds: int = 3) -> dict:
    """First and median milliseconds for each thing a player waits for, over
    `rounds` new games."""
    data = run_on_pty(_FEEL_CHILD, game_id, str(players), str(rounds))
    if data is None:
        return {"error": "the app did not report its timings"}
    return {name: _summary(times) for name, times in data.items()}


def _summary(times: list[float]) -> dict:
    if not times:
        return {"first_ms": None, "median_ms": None}
    ordered = sorted(times)
    return {"first_ms": round(times[0], 1), "median_ms": round(ordered[len(ordered) // 2], 1)}


LABELS = {
    "new_game": "New game to its first screen",
    "lift": "curtain lifted to the table drawn",
    "help_first": "F1 to help drawn (first in a game)",
    "take_back": "take back (u) to redrawn",
}


def describe(figures: dict) -> list[str]:
    if "error" in figures:
        return [f"  felt speed: {figures['error']}"]
    return [
        f"  {LABELS[name]}: first {f['first_ms']} ms, median {f['median_ms']} ms"
        for name, f in figures.items()
    ]
