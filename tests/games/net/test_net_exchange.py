"""Line 2: discards and passing, all applied together."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.games.net import GAME, cards
from nifty_table.games.net import board as boards
from nifty_table.games.net.actions import PickCard
from nifty_table.games.net.state import Options, Phase


def _at_exchange(kit, players: int, discard: int, first: int = 0, seed: int = 0, **kw):
    state = kit.with_characters(players, seed=seed, **kw)
    kit.to_rules(state, first=first, discard=discard)
    if state.phase is Phase.TEAMS:
        kit.team(state, GAME.legal_actions(state)[0].pair)
    if state.phase is Phase.BONUS:
        kit.bonus(state, GAME.legal_actions(state)[0].to)
    return state


@pytest.mark.parametrize(
    ("players", "box", "count"),
    [(4, 0, 2), (3, 0, 2), (5, 1, 1), (2, 1, 1)],  # Discard 2 / Discard 1
)
def test_discard_n_everyone_discards_together(kit, players, box, count):
    state = _at_exchange(kit, players, discard=box, first=1)
    assert state.phase is Phase.EXCHANGE and state.turn == 1
    size = len(state.hands[0])
    chosen: dict[int, list[int]] = {}
    order = []
    while state.phase is Phase.EXCHANGE:
        seat = state.turn
        order.append(seat)
        c = GAME.legal_actions(state)[-1].card
        chosen.setdefault(seat, []).append(c)
        GAME.apply(state, PickCard(seat=seat, card=c))
        if state.phase is Phase.EXCHANGE:
            # Nothing leaves any hand until every seat has chosen.
            assert all(len(h) == size for h in state.hands)
            assert state.discarded == []
    assert order == [(1 + i // count) % players for i in range(players * count)]
    assert [len(h) for h in state.hands] == [size - count] * players
    assert sorted(state.discarded) == sorted(c for cs in chosen.values() for c in cs)
    for seat, cs in chosen.items():
        assert not set(cs) & set(state.hands[seat])
    assert state.phase is Phase.TRICKS and state.turn == 1


def test_except_1_refuses_a_1_but_allows_anything_else(kit):
    state = kit.built(
        2,
        [kit.cards("B1", "R1", "Y5", "G7"), kit.cards("B9", "R2", "Y3", "G1")],
        phase=Phase.EXCHANGE,
        discard=1,
        keep_ones=True,
    )
    assert sorted(a.card for a in GAME.legal_actions(state)) == kit.cards("Y5", "G7")
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, PickCard(seat=0, card=kit.card("B1")))
    assert "1" in exc.value.reason
    assert state.model_dump() == before
    GAME.apply(state, PickCard(seat=0, card=kit.card("Y5")))
    GAME.apply(state, PickCard(seat=1, card=kit.card("R2")))
    assert sorted(state.discarded[-2:]) == sorted(kit.cards("Y5", "R2"))
    assert state.phase is Phase.TRICKS


def test_except_1_a_hand_of_only_1s_still_discards_one(kit):
    ones = kit.cards("B1", "R1", "G1")
    state = kit.built(
        2,
        [ones, kit.cards("B9", "R2", "Y3")],
        phase=Phase.EXCHANGE,
        discard=1,
        keep_ones=True,
    )
    assert sorted(a.card for a in GAME.legal_actions(state)) == sorted(ones)
    GAME.apply(state, PickCard(seat=0, card=ones[1]))
    GAME.apply(state, PickCard(seat=1, card=kit.card("B9")))
    assert sorted(state.hands[0]) == sorted([ones[0], ones[2]])


def test_except_1_box_on_the_standard_board(kit):
    state = _at_exchange(kit, 4, discard=kit.EXCEPT_1)
    assert state.rules.discard == 1 and state.rules.keep_ones
    for a in GAME.legal_actions(state):
        assert cards.VALUE[a.card] != 1 or all(cards.VALUE[c] == 1 for c in state.hands[state.turn])


def test_pass_left_cards_arrive_at_the_left_neighbour_only_after_everyone_chose(kit):
    hands = [kit.cards("B2", "B3"), kit.cards("R2", "R3"), kit.cards("Y2", "Y3")]
    state = kit.built(3, hands, phase=Phase.EXCHANGE, pass_left=1, first=1, teams=[0, 0, 1])
    passes = {1: kit.card("R3"), 2: kit.card("Y2"), 0: kit.card("B2")}
    for seat in (1, 2, 0):
        assert state.turn == seat
        GAME.apply(state, PickCard(seat=seat, card=passes[seat]))
        if seat != 0:
            assert state.hands == hands  # nothing moved yet
    assert state.phase is Phase.TRICKS
    assert sorted(state.hands[0]) == sorted(kit.cards("B3", "Y2"))
    assert sorted(state.hands[1]) == sorted(kit.cards("R2", "B2"))
    assert sorted(state.hands[2]) == sorted(kit.cards("Y3", "R3"))
    assert not set(passes.values()) & set(state.discarded)  # passed, not discarded


def test_pass_left_may_pass_a_1(kit):
    state = kit.built(
        2, [kit.cards("B1", "B3"), kit.cards("R2", "R3")], phase=Phase.EXCHANGE, pass_left=1
    )
    assert kit.card("B1") in [a.card for a in GAME.legal_actions(state)]
    GAME.apply(state, PickCard(seat=0, card=kit.card("B1")))
    GAME.apply(state, PickCard(seat=1, card=kit.card("R2")))
    assert kit.card("B1") in state.hands[1]


def test_pass_left_pick_is_not_visible_to_other_seats(kit):
    state = _at_exchange(kit, 4, discard=kit.PASS_LEFT, first=0, seed=3)
    assert state.rules.pass_left == 1
    pick = state.hands[0][0]
    GAME.apply(state, PickCard(seat=0, card=pick))
    assert state.phase is Phase.EXCHANGE
    assert GAME.view(state, 0).my_picks == [pick]
    for other in (1, 2, 3):
        view = GAME.view(state, other)
        assert view.my_picks == []
        assert pick not in view.hand
    # The public log says a card was chosen, never which.
    assert not any(cards.name(pick) in line for line in state.log)
    assert not any(cards.label(pick) in line for line in state.log)
    # Hand sizes stay as dealt while the others are still choosing.
    assert [s.hand_size for s in GAME.view(state, 1).seats] == [15] * 4


def test_a_seat_cannot_pick_the_same_card_twice(kit):
    state = kit.built(
        2,
        [kit.cards("B2", "B3", "B4"), kit.cards("R2", "R3", "R4")],
        phase=Phase.EXCHANGE,
        discard=2,
    )
    GAME.apply(state, PickCard(seat=0, card=kit.card("B2")))
    assert state.turn == 0
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, PickCard(seat=0, card=kit.card("B2")))
    assert "already" in exc.value.reason
    assert state.model_dump() == before


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_nyet_box_on_line_2_means_no_exchange(kit, players):
    state = _at_exchange(kit, players, discard=kit.NO_DISCARD)
    assert state.rules.discard == 0 and state.rules.pass_left == 0
    assert state.phase is Phase.TRICKS
    assert state.discarded == []
    sizes = {len(h) for h in state.hands}
    assert len(sizes) == 1 and sizes != {0}
    assert [len(h) for h in state.hands] == [len(state.hands[0])] * players


def test_discard_3_variant_board(kit):
    spec = boards.board("discard3")
    assert [b.discard for b in spec.line[boards.DISCARD].boxes][:1] == [3]
    assert not any(b.pass_left for b in spec.line[boards.DISCARD].boxes)
    assert not any(b.discard == 3 for b in boards.board("standard").line[boards.DISCARD].boxes)
    assert Options(board="discard3").board == "discard3"
    state = _at_exchange(kit, 4, discard=0, board="discard3")
    assert state.options.board == "discard3"
    assert state.rules.discard == 3 and not state.rules.keep_ones
    kit.exchange_all(state)
    assert [len(h) for h in state.hands] == [12] * 4
    assert len(state.discarded) == 12
    assert state.phase is Phase.TRICKS


def test_unknown_board_option_is_rejected():
    with pytest.raises(ValueError):
        Options(board="discard9")
