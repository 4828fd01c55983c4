"""Take-back: the last decision is undone by replaying the log without it.

Policy under test (engine/match.py `Match.take_back`): only the seat that made
the last decision may take it back, and only while it revealed nothing; any
other seat's decision since (a computer's too) makes it stand.
"""

from __future__ import annotations

import pytest

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import TAKE_BACK_REACH, Match, TakeBackRefused
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import EndTurn, Join

PEOPLE = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]


def _net_in_nyet() -> Match:
    """A 3-player NΣT! match just after the character picks (the deal)."""
    match = Match.new("net", PEOPLE, seed=21)
    while match.state.phase == "characters":
        match.apply(match.legal_actions()[0])
    return match


def test_a_token_taken_back_leaves_the_state_as_before_it():
    match = _net_in_nyet()
    seat = match.prompt().seat
    before = match.state.model_copy(deep=True)
    log_length = len(match.actions)
    token = match.legal_actions()[3]
    match.apply(token)
    assert match.state != before

    assert match.can_take_back(seat) and not match.can_take_back((seat + 1) % 3)
    taken = match.take_back(seat)

    assert taken.actions == [token]
    assert taken.texts == [match.game.describe(before, token)]
    assert match.state == before
    assert len(match.actions) == log_length
    assert match.prompt().seat == seat
    assert match.state == match.replayed()


def test_another_persons_decision_since_makes_it_stand():
    match = _net_in_nyet()
    first = match.prompt().seat
    match.apply(match.legal_actions()[0])
    second = match.prompt().seat
    match.apply(match.legal_actions()[0])
    before = match.state.model_copy(deep=True)
    with pytest.raises(TakeBackRefused) as err:
        match.take_back(first)
    assert err.value.reason == f"{PEOPLE[second].name} has decided since your last decision"
    assert match.state == before and len(match.actions) == 2 + 3


def test_a_deal_makes_the_last_character_pick_stand():
    match = Match.new("net", PEOPLE, seed=21)
    match.apply(match.legal_actions()[0])
    match.apply(match.legal_actions()[0])
    last = match.legal_actions()[0]
    assert match.game.reveals(match.state, last)  # it deals the first round
    match.apply(last)
    before = match.state.model_copy(deep=True)
    assert not match.can_take_back(last.seat)
    with pytest.raises(TakeBackRefused) as err:
        match.take_back(last.seat)
    assert "brought hidden information to light" in err.value.reason
    assert match.state == before and len(match.actions) == 3


def test_nothing_to_take_back_at_the_start():
    match = Match.new("net", PEOPLE, seed=21)
    with pytest.raises(TakeBackRefused, match="nothing has been decided yet"):
        match.take_back(0)
    match.apply(match.legal_actions()[0])
    with pytest.raises(TakeBackRefused, match="you have not decided anything yet"):
        match.take_back(2)


def test_ending_a_fluxx_turn_draws_for_the_next_player_so_it_stands():
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe")], seed=8)
    rng = Rng.from_seed(8)
    while not any(isinstance(a, EndTurn) for a in match.legal_actions()):
        match.apply(rng.choice(match.legal_actions()))
    end = next(a for a in match.legal_actions() if isinstance(a, EndTurn))
    assert match.game.reveals(match.state, end)


def test_a_jump_in_deals_cards_so_it_cannot_be_taken_back():
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Zoe")], seed=8)
    join = Join(seat=2, name="Wash")
    assert match.game.reveals(match.state, join)
    match.apply(join)
    with pytest.raises(TakeBackRefused, match="hidden information"):
        match.take_back(2)


def test_a_save_after_a_take_back_loads_and_replays_exactly(tmp_path):
    match = _net_in_nyet()
    seat = match.prompt().seat
    match.apply(match.legal_actions()[5])
    path = tmp_path / "net.json"
    saves.save(match, path)
    match.take_back(seat)
    saves.save(match, path)  # the table rewrites the save after a take-back

    loaded = saves.load(path)  # replays the shorter log and checks it
    assert loaded.state == match.state and loaded.actions == match.actions
    other = match.legal_actions()[1]
    match.apply(other)
    loaded.apply(other)
    assert loaded.state == match.state


@pytest.mark.parametrize(
    "game_id", ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds"]
)
def test_take_back_over_random_games(game_id):
    """Wherever it is allowed, a take-back lands exactly on the state before the
    undone actions; wherever it is refused, nothing changes."""
    match = Match.new(game_id, PEOPLE, seed=5)
    rng = Rng.from_seed(5)
    befores = [match.state.model_copy(deep=True)]
    allowed = refused = 0
    for _ in range(300):
        if match.prompt() is None:  # a short game: go on with the next seed
            match = Match.new(game_id, PEOPLE, seed=match.seed + 1)
            befores = [match.state.model_copy(deep=True)]
        seat = match.actions[-1].seat if match.actions else 0
        state, count = match.state.model_copy(deep=True), len(match.actions)
        try:
            taken = match.take_back(seat)
        except TakeBackRefused as exc:
            assert exc.reason
            assert match.state == state and len(match.actions) == count
            refused += 1
        else:
            allowed += 1
            undone = len(taken.actions)
            assert len(match.actions) == count - undone
            assert match.state == befores[count - undone] == match.replayed()
            assert all(a.seat == seat for a in taken.actions)
            for action in taken.actions:  # play them again: the same game goes on
                match.apply(action)
            assert match.state == state
        match.apply(rng.choice(match.legal_actions()))
        befores.append(match.state.model_copy(deep=True))
    assert allowed > 20 and refused > 5


def test_a_game_that_does_not_say_what_reveals_refuses_take_back():
    match = _net_in_nyet()
    match.apply(match.legal_actions()[0])

    class Quiet:  # the same game without `reveals`
        title = "A quiet game"

        def __getattr__(self, name):
            if name == "reveals":
                raise AttributeError(name)
            return getattr(match.game, name)

    match.game = Quiet()
    with pytest.raises(TakeBackRefused, match="A quiet game cannot take decisions back yet"):
        match.take_back(match.actions[-1].seat)


@pytest.mark.parametrize("game_id", ["net", "get-nifty", "nirds"])
def test_take_backs_and_other_choices_keep_matching_the_replay(game_id):
    """Take-backs replay from a remembered point: after a take-back and a
    different choice, every later answer still equals a replay from the deal."""
    match = Match.new(game_id, PEOPLE, seed=9)
    rng = Rng.from_seed(9)
    taken_back = 0
    for _ in range(250):
        if match.prompt() is None:
            break
        seat = match.actions[-1].seat if match.actions else 0
        if match.can_take_back(seat):
            match.take_back(seat)
            taken_back += 1
            assert match.state == match.replayed()
        match.apply(rng.choice(match.legal_actions()))  # maybe another choice this time
        assert match.can_take_back(match.actions[-1].seat) in (True, False)
    assert taken_back > 10
    assert match.state == match.replayed()


def test_the_first_take_back_after_a_load_replays_only_the_end(tmp_path):
    """Loading replays the whole log once to check it; the first take-back asked
    afterwards starts from a state remembered on the way, not from the deal."""
    match = Match.new("get-nifty", PEOPLE, seed=3)
    rng = Rng.from_seed(3)
    while len(match.actions) < 400:
        match.apply(rng.choice(match.legal_actions()))
    path = tmp_path / "long.json"
    saves.save(match, path)
    loaded = saves.load(path)

    applied = 0
    game_apply = loaded.game.apply

    def counting_apply(state, action):
        nonlocal applied
        applied += 1
        return game_apply(state, action)

    loaded.game = _With(loaded.game, apply=counting_apply)
    seat = loaded.actions[-1].seat
    assert loaded.can_take_back(seat) == match.can_take_back(seat)
    assert 0 < applied <= TAKE_BACK_REACH


class _With:
    """A game with some of its methods replaced (to count what a match calls)."""

    def __init__(self, game, **methods):
        self._game, self._methods = game, methods

    def __getattr__(self, name):
        return self._methods.get(name) or getattr(self._game, name)
