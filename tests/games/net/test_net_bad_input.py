"""Bad input is refused with IllegalAction and changes nothing."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.engine.match import Match
from nifty_table.games.net import GAME
from nifty_table.games.net.actions import (
    ChooseTeam,
    Double,
    GiveBonus,
    PickCard,
    PickCharacter,
    PlaceToken,
    PlayCard,
)
from nifty_table.games.net.state import Phase


def _refused(state, action) -> str:
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, action)
    assert exc.value.reason
    assert state.model_dump() == before
    return exc.value.reason


def _other(state) -> int:
    return (state.turn + 1) % state.players


# -- states in each phase ----------------------------------------------------------
def _characters(kit):
    state = kit.new(3, seed=1)
    assert state.phase is Phase.CHARACTERS
    return state, PickCharacter(seat=_other(state), character=4)


def _nyet(kit):
    state = kit.with_characters(3, seed=1)
    line, box = next((a.line, a.box) for a in GAME.legal_actions(state))
    return state, PlaceToken(seat=_other(state), line=line, box=box)


def _teams(kit):
    state = kit.to_rules(kit.with_characters(4, seed=1), first=1)
    assert state.phase is Phase.TEAMS
    return state, ChooseTeam(seat=_other(state), pair=(1, 2))


def _bonus(kit):
    state = kit.to_rules(kit.with_characters(5, seed=1), first=1)
    kit.team(state, (1, 2))
    assert state.phase is Phase.BONUS
    return state, GiveBonus(seat=_other(state), to=2)


def _exchange(kit):
    state = kit.to_rules(kit.with_characters(2, seed=1), first=0, discard=kit.DISCARD_1)
    assert state.phase is Phase.EXCHANGE
    return state, PickCard(seat=_other(state), card=state.hands[_other(state)][0])


def _tricks(kit):
    state = kit.to_rules(kit.with_characters(2, seed=1), first=0)
    assert state.phase is Phase.TRICKS
    return state, PlayCard(seat=_other(state), card=state.hands[_other(state)][0])


def _double(kit):
    state = kit.built(
        3, [kit.cards("B10"), kit.cards("B2"), kit.cards("B3")], teams=[0, 1, 1], bonus_owner=0
    )
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    assert state.phase is Phase.DOUBLE
    return state, Double(seat=_other(state), double=True)


PHASES = [_characters, _nyet, _teams, _bonus, _exchange, _tricks, _double]


@pytest.mark.parametrize("make", PHASES, ids=lambda f: f.__name__.strip("_"))
def test_an_action_from_the_wrong_seat_is_refused(kit, make):
    state, action = make(kit)
    assert action.seat != state.turn
    reason = _refused(state, action)
    assert "turn" in reason
    # The same choice from the right seat is fine (where it is a legal one).
    right = action.model_copy(update={"seat": state.turn})
    if right in GAME.legal_actions(state):
        GAME.apply(state, right)


@pytest.mark.parametrize("make", PHASES, ids=lambda f: f.__name__.strip("_"))
def test_an_action_of_the_wrong_kind_for_the_phase_is_refused(kit, make):
    state, _ = make(kit)
    seat = state.turn
    held = state.hands[seat][0] if state.hands and state.hands[seat] else 0
    wrong = [
        PickCharacter(seat=seat, character=0),
        PlaceToken(seat=seat, line=1, box=0),
        ChooseTeam(seat=seat, pair=(0, 1)),
        GiveBonus(seat=seat, to=0),
        PickCard(seat=seat, card=held),
        PlayCard(seat=seat, card=held),
        Double(seat=seat, double=True),
    ]
    expected_kind = {
        Phase.CHARACTERS: "character",
        Phase.NYET: "token",
        Phase.TEAMS: "team",
        Phase.BONUS: "bonus",
        Phase.EXCHANGE: "pick",
        Phase.TRICKS: "play",
        Phase.DOUBLE: "double",
    }[state.phase]
    for action in wrong:
        if action.kind != expected_kind:
            assert " now: " in _refused(state, action)  # what cannot be done, and what is asked


@pytest.mark.parametrize("seat", [-1, 5, 99])
def test_a_seat_that_does_not_exist_is_refused(kit, seat):
    state, _ = _tricks(kit)
    assert "no seat" in _refused(state, PlayCard(seat=seat, card=0))


@pytest.mark.parametrize("card", [-1, 60, 999])
def test_an_unknown_card_is_refused_when_playing(kit, card):
    state, _ = _tricks(kit)
    assert "no card" in _refused(state, PlayCard(seat=state.turn, card=card))


@pytest.mark.parametrize("card", [-1, 60, 999])
def test_an_unknown_card_is_refused_when_discarding(kit, card):
    state, _ = _exchange(kit)
    assert "no card" in _refused(state, PickCard(seat=state.turn, card=card))


def test_a_card_from_another_hand_is_refused(kit):
    state, _ = _tricks(kit)
    other = state.hands[_other(state)][0]
    assert "not in your hand" in _refused(state, PlayCard(seat=state.turn, card=other))
    state, _ = _exchange(kit)
    other = state.hands[_other(state)][0]
    assert "not in your hand" in _refused(state, PickCard(seat=state.turn, card=other))


def test_a_card_removed_from_the_3_player_deck_is_refused(kit):
    state = kit.to_rules(kit.with_characters(3, seed=2), first=0)
    kit.team(state, (1, 2))
    assert state.phase is Phase.TRICKS
    _refused(state, PlayCard(seat=state.turn, card=kit.card("B13")))


def test_a_covered_box_is_refused(kit):
    state, _ = _nyet(kit)
    GAME.apply(state, PlaceToken(seat=state.turn, line=4, box=0))
    assert "covered" in _refused(state, PlaceToken(seat=state.turn, line=4, box=0))


@pytest.mark.parametrize(("line", "box"), [(5, 0), (0, 5), (-1, 0), (2, -1)])
def test_a_box_off_the_board_is_refused(kit, line, box):
    state, _ = _nyet(kit)
    assert "no such box" in _refused(state, PlaceToken(seat=state.turn, line=line, box=box))


@pytest.mark.parametrize("character", [-1, 5])
def test_an_unknown_character_is_refused(kit, character):
    state, _ = _characters(kit)
    assert "no such character" in _refused(
        state, PickCharacter(seat=state.turn, character=character)
    )


@pytest.mark.parametrize("pair", [(0, 0), (3, 9), (-1, 2)])
def test_an_impossible_team_is_refused(kit, pair):
    state, _ = _teams(kit)
    _refused(state, ChooseTeam(seat=state.turn, pair=pair))


def test_a_bonus_to_a_seat_that_does_not_exist_is_refused(kit):
    state, _ = _bonus(kit)
    _refused(state, GiveBonus(seat=state.turn, to=9))


def test_a_refused_action_is_not_recorded_in_the_match():
    match = Match.new("net", [Seat(name="A"), Seat(name="B")], seed=3)
    with pytest.raises(IllegalAction):
        match.apply(PlayCard(seat=0, card=0))
    assert match.actions == []
    assert match.replayed() == match.state
