"""A three-player Firefly Fluxx game at the keyboard: a Surprise played out of
turn, and a Hand Limit that makes a player who is not on turn discard."""

from __future__ import annotations

import re

from screen_reading import screen_lines
from tui_helpers import make_app, notifications, region_text, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.fluxx.screen import FluxxScreen
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpScreen
from nifty_table.tui.screens.pick_seat import PickSeatScreen


def place(state, card: str, zone: list[str]) -> None:
    """Move one card from wherever it is to `zone` (cards stay conserved)."""
    for pile in (
        state.draw_pile,
        state.discard,
        *state.hands,
        *state.tables,
        state.rules,
        state.goals,
    ):
        if card in pile:
            pile.remove(card)
            zone.append(card)
            return
    raise AssertionError(f"{card} is nowhere")


def arranged_match(zoe_bot: bool = False) -> Match:
    """Mal to play with Play 2 in force; Zoe holds Stop That! and four more cards."""
    seats = [Seat(name="Mal"), Seat(name="Zoe", bot=zoe_bot), Seat(name="Wash", bot=True)]
    match = Match.new("firefly-fluxx", seats, seed=12)
    st = match.state
    # Everyone's opening cards go back to the draw pile, then we deal what we need.
    for hand in st.hands:
        st.draw_pile.extend(hand)
        hand.clear()
    place(st, "rule_play_2", st.rules)
    for card in ("action_shiny", "rule_hand_limit_2"):
        place(st, card, st.hands[0])
    for card in (
        "surprise_stop_that",
        "keeper_saffron",
        "keeper_book",
        "keeper_vera",
        "keeper_mule",
    ):
        place(st, card, st.hands[1])
    place(st, "keeper_yolanda", st.hands[2])
    # Keep Creepers out of the next draws so the scenario stays as built.
    for creeper in ("creeper_reavers", "creeper_bounty_hunter"):
        if creeper in st.draw_pile:
            place(st, creeper, st.discard)
    match.game.forget()  # the engine caches its last decision; we edited by hand
    assert not match.game.check_invariants(st)
    return match


async def choose(pilot, label: str) -> None:
    """Move the choice list to the option starting with `label` and press Enter."""
    screen = pilot.app.screen
    options = screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    found = [i for i, t in enumerate(texts) if t.startswith(label)]
    assert found, f"no choice {label!r} among {texts}"
    index = found[0]
    options.highlighted = index
    await pilot.press("enter")
    await settle(pilot)


async def lift_curtain(pilot) -> None:
    if isinstance(pilot.app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)


async def test_surprise_out_of_turn_and_hand_limit_discard(saves_dir):
    match = arranged_match()
    st = match.state
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        while st.phase != "play":  # Mal's draw step
            await pilot.press("enter")
            await settle(pilot)
            await lift_curtain(pilot)
        table = app.screen
        assert isinstance(table, FluxxScreen)
        await choose(pilot, "Play Shiny")
        # The reaction window: it looks the same whoever holds a Surprise.
        assert "unless someone plays a Surprise" in match.prompt().text
        await pilot.press("exclamation_mark")
        await settle(pilot)
        assert isinstance(app.screen, PickSeatScreen)
        await pilot.press("enter")  # Zoe claims the keyboard
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert table.claimant == 1
        await choose(pilot, "Play Stop That!")
        assert "surprise_stop_that" not in st.hands[1]
        # Nobody answers the Surprise: Mal lets it stand.
        for _ in range(6):
            await lift_curtain(pilot)
            if "Continue" not in [match.game.describe(st, a) for a in match.legal_actions()]:
                break
            await choose(pilot, "Continue")
        assert "action_shiny" in st.discard  # cancelled: it never drew Mal 3 cards
        assert st.hands[0] == ["rule_hand_limit_2"]
        await lift_curtain(pilot)
        await choose(pilot, "Play Hand Limit 2")
        for _ in range(6):  # through the reaction window
            await lift_curtain(pilot)
            prompt = match.prompt()
            if prompt.seat != 0 or "Continue" not in [
                match.game.describe(st, a) for a in match.legal_actions()
            ]:
                break
            await choose(pilot, "Continue")
        # Zoe, not on turn, must discard down to 2 at once.
        prompt = match.prompt()
        assert prompt.seat == 1 and "Hand Limit" in prompt.text
        await lift_curtain(pilot)
        assert table.viewer == 1
        await choose(pilot, "Discard Saffron")
        await lift_curtain(pilot)
        await choose(pilot, "Discard Book")
        # Down to 2 (her own turn may have begun since, with a fresh draw).
        assert {"keeper_mule", "keeper_vera"} <= set(st.hands[1])
        assert len(st.hands[1]) <= 2 + (st.active == 1) * st.drawn
        assert "keeper_saffron" in st.discard and "keeper_book" in st.discard
        # Help shows the card glossary of the edition.
        await lift_curtain(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "Stop That!" in app.screen.query_one("#extra-0 HelpPanel").text
        await pilot.press("escape")
        await settle(pilot)
        # Several more turns, by keyboard only.
        start = st.turn_no
        for _ in range(200):
            if st.turn_no >= start + 3 or match.result() is not None:
                break
            await lift_curtain(pilot)
            await pilot.press("enter")
            await settle(pilot, 2)
        assert st.turn_no >= start + 3 or match.result() is not None


def test_fluxx_table_snapshot(snap_compare, saves_dir):
    app = make_app(saves_dir, arranged_match(), curtain=False)
    assert snap_compare(app, terminal_size=(100, 30))


def test_fluxx_help_snapshot(snap_compare, saves_dir):
    app = make_app(saves_dir, arranged_match(), curtain=False)
    assert snap_compare(app, press=["f1"], terminal_size=(80, 24))


async def test_jumping_in_from_the_table(saves_dir):
    match = arranged_match()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("j")
        await settle(pilot)
        await pilot.press(*"Kaylee", "enter")
        await settle(pilot)
        assert [s.name for s in match.seats][-1] == "Kaylee"
        assert len(match.state.hands[3]) == 3
        assert match.actions[-1].kind == "join"


async def test_a_newcomer_never_sees_the_hand_of_the_person_alone_at_the_table(saves_dir):
    """Ann plays alone with two computers, so her hand is on screen without a
    curtain. When a friend jumps in, the hand goes as the name dialog opens, and
    Ann lifts a curtain of her own before she sees it again."""
    seats = [Seat(name="Ann"), Seat(name="Zoe", bot=True), Seat(name="Wash", bot=True)]
    match = Match.new("firefly-fluxx", seats, seed=12)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        ann_hand = [match.game.card(card).name for card in match.state.hands[0]]
        assert ann_hand
        assert "Ann's hand" in screen_text(app)
        await pilot.press("j")
        await settle(pilot)
        text = screen_text(app)
        assert "Ann's hand" not in text
        assert not [name for name in ann_hand if name in text]
        await pilot.press(*"Kaylee", "enter")
        await settle(pilot)
        assert match.seats[-1].name == "Kaylee"
        assert isinstance(app.screen, CurtainScreen)
        assert "Ann" in screen_text(app)
        assert not [name for name in ann_hand if name in screen_text(app)]
        await pilot.press("enter")  # Ann lifts it
        await settle(pilot)
        assert "Ann's hand" in screen_text(app)


async def test_leaving_the_join_dialog_gives_the_screen_back(saves_dir):
    seats = [Seat(name="Ann"), Seat(name="Zoe", bot=True)]
    match = Match.new("firefly-fluxx", seats, seed=12)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await pilot.press("j")
        await settle(pilot)
        assert "Ann's hand" not in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert "Ann's hand" in screen_text(app)
        assert len(match.seats) == 2


async def test_window_goes_on_by_itself_when_only_computers_could_react(saves_dir):
    match = arranged_match(zoe_bot=True)
    st = match.state
    st.hands[1].remove("surprise_stop_that")  # nobody can react at all
    st.discard.append("surprise_stop_that")
    match.game.forget()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await choose(pilot, "Play Shiny")
        await settle(pilot)
        # Shiny resolved without Mal having to press Continue.
        assert "action_shiny" in st.discard
        prompt = match.prompt()
        assert "unless someone plays a Surprise" not in prompt.text


async def play_shiny(pilot, match: Match) -> None:
    """Mal's draw step, then Shiny: a reaction window opens."""
    await settle(pilot)
    await lift_curtain(pilot)
    while match.state.phase != "play":
        await pilot.press("enter")
        await settle(pilot)
        await lift_curtain(pilot)
    await choose(pilot, "Play Shiny")


async def zoe_claims(pilot, match: Match) -> None:
    """Mal plays Shiny; in its window Zoe claims the keyboard (!) and lifts
    her curtain."""
    await play_shiny(pilot, match)
    await pilot.press("exclamation_mark")
    await settle(pilot)
    await pilot.press("enter")  # Zoe, the first to pick
    await settle(pilot)
    await lift_curtain(pilot)


def prompt_lines(app) -> list[str]:
    """The prompt bar's text lines as the player reads them."""
    lines = screen_text(app).splitlines()
    start = next(i for i, line in enumerate(lines) if "played Shiny" in line)
    # The seconds left depend on how fast this machine ran the test.
    return [re.sub(r"in \d+ s", "in N s", line) for line in lines[start : start + 2]]


async def test_window_asks_the_same_whatever_the_hands_hold(saves_dir, tmp_path):
    """Issue 6 item 10: an "anyone?" line with a countdown, the same whether
    or not Zoe holds a Surprise; nobody has to press Enter for it."""
    seen = []
    for zoe_holds_surprise in (True, False):
        match = arranged_match()
        st = match.state
        if not zoe_holds_surprise:
            place(st, "surprise_stop_that", st.discard)
            match.game.forget()
        folder = tmp_path / f"saves-{zoe_holds_surprise}"
        folder.mkdir()
        app = make_app(folder, match, reaction_pause=3)
        async with app.run_test(size=(100, 32)) as pilot:
            await play_shiny(pilot, match)
            lines = prompt_lines(app)
            assert "Anyone? Press ! to play a Surprise" in lines[1]
            assert "going on in N s · Enter: go on now" in lines[1]
            assert "! Interrupt" in screen_text(app)
            seen.append(lines)
            # It goes on by itself: no Enter.
            await pilot.pause(3.5)
            await settle(pilot)
            assert "action_shiny" in st.discard
            assert "Anyone?" not in screen_text(app)
            assert "! Interrupt" not in screen_text(app)  # only while a window is open
    assert seen[0] == seen[1]


async def test_enter_skips_the_countdown(saves_dir):
    match = arranged_match()
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await play_shiny(pilot, match)
        assert re.search(r"going on in \d+ s", screen_text(app))
        await pilot.press("enter")
        await settle(pilot)
        assert "action_shiny" in match.state.discard


async def test_claim_curtain_names_the_claimant(saves_dir):
    match = arranged_match()
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await play_shiny(pilot, match)
        await pilot.press("exclamation_mark")
        await settle(pilot)
        assert isinstance(app.screen, PickSeatScreen)
        await pilot.press("enter")  # Zoe
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        text = screen_text(app)
        assert "Pass the keyboard to Zoe" in text
        assert "Zoe claims the keyboard to play out of turn" in text


async def test_the_tucked_action_shows_under_its_rule_not_the_last_one(saves_dir):
    match = arranged_match()
    state = match.state
    # Let's Keep Doing That holds an Action; Double Agenda came into play after it.
    state.rules.remove("rule_play_2")
    state.draw_pile.append("rule_play_2")
    place(state, "rule_lets_keep_doing_that", state.rules)
    place(state, "rule_double_agenda", state.rules)
    state.hands[0].remove("action_shiny")  # dealt to Mal by arranged_match
    state.attached = "action_shiny"
    match.game.forget()
    assert not match.game.check_invariants(state)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = [row.strip() for row in region_text(app, app.screen.query_one("#rules")).split("\n")]
        keep = next(i for i, row in enumerate(rows) if "Let's Keep Doing That" in row)
        under = next(i for i, row in enumerate(rows) if "under it:" in row)
        # Right after its rule (whose "(free)" may wrap onto a row of its own).
        assert keep < under <= keep + 2 and "Shiny" in rows[under]
        assert "Double Agenda" in rows[under + 1]


async def test_a_reaction_window_shows_no_hand_and_the_turn_goes_on_behind_a_curtain(saves_dir):
    """The window asks the whole table to look, so Mal's hand (Hand Limit 2)
    is not on screen while it is open; after it, the screen stays public
    until Mal lifts a curtain of his own, for the rest of his turn too (one
    that says he keeps the keyboard)."""
    match = arranged_match()
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await play_shiny(pilot, match)
        table = app.screen
        text = screen_text(app)
        assert "Anyone? Press ! to play a Surprise" in text
        assert "Hand Limit 2" not in text and "Hand hidden" in text
        assert "(you)" not in text  # nobody's private log lines either
        assert table.viewer is None
        await pilot.press("enter")  # go on now
        await settle(pilot)
        assert "action_shiny" in match.state.discard
        assert isinstance(app.screen, CurtainScreen)
        # Mal never gave the keyboard away: the curtain says he keeps it (it
        # said "Pass the keyboard to Mal", found at the table).
        text = screen_text(app)
        assert "Mal keeps the keyboard" in text and "Pass the keyboard" not in text
        assert "Mal, press Enter to see your hand again." in text
        await pilot.press("enter")
        await settle(pilot)
        assert table.viewer == 0 and "Hand Limit 2" in screen_text(app)


async def test_who_claims_the_keyboard_cannot_take_back_the_last_move(saves_dir):
    """Bob claims the keyboard with ! while Ann's card waits for reactions
    (Ann could take it back): u is not offered to him, and pressing it leaves
    Ann's card played."""
    match = Match.new("firefly-fluxx", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        await choose(pilot, "Play Let's Do That Again!")
        played = len(match.actions)
        assert "u Take back" in screen_text(app)  # Ann, who just played, may
        await pilot.press("exclamation_mark")
        await settle(pilot)
        await pilot.press("enter")  # Bob
        await settle(pilot)
        await lift_curtain(pilot)
        await settle(pilot)
        assert app.screen.claimant == 1
        assert "u Take back" not in screen_text(app)
        await pilot.press("u")
        await settle(pilot)
        assert len(match.actions) == played
        assert not any("took back" in note for note in notifications(app))


async def test_the_join_dialogs_computer_toggle_reads_differently_on_and_off(saves_dir):
    """Its text, not only its colour, tells whether a computer plays the seat."""
    match = arranged_match()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("j")
        await settle(pilot)
        off = [line for line in screen_lines(app) if "plays this seat" in line]
        await pilot.press("tab", "space")  # from the name to the toggle, and on
        await settle(pilot)
        on = [line for line in screen_lines(app) if "plays this seat" in line]
        assert len(off) == len(on) == 1
        assert off[0] != on[0]
        assert "X" in on[0] and "X" not in off[0]
        await pilot.press("shift+tab", *"Kaylee", "enter")
        await settle(pilot)
        assert match.seats[-1].name == "Kaylee" and match.seats[-1].bot


def at_the_first_throw(seed: int) -> Match:
    """Ann has just challenged Bob to rock-paper-scissors: her throw."""
    match = Match.new("cartoon-network-fluxx", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
    place(match.state, "action_rock_paper_scissors", match.state.hands[0])
    match.game.forget()
    play = next(a for a in match.legal_actions() if a.card == "action_rock_paper_scissors")
    match.apply(play)
    for _ in range(5):  # past a window for Surprises; Bob is the only one to challenge
        if "rock, paper" in match.prompt().text:
            break
        match.apply(match.legal_actions()[0])
    return match


async def test_a_rock_paper_scissors_throw_starts_where_the_game_says(saves_dir):
    """Not always on rock, so a hasty Enter does not tie again and again."""
    match = next(
        m
        for m in map(at_the_first_throw, range(40))
        if m.game.first_choice(m.state).option != "rock"
    )
    start = match.game.describe(match.state, match.game.first_choice(match.state))
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        assert "rock, paper or scissors?" in screen_text(app)
        choices = app.screen.query_one("#choices")
        assert str(choices.get_option_at_index(choices.highlighted).prompt) == start


async def test_the_recap_after_a_window_tells_the_surprise_played_in_it(saves_dir):
    """Zoe answers Mal's Shiny with Stop That! while the window is open (the
    keyboard passed to her), and Enter lets the window go on: Mal, back at
    the keyboard, reads in his recap what was played while he was away."""
    match = arranged_match()
    app = make_app(saves_dir, match, reaction_pause=60)
    async with app.run_test(size=(100, 32)) as pilot:
        await zoe_claims(pilot, match)
        await choose(pilot, "Play Stop That!")
        stopped = [line for line in match.state.log if "Stop That!" in line]
        assert stopped
        await pilot.press("enter")  # nobody answers her Surprise: go on now
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Mal"
        recap = region_text(app, app.screen.query_one("#recap")).replace("\n", " ")
        recap = " ".join(recap.split())
        assert all(line in recap for line in stopped), recap
