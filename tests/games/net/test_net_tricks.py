"""Trick rules: what must be played and who wins."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.games.net import GAME, tricks
from nifty_table.games.net.actions import PlayCard
from nifty_table.games.net.state import Phase

B, R, Y, G = range(4)


def _legal(state) -> list[int]:
    return sorted(a.card for a in GAME.legal_actions(state))


def _refused(state, seat: int, card: int) -> str:
    """Playing `card` is refused with a reason and changes nothing."""
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, PlayCard(seat=seat, card=card))
    assert exc.value.reason
    assert state.model_dump() == before
    return exc.value.reason


# -- following ----------------------------------------------------------------------
def test_must_follow_the_led_colour_if_able(kit):
    state = kit.built(2, [kit.cards("B5", "Y2", "Y3"), kit.cards("B9", "R13", "G2")])
    kit.play(state, kit.card("B5"))
    assert _legal(state) == [kit.card("B9")]
    reason = _refused(state, 1, kit.card("R13"))
    assert "blue" in reason
    kit.play(state, kit.card("B9"))
    assert state.last_winner == 1


def test_unable_to_follow_any_card_may_be_played(kit):
    hand1 = kit.cards("R13", "G2", "Y1")
    state = kit.built(2, [kit.cards("B5", "Y2", "Y3"), hand1], trump=G)
    kit.play(state, kit.card("B5"))
    assert _legal(state) == sorted(hand1)


def test_trump_led_must_play_trump_or_supertrump_if_able(kit):
    hand1 = kit.cards("R9", "G1", "B13", "G9")
    state = kit.built(2, [kit.cards("R5", "Y2", "Y3", "Y4"), hand1], trump=R, supertrump=G)
    kit.play(state, kit.card("R5"))
    assert _legal(state) == sorted(kit.cards("R9", "G1"))
    _refused(state, 1, kit.card("B13"))
    _refused(state, 1, kit.card("G9"))


def test_trump_led_a_lone_supertrump_must_be_played(kit):
    state = kit.built(
        2, [kit.cards("R5", "Y2", "Y3"), kit.cards("G1", "B13", "G9")], trump=R, supertrump=G
    )
    kit.play(state, kit.card("R5"))
    assert _legal(state) == [kit.card("G1")]


def test_supertrump_led_must_play_trump_or_supertrump_not_its_printed_colour(kit):
    # Green 1s are supertrumps, red is trump: a green 1 lead asks for red.
    state = kit.built(
        2, [kit.cards("G1", "Y2", "Y3"), kit.cards("R2", "G9", "B5")], trump=R, supertrump=G
    )
    kit.play(state, kit.card("G1"))
    assert _legal(state) == [kit.card("R2")]
    _refused(state, 1, kit.card("G9"))


def test_supertrump_led_another_supertrump_follows(kit):
    g1a, g1b = kit.cards("G1", "G1")
    state = kit.built(
        2,
        [[g1a, *kit.cards("Y2", "Y3")], [g1b, kit.card("G9"), kit.card("B5")]],
        trump=R,
        supertrump=G,
    )
    kit.play(state, g1a)
    assert _legal(state) == [g1b]


def test_double_agent_supertrump_does_not_count_as_its_printed_colour(kit):
    # Blue 1s are supertrumps under red trump: the blue 1 is red now, so a
    # player holding only it in blue cannot follow blue and may play anything.
    b1 = kit.card("B1")
    state = kit.built(2, [kit.cards("B7", "R5"), [b1, kit.card("Y4")]], trump=R, supertrump=B)
    kit.play(state, kit.card("B7"))
    assert _legal(state) == sorted([b1, kit.card("Y4")])
    kit.play(state, kit.card("Y4"))
    assert state.last_winner == 0


def test_double_agent_must_answer_a_trump_lead(kit):
    b1 = kit.card("B1")
    state = kit.built(2, [kit.cards("R5", "B7"), [b1, kit.card("Y4")]], trump=R, supertrump=B)
    kit.play(state, kit.card("R5"))
    assert _legal(state) == [b1]
    _refused(state, 1, kit.card("Y4"))


def test_without_trump_a_supertrump_follows_its_printed_colour(kit):
    b1 = kit.card("B1")
    state = kit.built(2, [kit.cards("B7", "R5"), [b1, kit.card("Y4")]], supertrump=B)
    kit.play(state, kit.card("B7"))
    assert _legal(state) == [b1]  # the blue 1 is blue, so blue must be followed
    _refused(state, 1, kit.card("Y4"))


def test_without_trump_a_supertrump_lead_asks_for_its_printed_colour(kit):
    b1 = kit.card("B1")
    state = kit.built(2, [[b1, *kit.cards("R5", "R6")], kit.cards("B9", "R1", "Y4")], supertrump=B)
    kit.play(state, b1)
    assert _legal(state) == [kit.card("B9")]


def test_without_trump_a_supertrump_may_be_thrown_when_void_and_wins(kit):
    b1 = kit.card("B1")
    state = kit.built(2, [kit.cards("R13", "Y2"), [b1, kit.card("Y4")]], supertrump=B)
    kit.play(state, kit.card("R13"))
    assert _legal(state) == sorted([b1, kit.card("Y4")])
    kit.play(state, b1)
    assert state.last_winner == 1


def test_illegal_play_leaves_the_state_unchanged_mid_trick(kit):
    state = kit.built(
        3,
        [kit.cards("B5", "Y2"), kit.cards("B9", "R2"), kit.cards("B3", "G4")],
        trump=R,
    )
    kit.play(state, kit.card("B5"))
    _refused(state, 1, kit.card("R2"))  # must follow blue, trump or not
    _refused(state, 1, kit.card("G4"))  # not in the hand
    assert state.trick == [(0, kit.card("B5"))] and state.turn == 1


# -- winners ---------------------------------------------------------------------
def _trick(kit, players, cards_by_seat, **rules) -> int:
    """Each seat holds one card; seat 0 leads; play them all (the round's
    last trick); return the seat that won it, from the round record."""
    hands = [[c] for c in cards_by_seat]
    state = kit.built(players, hands, **rules)
    kit.play(state, *cards_by_seat)
    record = state.history[-1]
    assert sum(record.tricks) == 1
    return record.tricks.index(1)


def test_highest_card_of_the_led_colour_wins(kit):
    winner = _trick(kit, 3, kit.cards("B5", "B9", "B7"))
    assert winner == 1


def test_two_equal_1s_of_the_led_colour_go_to_the_later_card(kit):
    winner = _trick(kit, 3, [*kit.cards("B1", "B1"), kit.card("R9")])
    assert winner == 1


def test_three_equal_1s_the_last_played_wins(kit):
    winner = _trick(kit, 3, kit.cards("Y1", "Y1", "Y1"))
    assert winner == 2


def test_trump_beats_the_led_colour(kit):
    winner = _trick(kit, 3, kit.cards("B10", "R2", "B3"), trump=R)
    assert winner == 1


def test_highest_trump_wins(kit):
    winner = _trick(kit, 4, kit.cards("B10", "R2", "R7", "B13"), trump=R)
    assert winner == 2


def test_equal_trump_1s_go_to_the_later_card(kit):
    winner = _trick(kit, 3, [kit.card("B10"), *kit.cards("R1", "R1")], trump=R)
    assert winner == 2


def test_supertrump_beats_a_13_of_trump(kit):
    winner = _trick(kit, 4, kit.cards("R13", "G1", "R12", "R11"), trump=R, supertrump=G)
    assert winner == 1


def test_supertrump_beats_trump_when_trump_was_not_led(kit):
    winner = _trick(kit, 4, kit.cards("B2", "R13", "Y1", "B3"), trump=R, supertrump=Y)
    assert winner == 2


def test_two_supertrumps_the_later_one_wins(kit):
    winner = _trick(
        kit,
        4,
        [kit.card("R13"), kit.card("G1", 0), kit.card("R12"), kit.card("G1", 1)],
        trump=R,
        supertrump=G,
    )
    assert winner == 3


def test_off_suit_high_cards_never_win(kit):
    winner = _trick(kit, 4, kit.cards("B2", "Y13", "R13", "G13"))
    assert winner == 0


def test_the_trick_winner_leads_the_next_trick(kit):
    state = kit.built(3, [kit.cards("B5", "Y2"), kit.cards("B9", "R2"), kit.cards("B3", "G4")])
    kit.play(state, *kit.cards("B5", "B9", "B3"))
    assert state.phase is Phase.TRICKS
    assert state.turn == state.leader == state.last_winner == 1
    assert state.trick == []
    assert sorted(c for _, c in state.last_trick) == sorted(kit.cards("B5", "B9", "B3"))


@pytest.mark.parametrize(
    ("specs", "trump", "st", "winner"),
    [
        (("B5", "B9", "B7"), None, None, 1),
        (("B9", "B5", "B7"), None, None, 0),
        (("B10", "R2", "B3"), R, None, 1),
        (("B10", "R2", "R7"), R, None, 2),
        (("R13", "G1", "R12"), R, G, 1),
        (("G1", "R13", "R12"), R, G, 0),
        (("B2", "Y13", "G13"), None, None, 0),
        (("B2", "Y13", "G1"), None, G, 2),  # a supertrump wins without trump too
        (("G1", "G13", "G12"), None, G, 0),
        (("B1", "R1", "B13"), R, B, 0),  # double agent B1 counts as red trump
    ],
)
def test_winner_index_table(kit, specs, trump, st, winner):
    trick = list(enumerate(kit.cards(*specs)))
    assert tricks.winner_index(trick, trump, st) == winner
