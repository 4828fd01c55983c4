"""The NΣT! help and the "what can I do now?" hint say what the rules do."""

from __future__ import annotations

from nifty_table.engine.assets import read_text
from nifty_table.games.net import GAME
from nifty_table.games.net import board as boards
from nifty_table.games.net.state import Phase
from nifty_table.tui.net.screen import trick_hint

BLUE, RED = 0, 1


def test_help_says_the_trick_winner_leads_and_teams_are_formed_each_round():
    text = read_text("help", "net.md")
    assert "Whoever wins a trick leads the next one" in text
    assert "Teams last for one round only" in text and "anew" in text


def test_help_has_a_legend_for_the_board_and_the_seat_marks():
    text = read_text("help", "net.md")
    legend = text.split("## Reading the screen", 1)[1].split("## Settled", 1)[0]
    # Every name the board shows, full or short, on either board.
    for board_id in ("standard", "discard3"):
        for line in boards.board(board_id).line:
            for name in (line.title, line.short):
                assert not name or f"**{name}**" in legend, name
            for box in line.boxes:
                for name in (box.label, box.short):
                    assert not name or name in legend, name
    # The seats panel's columns as its header spells them, and the marks.
    for mark in ("★", "▶", "**D**", "⚙", "**Tm**", "**Hand**", "**Tr**", "**Loot**", "**Pts**"):
        assert mark in legend, mark
    assert "**×Lynx**" in legend and "——" not in legend and "Yellw" not in legend
    assert "bonus card" in legend.split("★", 1)[1][:60]


def test_help_explains_following_when_there_is_no_trump():
    text = read_text("help", "net.md")
    assert "No trump this round" in text
    assert "follow as their printed colour" in text


def _hint(kit, trick, trump, supertrump, hands=None):
    hands = hands or [kit.cards("B2", "R5"), kit.cards("B3", "G4"), kit.cards("Y9", "Y10")]
    state = kit.built(3, hands, trump=trump, supertrump=supertrump)
    state.trick = trick
    view = GAME.view(state, None)
    assert view.phase is Phase.TRICKS
    return trick_hint(view)


def test_the_hint_without_trump_says_supertrumps_keep_their_colour(kit):
    red_one = kit.card("R1")
    hands = [kit.cards("B2", "R5"), kit.cards("B3", "G4"), kit.cards("Y9", "Y10")]
    hands[2] = [red_one, kit.card("Y9")]
    hint = _hint(kit, [(2, red_one)], trump=None, supertrump=RED, hands=hands)
    assert hint.startswith("The trick was led in red: follow red if you can")
    assert "With no trump this round, the red 1s (supertrumps) keep their colour" in hint
    assert "count as trump" not in hint


def test_the_hint_without_trump_or_supertrump_is_plain(kit):
    hint = _hint(kit, [(0, kit.card("B2"))], trump=None, supertrump=None)
    assert hint.startswith("The trick was led in blue: follow blue if you can. Otherwise")
    assert "trump" not in hint


def test_the_hint_with_trump_says_supertrumps_count_as_trump(kit):
    hint = _hint(kit, [(0, kit.card("B2"))], trump=RED, supertrump=BLUE)
    assert "follow blue if you can" in hint
    assert "The blue 1s (supertrumps) count as red trump, not as blue" in hint


def test_the_hint_when_trump_is_led(kit):
    hint = _hint(kit, [(0, kit.card("R5"))], trump=RED, supertrump=None)
    assert "supertrump" not in hint
    assert hint.startswith("Trump (red) was led: play a trump if you can. Otherwise")


def test_the_hint_when_a_supertrump_is_led_calls_it_trump(kit):
    hint = _hint(kit, [(1, kit.card("G1"))], trump=RED, supertrump=3)
    assert hint.startswith("Trump (red) was led")
    assert "The green 1s (supertrumps) count as trump" in hint


def test_the_hint_for_a_lead_says_the_winner_leads_next(kit):
    hint = _hint(kit, [], trump=RED, supertrump=None)
    assert "any card may be played" in hint and "leads the next" in hint
