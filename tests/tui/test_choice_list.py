"""The choice list at a shared keyboard: keys pressed before it shows its new
content choose nothing, a take-back puts the cursor back on the choice taken
back, every choice is in sight or announced, and the choice that hands the
turn over comes last."""

from __future__ import annotations

import pytest
from test_get_nifty_table import arranged_match
from textual import events
from tui_helpers import make_app, notifications, region_text, screen_text, settle, until

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.tui.widgets.action_list import ActionList
from nifty_table.tui.widgets.key_bar import KeyBar


def _list_text(app) -> str:
    """The prompt bar as shown: its rule (with any cue), the prompt, the choices."""
    return region_text(app, app.screen.query_one("#prompt-bar"))


def _cursor_on(app) -> str:
    """The text of the highlighted choice."""
    choices = app.screen.query_one("#choices", ActionList)
    return str(choices.get_option_at_index(choices.highlighted).prompt)


def _burst(app, *keys: str) -> None:
    """Keys typed faster than the screen is drawn: all queued before any is handled."""
    for key in keys:
        app.post_message(events.Key(key, "\r" if key == "enter" else None))


async def _choose(pilot, label: str) -> None:
    choices = pilot.app.screen.query_one("#choices", ActionList)
    texts = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
    choices.highlighted = next(i for i, t in enumerate(texts) if t.startswith(label))
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)


async def test_a_burst_of_enters_chooses_once(saves_dir):
    """Enter Enter Enter Down Enter typed at once: the first Enter chooses from
    the list on screen; the others were pressed before the next list showed."""
    match = arranged_match()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert _cursor_on(app).startswith("Challenge Bob (Danger) with Kusari")
        _burst(app, "enter", "enter", "enter", "down", "enter")
        # (on a loaded machine the first choice can take a while to show;
        # then the late keys get their time to do harm, if they would)
        await until(pilot, lambda: "Ann starts a Danger challenge" in screen_text(app))
        await settle(pilot, 8)
        text = screen_text(app)
        assert "Ann starts a Danger challenge" in text
        assert "Ann adds Dex" not in text and "Ann adds Torg" not in text
        assert "Your hand: [C] Dex · [C] Torg · [B] Dude! · [B] Man!" in text
        assert len(match.actions) == 1


def _ann_and_bob() -> Match:
    """A real Get Nifty game (its log replays, so decisions can be taken
    back): Ann holds KITTEN, SAFE, Mohkadun, Mystery Box and Kiki."""
    return Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=3)


async def test_a_key_pressed_before_a_take_back_showed_chooses_nothing(saves_dir):
    """Ann plays Mystery Box, takes it back, and an Enter she pressed before
    the list came back reaches it late: nothing is played. The cursor waits on
    the choice taken back, and its card text is shown."""
    match = _ann_and_bob()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert _cursor_on(app).startswith("Change the Plot: KITTEN")
        await _choose(pilot, "Play the Object Mystery Box")
        assert "Ann plays the Object Mystery Box" in screen_text(app)
        late_enter = events.Key("enter", "\r")  # pressed now, handled after the take-back
        await pilot.press("u")
        await settle(pilot)
        assert "Ann plays the Object" not in screen_text(app)
        app.post_message(late_enter)
        await settle(pilot, 5)
        text = screen_text(app)
        assert "Ann plays the Object" not in text and "Plot: none" in text
        assert "Your hand: [P] KITTEN · [St] SAFE · [C] Mohkadun · [O] Mystery Box" in text
        assert _cursor_on(app).startswith("Play the Object Mystery Box")
        assert "[O] Mystery Box D2 S-2 W3 N2:" in text  # the card under the cursor
        await pilot.press("enter")  # a key pressed now chooses as usual
        await settle(pilot)
        assert "Ann plays the Object Mystery Box" in screen_text(app)


async def test_enter_then_u_typed_at_once_takes_back_that_choice(saves_dir):
    """u typed right after Enter takes back what that Enter chose, not the
    decision before it (the choice is made as its key comes, not later)."""
    match = _ann_and_bob()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await _choose(pilot, "Play SAFE in front of you")
        assert _cursor_on(app).startswith("Change the Plot: KITTEN")
        _burst(app, "enter", "u")
        await settle(pilot, 6)
        text = screen_text(app)
        assert "Ann (4) SAFE·" in text  # her SAFE card still lies in front of her
        assert "Plot: none" in text
        toasts = notifications(app)
        assert any(note.startswith("Ann took back: Change the Plot: KITTEN") for note in toasts)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_end_your_turn_is_last_and_in_sight_or_announced(saves_dir, size):
    match = arranged_match()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        shown = _list_text(app)
        if "End your turn" not in shown:  # too many for the rows: the edge says so
            assert "↓ more below" in shown
        await pilot.press("end")
        await settle(pilot)
        rows = [row.strip() for row in _list_text(app).splitlines()]
        options = [row for row in rows if row and not row.startswith("─")]  # not the rule
        assert options[-1] == "End your turn (draw back to 5)"
        assert _cursor_on(app) == "End your turn (draw back to 5)"


async def test_the_list_shows_every_choice_of_a_turn_at_120x40(saves_dir):
    match = arranged_match()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        choices = app.screen.query_one("#choices", ActionList)
        shown = _list_text(app)
        for i in range(choices.option_count):
            assert str(choices.get_option_at_index(i).prompt) in shown
        assert "more below" not in shown


async def test_done_comes_after_a_plot_in_a_challenge(saves_dir):
    """A Plot in the hand is offered during a challenge too, but after it came
    Done in the engine's order, out of sight: End + Enter changed the Plot."""
    match = arranged_match()
    st = match.state
    st.hands[0].remove("man")
    st.hands[3].remove("vacation")
    st.hands[0].append("vacation")
    st.hands[3].append("man")
    match.game.forget()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _choose(pilot, "Challenge Bob (Danger) with Kusari")
        await pilot.press("end")
        await settle(pilot)
        assert _cursor_on(app).startswith("Done")
        await pilot.press("enter")
        await settle(pilot)
        text = screen_text(app)
        assert "Plot: none" in text and "Plot: Vacation" not in text
        assert match.prompt().seat == 1  # Done handed the challenge to Bob


def _footer(app) -> str:
    return region_text(app, app.screen.query_one(KeyBar))


async def test_u_shows_only_when_there_is_something_to_take_back(saves_dir):
    match = _ann_and_bob()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "Take back" not in _footer(app)  # nothing decided yet
        await _choose(pilot, "Play SAFE in front of you")
        assert "u Take back" in _footer(app)  # Ann may take her SAFE card back
        await _choose(pilot, "End your turn")  # she draws: that decision stands
        assert match.prompt().seat == 1
        assert "Take back" not in _footer(app)  # Bob has nothing to take back
        await pilot.press("u")  # pressed anyway, it says why not
        await settle(pilot)
        assert "Cannot take back: you have not decided anything yet." in notifications(app)


def _finished(game_id: str) -> Match:
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=2)
    rng = Rng.from_seed(2)
    while match.result() is None:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game_id", ["firefly-fluxx", "get-nifty"])
async def test_a_finished_game_offers_no_join_interrupt_or_take_back(saves_dir, game_id):
    app = make_app(saves_dir, _finished(game_id), curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("t")  # from the end screen, a look at the table
        await settle(pilot)
        assert "The game is over." in screen_text(app)
        footer = _footer(app)
        assert "Menu" in footer
        for label in ("Join", "Interrupt", "Take back"):
            assert label not in footer, footer


async def test_u_in_a_reaction_window_takes_back_the_card_just_played(saves_dir):
    """The 'anyone?' window after Ann's card is watched by the whole table, so
    nobody's view is on screen; u (offered in the key bar) still takes back
    Ann's card, as it says."""
    seats = [Seat(name=name) for name in ("Ann", "Bob", "Cy")]
    match = Match.new("firefly-fluxx", seats, seed=12)
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Ann sits down behind the curtain
        await settle(pilot)
        await pilot.press("enter")  # and plays Mal: the window opens
        await settle(pilot, 5)
        assert "Anyone? Press ! to play a Surprise" in screen_text(app)
        assert "u Take back" in _footer(app)
        await pilot.press("u")
        await settle(pilot, 5)
        # Said in public words: Mal is back in Ann's hand, and the screen is
        # nobody's view (the curtain for Ann comes next).
        assert "Ann took back their last decision." in notifications(app)
        assert not any("Mal" in note for note in notifications(app))
        assert "Anyone?" not in screen_text(app)
