"""A computer that takes its time thinks off the UI thread: the table keeps
answering keys, shows that it thinks, and never plays an answer to a game
that moved on (a take-back, a reload) or that is not on screen."""

from __future__ import annotations

import json
import threading
import time
from contextlib import asynccontextmanager
from types import SimpleNamespace

from textual.widgets import Static
from tui_helpers import (
    burst,
    make_app,
    net_at_anns_first_token,
    notifications,
    screen_text,
    settle,
    until,
)

from nifty_table.engine import saves, strategies
from nifty_table.tui.screens.confirm import ConfirmScreen
from nifty_table.tui.screens.help import HelpScreen
from nifty_table.tui.screens.table import TableScreen
from nifty_table.tui.screens.table_thinking import THINKING


class Pondering:
    """A strategy with a think budget that keeps a core busy until the test
    lets it answer (then it plays the game's heuristic move)."""

    name = "pondering"
    think = 30.0  # seconds: what marks a strategy that runs off the UI thread

    def __init__(self, game_id: str = "net") -> None:
        self.inner = strategies.get(game_id)
        self.release = threading.Event()
        self.started = threading.Event()
        self.answered = 0
        self.spins = 0

    def choose(self, view, legal, rng):
        self.started.set()
        deadline = time.monotonic() + self.think
        while not self.release.is_set() and time.monotonic() < deadline:
            self.spins += 1  # pure Python: holds the interpreter as a search does
        action = self.inner.choose(view, legal, rng)
        self.answered += 1
        return action

    def react(self, view, legal, rng):
        return None


def _thoughts(table) -> list:
    """The screen's workers that carry a computer's decision."""
    return [w for w in table.workers if w.group == THINKING]


def _prompt(app) -> str:
    return str(app.screen.query_one("#prompt", Static).render())


@asynccontextmanager
async def cy_thinking(saves_dir):
    """A NΣT! table, Ann (a person) and Cy (a computer): Ann covers a box and
    Cy starts to think. Cy is let go at the end whatever happened, so a
    failing test does not wait for the thread."""
    match = net_at_anns_first_token("Ann,bot:Cy")
    ponder = Pondering()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            await settle(pilot)
            table = app.screen
            assert isinstance(table, TableScreen)
            table.table.strategies[1] = ponder
            before = len(match.actions)
            burst(app, "enter")  # Ann covers the highlighted box
            await until(pilot, ponder.started.is_set)
            yield SimpleNamespace(
                app=app, pilot=pilot, match=match, table=table, ponder=ponder, before=before
            )
        finally:
            ponder.release.set()


async def test_keys_answer_while_a_computer_thinks(saves_dir):
    async with cy_thinking(saves_dir) as t:
        app, pilot, match, ponder = t.app, t.pilot, t.match, t.ponder
        count = len(match.actions)
        assert "Cy (computer) is thinking…" in screen_text(app)
        spinner_before = _prompt(app)
        await until(pilot, lambda: _prompt(app) != spinner_before, limit=3.0)
        assert "Cy (computer) is thinking…" in _prompt(app)  # the cue moves: the screen lives

        # Keys as a terminal sends them (the pilot's press would wait for the
        # process to go idle, which it does not while a core thinks).
        burst(app, "f1")  # help opens while Cy still thinks (Cy waits for `release`,
        # so the limit is only how long a loaded machine may take to draw help)
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), limit=10.0)
        await settle(pilot)
        assert "Rules" in screen_text(app)
        assert ponder.answered == 0 and len(match.actions) == count
        burst(app, "escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), limit=10.0)
        assert ponder.answered == 0

        ponder.release.set()
        await until(pilot, lambda: len(match.actions) == count + 1)
        assert ponder.answered == 1
        assert "thinking" not in _prompt(app)


async def test_an_answer_that_comes_while_help_is_open_waits_for_the_table(saves_dir):
    async with cy_thinking(saves_dir) as t:
        app, pilot, match, ponder = t.app, t.pilot, t.match, t.ponder
        count = len(match.actions)
        burst(app, "f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        ponder.release.set()
        await until(pilot, lambda: ponder.answered == 1)
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert len(match.actions) == count  # nothing moves behind the help panel

        await pilot.press("escape")
        await until(pilot, lambda: len(match.actions) == count + 1)
        assert ponder.answered == 1  # the answer that came was played, not asked again
        await settle(pilot)
        assert "thinking" not in _prompt(app)


async def test_a_take_back_mid_thought_drops_the_computers_answer(saves_dir):
    async with cy_thinking(saves_dir) as t:
        app, pilot, match, table, ponder = t.app, t.pilot, t.match, t.table, t.ponder
        count = t.before
        assert len(match.actions) == count + 1
        burst(app, "u")  # Ann takes her box back while Cy thinks
        await until(pilot, lambda: len(match.actions) == count)
        assert match.prompt().seat == 0

        ponder.release.set()
        await until(pilot, lambda: ponder.answered == 1)
        await settle(pilot, 5)
        assert len(match.actions) == count  # Cy's answer to the old game is not played
        assert match.prompt().seat == 0
        assert "thinking" not in _prompt(app)
        # The thought's thread has ended (help parsed ahead may still run: another group).
        await until(pilot, lambda: not any(w.is_running for w in _thoughts(table)))


async def test_saving_and_quitting_mid_thought_keep_the_game_where_it_was(saves_dir):
    async with cy_thinking(saves_dir) as t:
        app, pilot, match, table, ponder = t.app, t.pilot, t.match, t.table, t.ponder
        count = len(match.actions)
        burst(app, "ctrl+s")
        await until(pilot, lambda: "Saved to" in "\n".join(notifications(app)))
        saved = json.loads(table.save_path.read_text())
        assert len(saved["actions"]) == count
        burst(app, "ctrl+q")  # asks first; the thought goes on meanwhile
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await settle(pilot)
        assert "Quit" in screen_text(app)
        burst(app, "y")
        await until(pilot, lambda: app.return_code is not None)  # the app is closing
        ponder.release.set()  # the thread ends; its answer must not reach the save
        await until(pilot, lambda: ponder.answered == 1)
        await settle(pilot)
    path = table.save_path
    assert len(json.loads(path.read_text())["actions"]) == count
    reloaded = saves.load(path)
    assert reloaded.prompt().seat == 1  # Cy is to decide again when the game goes on
