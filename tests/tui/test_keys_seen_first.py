"""A key acts only on what was on screen when it was pressed (issue 29 item 1):
in every game, keys typed in one go choose nothing from a list drawn only
after they were pressed. In the walker's style: a seeded game is played on
with Enter, and a burst is sent at every point that hands the keyboard over."""

from __future__ import annotations

import pytest
from tui_helpers import burst, make_app, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.table import TableScreen

BURST = ("enter", "enter", "space", "down", "enter", "space", "enter")
CURTAINS = 3  # curtains checked in each game (the first, and two later ones)


def _state(match: Match) -> tuple[int, str]:
    return len(match.actions), match.state.model_dump_json()


# Nirds vs Gnomes has no curtain: its people play together with open hands.
@pytest.mark.parametrize("game_id", ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty"])
async def test_a_burst_on_a_curtain_lifts_it_and_chooses_nothing(saves_dir, game_id):
    """The first key lifts the curtain; the others were pressed before the
    next person's choices were drawn, so the game stays as it was."""
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(saves_dir, match)
    checked = 0
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        for _ in range(80):
            if checked == CURTAINS:
                break
            if isinstance(app.screen, CurtainScreen):
                before = _state(match)
                burst(app, *BURST)
                await settle(pilot, 10)
                assert isinstance(app.screen, TableScreen)
                assert _state(match) == before, f"a key chose at curtain {checked + 1}"
                checked += 1
            await pilot.press("enter")  # the highlighted choice (or past a summary)
            await settle(pilot)
    assert checked == CURTAINS


# Enters typed in one go at the table: the first makes a move and a curtain
# comes down for the next person; the others were pressed before that curtain
# was drawn, so they must not lift it (the next hand would show to whoever
# typed them).
@pytest.mark.parametrize("game_id", ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty"])
async def test_a_burst_at_the_table_never_lifts_the_next_curtain(saves_dir, game_id):
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(saves_dir, match)
    checked = 0
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        for _ in range(120):
            if checked == CURTAINS:
                break
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")  # seen: lifted by its person
                await settle(pilot)
                continue
            if not isinstance(app.screen, TableScreen) or app.screen.viewer is None:
                await pilot.press("enter")  # past a summary
                await settle(pilot)
                continue
            viewer = app.screen.viewer
            burst(app, "enter", "enter", "enter")
            await settle(pilot, 10)
            if isinstance(app.screen, TableScreen) and app.screen.viewer not in (None, viewer):
                raise AssertionError(f"keys typed before curtain {checked + 1} showed lifted it")
            if isinstance(app.screen, CurtainScreen):
                checked += 1
    assert checked == CURTAINS


async def test_nirds_a_burst_on_a_trade_offers_nothing_unseen(saves_dir):
    """Nirds has no curtain; its trade dialog is the list drawn after a key:
    Enter opens it, and the Enters typed with it offer no trade from it."""
    from test_nirds_table import trading_match

    from nifty_table.tui.nirds.trade import TradeDialog

    match = trading_match()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 36)) as pilot:
        await settle(pilot)
        options = app.screen.query_one("#choices")
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        options.highlighted = next(i for i, t in enumerate(labels) if t.startswith("Trade dice"))
        await settle(pilot)
        before = _state(match)
        burst(app, "enter", "enter", "enter")
        await settle(pilot, 10)
        assert isinstance(app.screen, TradeDialog)
        assert _state(match) == before


async def test_nirds_a_doubled_enter_on_an_offer_answers_nothing_for_the_other(saves_dir):
    """Nirds hands the keyboard over without a curtain: Ann's offer puts
    Bob's 'Accept the trade' on screen at once, and the second of a doubled
    Enter (150 ms apart, as typed at the table) accepted it for him. The
    first list of a new decider must be read first, as after a curtain."""
    from test_nirds_table import choose, trading_match

    from nifty_table.tui.nirds.trade import TradeDialog

    # Longer than the table's 0.3 s, so that the doubled Enter surely falls
    # inside it however slow the machine running the test is.
    reading = 2.0
    match = trading_match()
    app = make_app(saves_dir, match, lift_reading=reading)
    async with app.run_test(size=(100, 36)) as pilot:
        await settle(pilot)
        await choose(pilot, "Trade dice")
        await pilot.pause(reading)
        assert isinstance(app.screen, TradeDialog)
        offered = len(match.actions) + 2  # the offer and its dice
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot, 10)
        assert len(match.actions) == offered, match.actions[offered - 1 :]
        assert "Bob: Ann offers" in " ".join(screen_text(app).split())  # still Bob's to answer
