"""The collector's full rounds stay off the keys: once a table is drawn,
what lives for the game is left out of them, and what a closed table left
behind is collected when the next one opens (nothing piles up game after
game). Checked in the real app on a pseudo-terminal, as a headless run (a
test's) never freezes anything (tui/collector.py)."""

from __future__ import annotations

from nifty_table.cli.bench_feel import run_on_pty

_CHILD = r"""
import asyncio, gc, json, sys, weakref
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.table import TableScreen
from nifty_table.table.table import Table

game_id, tmp, out = sys.argv[1], sys.argv[2], sys.argv[3]
seats = [Seat(name="Ann"), Seat(name="Bob")]

class Child(NiftyApp):
    def on_ready(self):
        self.run_worker(check())

app = Child(saves_dir=tmp, bot_delay=0, curtain=False)

async def until(ready):
    # Bounded waits that poll (a loaded machine draws slowly); after the bound
    # the child reports what it sees, and the test judges that.
    for _ in range(2000):
        if ready():
            return
        await asyncio.sleep(0.01)

async def open_table(seed):
    frozen_before = gc.get_freeze_count()
    app.open_table(Table(Match.new(game_id, seats, seed=seed)))
    await until(lambda: isinstance(app.screen, TableScreen))
    # drawn, then settled: the freeze count changes once the table is drawn
    await until(lambda: gc.get_freeze_count() != frozen_before)
    await asyncio.sleep(0.2)
    return app.screen

async def check():
    first = weakref.ref(await open_table(1))
    frozen = gc.get_freeze_count()
    app.go_to_menu()
    await asyncio.sleep(0.3)
    await open_table(2)
    await until(lambda: first() is None)
    with open(out, "w") as fh:
        json.dump({"frozen": frozen, "first_table_kept": first() is not None}, fh)
    app.exit()

app.run()
"""


def test_a_drawn_table_is_left_out_of_full_rounds_and_a_closed_one_is_collected():
    report = run_on_pty(_CHILD, "net")
    assert report is not None, "the app did not report"
    assert report["frozen"] > 10_000  # the table and everything it reads
    assert report["first_table_kept"] is False
