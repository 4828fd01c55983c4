"""Agreeing to end Die Trading, on the screen: an agreement stands through a
trade between two other players, and when your own dice change in a trade the
log says why you are asked again."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import make_app, settle, visible_text

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.nirds import GAME
from nifty_table.games.nirds.state import FREE, Phase
from nifty_table.tui.nirds.trade import TradeDialog

CHANGED = "Ann's dice changed in this trade, so Ann is asked again to move on."


def three_at_trading() -> Match:
    """Ann, Bob and Cy at the start of Die Trading, Ann first, no Captain Sneefle."""
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    for seed in range(60):
        match = Match.new("nirds", seats, seed=seed)
        st = match.state
        if st.phase is Phase.TRADING and st.first == 0:
            dice = ([1, 2, 3, 4], [1, 1, 1, 1], [6, 6, 6, 6])
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
    match = three_at_trading()
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
