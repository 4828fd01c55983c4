"""Die Trading on the screen: an agreement stands through a trade between two
other players, when your own dice change in a trade the log says why you are
asked again, and a hint's trade names the dice."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import make_app, screen_text, settle, until, visible_text

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.nirds import GAME
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.state import FREE, Phase
from nifty_table.tui.nirds.trade import TradeDialog
from nifty_table.tui.screens.hint import HintScreen

CHANGED = "Ann's dice changed in this trade, so Ann is asked again to move on."


def at_trading(names: list[str], dice: list[list[int]]) -> Match:
    """These players at the start of Die Trading with these dice, Ann first."""
    seats = [Seat(name=name) for name in names]
    for seed in range(60):
        match = Match.new("nirds", seats, seed=seed)
        st = match.state
        if st.phase is Phase.TRADING and st.first == 0:
            for player, faces in zip(st.players, dice, strict=True):
                st.dice_pool += len(player.dice) - len(faces)
                player.dice, player.spot = list(faces), [FREE] * len(faces)
            GAME.forget()  # the engine keeps its last legal actions; we edited by hand
            return match
    raise AssertionError("no seed")


async def choose(pilot, label: str) -> None:
    options = pilot.app.screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    found = [i for i, t in enumerate(texts) if t.startswith(label)]
    assert found, f"no choice {label!r} among {texts}"
    options.highlighted = found[0]
    await pilot.press("enter")
    await settle(pilot)


def block(app, seat: int) -> str:
    return visible_text(app.screen.query_one(f"#nirds-seat-{seat}", Static))


def shown(app, widget: str) -> str:
    return " ".join(visible_text(app.screen.query_one(widget)).split())


async def test_an_agreement_stands_through_a_trade_between_two_others(saves_dir):
    match = at_trading(["Ann", "Bob", "Cy"], [[1, 2, 3, 4], [1, 1, 1, 1], [6, 6, 6, 6]])
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await choose(pilot, "Done trading")
        assert "agreed to move on" in block(app, 0).splitlines()[0]
        # Bob gives Cy a ⚀1 for a ⚅6; Cy accepts. Ann's dice did not change.
        await choose(pilot, "Trade dice with Cy")
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("enter")  # Bob's one face (⚀1) for Cy's one face (⚅6)
        await settle(pilot)
        await choose(pilot, "Accept the trade")
        assert "Trade: Bob gets a ⚅6, Cy gets a ⚀1." in shown(app, "#log")
        assert "agreed to move on" in block(app, 0).splitlines()[0]  # Ann's still stands
        assert "Ann" not in shown(app, "#prompt")
        assert shown(app, "#prompt").startswith("Die Trading: Bob")
        # Bob trades with Ann: her dice change, and the log says why she is asked again.
        await choose(pilot, "Trade dice with Ann")
        await pilot.press("tab", "down", "enter")  # Bob's ⚀1 for Ann's ⚁2
        await settle(pilot)
        await choose(pilot, "Accept the trade")
        assert CHANGED in shown(app, "#log")
        assert "agreed to move on" not in block(app, 0)
        assert shown(app, "#prompt").startswith("Die Trading: Ann")


async def test_a_hint_for_a_trade_names_the_dice(saves_dir):
    """The hint's look-ahead tries a trade with the swap that helps the two
    most; it says which: Ann's Sharp Sparrow attacks with a 6, Bob has one."""
    match = at_trading(["Ann", "Bob"], [[3, 1, 1, 1], [6, 2, 2, 2]])
    st = match.state
    sparrow = next(i for i, n in enumerate(catalog().nirds) if n.id == "sharp_sparrow")
    for pile in (st.level1_deck, st.level2_deck, st.market1, st.market2, st.removed):
        if sparrow in pile:
            pile.remove(sparrow)
    st.removed.extend(c for c in st.players[0].army[1:])
    st.players[0].army[1:] = [sparrow]  # the Leader and a Troop that needs a 6
    GAME.forget()
    assert GAME.check_invariants(st) == []
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HintScreen), limit=10.0)
        await until(pilot, lambda: app.screen.advice is not None, limit=20.0)
        await settle(pilot)
        assert "Trade dice with Bob: your ⚀1 for Bob's ⚅6 — about" in screen_text(app)


async def test_the_trade_dialog_opens_on_a_swap_that_changes_something(saves_dir):
    """Both players have a 1: the first faces of both lists were 1 for 1, so
    Enter on the opened dialog only said to pick another."""
    match = at_trading(["Ann", "Bob"], [[1, 1, 2, 3, 6], [1, 3, 4, 6]])
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await choose(pilot, "Trade dice with Bob")
        assert isinstance(app.screen, TradeDialog)
        result = shown(app, "#trade-result")
        assert "Ann gives ⚀1 and gets ⚂3." in result, result
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, TradeDialog)
        assert match.state.log[-1] == "Ann offers a ⚀1 for Bob's ⚂3."
