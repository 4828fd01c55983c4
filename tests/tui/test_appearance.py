"""Theme and monochrome mode: remembered between runs, NO_COLOR, redrawn at
once when changed; monochrome snapshots."""

from __future__ import annotations

import json

import pytest
from screen_reading import screen_cells
from test_contrast import MATCHES, look
from test_monochrome_hand import following_match
from test_snapshots import match_in_tricks
from textual.filter import Monochrome
from tui_helpers import make_app, settle
from wcag_contrast import contrast, offenders

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.net import cards as net_cards


def settings_of(app) -> dict:
    return json.loads(app.settings_path.read_text(encoding="utf-8"))


async def test_a_chosen_theme_is_remembered(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.theme = "nord"
        await settle(pilot)
        assert settings_of(app)["theme"] == "nord"
    again = make_app(saves_dir)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert again.theme == "nord"


async def test_monochrome_toggles_from_the_palette_and_is_remembered(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Monochrome on" in titles
        app.action_toggle_monochrome()
        await settle(pilot)
        assert any(isinstance(f, Monochrome) for f in app._filters)
        assert settings_of(app)["monochrome"] is True
        assert "Monochrome off" in [c.title for c in app.get_system_commands(app.screen)]
    again = make_app(saves_dir)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert again.monochrome
        again.action_toggle_monochrome()
        assert not any(isinstance(f, Monochrome) for f in again._filters)


async def test_a_damaged_settings_file_keeps_the_defaults(saves_dir):
    app = make_app(saves_dir)
    app.settings_path.write_text("{not json", encoding="utf-8")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not app.monochrome


def monochrome(app):
    app.settings_path.write_text(json.dumps({"monochrome": True}), encoding="utf-8")
    return app


def test_net_table_in_monochrome(snap_compare, saves_dir):
    app = monochrome(make_app(saves_dir, match_in_tricks(), curtain=False))
    assert snap_compare(app, terminal_size=(80, 24))


def test_fluxx_table_in_monochrome(snap_compare, saves_dir):
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    match = Match.new("firefly-fluxx", seats, seed=4)
    app = monochrome(make_app(saves_dir, match, curtain=False))
    assert snap_compare(app, terminal_size=(100, 30))


def drawn(app) -> list[list[tuple]]:
    """Each cell's character and how it is drawn (colours and attributes).

    Scrollbars are left out: after a change of theme Textual draws a thumb
    up to a row away from where a fresh start puts it (its colours are
    measured in test_contrast.py)."""

    def rgb(colour):
        return colour and tuple(colour.get_truecolor())

    bars = [
        bar.region
        for widget in app.screen.walk_children()
        for shown, bar in (
            (widget.show_vertical_scrollbar, widget.vertical_scrollbar),
            (widget.show_horizontal_scrollbar, widget.horizontal_scrollbar),
        )
        if shown
    ]
    return [
        [
            None
            if any(region.contains(x, y) for region in bars)
            else (char, rgb(s.color), rgb(s.bgcolor), s.bold, s.underline, s.reverse)
            for x, (char, s) in enumerate(row)
        ]
        for y, row in enumerate(screen_cells(app))
    ]


def assert_same(now: list[list[tuple]], expected: list[list[tuple]]) -> None:
    for y, (row, want) in enumerate(zip(now, expected, strict=True)):
        for x, (cell, wanted) in enumerate(zip(row, want, strict=True)):
            text = "".join(c[0] if c else " " for c in row)
            assert cell == wanted, f"row {y} {text!r}, column {x}: {cell} instead of {wanted}"


@pytest.mark.parametrize("game_id", list(MATCHES))
async def test_a_change_of_look_redraws_everything_at_once(saves_dir, tmp_path, game_id):
    """Dark in colour, then light in greys, then back: each time the screen is
    drawn as by an app started in that look; no panel keeps an old colour."""
    app = make_app(saves_dir, MATCHES[game_id](), curtain=False)
    fresh_dir = tmp_path / "fresh"
    fresh_dir.mkdir()
    fresh = make_app(fresh_dir, MATCHES[game_id](), curtain=False)
    fresh.settings_path.write_text(json.dumps({"monochrome": True, "theme": "textual-light"}))
    async with fresh.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        light_greys = drawn(fresh)
    async with app.run_test(size=(100, 30)) as pilot:
        await look(pilot, "textual-dark", False)
        dark_colour = drawn(app)
        await look(pilot, "textual-light", True)
        assert_same(drawn(app), light_greys)
        await look(pilot, "textual-dark", False)
        assert_same(drawn(app), dark_colour)


async def test_no_color_starts_in_monochrome_with_red_cards_readable(saves_dir, monkeypatch):
    """NO_COLOR=1 is monochrome mode (not remembered): NΣT!'s red cards read,
    no fainter than the cards that may not be played."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(saves_dir, following_match(), curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.monochrome
        assert "Monochrome off" in [c.title for c in app.get_system_commands(app.screen)]
        assert not offenders(app), offenders(app)[0]
        match = app.screen.table._match
        legal = {a.card for a in match.legal_actions()}
        hand = app.screen.query_one("#hand")
        row = drawn(app)[hand.content_region.y]
        text = "".join(cell[0] for cell in row)
        red, others = [], []
        for card in match.game.view(match.state, 0).hand:
            label = net_cards.label(card)
            _, fg, bg, *_ = row[text.index(f" {label} ") + 1]
            if net_cards.COLOUR[card] == 1:
                red.append(contrast(fg, bg))
            if card not in legal:
                others.append(contrast(fg, bg))
        assert red and others and min(red) >= max(others), (red, others)
    assert not app.settings_path.exists() or not settings_of(app).get("monochrome")
