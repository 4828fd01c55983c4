"""The Fluxx table at 80x24: every player, their Keepers and Creepers, the
rules and both Goals, the newest log line, the hand and the choices, all on
screen at once (or, when they cannot fit, a visible cue and a key)."""

from __future__ import annotations

import pytest
from test_fluxx_table import place
from tui_helpers import make_app, region_text, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.fluxx.whole_table import WholeTableScreen

NAMES = ["Mal", "Wash", "Zoe", "Kaylee", "Jayne", "Inara"]
TABLES = [
    ["keeper_serenity", "creeper_reavers"],
    ["keeper_wash", "keeper_zoe"],
    ["keeper_jayne"],
    ["keeper_kaylee", "keeper_simon", "keeper_river", "creeper_bounty_hunter"],
    [],
    ["keeper_inara", "keeper_book"],
]
GOALS = ["goal_the_tam_siblings", "goal_captain_and_ship"]  # Double Agenda: two at once
MAL_HAND = ["keeper_mal", "goal_browncoats", "keeper_vera", "keeper_mule", "action_shiny"]


def crowded_match(players: int) -> Match:
    """Mal to play with a two-line hand and more choices than the list shows;
    everyone has Keepers or Creepers (but Jayne); Double Agenda, two Goals."""
    match = Match.new("firefly-fluxx", [Seat(name=name) for name in NAMES[:players]], seed=12)
    state = match.state
    for seat, cards in enumerate(TABLES[:players]):
        for card in cards:
            place(state, card, state.tables[seat])
    for card in ("rule_double_agenda", "rule_play_2"):
        place(state, card, state.rules)
    for card in GOALS:
        place(state, card, state.goals)
    for card in MAL_HAND:
        place(state, card, state.hands[0])
    match.game.forget()  # the engine caches its last decision; we edited by hand
    assert not match.game.check_invariants(state)
    return match


def squeeze(text: str) -> str:
    """Panel text with its line breaks and frame taken out, so a name that
    wrapped still reads as one."""
    rows = [row.strip(" │╭╮╰╯─▁▂▃▄▅▆▇█") for row in text.split("\n")]
    return " ".join(row for row in rows if row)


@pytest.mark.parametrize("players", [2, 4, 6])
async def test_everything_a_player_needs_shows_at_80x24(saves_dir, players):
    match = crowded_match(players)
    game, state = match.game, match.state
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        board = region_text(app, screen.query_one("#players"))
        for seat, name in enumerate(NAMES[:players]):
            assert f"{name} ({len(state.hands[seat])} in hand)" in board
            for card in TABLES[seat]:
                assert f"] {game.card(card).name}" in board, (name, card, board)
        assert "Jayne (" not in board or "no Keepers" in board
        # Nothing is hidden below the panel: no scrolling needed here.
        assert screen.query_one("#players").max_scroll_y == 0
        rules = squeeze(region_text(app, screen.query_one("#rules")))
        assert "Double Agenda" in rules and "Play 2" in rules
        for goal in GOALS:
            assert game.card(goal).name in rules
        log = squeeze(region_text(app, screen.query_one("#log-scroll")))
        newest = screen.transcript.lines_for(0)[-1]
        assert newest in log
        hand = squeeze(region_text(app, screen.query_one("#hand")))
        for card in state.hands[0]:
            assert f"] {game.card(card).name}" in hand
        text = screen_text(app)
        assert "Mal, play a card" in text
        assert "Play Mal" in text and "Play Vera" in text
        # The highlighted card's text shows too.
        first = game.card(screen.choices[0].card)
        card_text = squeeze(region_text(app, screen.query_one("#card-text")))
        assert f"{first.name} ({first.type}): {first.text}" in card_text


async def test_wash_and_his_keepers_show_beside_mal(saves_dir):
    """The bug as found: with two players only Mal's seat was visible."""
    match = crowded_match(2)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = region_text(app, app.screen.query_one("#players"))
        wash = next(row for row in board.split("\n") if "Wash" in row)
        assert "[K] Wash" in wash and "[K] Zoe" in wash


async def test_goal_texts_show_on_a_tall_terminal(saves_dir):
    match = crowded_match(6)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        rules = squeeze(region_text(app, app.screen.query_one("#rules")))
        for goal in GOALS:
            assert match.game.card(goal).text in rules
        assert "(instead of play 1)" in rules
        assert app.screen.query_one("#rules").max_scroll_y == 0


async def test_a_crowded_table_says_there_is_more_and_t_shows_it_all(saves_dir):
    match = crowded_match(6)
    state = match.state
    for card in ("keeper_mule", "keeper_vera", "keeper_shuttle", "keeper_stolen_goods"):
        place(state, card, state.tables[4])  # Jayne's table fills up
    for card in ("keeper_saffron", "keeper_yolanda", "keeper_bridget", "keeper_jaynes_hat"):
        place(state, card, state.tables[5])
    for card in ("goal_husband_and_wife", "goal_leaf_on_the_wind", "goal_keep_her_flying"):
        place(state, card, state.hands[0])  # and Mal's hand takes two lines
    match.game.forget()
    assert not match.game.check_invariants(state)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        players = app.screen.query_one("#players")
        assert players.max_scroll_y > 0
        assert "more below: t · draw pile" in screen_text(app)  # the cue, on its title line
        assert "t Table" in screen_text(app)  # and the key, in the footer
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, WholeTableScreen)
        whole = squeeze(str(app.screen.query_one("#whole-table").render()))
        for seat, name in enumerate(NAMES):
            assert name in whole
            for card in state.tables[seat]:
                assert match.game.card(card).name in whole
        for goal in GOALS:
            assert match.game.card(goal).text in whole
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, WholeTableScreen)


async def test_the_card_text_follows_the_cursor_at_its_own_height(saves_dir):
    """The card text follows the cursor in the same step (so both are drawn
    in one frame; a message handled afterwards would come a frame or two
    late). It is redrawn alone when the new text takes as many lines; when it
    takes more or fewer, the panel grows or shrinks (a long text is never cut
    short, a short one leaves no blank line)."""
    match = crowded_match(4)
    game = match.game
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        widget = screen.query_one("#card-text")
        heights = []
        for index, action in enumerate(screen.choices):
            card = getattr(action, "card", None)
            if index:
                screen.query_one("#choices").action_cursor_down()  # what Down does; no await
                if card is not None:
                    assert game.card(card).name in str(widget.content)
                await settle(pilot)
            if card is None:
                assert not widget.display
                continue
            spec = game.card(card)
            wrapped = widget.content.wrap(app.console, widget.content_region.width)
            rows = region_text(app, widget).split("\n")
            heights.append(widget.region.height)
            assert widget.region.height == min(3, len(wrapped)), spec.name
            assert all(row.strip() for row in rows), rows  # no blank line left over
            if len(wrapped) <= 3:  # it fits: all of it shows
                assert f"{spec.name} ({spec.type}): {spec.text}" in squeeze("\n".join(rows))
        assert len(set(heights)) > 1, heights  # the cursor met texts of different heights
