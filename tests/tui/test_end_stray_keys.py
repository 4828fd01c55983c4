"""The end of a game takes Enter and Escape only once it has been on screen
for the computers' pause (issue: a player pressing Enter at the table's pace
left the result for the menu before anyone had read who won)."""

from __future__ import annotations

from tui_helpers import make_app, net_match, screen_text, settle

from nifty_table.engine.rng import Rng
from nifty_table.games.net.state import Phase
from nifty_table.tui.screens.end import EndScreen
from nifty_table.tui.screens.menu import MenuScreen


def net_at_its_last_card(seed: int = 6):
    """A two-player NΣT! game with only its very last card left to play."""
    match = net_match("Ann,Bob", seed=seed)
    rng = Rng.from_seed(seed)
    while not (
        match.state.round == match.state.rounds
        and match.state.phase is Phase.TRICKS
        and sum(map(len, match.state.hands)) == 1
    ):
        match.apply(rng.choice(match.legal_actions()))
    return match


async def test_an_enter_right_after_the_result_shows_leaves_it_on_screen(saves_dir):
    match = net_at_its_last_card()
    app = make_app(saves_dir, match, curtain=False)
    app.bot_delay = 30.0  # the pause people get to read a move: longer than this test
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the last card
        await settle(pilot)
        assert match.result() is not None and isinstance(app.screen, EndScreen)
        for key in ("enter", "escape"):  # at the table's pace: not read yet
            await pilot.press(key)
            await settle(pilot)
            assert isinstance(app.screen, EndScreen), key
            text = screen_text(app)
            assert "NΣT!: " in text and "Final table" in text
        app.bot_delay = 0.0  # now read for long enough
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


async def test_an_enter_right_after_a_rounds_summary_shows_leaves_it_on_screen(saves_dir):
    """The same for a round's numbers in NΣT!: an Enter typed with the round's
    last card does not close the summary before anyone has read it."""
    from tui_helpers import net_before_last_trick

    from nifty_table.tui.net.round_summary import RoundSummaryScreen

    match = net_before_last_trick("Ann,Bob", seed=8)
    app = make_app(saves_dir, match, curtain=False)
    app.bot_delay = 30.0
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for _ in range(2):  # the round's last two cards
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)
        assert "Round 1 of 8" in screen_text(app)
        app.bot_delay = 0.0
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, RoundSummaryScreen)
