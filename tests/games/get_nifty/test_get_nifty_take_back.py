"""Take back in Get Nifty: what the rulebook hides is the draw pile (and every
hand). A choice that draws nothing can be taken back; a turn whose end fills
the hand from the face-down pile stands."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match, TakeBackRefused
from nifty_table.games.get_nifty.actions import Discard, EndTurn, PlayState


def _match() -> Match:
    """Ann to play; her hand (seed 3): kitten, safe-4, mohkadun, mystery-box, kiki."""
    match = Match.new("get-nifty", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    assert "safe-4" in match.state.hands[0] and "kitten" in match.state.hands[0]
    return match


def test_a_choice_before_any_draw_is_taken_back_to_the_state_before():
    match = _match()
    before = match.state.model_copy(deep=True)
    play = PlayState(seat=0, card="safe-4")
    assert not match.game.reveals(match.state, play)
    match.apply(play)
    assert match.state.teams[0].safe.card == "safe-4"

    taken = match.take_back(0)

    assert taken.actions == [play]
    assert match.state == before
    assert "safe-4" in match.state.hands[0] and match.state.teams[0].safe.card is None
    assert match.prompt().seat == 0


def test_a_discard_to_the_face_up_pile_reveals_nothing_and_two_take_backs_undo_two_choices():
    match = _match()
    before = match.state.model_copy(deep=True)
    match.apply(PlayState(seat=0, card="safe-4"))
    middle = match.state.model_copy(deep=True)
    match.apply(Discard(seat=0, card="kitten"))
    assert match.state.discard == ["kitten"]

    match.take_back(0)
    assert match.state == middle
    match.take_back(0)
    assert match.state == before


def test_ending_the_turn_draws_from_the_face_down_pile_so_the_turn_stands():
    match = _match()
    match.apply(Discard(seat=0, card="kitten"))
    end = EndTurn(seat=0)
    assert match.game.reveals(match.state, end)  # four cards in hand: one is drawn
    match.apply(end)
    after, count = match.state.model_copy(deep=True), len(match.actions)

    with pytest.raises(TakeBackRefused) as refused:
        match.take_back(0)

    assert refused.value.reason.startswith("'End your turn (draw back to 5)'")
    assert "brought hidden information to light" in refused.value.reason
    assert match.state == after and len(match.actions) == count
    assert match.prompt().seat == 1


def test_ending_the_turn_with_a_full_hand_draws_nothing_and_can_be_taken_back():
    match = _match()
    before = match.state.model_copy(deep=True)
    end = EndTurn(seat=0)
    assert not match.game.reveals(match.state, end)  # five cards each: nobody draws
    match.apply(end)
    assert match.prompt().seat == 1

    match.take_back(0)

    assert match.state == before and match.prompt().seat == 0


def test_when_the_pile_runs_out_the_shuffle_of_the_discards_reveals():
    match = _match()
    match.apply(Discard(seat=0, card="kitten"))
    state = match.state
    state.discard.extend(state.draw_pile)  # the pile is used up: every card discarded
    state.draw_pile.clear()
    match.game.forget()
    assert match.game.reveals(state, EndTurn(seat=0))


def test_another_persons_choice_since_makes_yours_stand():
    match = _match()
    match.apply(EndTurn(seat=0))
    bob = next(a for a in match.legal_actions() if a.kind == "discard")
    match.apply(bob)
    with pytest.raises(TakeBackRefused, match="Bob has decided since your last decision"):
        match.take_back(0)
