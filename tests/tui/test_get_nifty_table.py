"""A four-player Get Nifty challenge at one keyboard: the defence asks for
help, Cy offers through the interrupt key, Dee changes the Plot out of turn,
and the screen shows both sides' totals all along."""

from __future__ import annotations

from textual.widgets import OptionList
from tui_helpers import make_app, settle, visible_text

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.get_nifty.screen import GetNiftyScreen
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpScreen
from nifty_table.tui.screens.pick_seat import PickSeatScreen

HANDS = {
    0: ["kusari", "dex", "torg", "dude", "man"],
    1: ["nash", "zoe", "whatever", "zzzz", "dude-2"],
    2: ["sasha", "riff", "man-2", "dude-3", "dude-4"],
    3: ["vacation", "dude-5", "man-3", "man-4", "dude-6"],
}


def arranged_match() -> Match:
    seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Dee")]
    match = Match.new("get-nifty", seats, seed=8)
    st = match.state
    for hand in st.hands:
        st.draw_pile.extend(hand)
        hand.clear()
    for seat, cards in HANDS.items():
        for card in cards:
            st.draw_pile.remove(card)
            st.hands[seat].append(card)
    bob_safe = next(c for c in st.draw_pile if c.startswith("safe"))
    st.draw_pile.remove(bob_safe)
    st.teams[1].place("danger", bob_safe)
    match.game.forget()  # the engine caches its last answers; we edited by hand
    assert not match.game.check_invariants(st)
    return match


def screen_text(app) -> str:
    screen = app.screen
    parts = [visible_text(w) for w in screen.query("#gn-players, #gn-challenge, #gn-hand")]
    return "\n".join(line.rstrip() for part in parts for line in part.splitlines())


async def choose(pilot, label: str) -> None:
    options = pilot.app.screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    found = [i for i, t in enumerate(texts) if t.startswith(label)]
    assert found, f"no choice {label!r} among {texts}"
    options.highlighted = found[0]
    await pilot.press("enter")
    await settle(pilot)


async def lift_curtain(pilot) -> bool:
    if isinstance(pilot.app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)
        return True
    return False


async def interrupt_as(pilot, name: str) -> None:
    await pilot.press("exclamation_mark")
    await settle(pilot)
    picker = pilot.app.screen
    assert isinstance(picker, PickSeatScreen)
    options = picker.query_one(OptionList)
    names = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    options.highlighted = names.index(name)
    await pilot.press("enter")
    await settle(pilot)
    assert await lift_curtain(pilot)


async def test_a_challenge_with_help_and_a_plot_out_of_turn(saves_dir):
    match = arranged_match()
    st = match.state
    app = make_app(saves_dir, match)
    curtains = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        curtains += await lift_curtain(pilot)
        assert isinstance(app.screen, GetNiftyScreen)
        assert "Bob (5) SAFE·" in screen_text(app)
        await choose(pilot, "Challenge Bob (Danger) with Kusari")
        assert "DANGER challenge: Ann against Bob" in screen_text(app)
        assert "Attack  Ann: 4 (cards 4 + obj 0 + plot 0)" in screen_text(app)
        await choose(pilot, "Done: hand over")
        curtains += await lift_curtain(pilot)  # to Bob
        await choose(pilot, "Add Nash")
        assert "Defence Bob: 2 (cards 2 + obj 0 + plot 0)" in screen_text(app)
        assert "Losing: the defence" in screen_text(app)
        assert "Zoe" in screen_text(app)  # Bob's hand, his to see
        await choose(pilot, "Ask the table for help")
        # The others may reach for ! now: the screen is the table's, no hand on it.
        assert "Zoe" not in screen_text(app) and "Hands hidden" in screen_text(app)
        assert "offers: none yet" in screen_text(app)
        # Cy claims the keyboard with the interrupt key and offers help.
        await interrupt_as(pilot, "Cy")
        curtains += 1
        await choose(pilot, "Offer to help")
        assert not await lift_curtain(pilot)  # back to the table's screen: nothing to hide
        assert "offers: Cy" in screen_text(app) and "Zoe" not in screen_text(app)
        await choose(pilot, "Accept Cy's help")
        text = screen_text(app)
        assert "help asked; helping: Cy" in text and "offers" not in text
        await choose(pilot, "Go on")
        curtains += await lift_curtain(pilot)  # Bob adds again: his hand, behind a curtain
        assert "Zoe" in screen_text(app)
        await choose(pilot, "Done: pass to your helper")
        curtains += await lift_curtain(pilot)  # to Cy
        await choose(pilot, "Add Sasha")
        assert "Defence Bob + Cy: 5" in screen_text(app)
        await choose(pilot, "Done: hand over")
        curtains += await lift_curtain(pilot)  # to Ann, now losing
        assert match.prompt().seat == 0
        # Dee, not in the challenge, changes the Plot out of turn.
        await interrupt_as(pilot, "Dee")
        curtains += 1
        await choose(pilot, "Change the Plot: Vacation")
        curtains += await lift_curtain(pilot)  # back to Ann
        assert "Plot: Vacation" in screen_text(app)
        assert "Defence Bob + Cy: 8 (cards 5 + obj 0 + plot 3)" in screen_text(app)
        await choose(pilot, "Done: declare the challenge over")
        assert st.challenge is None
        assert "Bob (4) SAFE✓" in screen_text(app)
        assert {"kusari", "nash", "sasha"} <= set(st.discard)
        # Help: the rules, and a glossary of every card.
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "Inflatable Time Machine" in app.screen.query_one("#extra-0 HelpPanel").text
        await pilot.press("escape")
        await settle(pilot)
    assert curtains == 8  # the figure for a 4-player challenge with one helper and a Plot


def test_get_nifty_snapshot_80x24(snap_compare, saves_dir):
    match = arranged_match()
    match.apply(match.legal_actions()[0])  # Ann challenges Bob
    app = make_app(saves_dir, match, curtain=False)
    assert snap_compare(app, terminal_size=(80, 24))


def test_get_nifty_snapshot_120x40(snap_compare, saves_dir):
    match = arranged_match()
    match.apply(match.legal_actions()[0])
    app = make_app(saves_dir, match, curtain=False)
    assert snap_compare(app, terminal_size=(120, 40))


async def test_two_copies_of_a_card_are_offered_once(saves_dir):
    match = Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=8)
    st = match.state
    for hand in st.hands:
        st.draw_pile.extend(hand)
        hand.clear()
    for card in ("man", "man-2", "dude", "dude-2", "torg"):
        st.draw_pile.remove(card)
        st.hands[0].append(card)
    match.game.forget()
    assert not match.game.check_invariants(st)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        choices = app.screen.query_one("#choices", OptionList)
        labels = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        discards = [label for label in labels if label.startswith("Discard Man!")]
        assert len(discards) == 1, labels
        assert len(labels) == len(set(labels))
        # choosing the one entry plays one of the two copies
        choices.highlighted = labels.index(discards[0])
        await pilot.press("enter")
        await settle(pilot)
        assert sum(card.startswith("man") for card in match.state.hands[0]) == 1


def test_the_card_glossary_names_a_state_card_once_and_counts_copies():
    from nifty_table.games.get_nifty import GAME
    from nifty_table.tui.get_nifty.glossary import glossary

    text = glossary(GAME.catalog)
    assert "- **SAFE** (×8):" in text and "- **WEIRD** (×8):" in text
    assert "SAFE** SAFE" not in text
    assert "## Characters (24)" in text


async def test_the_hand_panel_follows_the_cursor_at_its_own_height(saves_dir):
    """The card text under the hand changes with the cursor, in the same step
    (so both are drawn in one frame; a message handled afterwards would come
    a frame or two late). The panel is redrawn alone when the new text takes
    as many lines, and grows or shrinks when it does not (nothing cut short,
    no blank line left over)."""
    app = make_app(saves_dir, arranged_match(), curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        hand = screen.query_one("#gn-hand")
        options = screen.query_one("#choices")
        heights = []
        for index in range(options.option_count):
            if index:
                options.action_cursor_down()  # what Down does; no await: nothing else ran
                card = screen._focus_card()
                if card is not None:
                    assert screen.deck.cards[card].name in str(hand.content)
                await settle(pilot)
            wrapped = hand.content.wrap(app.console, hand.content_region.width)
            rows = [row.strip() for row in visible_text(hand).splitlines()]
            heights.append(hand.region.height)
            assert hand.region.height == min(4, len(wrapped)), index
            assert rows and all(rows), rows  # no blank line left over
        assert len(set(heights)) > 1, heights  # texts of different heights met
