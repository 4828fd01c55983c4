"""The hot-seat promises at moments the whole table watches: the screen shows
one viewer's private view (a seat that lifted its curtain) or nobody's.

Each test plays the real app with the pilot and reads the text on screen."""

from __future__ import annotations

from tui_helpers import make_app, net_at_anns_first_token, net_match, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.net.round_summary import RoundSummaryScreen
from nifty_table.tui.net.screen import NetScreen
from nifty_table.tui.screens.curtain import CurtainScreen


def one_move_before_a_round_ends_by_its_next_dealer() -> Match:
    """A two-person NΣT! game whose last card of round 1 is played by the
    person who also decides first in round 2 (so no hand-over in between)."""
    for seed in range(1, 100):
        match = net_match("Ann,Bob", seed=seed)
        game = match.game
        while not game.view(match.state, None).history:
            trial = match.state.model_copy(deep=True)
            action = game.legal_actions(trial)[0]
            game.apply(trial, action)
            if game.view(trial, None).history:  # this action ends the round
                if game.prompt(trial).seat == action.seat:
                    return match
                break
            match.apply(action)
    raise AssertionError("no such deal in 100 seeds")


async def lift_curtains(pilot) -> None:
    while isinstance(pilot.app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)


async def test_closing_the_round_summary_hands_over_behind_a_curtain(saves_dir):
    """The round summary is watched by everyone: Enter on it must not open
    the next dealer's hand, even when they played the last card."""
    match = one_move_before_a_round_ends_by_its_next_dealer()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await lift_curtains(pilot)
        table = app.screen
        assert isinstance(table, NetScreen)
        dealer = match.state.seats[match.prompt().seat].name
        await pilot.press("enter")  # the last card of the round
        await settle(pilot)
        assert isinstance(app.screen, RoundSummaryScreen)
        await pilot.press("enter")  # anyone closes the summary
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        assert f"Pass the keyboard to {dealer}" in screen_text(app)
        assert table.viewer is None
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is table and table.viewer == match.prompt().seat
        assert "Hand hidden" not in screen_text(app)


async def test_while_a_computer_plays_no_hand_and_no_private_line_is_on_screen(saves_dir):
    """Ann, Bob and Cy (computer): once Ann has decided and Cy thinks, Ann's
    hand and her "(you)" log lines leave the screen."""
    match = net_match("Ann,Bob,bot:Cy", seed=5)
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=30, reaction_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        for _ in range(40):  # play until a person's decision hands over to Cy
            await lift_curtains(pilot)
            prompt = match.prompt()
            if match.state.seats[prompt.seat].bot:
                break
            before = len(match.actions)
            await pilot.press("enter")
            await settle(pilot)
            if len(match.actions) == before:  # a board or list waits: take its first choice
                match_action = match.legal_actions()[0]
                app.screen.submit(match_action)
                await settle(pilot)
        table = app.screen_stack[-1]
        assert isinstance(table, NetScreen)
        assert match.state.seats[match.prompt().seat].bot
        text = screen_text(app)
        assert "Cy (computer) is thinking…" in text
        assert "Hand hidden" in text and "(you)" not in text
        assert table.viewer is None


async def test_after_the_character_picks_the_first_hand_is_dealt_behind_a_curtain(saves_dir):
    """The picks are public; the cards dealt after them are not: the last
    person to pick does not see their new hand before a curtain."""
    match = net_match("Ann,Bob,Cy", seed=4)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        table = app.screen
        assert isinstance(table, NetScreen)
        while not match.prompt().private:  # Ann, Bob and Cy pick in public
            assert "Hand hidden" in screen_text(app) and table.viewer is None
            await pilot.press("enter")
            await settle(pilot)
        first = match.state.seats[match.prompt().seat].name
        assert isinstance(app.screen, CurtainScreen)
        assert f"Pass the keyboard to {first}" in screen_text(app)
        assert table.viewer is None


def a_computer_asking_for_help() -> Match:
    """Get Nifty with Ann, Bob and two computers, played until a computer
    asks the table for help and a person may offer it."""
    from nifty_table.engine.contract import Seat
    from nifty_table.engine.rng import Rng

    names = [("Ann", False), ("Bob", False), ("Cy", True), ("Dee", True)]
    for seed in range(1, 50):
        match = Match.new("get-nifty", [Seat(name=n, bot=b) for n, b in names], seed=seed)
        rng = Rng.from_seed(seed)
        for _ in range(3000):
            prompt, challenge = match.prompt(), match.state.challenge
            if prompt is None:
                break
            legal = match.legal_actions()
            if (
                challenge is not None
                and challenge.asking
                and match.seats[prompt.seat].bot
                and any(a.kind == "offer_help" and a.seat == 0 for a in legal)
            ):
                return match
            own = [a for a in legal if a.seat == prompt.seat]
            asks = [a for a in own if a.kind == "ask_help"]
            match.apply(asks[0] if asks and match.seats[prompt.seat].bot else rng.choice(own))
    raise AssertionError("no computer asked for help in 50 games")


async def test_a_computer_asking_for_help_gives_people_time_to_offer_it(saves_dir):
    match = a_computer_asking_for_help()
    asker = match.seats[match.prompt().seat].name
    count = len(match.actions)
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, rounds=6)
        text = screen_text(app)
        assert f"{asker} (computer) asks the table for help." in text
        assert "Anyone? Press ! to offer help" in text
        assert len(match.actions) == count  # the computer waits for offers
        await pilot.press("exclamation_mark")
        await settle(pilot)
        await pilot.press("enter")  # Ann, the first person listed
        await settle(pilot)
        assert "Pass the keyboard to Ann" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        choices = app.screen.query_one("#choices")
        labels = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        assert "Offer to help" in labels
        choices.highlighted = labels.index("Offer to help")
        await pilot.press("enter")
        await settle(pilot)
        assert match.actions[count].kind == "offer_help" and match.actions[count].seat == 0
        assert f"Ann offers to help {asker}." in match.state.log


async def test_the_recap_survives_a_take_back_at_the_curtain(saves_dir):
    """Bob's "since your last turn" is still on his next curtain after Ann took
    her decision back there and decided again."""
    match = net_at_anns_first_token()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        for _ in range(2):  # Ann covers a box, then Bob does
            await lift_curtains(pilot)
            await pilot.press("enter")
            await settle(pilot)
        await lift_curtains(pilot)
        await pilot.press("enter")  # Ann covers her second box
        await settle(pilot)
        assert "Since your last turn" in screen_text(app)  # Bob's curtain
        await pilot.press("u")  # Ann takes it back there
        await settle(pilot)
        assert "Ann keeps the keyboard" in screen_text(app)  # Bob never lifted his
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("enter")  # Ann covers a box again
        await settle(pilot)
        text = screen_text(app)
        assert "Pass the keyboard to Bob" in text and "Since your last turn" in text


async def test_the_table_shows_laid_out_for_the_person_lifting_from_its_first_frame(saves_dir):
    """The table is drawn for the person lifting the curtain while the curtain
    still hides it. Drawn after, its first frames kept the hidden table's
    layout (the hand one line high, no choices) for 50-100 ms."""
    match = Match.new("get-nifty", [Seat(name=n) for n in ("Ann", "Bob", "Cy")], seed=3)
    app = make_app(saves_dir, match)
    frames = []
    real_display = app._display

    def display(screen, update):
        result = real_display(screen, update)
        if not isinstance(app.screen, CurtainScreen):
            hand = app.screen.query_one("#gn-hand")
            choices = app.screen.query_one("#choices")
            wrapped = len(hand.content.wrap(app.console, hand.content_region.width))
            frames.append(
                (
                    hand.region.height,
                    min(4, wrapped),
                    choices.region.height,
                    min(7, choices.option_count),
                )
            )
        return result

    app._display = display
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):  # three people lift their curtains in turn
            await settle(pilot)
            assert isinstance(app.screen, CurtainScreen)
            frames.clear()
            await pilot.press("enter")
            await settle(pilot)
            assert frames, "no frame drawn after the lift"
            hand, needed, rows, listed = frames[0]
            assert (hand, rows) == (needed, listed), frames  # right from the first frame
            assert rows > 0
            await pilot.press("end", "enter")  # Ann, Bob, Cy: the turn goes on
            await settle(pilot)


async def test_q_on_a_curtain_asks_to_quit(saves_dir):
    """q on a curtain asks to quit, as on the table and the menu."""
    app = make_app(saves_dir, net_at_anns_first_token())
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("q")
        await settle(pilot)
        assert "Quit nifty_table? The game is saved" in screen_text(app)


async def test_f1_at_a_curtain_shows_the_games_rules_and_nothing_of_the_hand(saves_dir):
    """F1 on a curtain opened the app's front-page help; the person waiting
    there wants the rules of the game being played. It shows those, and no
    "What can I do now?" (the choices would tell the hidden hand)."""
    from nifty_table.tui.screens.help import HelpScreen

    match = net_at_anns_first_token()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("f1")
        await settle(pilot, 5)
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        assert "NΣT!" in text and "trick-taking game" in text
        assert "Tabletop games for friends" not in text
        assert "What can I do now?" not in text
        from nifty_table.games.net import cards

        hand = " ".join(cards.label(card) for card in match.state.hands[0])
        assert hand not in text
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
