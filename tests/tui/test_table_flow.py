"""The whole path a group of friends takes, driven by the keyboard only."""

from __future__ import annotations

import json

from textual.widgets import Checkbox, Input, Select
from tui_helpers import (
    make_app,
    net_before_last_trick,
    net_match,
    notifications,
    screen_text,
    settle,
)

from nifty_table.engine import saves
from nifty_table.games.net.state import Phase
from nifty_table.tui.net.screen import NetScreen
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpScreen
from nifty_table.tui.screens.load import LoadScreen
from nifty_table.tui.screens.menu import MenuScreen
from nifty_table.tui.screens.setup import SetupScreen
from nifty_table.tui.screens.too_small import TooSmallScreen


async def play_until(pilot, app, done, limit: int = 800) -> None:
    """Press Enter (curtains, first legal choice) until `done()` holds."""
    for _ in range(limit):
        if done():
            return
        await pilot.press("enter")
        await pilot.pause(0.02)  # the computer seat's move comes on a timer
    raise AssertionError("the game did not get there by pressing Enter")


async def test_new_three_player_game_by_keyboard_play_a_trick_save_reload(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("enter")  # New game
        await settle(pilot)
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("enter")  # NΣT! chosen, focus jumps to Start
        assert app.focused.id == "start"
        # Back to the player count: shift+tab walks up the form.
        count = app.screen.query_one("#count", Select)
        while app.focused is not count:
            await pilot.press("shift+tab")
        await pilot.press("enter", "down", "enter")  # 2 -> 3 players
        await settle(pilot)
        assert count.value == 3
        await pilot.press("tab")  # name of seat 1
        assert isinstance(app.focused, Input)
        # A person's row: name, person/computer, here/remote.
        await pilot.press("end", *["backspace"] * 5, *"Mal", "tab", "tab", "tab")  # rename seat 1
        await pilot.press("tab", "tab", "tab")  # seat 2 checkbox, its here/remote, seat 3 name
        await pilot.press("tab", "space")  # seat 3 checkbox: computer
        assert isinstance(app.focused, Checkbox) and app.focused.value is True
        start = app.screen.query_one("#start")
        for _ in range(30):  # bounded: a focus ring without Start must fail, not hang
            if app.focused is start:
                break
            await pilot.press("tab")
        assert app.focused is start
        await pilot.press("enter")
        await settle(pilot)

        table = app.screen if isinstance(app.screen, NetScreen) else None
        if table is None:  # a curtain goes up first for the first human
            assert isinstance(app.screen, CurtainScreen)
            table = app.screen_stack[-2]
        match = table.table._match
        assert [s.name for s in match.seats] == ["Mal", "Bob", "Cy"]
        assert [s.bot for s in match.seats] == [False, False, True]

        # A whole trick by keyboard: both people behind their curtains, and the
        # computer on its timer (a round's end is test_round_summary_between_rounds').
        await play_until(pilot, app, lambda: bool(match.state.last_trick))
        assert len(match.state.last_trick) == 3 and match.state.round == 1

        await play_until(pilot, app, lambda: isinstance(app.screen, NetScreen))
        await pilot.press("ctrl+s")
        await settle(pilot)
        saved = json.loads(table.save_path.read_text())
        assert saved["summary"] == "Round 1 of 9"
        before = match.state.model_dump()

        await pilot.press("m")  # back to the menu
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("l")  # load screen
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await settle(pilot)
        reloaded = next(s for s in reversed(app.screen_stack) if isinstance(s, NetScreen))
        assert reloaded is not table
        assert reloaded.table._match.state.model_dump() == before
        actions = len(reloaded.table._match.actions)
        await play_until(pilot, app, lambda: len(reloaded.table._match.actions) > actions + 3)
        assert reloaded.table._match.state.phase is not Phase.OVER


async def test_curtain_hides_the_hand_between_people(saves_dir):
    app = make_app(saves_dir, net_match("Ann,Bob", seed=3))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        # Characters are public, then the NY3T! phase needs the hand.
        for _ in range(60):
            if isinstance(app.screen, CurtainScreen):
                break
            await pilot.press("enter")
            await settle(pilot, 2)
        assert isinstance(app.screen, CurtainScreen)
        table = app.screen_stack[-2]
        hand = table.query_one("#hand")
        assert hand.hidden and hand.hand == []
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is table
        assert not hand.hidden and len(hand.hand) == 15


async def test_illegal_card_is_refused_with_reason_and_changes_nothing(saves_dir):
    match = net_match("Ann,bot:Bob,bot:Cy", seed=11)
    # Played on (by the engine: the way there is not what this shows) until Ann
    # must follow a trick and holds a card she may not play.
    for _ in range(400):
        s = match.state
        if s.phase is Phase.TRICKS and s.turn == 0 and s.trick:
            legal = {a.card for a in match.legal_actions()}
            if set(s.hands[0]) - legal:
                break
        match.apply(match.legal_actions()[0])
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        hand = app.screen.query_one("#hand")
        bad = next(i for i, c in enumerate(hand.hand) if c not in hand.allowed)
        hand.cursor = bad
        before = match.state.model_dump()
        notes = len(notifications(app))
        await pilot.press("enter")
        await settle(pilot)
        assert match.state.model_dump() == before
        assert len(notifications(app)) > notes
        message = notifications(app)[-1]
        assert "Not allowed: you must follow" in message
        assert ": you hold " in message  # the cards that follow, named


async def test_too_small_terminal_says_so_and_recovers(saves_dir):
    app = make_app(saves_dir, net_match())
    async with app.run_test(size=(70, 20)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        text = str(app.screen.query_one("#msg").render())
        assert "enlarge" in text and "70x20" in text
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert not isinstance(app.screen, TooSmallScreen)


async def test_help_panel_and_quit_confirmation(saves_dir):
    app = make_app(saves_dir, net_match("Ann,bot:Bob"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "Settled interpretations" in app.screen.query_one("#rules HelpPanel").text
        assert "You have 5 choices:" in app.screen.query_one("#now HelpPanel").text  # characters
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert type(app.screen).__name__ == "ConfirmScreen"
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NetScreen)
        assert app.is_running


async def test_the_help_panel_is_built_before_anyone_asks(saves_dir):
    """The first F1 in a game costs what a later one does: the panel is composed
    before anyone asks, and F1 then shows "what can I do now?" as it is then."""
    app = make_app(saves_dir, net_match("Ann,Bob"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        table = app.screen_stack[1]
        await pilot.pause(0.6)  # nobody has pressed anything yet
        assert table._help is not None and table._help.is_running
        assert table._help not in app.screen_stack
        assert "Settled interpretations" in table._help.query_one("#rules HelpPanel").text
        await pilot.press("enter")  # Ann picks a character (in public: no curtain)
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert app.screen is table._help
        on_screen = screen_text(app)
        assert "Bob, pick your character." in on_screen  # written now, not when built
        assert "You have 4 choices:" in on_screen


async def test_f1_while_the_help_panel_is_still_being_composed_ahead(saves_dir):
    """F1 can fall between the panel being installed ahead and its tabs being
    mounted (a busy machine): it opens with "what can I do now?" as it is then."""
    app = make_app(saves_dir, net_match("Ann,Bob"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        table = app.screen_stack[1]
        await pilot.press("enter")  # Ann picks a character
        await settle(pilot)
        table._build_help_ahead()  # what the timer would do ...
        table.action_help()  # ... and F1 before the composed tabs are mounted
        await settle(pilot)
        assert app.screen is table._help
        on_screen = screen_text(app)
        assert "Bob, pick your character." in on_screen
        assert "You have 4 choices:" in on_screen


async def test_a_finished_game_builds_no_help_ahead_and_f1_still_answers(saves_dir):
    match = net_match("Ann,Bob", seed=4)
    while match.result() is None:
        match.apply(match.legal_actions()[0])
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        table = app.screen_stack[1]
        await pilot.pause(0.6)
        assert table._help is None  # the end screen is up: nothing composed behind it
        await pilot.press("t")  # look at the final table
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert "The game is over" in screen_text(app)


async def test_a_help_panel_composed_ahead_as_the_app_closes_goes_quietly(saves_dir):
    """The help panel is built ahead on a timer; if that falls just as the
    app closes (a quick quit, a short test), its half-built tabs are no error."""
    for _ in range(3):
        app = make_app(saves_dir, net_match("Ann,Bob"))
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause()
            app.screen_stack[1]._build_help_ahead()  # what the timer would do, now
        assert app.return_code in (None, 0)


async def test_broken_save_is_listed_with_reason_and_left_untouched(saves_dir):
    broken = saves_dir / "broken.json"
    broken.write_text('{"format": "nifty-table-save", "version": 2, "game": "net"')
    foreign = saves_dir / "notes.json"
    foreign.write_text('{"hello": "world"}')
    good = net_match("Ann,bot:Bob")
    saves.save(good, saves_dir / "good.json")
    before = {p.name: p.read_bytes() for p in saves_dir.iterdir()}
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        rows = {r.path.name: r for r in screen.rows}
        assert rows["good.json"].ok
        assert "truncated" in rows["broken.json"].error
        assert "not a nifty-table save" in rows["notes.json"].error
        # Choosing a broken row explains and opens nothing.
        table = screen.query_one("DataTable")
        table.move_cursor(row=[r.path.name for r in screen.rows].index("broken.json"))
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
    after = {p.name: p.read_bytes() for p in saves_dir.iterdir()}
    assert after == before


async def test_round_summary_between_rounds(saves_dir):
    from nifty_table.tui.net.round_summary import RoundSummaryScreen

    match = net_before_last_trick("Ann,bot:Bob", seed=8)  # the last trick is played here
    tricks_before = sum(match.state.tricks_won)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        for _ in range(300):
            if isinstance(app.screen, RoundSummaryScreen):
                break
            await pilot.press("enter")
            await settle(pilot, 2)
        assert isinstance(app.screen, RoundSummaryScreen)
        assert len(match.state.history) == 1
        record = match.state.history[0]
        shown = app.screen.table
        assert shown.title == "Round 1 of 8"
        assert shown.row_count == 2
        assert sum(record.tricks) == tricks_before + 1  # the last one, played here, counted
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, NetScreen)


async def test_end_of_game_shows_final_table_and_round_chart(saves_dir):
    from nifty_table.engine.rng import Rng
    from nifty_table.tui.screens.end import EndScreen

    match = net_match("Ann,Bob", seed=6)
    rng = Rng.from_seed(6)
    # Play on by random moves until only the very last card is left to play.
    while not (
        match.state.round == match.state.rounds
        and len(match.legal_actions()) == 1
        and match.state.phase is Phase.TRICKS
        and sum(map(len, match.state.hands)) == 1
    ):
        match.apply(rng.choice(match.legal_actions()))
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # the last card
        await settle(pilot)
        assert match.result() is not None
        assert isinstance(app.screen, EndScreen)
        texts = [str(w.render()) for w in app.screen.query("Static")]
        assert any("wins" in t or "share the win" in t for t in texts)
        assert len(match.state.history) == 8
        # the chart's numbers: each round's total with its change, the last one final
        from tui_helpers import visible_text

        numbers = visible_text(app.screen.query_one("#chart-numbers"))
        assert "Running total after each round" in numbers
        last = [line for line in numbers.splitlines() if line.strip().strip("│┃|").strip()]
        final_row = next(r for r in last if r.strip("│ ").startswith("8 "))
        for score in match.result().scores:
            assert f"{score} (" in final_row
        assert app.screen.query_one("#end-chart") is not None
        await pilot.press("enter")
        await settle(pilot)
        assert type(app.screen).__name__ == "MenuScreen"
