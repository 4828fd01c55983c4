"""Monochrome shows every card: a NΣT! hand of all four suits, some cards
playable and some not, on a light and a dark theme. Playable cards are
underlined (not told by a grey level), and every card, playable or not,
keeps a readable contrast with the background once drawn in greys."""

from __future__ import annotations

import json

import pytest
from textual.color import Color
from textual.filter import Monochrome
from tui_helpers import make_app, net_match, settle

from nifty_table.games.net import cards
from nifty_table.games.net.state import Phase

THEMES = ["textual-light", "textual-dark"]


def following_match():
    """Ann (seat 0) must follow suit: some of her cards may be played, some
    not, and her hand holds all four suits."""
    for seed in range(40):
        match = net_match("Ann,Bob,Cy", seed=seed)
        while match.prompt() is not None:
            prompt = match.prompt()
            state = match.state
            if state.phase is Phase.TRICKS and prompt.seat == 0 and state.trick:
                hand = match.game.view(state, 0).hand
                legal = {a.card for a in match.legal_actions()}
                if len({cards.COLOUR[c] for c in hand}) == 4 and 0 < len(legal) < len(hand):
                    return match
            if state.phase is Phase.TRICKS and len(state.history) >= 1:
                break
            match.apply(match.legal_actions()[0])
    raise AssertionError("no seed gives a hand to follow with")


def monochrome_app(saves_dir, theme: str):
    app = make_app(saves_dir, following_match(), curtain=False)
    app.settings_path.write_text(json.dumps({"monochrome": True, "theme": theme}), encoding="utf-8")
    return app


def luminance(color) -> float:
    red, green, blue = color.get_truecolor()
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


@pytest.mark.parametrize("theme", THEMES)
async def test_every_suit_reads_and_playable_cards_are_underlined(saves_dir, theme):
    app = monochrome_app(saves_dir, theme)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.monochrome and app.theme == theme
        match = app.screen.table._match
        hand_view = match.game.view(match.state, 0).hand
        legal = {a.card for a in match.legal_actions()}
        widget = app.screen.query_one("#hand")
        background = Color.parse(app.current_theme.background or "black")
        strip = widget.render_lines(widget.region.reset_offset)[1]  # the cards' row
        seen: dict[str, tuple[float, bool]] = {}
        for segment in Monochrome().apply(list(strip), background):
            label = segment.text.strip("✓ │")
            if label in {cards.label(c) for c in hand_view} and segment.style.color:
                back = segment.style.bgcolor or background.rich_color
                contrast = abs(luminance(segment.style.color) - luminance(back))
                seen[label] = (contrast, bool(segment.style.underline))
        for card in hand_view:
            contrast, underlined = seen[cards.label(card)]
            assert contrast >= 0.25, (theme, cards.label(card), contrast)
            assert underlined == (card in legal), (theme, cards.label(card))


@pytest.mark.parametrize("theme", THEMES)
def test_monochrome_hand_snapshot(snap_compare, saves_dir, theme):
    """Every suit, playable (underlined) and not, in greys on this theme."""
    assert snap_compare(monochrome_app(saves_dir, theme), terminal_size=(80, 24))
