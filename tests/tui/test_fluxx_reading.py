"""What a Fluxx player must read without hunting for it: the Goal (and what
it needs) and the newest log lines at 80x24 whatever the rules, the numbers Inflation puts in
force, every card a Mix It All Up shares out, the card a Plunder victim got,
a first recap that starts with the turn under way, and only the card types
the edition has."""

from __future__ import annotations

import pytest
from test_fluxx_layout import squeeze
from test_fluxx_table import place
from tui_helpers import make_app, notifications, region_text, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.fluxx.widgets import rules_text
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpScreen

RULES = [
    "rule_inflation",
    "rule_draw_3",
    "rule_play_3",
    "rule_hand_limit_2",
    "rule_keeper_limit_3",
    "rule_double_agenda",
    "rule_rich_bonus",
]
BIG_HAND = ["keeper_vera", "keeper_mule", "action_shiny", "goal_browncoats", "keeper_shuttle"]


def ruled_match(rules: list[str], hand: list[str] = ()) -> Match:
    match = Match.new("firefly-fluxx", [Seat(name=n) for n in ("Mal", "Wash", "Zoe")], seed=12)
    state = match.state
    for card in rules:
        place(state, card, state.rules)
    place(state, "goal_captain_and_ship", state.goals)
    for card in hand:
        place(state, card, state.hands[0])
    match.game.forget()  # the engine caches its last decision; we edited by hand
    assert not match.game.check_invariants(state)
    return match


async def test_the_goal_and_three_log_lines_stay_in_sight_at_80x24(saves_dir):
    """Seven New Rules and a two-line hand: the Goal used to sink below the
    fold ("more below: t") and the log kept two lines."""
    match = ruled_match(RULES, BIG_HAND)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rules = app.screen.query_one("#rules")
        assert "Goal: [G] Captain and Ship" in region_text(app, rules)
        assert "needs Mal + Serenity" in squeeze(region_text(app, rules))  # not its name only
        log = region_text(app, app.screen.query_one("#log-scroll"))
        newest = [line for line in match.state.log if len(line) < 30][-3:]
        for line in newest:
            assert line in log, (line, log)


async def test_the_rules_panel_shows_the_numbers_inflation_puts_in_force(saves_dir):
    match = ruled_match(RULES[:5])
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        rules = squeeze(region_text(app, app.screen.query_one("#rules")))
        assert "Basic Rules: draw 2, play 2" in rules
        assert "[R] Draw 3→4  (instead of draw 2)" in rules
        assert "[R] Play 3→4  (instead of play 2)" in rules
        assert "[R] Hand Limit 2→3" in rules and "[R] Keeper Limit 3→4" in rules
        assert "drawn 1/4" in screen_text(app)  # the top bar agrees
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        rules = squeeze(region_text(app, app.screen.query_one("#rules")))
        assert "[R] Draw 3→4" in rules and "[R] Play 3→4" in rules


async def test_mix_it_all_up_names_every_card_it_shares_out(saves_dir):
    match = ruled_match([])
    state = match.state
    tables = {
        0: ["keeper_mal", "creeper_reavers"],
        1: ["keeper_wash", "keeper_zoe", "keeper_serenity"],
        2: ["keeper_jayne", "keeper_vera", "creeper_bounty_hunter"],
    }
    for seat, cards in tables.items():
        for card in cards:
            place(state, card, state.tables[seat])
    place(state, "action_mix_it_all_up", state.hands[0])
    match.game.forget()
    app = make_app(saves_dir, match, curtain=False, reaction_pause=60)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        choices = app.screen.query_one("#choices")
        labels = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        choices.highlighted = labels.index("Play Mix It All Up")
        await pilot.press("enter")
        await settle(pilot)
        assert "Mal played Mix It All Up" in screen_text(app)  # a Surprise may answer it
        await pilot.press("enter")  # go on: the window over the Keepers at stake
        await settle(pilot)
        prompt = squeeze(region_text(app, app.screen.query_one("#prompt")))
        assert "Mal is about to share out all 8:" in prompt
        for cards in tables.values():
            for card in cards:
                assert match.game.card(card).name in prompt, (card, prompt)


@pytest.mark.parametrize("then", ["menu", "public"])
async def test_a_plunder_victim_is_told_the_card_they_got(saves_dir, then):
    """Wash is told in private which card Plunder gave him; the message goes
    when he leaves for the menu, or when the table turns to the public view
    (as it does while anyone may answer with a Surprise) for all to read."""
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Wash")], seed=12)
    state = match.state
    place(state, "rule_plunder", state.rules)
    place(state, "keeper_vera", state.tables[1])
    match.game.forget()
    given = state.hands[0][0]
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Mal lifts the first curtain
        await settle(pilot)
        for label in ("Use Plunder", "Take Vera from Wash", "Continue", "Give "):
            choices = app.screen.query_one("#choices")
            labels = [
                str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)
            ]
            if label == "Continue" and label not in labels:
                continue  # the window went on by itself
            choices.highlighted = next(i for i, t in enumerate(labels) if t.startswith(label))
            await pilot.press("enter")
            await settle(pilot)
        assert given in state.hands[1]
        name = match.game.card(given).name
        while not isinstance(app.screen, CurtainScreen):  # Mal plays on and ends his turn
            await pilot.press("enter")
            await settle(pilot)
        assert "Pass the keyboard to Wash" in screen_text(app)
        assert name not in " ".join(notifications(app))
        await pilot.press("enter")
        await settle(pilot)
        assert f"For you only: You got {name}." in notifications(app)[-1]
        if then == "menu":
            await pilot.press("m")
        else:
            app.screen.show_public()
        await settle(pilot)
        if then == "public":
            assert "Hand hidden until the next player is ready" in screen_text(app)
        assert "For you only" not in " ".join(notifications(app))


async def test_the_first_recap_tells_the_creeper_drawn_before_the_table_opened(saves_dir):
    seats = [Seat(name="Mal"), Seat(name="Wash")]
    match = Match.new("firefly-fluxx", seats, seed=7)  # Mal's first draw is a Creeper
    creeper = "Mal draws the Creeper Bounty Hunter: it goes on the table."
    assert creeper in match.state.log
    state = match.state
    state.discard.extend(state.hands[0][1:])
    del state.hands[0][1:]  # Mal's turn: one card to play, and it ends
    match.game.forget()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert "Since your last turn" not in screen_text(app)  # Mal: nothing is news
        await pilot.press("enter")
        await settle(pilot)
        while not isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
            await settle(pilot)
        text = screen_text(app)
        assert "Pass the keyboard to Wash" in text
        assert creeper.removesuffix(".") in text.replace("\n", " ")


async def test_the_cartoon_network_keys_name_only_its_card_types(saves_dir):
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    match = Match.new("cartoon-network-fluxx", seats, seed=3)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        app.screen.query_one("TabbedContent").active = "keys"
        await settle(pilot)
        text = screen_text(app)
        assert "Card types carry a letter: [K] Keeper, [G] Goal, [R] New Rule, [A] Action" in text
        assert "Creeper" not in text


async def test_a_card_drawn_just_before_the_curtain_is_read_in_the_log_not_a_message(saves_dir):
    """The draw that starts a turn is at the log's foot when the curtain lifts:
    no message covers the choices to say it again."""
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Wash")], seed=3)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Mal lifts the first curtain
        await settle(pilot)
        while not isinstance(app.screen, CurtainScreen):  # Mal plays and ends his turn
            await pilot.press("enter")
            await settle(pilot)
        assert "Pass the keyboard to Wash" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        log = region_text(app, app.screen.query_one("#log-scroll"))
        assert "You drew" in log
        assert "For you only" not in " ".join(notifications(app))


def test_a_hand_out_only_its_holder_sees_is_named_in_words_to_everyone_else():
    """Everybody Gets 1 puts three drawn cards in Mal's hands: the others'
    rules panel said "everybody gets" (the effect's key) under the card."""
    match = ruled_match([], ["action_everybody_gets_1"])
    match.apply(next(a for a in match.legal_actions() if a.card == "action_everybody_gets_1"))
    match.apply(match.legal_actions()[0])  # nobody answers it with a Surprise
    deck = match.game.catalog
    for seat in (1, None):
        text = rules_text(deck, match.game.view(match.state, seat), True, 40).plain
        assert "Resolving (Mal): Everybody Gets 1" in text, text
        assert "Resolving (Mal): 3 cards only Mal sees" in text, text
    assert "only Mal sees" not in rules_text(deck, match.game.view(match.state, 0), True, 40).plain
