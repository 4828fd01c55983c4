"""The NY3T! token phase and what the open boxes decide."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME
from nifty_table.games.net.actions import PlaceToken
from nifty_table.games.net.state import COVERED, OPEN, Phase


def _open(line: list[int]) -> list[int]:
    return [b for b, owner in enumerate(line) if owner == OPEN]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_dealer_places_first_then_clockwise_until_one_open_box_per_line(kit, players, seed):
    state = kit.with_characters(players, seed=seed)
    assert state.phase is Phase.NYET
    assert state.turn == state.dealer == GAME.prompt(state).seat
    rng = Rng.from_seed(seed)
    order = []
    while state.phase is Phase.NYET:
        action = rng.choice(GAME.legal_actions(state))
        order.append(action.seat)
        GAME.apply(state, action)
        # Every placement covers exactly one box with the placer's token.
        assert state.board[action.line][action.box] == action.seat
    assert len(order) == players + 15
    assert order == [(state.dealer + i) % players for i in range(players + 15)]
    assert [len(_open(line)) for line in state.board] == [1] * 5
    tokens = sum(1 for line in state.board for owner in line if owner >= 0)
    assert tokens == players + 15


def test_the_last_open_box_of_a_line_cannot_be_covered(kit):
    state = kit.with_characters(4, seed=1)
    # Cover the first four boxes of line 3 (trump).
    for box in range(4):
        GAME.apply(state, PlaceToken(seat=state.turn, line=2, box=box))
    assert _open(state.board[2]) == [4]
    assert all(a.line != 2 for a in GAME.legal_actions(state))
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, PlaceToken(seat=state.turn, line=2, box=4))
    assert "closed" in exc.value.reason
    assert state.model_dump() == before


def test_a_covered_box_is_refused(kit):
    state = kit.with_characters(3, seed=1)
    GAME.apply(state, PlaceToken(seat=state.turn, line=3, box=1))
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, PlaceToken(seat=state.turn, line=3, box=1))
    assert "covered" in exc.value.reason
    assert state.model_dump() == before


def test_an_unchosen_character_box_is_refused(kit):
    state = kit.with_characters(3, seed=1, chars=[0, 1, 2])
    assert state.board[0][4] == COVERED
    before = state.model_dump()
    with pytest.raises(IllegalAction):
        GAME.apply(state, PlaceToken(seat=state.turn, line=0, box=4))
    assert state.model_dump() == before


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_first_player_is_the_owner_of_line_1_open_character(kit, players):
    chars = [3, 0, 4, 1, 2][:players]
    for first in range(players):
        state = kit.with_characters(players, seed=first, chars=chars)
        kit.to_rules(state, first=first)
        assert state.rules.first_player == first
        # Line 1's open box is that seat's character.
        assert _open(state.board[0]) == [chars[first]]
        assert state.turn == first


def test_open_boxes_set_the_round_rules(kit):
    state = kit.with_characters(4, seed=4)
    kit.cover_all_but(state, [2, kit.EXCEPT_1, 1, 3, kit.VALUE_BOX[-2]])
    r = state.rules
    assert r.first_player == 2
    assert (r.discard, r.keep_ones, r.pass_left) == (1, True, 0)
    assert r.trump == 1 and r.supertrump == 3 and r.value == -2


def test_nyet_boxes_mean_no_trump_and_no_supertrump(kit):
    state = kit.with_characters(2, seed=4)
    kit.to_rules(state, first=1)
    assert state.rules.trump is None and state.rules.supertrump is None
    assert state.rules.value == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_first_player_leads_the_first_trick(kit, players):
    state = kit.with_characters(players, seed=8)
    first = players - 1
    kit.to_rules(state, first=first, discard=kit.DISCARD_1)
    if players > 2:
        assert state.phase is Phase.TEAMS and state.turn == first
        kit.team(state, GAME.legal_actions(state)[0].pair)
        if state.phase is Phase.BONUS:
            kit.bonus(state, GAME.legal_actions(state)[0].to)
    assert state.phase is Phase.EXCHANGE
    kit.exchange_all(state)
    assert state.phase is Phase.TRICKS
    assert state.turn == state.leader == first
    assert GAME.prompt(state).seat == first
    assert state.trick == []
