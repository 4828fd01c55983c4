"""A card text cut short on the table says which key shows it whole, and that
key (offered on the key bar) shows it whole: Get Nifty's hand, Fluxx's card
under the cursor and its discard pile."""

from __future__ import annotations

from tui_helpers import make_app, region_text, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.whole_card import WholeCardScreen

POINTER = "… (c: whole card)"


def words(text: str) -> str:
    return " ".join(text.split())


def get_nifty_with_a_playstashun() -> Match:
    match = Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=8)
    st = match.state
    for hand in st.hands:
        st.draw_pile.extend(hand)
        hand.clear()
    # Long names: the hand takes two rows, the card text the two left under it.
    for card in (
        "playstashun",
        "inflatable-time-machine",
        "dimensional-transporter",
        "that-which-redeems",
        "holy-hand-grenade",
    ):
        st.draw_pile.remove(card)
        st.hands[0].append(card)
    match.game.forget()
    return match


async def highlight(pilot, label: str) -> None:
    options = pilot.app.screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    options.highlighted = next(i for i, t in enumerate(texts) if t.startswith(label))
    await settle(pilot)


async def read_whole_card(pilot, card_text: str, *more: str) -> None:
    """c opens the whole text (and `more`); Escape goes back."""
    back_to = pilot.app.screen
    await pilot.press("c")
    await settle(pilot)
    assert isinstance(pilot.app.screen, WholeCardScreen)
    shown = region_text(pilot.app, pilot.app.screen.query_one("#whole-card-text"))
    assert card_text in words(shown) and all(word in shown for word in more)
    await pilot.press("escape")
    await settle(pilot)
    assert pilot.app.screen is back_to


async def test_get_nifty_a_cut_card_text_points_to_its_whole_text(saves_dir):
    match = get_nifty_with_a_playstashun()
    text = match.game.card("playstashun").text
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await highlight(pilot, "Play the Object Playstashun")
        hand = screen_text(app)
        assert POINTER in hand and text not in words(hand)  # cut, and says where it is whole
        assert "c Whole card" in hand.splitlines()[-1]  # the key bar offers it
        await read_whole_card(pilot, text, "ELECTRONIC")  # as the glossary has it
        await highlight(pilot, "End your turn")  # no card: no key
        assert "Whole card" not in screen_text(app).splitlines()[-1]


async def test_fluxx_the_card_under_the_cursor_and_the_discards_point_to_the_whole_text(
    saves_dir,
):
    match = Match.new("firefly-fluxx", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    game, st = match.game, match.state
    longest, second = sorted(game.catalog.ids, key=lambda c: len(game.card(c).text))[-1:-3:-1]
    for card, pile in ((longest, st.hands[0]), (second, st.discard)):
        for where in (st.draw_pile, *st.hands):
            if card in where:
                where.remove(card)
                if where is not st.draw_pile:  # a hand keeps its size
                    where.append(st.draw_pile.pop(0))
        pile.append(card)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = words(game.card(longest).text)
        await highlight(pilot, f"Play {game.card(longest).name}")
        assert POINTER in screen_text(app) and text not in words(screen_text(app))
        await read_whole_card(pilot, text)
        # The discard pile, the top card first: its text is cut the same way.
        await pilot.press("d")
        await settle(pilot)
        text = words(game.card(second).text)
        assert POINTER in screen_text(app) and text not in words(screen_text(app))
        assert "c Whole card" in screen_text(app).splitlines()[-1]
        await read_whole_card(pilot, text, "In the discard pile.", "In the help (F1, Cards)")
