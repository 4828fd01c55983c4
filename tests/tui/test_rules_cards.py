"""The Rules panel opened from the menu has the game's Cards tab, the same
text as the in-game help's (the deck catalogs need no game in progress), and
so has the help opened over a game's curtain (a card's text is public)."""

from __future__ import annotations

import pytest
from textual.widgets import TabbedContent
from tui_helpers import make_app, screen_text, settle, until

from nifty_table.engine import registry
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.help import HelpPanel, HelpScreen


def tab_texts(help_screen: HelpScreen) -> dict[str, str]:
    """Each tab's title -> the text of its panel."""
    tabs = help_screen.query_one(TabbedContent)
    return {
        str(tabs.get_tab(pane).label): pane.query_one(HelpPanel).text
        for pane in tabs.query("TabPane")
    }


async def in_game_cards(saves_dir, game_id: str) -> str:
    """The Cards tab of the table's own F1, with a game of `game_id` on."""
    match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob", bot=True)], seed=4)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        return tab_texts(app.screen)["Cards"]


async def rules_from_menu(pilot, title: str) -> HelpScreen:
    app = pilot.app
    await pilot.press("r")
    await until(pilot, lambda: "Rules: choose a game" in screen_text(app))
    titles = [info.title for info in registry.GAMES.values()]
    await pilot.press(*["down"] * titles.index(title), "enter")
    await until(pilot, lambda: isinstance(app.screen, HelpScreen))
    await settle(pilot)
    return app.screen


async def test_the_menus_rules_show_the_cards_as_in_game(saves_dir):
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        panel = await rules_from_menu(pilot, "Firefly Fluxx")
        assert list(tab_texts(panel)) == ["Rules", "Cards", "Keys"]
        panel.query_one(TabbedContent).active = "extra-0"
        await settle(pilot)
        text = screen_text(app)
        assert "Firefly Fluxx: all" in text and "Keepers" in text
        menu_cards = tab_texts(panel)["Cards"]
    assert menu_cards == await in_game_cards(saves_dir, "firefly-fluxx")


@pytest.mark.parametrize(
    ("title", "cards"),
    [
        ("Cartoon Network Fluxx", "cartoon-network-fluxx"),
        ("Get Nifty", "get-nifty"),
        ("Nirds vs Gnomes", "nirds"),
        ("NΣT!", None),  # a game without a card list has no Cards tab
    ],
)
async def test_every_games_rules_have_its_cards(saves_dir, title, cards):
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        texts = tab_texts(await rules_from_menu(pilot, title))
    if cards is None:
        assert "Cards" not in texts
    else:
        assert texts["Cards"] == await in_game_cards(saves_dir, cards)


async def test_the_help_over_a_curtain_has_the_cards(saves_dir):
    match = Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=4)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        texts = tab_texts(app.screen)
        assert "Cards" in texts and "What can I do now?" not in texts  # no hidden hand's choices
        assert texts["Cards"].startswith("# Every card in the deck")
