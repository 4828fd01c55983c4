"""Take back in the table: `u` / Ctrl+Z, and what the screen says afterwards."""

from __future__ import annotations

import json

from textual.widgets import Static
from tui_helpers import (
    make_app,
    net_at_anns_first_token,
    net_match,
    notifications,
    screen_text,
    settle,
    until,
)

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.net.screen import NetScreen
from nifty_table.tui.screens.confirm import ConfirmScreen
from nifty_table.tui.screens.load import LoadScreen


def _ann_to_place_a_token():
    """One person (Ann) and two computers, NY3T! phase, Ann to cover a box."""
    return net_at_anns_first_token("Ann,bot:Bob,bot:Cy")


def _toasts(app) -> str:
    """The notifications the table has shown (the toasts' text)."""
    return "\n".join(notifications(app))


def _text(app, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


async def test_u_takes_back_a_token_before_the_computer_answers(saves_dir):
    match = _ann_to_place_a_token()
    # The computers think for a long time, so Ann is quicker than them.
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, NetScreen)
        count = len(match.actions)
        board_before = [row[:] for row in match.state.board]
        prompt_before = _text(app, "#prompt")
        await pilot.press("enter")  # cover the highlighted box
        await settle(pilot)
        assert len(match.actions) == count + 1
        assert "thinking" in _text(app, "#prompt")

        await pilot.press("u")
        await settle(pilot)

        assert len(match.actions) == count
        assert match.state.board == board_before
        assert "Ann took back: " in _toasts(app)
        assert _text(app, "#prompt") == prompt_before  # Ann is asked again
        assert "thinking" not in _text(app, "#prompt")
        # The save on disk is the game after the take-back, and it replays.
        saved = json.loads(table.save_path.read_text())
        assert len(saved["actions"]) == count


async def test_u_after_the_computers_moved_says_why_not(saves_dir):
    match = _ann_to_place_a_token()
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Ann covers a box, then Bob and Cy do
        await settle(pilot, 6)
        assert match.prompt().seat == 0 and match.actions[-1].seat == 2
        count = len(match.actions)

        await pilot.press("ctrl+z")
        await settle(pilot)

        assert len(match.actions) == count
        assert "Cannot take back: Cy has decided since your last decision." in _toasts(app)


async def test_a_save_whose_log_disagrees_is_only_opened_when_asked(saves_dir):
    match = net_match("Ann,bot:Bob", seed=3)
    for _ in range(6):
        match.apply(match.legal_actions()[0])
    data = json.loads(saves.serialize(match))
    data["actions"].pop()  # the log no longer leads to the saved state
    path = saves_dir / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    original = path.read_bytes()
    app = make_app(saves_dir)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one(Static).render())
        assert "odd.json" in question and "disagree" in question
        assert "Load the game state as it was saved?" in question
        await pilot.press("n")  # no: nothing opens, the file stays as it is
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        assert "was not loaded and was left as it is" in _toasts(app)
        assert path.read_bytes() == original

        await pilot.press("enter", "y")  # asked explicitly: it opens as saved
        await settle(pilot)
        table = next(s for s in reversed(app.screen_stack) if isinstance(s, NetScreen))
        assert table.save_path == path and table.table._match.match_id == match.match_id
        # It goes on from the saved state (a computer may have moved since).
        assert table.table._match.state.log[: len(match.state.log)] == match.state.log
        assert table.table._match.actions[:5] == match.actions[:5]


def _fluxx_with_a_free_action():
    """A Fluxx match (two people) where the one asked may start a free action
    or Keeper power that asks a choice and reveals nothing."""
    from nifty_table.engine.rng import Rng
    from nifty_table.games.fluxx.actions import UsePower, UseRule

    for seed in range(40):
        match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe")], seed=seed)
        rng = Rng.from_seed(seed)
        for _ in range(300):
            if match.prompt() is None:
                break
            legal = match.legal_actions()
            for action in legal:
                if isinstance(action, UsePower | UseRule) and not match.game.reveals(
                    match.state, action
                ):
                    return match, action
            match.apply(rng.choice(legal))
    raise AssertionError("no free action found in 40 random games")


async def test_escape_cancels_a_fluxx_free_action_before_its_choice(saves_dir):
    match, free = _fluxx_with_a_free_action()
    before = match.state.model_copy(deep=True)
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=0, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = app.screen
        assert table.submit(free)
        await settle(pilot)
        assert match.state != before and match.prompt().seat == free.seat

        await pilot.press("escape")
        await settle(pilot)

        assert match.state == before
        assert f"{match.seats[free.seat].name} took back: " in _toasts(app)
        assert _text(app, "#prompt") == match.prompt().text


async def test_u_on_the_curtain_takes_back_before_handing_over(saves_dir):
    """Two people: after Ann covers a box the curtain asks for Bob; Ann still
    has the keyboard and may take her token back there."""
    from nifty_table.tui.screens.curtain import CurtainScreen

    match = net_at_anns_first_token()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        while isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")  # Ann takes the keyboard
            await settle(pilot)
        count = len(match.actions)
        await pilot.press("enter")  # Ann covers a box
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        assert "Pass the keyboard to Bob" in _text(app, "#who")
        assert "Ann: press u to take back your last decision instead." in _text(app, "#undo-hint")

        await pilot.press("u")
        await settle(pilot)

        # Taken back, but Ann's hand is not opened to whoever holds the keyboard
        # now (Bob was about to): the decision is Ann's again, behind her curtain.
        assert len(match.actions) == count and match.prompt().seat == 0
        # Told in public words: the screen shows nobody's view now.
        assert "Ann took back their last decision." in _toasts(app)
        assert isinstance(app.screen, CurtainScreen)
        assert "Ann keeps the keyboard" in _text(app, "#who")  # Bob never lifted his
        table = app.screen_stack[-2]
        assert table.viewer is None  # the table beneath shows no hand
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, NetScreen) and app.screen.viewer == 0
        assert _text(app, "#prompt").startswith("Ann, cover a box")


async def test_a_resumed_game_does_not_offer_the_last_decision_on_its_curtain(saves_dir):
    """Nobody holds the keyboard when a game is resumed, so the first curtain
    hands over without offering anyone a take-back (u in the table still can)."""
    from nifty_table.tui.screens.curtain import CurtainScreen

    match = net_at_anns_first_token()
    match.apply(match.legal_actions()[0])  # Ann covers a box; Bob is asked next
    assert match.can_take_back(0)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        assert "Pass the keyboard to Bob" in _text(app, "#who")
        assert not app.screen.query("#undo-hint")
        count = len(match.actions)
        await pilot.press("u")  # not offered here: nothing happens
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and len(match.actions) == count


async def test_u_after_a_nirds_attack_roll_says_the_roll_stands(saves_dir):
    match = Match.new("nirds", [Seat(name="Anton"), Seat(name="Beatrix")], seed=1)
    for _ in range(2):  # both commanders are ready: the Action phase, Anton first
        match.apply(next(a for a in match.legal_actions() if a.kind == "ready"))
    attack = next(a for a in match.legal_actions() if a.kind == "attack")
    words = match.game.describe(match.state, attack)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.screen.submit(attack)
        await settle(pilot)
        count, prompt = len(match.actions), _text(app, "#prompt")
        # The roll stands, so the key bar does not offer u; pressed anyway, it says why.
        assert "u Take back" not in screen_text(app)

        await pilot.press("u")
        await settle(pilot)

        assert len(match.actions) == count and _text(app, "#prompt") == prompt
        assert (
            f"Cannot take back: {words!r} brought hidden information to light "
            "(a card drawn, passed or shown, a die rolled or a shuffle), so it stands."
        ) in _toasts(app)


async def test_u_takes_back_a_get_nifty_state_card_before_anything_is_drawn(saves_dir):
    from nifty_table.games.get_nifty.actions import PlayState

    match = Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    before = match.state.model_copy(deep=True)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "u Take back" not in screen_text(app)  # nothing decided yet
        assert app.screen.submit(PlayState(seat=0, card="safe-4"))
        await settle(pilot)
        assert match.state.teams[0].safe.card == "safe-4"

        await pilot.press("u")
        await settle(pilot)

        assert match.state == before
        assert "Ann took back: " in _toasts(app)
        assert _text(app, "#prompt") == match.prompt().text


async def test_a_message_at_80x24_leaves_the_choices_uncovered(saves_dir):
    """Messages come in at the top right: at the bottom they hid the choices."""
    from textual.widgets._toast import Toast

    match = Match.new("firefly-fluxx", [Seat(name="Ann"), Seat(name="Bob", bot=True)], seed=3)
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        choices = app.screen.query_one("#choices")
        assert match.prompt().seat == 0 and choices.region.height >= 3
        await pilot.press("ctrl+z")  # nothing to take back: a message says so
        await until(pilot, lambda: bool(app.screen.query(Toast)))
        await settle(pilot)
        for toast in app.screen.query(Toast):
            assert not toast.region.overlaps(choices.region), (toast.region, choices.region)
            assert toast.region.y >= 1  # the title line stays readable
