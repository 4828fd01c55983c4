"""Labels a new player can read (issue 6 item 9): covered board boxes keep
their label, no cut or colliding abbreviations, the same words in the top
bar and the log, and only keys that work."""

from __future__ import annotations

from tui_helpers import make_app, net_match, screen_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.games.net import board as boards
from nifty_table.games.net.state import Phase
from nifty_table.tui.screens.help import HelpScreen


def net_in_tricks(seed: int = 21) -> Match:
    match = net_match("Ann,Bob,Cy", seed=seed)
    rng = Rng.from_seed(seed)
    while match.state.phase is not Phase.TRICKS:
        match.apply(rng.choice(match.legal_actions()))
    return match


async def test_covered_boxes_keep_their_labels_with_the_coverers_letter(saves_dir):
    match = net_in_tricks()
    state = match.state
    spec = boards.board(state.options.board)
    chars = boards.characters()
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Yellow" in text and "Yellw" not in text
        checked = 0
        for li in (boards.DISCARD, boards.TRUMP):
            for bi, box in enumerate(spec.line[li].boxes):
                owner = state.board[li][bi]
                label = box.short or box.label
                assert label in text  # covered or not, the label stays
                if owner >= 0:
                    glyph = chars[state.characters[owner]].glyph
                    assert glyph + label in text
                    checked += 1
        assert checked >= 4
        # Two covered discard boxes never read the same.
        assert "Disc 2" in text and "Disc 1" in text


async def test_seat_columns_are_explained(saves_dir):
    app = make_app(saves_dir, net_in_tricks(), curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Player Tm Hand Tr Loot Pts" in " ".join(text.split())
        assert "Tm team · Tr tricks won" in text


async def test_top_bar_and_log_use_the_same_words(saves_dir):
    match = net_in_tricks()
    state = match.state
    spec = boards.board(state.options.board)
    trump = next(
        box.label
        for box, owner in zip(spec.line[boards.TRUMP].boxes, state.board[boards.TRUMP], strict=True)
        if owner < 0 and owner != -2
    )
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        top = screen_text(app).splitlines()[0]
        assert f"trump {trump} ·" in top
        assert any(f"trump {trump}," in line for line in state.log)


async def test_cartoon_network_help_lists_no_interrupt_key(saves_dir):
    for game_id, has_bang in (("cartoon-network-fluxx", False), ("firefly-fluxx", True)):
        match = Match.new(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=4)
        app = make_app(saves_dir, match, curtain=False)
        async with app.run_test(size=(100, 32)) as pilot:
            await settle(pilot)
            await pilot.press("f1")
            await settle(pilot)
            assert isinstance(app.screen, HelpScreen)
            keys = app.screen_stack[-2].KEYS_MD
            assert ("| ! |" in keys) is has_bang
            assert ("[S]" in keys) is has_bang


async def test_one_quit_in_the_command_palette(saves_dir):
    app = make_app(saves_dir, net_match("Ann,Bob"), curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert titles.count("Quit") == 1
        assert not any("quit" in t.lower() and t != "Quit" for t in titles)


async def test_menu_continue_line_keeps_whole_words(saves_dir):
    from nifty_table.engine import saves

    match = net_match("Annabelle,Bartholomew,Cyrus", seed=2)
    saves.save(match, saves_dir / "net-1.json")
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "Continue: NΣT!" in text
        assert match.summary() in text
        assert "Annabelle, Bartholomew, Cyrus" in text
