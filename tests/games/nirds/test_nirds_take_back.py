"""Take back in Nirds vs Gnomes: nothing is hidden but the order of the decks
and the dice not rolled yet. Every roll and every card taken from a face-down
deck stands; trades, Scientists' chosen faces and passing can be taken back."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match, TakeBackRefused
from nifty_table.games.nirds.state import Phase


def _action_phase() -> Match:
    """Two commanders (seed 1) past the Die Trading phase: Anton to act with
    dice 4 5 3 2, Flip Finchley (a Scientist) awake, two Troops he can attack with."""
    match = Match.new("nirds", [Seat(name="Anton"), Seat(name="Beatrix")], seed=1)
    for _ in range(2):
        match.apply(next(a for a in match.legal_actions() if a.kind == "ready"))
    assert match.state.phase == Phase.ACTION and match.prompt().seat == 0
    assert match.state.players[0].dice == [4, 5, 3, 2]
    return match


def _first(match: Match, kind: str, seat: int = 0):
    return next(a for a in match.legal_actions() if a.kind == kind and a.seat == seat)


def test_an_attack_roll_stands_and_the_refusal_says_why_in_words():
    match = _action_phase()
    attack = _first(match, "attack")
    words = match.game.describe(match.state, attack)
    assert match.game.reveals(match.state, attack)
    match.apply(attack)
    after, count = match.state.model_copy(deep=True), len(match.actions)

    with pytest.raises(TakeBackRefused) as refused:
        match.take_back(0)

    assert refused.value.reason == (
        f"{words!r} brought hidden information to light (a card drawn, passed or shown, "
        "a die rolled or a shuffle), so it stands"
    )
    assert match.state == after and len(match.actions) == count


def test_a_scientists_chosen_face_is_taken_back_then_the_scientist_itself():
    match = _action_phase()
    before = match.state.model_copy(deep=True)
    science = _first(match, "science")
    match.apply(science)
    chosen = match.state.model_copy(deep=True)
    tweak = _first(match, "tweak")  # turn one die into 7 minus it: no roll
    assert not match.game.reveals(match.state, tweak)
    match.apply(tweak)
    assert match.state.players[0].dice != before.players[0].dice

    taken = match.take_back(0)
    assert taken.actions == [tweak] and match.state == chosen
    taken = match.take_back(0)
    assert taken.actions == [science] and match.state == before
    assert match.state.players[0].dice == [4, 5, 3, 2]


def test_recruiting_refills_the_market_from_the_face_down_deck_so_it_stands():
    match = _action_phase()
    recruit = _first(match, "recruit")
    assert not match.game.reveals(match.state, recruit)  # only the card is chosen yet
    match.apply(recruit)
    pay = _first(match, "pay")
    assert match.game.reveals(match.state, pay)  # the empty Market place is refilled
    market = list(match.state.market1 + match.state.market2)
    match.apply(pay)
    assert match.state.market1 + match.state.market2 != market

    with pytest.raises(TakeBackRefused, match="brought hidden information to light"):
        match.take_back(0)


def test_the_last_ready_of_the_trading_phase_can_be_taken_back():
    match = Match.new("nirds", [Seat(name="Anton"), Seat(name="Beatrix")], seed=1)
    match.apply(_first(match, "ready", 0))
    before = match.state.model_copy(deep=True)
    match.apply(_first(match, "ready", 1))
    assert match.state.phase == Phase.ACTION

    match.take_back(1)

    assert match.state == before and match.state.phase == Phase.TRADING


def test_the_roll_that_starts_a_new_round_reveals():
    """Everybody passes, the Gnomes attack, and the action that ends the night
    rolls everyone's dice for the next round: it reveals."""
    match = _action_phase()
    for _ in range(200):
        legal = match.legal_actions()
        passing = [a for a in legal if a.kind == "pass"]
        action = passing[0] if passing else legal[0]
        reveals = match.game.reveals(match.state, action)
        round_before = match.state.round
        match.apply(action)
        if match.state.round != round_before:
            assert reveals, f"{action!r} rolled the next round's dice but reveals nothing?"
            return
    pytest.fail("no new round within 200 actions")
