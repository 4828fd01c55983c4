"""The whole card, one key away in every card game (issue 32 item 3): on the
card under the cursor, c shows its whole text, what it does now at this
table, and its entry in the help, drawn only from what its viewer may see."""

from __future__ import annotations

from test_whole_card import get_nifty_with_a_playstashun, highlight, words
from tui_helpers import make_app, net_match, region_text, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.fluxx.goals import needs
from nifty_table.games.net import cards
from nifty_table.games.net.state import Phase
from nifty_table.games.net.tricks import playable
from nifty_table.tui.screens.whole_card import WholeCardScreen


async def whole_card_shown(pilot) -> str:
    """Press c on the card in focus: the panel's words, then back."""
    assert "c Whole card" in screen_text(pilot.app).splitlines()[-1]  # the key bar offers it
    await pilot.press("c")
    await settle(pilot)
    assert isinstance(pilot.app.screen, WholeCardScreen)
    shown = words(region_text(pilot.app, pilot.app.screen.query_one("#whole-card-text")))
    await pilot.press("escape")
    await settle(pilot)
    return shown


async def test_fluxx_a_goal_says_which_keepers_it_needs_and_who_holds_them(saves_dir):
    match = Match.new("firefly-fluxx", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    game, st = match.game, match.state
    goal = next(g for g in game.catalog.goals if len(game.catalog.specs[g].requires) == 2)
    held, missing = game.catalog.specs[goal].requires
    for card in (goal, held, missing):  # out of every pile and hand
        for pile in (st.draw_pile, st.discard, *st.hands, *st.tables):
            if card in pile:
                pile.remove(card)
    st.hands[0].append(goal)
    st.tables[1].append(held)  # Bob has one of the two on the table
    game.forget()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        name = game.catalog.name
        await highlight(pilot, f"Play {name[goal]}")
        shown = await whole_card_shown(pilot)
    assert words(game.card(goal).text) in shown  # the whole text
    assert f"Needs {needs(game.catalog, goal)}." in shown  # what it does now
    assert f"{name[held]}: Bob has it on the table" in shown
    assert f"{name[missing]}: not on the table" in shown
    assert f"You may: Play {name[goal]}" in shown
    assert f"In the help (F1, Cards) • {name[goal]}:" in shown  # its glossary entry


async def test_net_a_card_that_may_not_be_played_says_why(saves_dir):
    match = net_match("Ann,Bob,Cy", seed=9)
    st = match.state

    def blocked() -> list[int]:
        if st.phase != Phase.TRICKS or not st.trick or match.prompt().seat != 0:
            return []
        r = st.rules
        allowed = playable(st.hands[0], st.trick, r.trump, r.supertrump)
        return [c for c in st.hands[0] if c not in allowed]

    while not blocked():
        match.apply(match.legal_actions()[0])
    card = blocked()[0]
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        hand = app.screen.query_one("#hand")
        hand.cursor = hand.hand.index(card)
        follow = ", ".join(cards.label(c) for c in hand.hand if c in hand.allowed)
        await settle(pilot)
        shown = await whole_card_shown(pilot)
    assert f"{cards.name(card).capitalize()} ({cards.label(card)})" in shown
    led = cards.COLOURS[cards.COLOUR[st.trick[0][1]]]
    # The cards that follow, from Ann's own hand as it is shown to her.
    assert f"May not be played now: {led} was led and you hold {follow}." in shown
    assert "In the help (F1, Rules) Four colours" in shown


async def test_get_nifty_a_card_in_hand_says_what_may_be_done_with_it(saves_dir):
    match = get_nifty_with_a_playstashun()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await highlight(pilot, "Play the Object Playstashun")
        shown = await whole_card_shown(pilot)
    assert words(match.game.card("playstashun").text) in shown
    assert "You may: Play the Object Playstashun" in shown
    assert "In the help (F1, Cards) • Playstashun" in shown


async def test_nirds_a_market_card_says_where_it_is_and_its_help(saves_dir):
    from nifty_table.games.nirds.cards import catalog

    match = Match.new("nirds", [Seat(name="Ann"), Seat(name="Bob")], seed=2)
    for _ in range(400):
        if any(a.kind == "recruit" for a in match.legal_actions()):
            break
        match.apply(match.legal_actions()[0])
    recruit = next(a for a in match.legal_actions() if a.kind == "recruit")
    nird = catalog().nirds[recruit.card]
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot)
        await highlight(pilot, f"Recruit {nird.name}")
        shown = await whole_card_shown(pilot)
    assert words(nird.text) in shown
    assert "In the market: it may be recruited." in shown
    assert f"You may: Recruit {nird.name}" in shown
    assert f"In the help (F1, Cards) • {nird.name} ({nird.kind}" in shown
