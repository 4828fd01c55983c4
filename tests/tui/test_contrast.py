"""Colour is never the only cue, and nothing is too faint to read.

For each of the five games, on the app's light and dark themes, with
monochrome off and on: the curtain, then the table with the cursor on a card
(a NΣT! hand to follow suit with, some cards not playable; the choice list
elsewhere). Every character on screen must reach the WCAG contrast its kind
needs (wcag_contrast.py: 4.5:1 for text, 3:1 for borders and scrollbars).

One app per game goes through the four looks in turn, so the checks also
rely on a change of look redrawing everything (test_appearance.py).
"""

from __future__ import annotations

import pytest
from test_monochrome_hand import following_match
from tui_helpers import make_app, settle
from wcag_contrast import contrast, offenders

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.tui.legible import shaded
from nifty_table.tui.screens.curtain import CurtainScreen

LOOKS = [(theme, mono) for theme in ("textual-dark", "textual-light") for mono in (False, True)]


def played_in(game_id: str, seed: int, moves: int) -> Match:
    """A match of three people some random moves in: cards on the table."""
    match = Match.new(game_id, [Seat(name=n) for n in ("Ann", "Bob", "Cy")], seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        if match.result() is not None:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


MATCHES = {
    "net": following_match,
    "firefly-fluxx": lambda: played_in("firefly-fluxx", 3, 50),
    "cartoon-network-fluxx": lambda: played_in("cartoon-network-fluxx", 3, 50),
    "get-nifty": lambda: played_in("get-nifty", 8, 40),
    "nirds": lambda: played_in("nirds", 4, 6),
}


async def look(pilot, theme: str, mono: bool) -> None:
    app = pilot.app
    app.theme = theme
    if app.monochrome != mono:
        app.action_toggle_monochrome()
    await settle(pilot)
    app.clear_notifications()  # the toast saying so would hide what is under it
    await settle(pilot)


def faint(app, where: str) -> list[str]:
    return [f"{where}: {offender}" for offender in offenders(app)]


@pytest.mark.parametrize("game_id", list(MATCHES))
async def test_everything_on_screen_reads_in_every_look(saves_dir, game_id):
    app = make_app(saves_dir, MATCHES[game_id]())
    found: list[str] = []
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        if game_id != "nirds":  # the one game that hides nothing: no curtain
            assert isinstance(app.screen, CurtainScreen)
            for theme, mono in LOOKS:
                await look(pilot, theme, mono)
                found += faint(app, f"curtain, {theme}, monochrome {mono}")
            await pilot.press("enter")
            await settle(pilot)
        assert not isinstance(app.screen, CurtainScreen)
        for theme, mono in LOOKS:
            await look(pilot, theme, mono)
            found += faint(app, f"table, {theme}, monochrome {mono}")
    assert not found, "\n".join(found)


def test_a_colour_that_reads_is_kept_and_one_that_does_not_keeps_its_hue():
    yellow, black, light_grey = (255, 255, 0), (0, 0, 0), (216, 216, 216)
    assert shaded(yellow, black, 4.5) == yellow
    red, green, blue = shaded(yellow, light_grey, 4.5)
    assert red == green and blue == 0  # a darker yellow, not another colour
    assert 4.5 <= contrast((red, green, blue), light_grey) < 4.7  # no darker than it must be
