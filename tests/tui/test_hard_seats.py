"""A hard computer seat at the table, in every game: it searches in a thread
(the table shows it thinking) and its moves are played."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Static
from tui_helpers import burst, screen_text, settle, until

from nifty_table.engine import elsewhere, levels, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.search import Searcher
from nifty_table.table.table import Table
from nifty_table.table.thinking import thinks_long
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.confirm import ConfirmScreen
from nifty_table.tui.screens.table import TableScreen

GAMES = ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds"]


@pytest.fixture(autouse=True)
def quick_search(monkeypatch):
    monkeypatch.setattr(levels, "HARD_THINK", 0.03)  # a short think keeps the suite quick
    monkeypatch.setattr(levels, "HARD_THINK_BY_GAME", {})


def cy_to_decide(game_id: str) -> Match:
    """Ann (a person) and Cy (hard), played on until Cy decides."""
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Cy", bot=True, level="hard")], seed=2)
    while match.prompt().seat != 1:
        match.apply(next(a for a in match.legal_actions() if a.seat == match.prompt().seat))
    return match


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_hard_seat_thinks_in_another_process_and_plays(saves_dir, game_id):
    match = cy_to_decide(game_id)
    count = len(match.actions)
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=0.3, reaction_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        strategy = table.strategy_for(1)
        assert strategy.name == levels.hard_search(game_id) and thinks_long(strategy)
        assert strategy.think == 0.03 and elsewhere.can_send(strategy)
        cue = False  # the prompt bar said Cy thinks, before Cy moved
        for _ in range(500):
            prompt = str(table.query_one("#prompt", Static).render())
            if len(match.actions) > count:
                break
            cue |= "Cy (computer) is thinking…" in prompt
            await pilot.pause(0.01)
        await settle(pilot)
        assert cue
        assert len(match.actions) > count, "Cy never moved"
        assert match.actions[count].seat == 1
        # The search ran in the other process: the strategy here never
        # searched, and the table now keeps the one that came back.
        assert isinstance(strategy, Searcher) and strategy.last_iterations == 0
        after = table.strategy_for(1)
        assert after is not strategy and type(after) is type(strategy)


async def test_quitting_while_the_other_process_thinks_keeps_the_game(saves_dir, monkeypatch):
    """Cy thinks for a long time in the other process; the table quits in
    the middle. The app closes without waiting for Cy, and the save holds the
    game as it was: Cy's answer, when it comes, reaches nothing."""
    # Long enough that Cy cannot answer before the quit on a loaded machine;
    # the app does not wait for it, so the test stays quick.
    monkeypatch.setattr(levels, "HARD_THINK", 30.0)
    match = cy_to_decide("net")
    count = len(match.actions)
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=0, reaction_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await until(pilot, lambda: "is thinking" in screen_text(app), limit=10)
        burst(app, "ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        burst(app, "y")
        await until(pilot, lambda: app.return_code is not None)
        assert len(match.actions) == count
    saved = json.loads(table.save_path.read_text())
    assert len(saved["actions"]) == count
    assert saves.load(table.save_path).prompt().seat == 1  # Cy decides when it goes on
