"""The bench's terminal figures: the menu's start-up against a bare Textual
app, and the time from a keypress to the last frame it causes."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time

from nifty_table.cli.bench_feel import run_on_pty

# Keys that move a cursor (and so force a redraw) on each game's screen.
CURSOR_KEYS = {"net": "right,left"}

_STARTUP_CHILD = r"""
import asyncio, json, resource, sys, time
which = sys.argv[1]
if which == "bare":
    from textual.app import App
    from textual.widgets import Static
    class Bare(App):
        def compose(self):
            yield Static("ready")
    app = Bare()
else:
    from nifty_table.tui.app import NiftyApp
    app = NiftyApp(saves_dir=sys.argv[2])
async def main():
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(json.dumps({"rss_kb": rss, "screen": type(app.screen).__name__}), flush=True)
asyncio.run(main())
"""


def startup(repeats: int) -> dict:
    """Process start to interactive main menu (headless), against a bare Textual app."""
    times: dict[str, list[float]] = {"bare": [], "menu": []}
    rss: dict[str, list[int]] = {"bare": [], "menu": []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeats):
            for which in ("bare", "menu"):
                t = time.perf_counter()
                proc = subprocess.Popen(
                    [sys.executable, "-c", _STARTUP_CHILD, which, tmp],
                    stdout=subprocess.PIPE,
                    text=True,
                )
                assert proc.stdout is not None  # stdout=PIPE
                line = proc.stdout.readline()
                times[which].append(time.perf_counter() - t)
                proc.wait()
                rss[which].append(json.loads(line)["rss_kb"])
    bare_t, menu_t = statistics.median(times["bare"]), statistics.median(times["menu"])
    bare_m, menu_m = statistics.median(rss["bare"]), statistics.median(rss["menu"])
    return {
        "bare_textual_ms": round(bare_t * 1000, 1),
        "menu_ms": round(menu_t * 1000, 1),
        "time_ratio": round(menu_t / bare_t, 3),
        "bare_rss_mb": round(bare_m / 1024, 1),
        "menu_rss_mb": round(menu_m / 1024, 1),
        "memory_ratio": round(menu_m / bare_m, 3),
    }


# The keypress child runs the real app on a pseudo-terminal (so frames are
# really rendered and written), posts arrow keys, and times each key until the
# last frame it causes has been written: a cursor move redraws the list at
# once, but the card text under it may follow in a later frame, and the
# player has seen the key's answer only when both are on screen. Then the
# same keys again while a hard seat's search runs, as it does at the table.
_KEYPRESS_CHILD = r"""
import asyncio, json, statistics, sys, threading, time
from textual import events
from nifty_table.engine import elsewhere, levels
from nifty_table.engine.match import Match
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp
game_id, tmp, out, keys = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split(",")
seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")]
match = Match.new(game_id, seats, seed=3)
rng = Rng.from_seed(3)
for step in range(230):  # into the game, where the table is busiest,
    prompt = match.prompt()  # to a choice of at least three, so the keys move a cursor
    choices = [a for a in match.legal_actions() if prompt and a.seat == prompt.seat]
    if step >= 30 and len({match.game.describe(match.state, a) for a in choices}) >= 3:
        break
    match.apply(rng.choice(match.legal_actions()))
class Timed(NiftyApp):
    def on_ready(self):
        self.run_worker(measure())
app = Timed(saves_dir=tmp, table=Table(match), bot_delay=0, curtain=False)
frames = []
real_display = app._display
def display(*args, **kwargs):
    result = real_display(*args, **kwargs)
    frames.append(time.perf_counter())
    return result
app._display = display
thinking = threading.Event()
def think():
    # What the table does while a hard seat thinks: a worker thread waits
    # for the decision, made in the other process.
    strategy = levels.strategy(game_id, "hard", 0.25)
    while thinking.is_set():
        elsewhere.decide(game_id, match.state.model_copy(deep=True), strategy, Rng.from_seed(9))
async def cursor_keys():
    times, firsts = [], []
    for i in range(60):
        key = keys[i % len(keys)]  # keys that move a cursor on this game's screen
        seen = len(frames)
        t = time.perf_counter()
        app.post_message(events.Key(key, None))
        while len(frames) == seen and time.perf_counter() - t < 1:
            await asyncio.sleep(0.0002)
        if len(frames) == seen:
            times.append(1.0)
            firsts.append(1.0)
            continue
        firsts.append(frames[seen] - t)
        # Every frame within 80 ms belongs to this key (nothing else moves on
        # a table of people); then a pause, as between two presses.
        await asyncio.sleep(max(0.0, t + 0.08 - time.perf_counter()))
        times.append(frames[-1] - t)
        await asyncio.sleep(0.03)
    return times, firsts
async def measure():
    await asyncio.sleep(1.0)
    times, firsts = await cursor_keys()
    warming = elsewhere.warm(game_id)
    while warming.is_alive():  # the process is up before the keys start
        await asyncio.sleep(0.01)
    thinking.set()
    threading.Thread(target=think, daemon=True).start()
    await asyncio.sleep(0.5)
    busy, _ = await cursor_keys()
    thinking.clear()
    helps = []  # F1 until the first frame drawn with the help panel on top
    for i in range(5):
        table = app.screen
        t = time.perf_counter()
        app.post_message(events.Key("f1", None))
        while app.screen is table and time.perf_counter() - t < 30:
            await asyncio.sleep(0.0002)
        seen = len(frames)
        while len(frames) == seen and time.perf_counter() - t < 30:
            await asyncio.sleep(0.0002)
        helps.append(frames[-1] - t if len(frames) > seen else 30.0)  # 30 s: never drawn
        app.post_message(events.Key("escape", None))
        while app.screen is not table and time.perf_counter() - t < 60:
            await asyncio.sleep(0.001)
        await asyncio.sleep(0.1)
    with open(out, "w") as fh:
        json.dump({"median_ms": statistics.median(times) * 1000,
                   "p95_ms": sorted(times)[int(0.95 * len(times))] * 1000,
                   "max_ms": max(times) * 1000,
                   "first_frame_median_ms": statistics.median(firsts) * 1000,
                   "thinking_median_ms": statistics.median(busy) * 1000,
                   "thinking_max_ms": max(busy) * 1000,
                   "help_first_ms": helps[0] * 1000,
                   "help_median_ms": statistics.median(helps) * 1000}, fh)
    app.exit()
app.run()
"""


def keypress(game_id: str) -> dict:
    data = run_on_pty(_KEYPRESS_CHILD, game_id, CURSOR_KEYS.get(game_id, "down,up"))
    if data is None:
        return {"error": "the app did not report keypress timings"}
    return {k: round(v, 2) for k, v in data.items()}
