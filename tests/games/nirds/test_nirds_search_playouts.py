"""The searching army's playouts are played as the heuristic commanders play:
from a light view of the state, which must lead them to the same choices as
the full view a seat gets, and each playout starts a commander afresh."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import playout
from nifty_table.engine.sim import seats_for
from nifty_table.games.nirds import decision as rules
from nifty_table.games.nirds.search import CommanderPolicy, CommanderView, horizon
from nifty_table.games.nirds.state import Phase
from nifty_table.games.nirds.strategies import Heuristic, search

GAME = registry.load("nirds")


def _games(count: int):
    """Random games across player counts and levels, as (state, walker rng)."""
    for seed in range(1, count + 1):
        players, level = 1 + seed % 4, 1 + (seed * 3) % 9
        options = GAME.Options(difficulty=str(level))
        yield GAME.new_game(seats_for(players), options, seed), Rng.from_seed(seed)


@pytest.mark.parametrize("first", [1, 7])
def test_a_commander_chooses_the_same_from_the_light_view_as_from_a_seats_view(first):
    compared = 0
    for state, walk in _games(6):
        for step in range(600):
            legal = GAME.legal_actions(state)
            now = rules.decision(state)
            if not legal or now is None:
                break
            pick = legal[0]
            if len(legal) > 1:
                full = Heuristic().choose(GAME.view(state, now[1]), legal, Rng.from_seed(step))
                light = CommanderView(state, str(now[0]), now[1])
                assert Heuristic().choose(light, legal, Rng.from_seed(step)) == full
                compared += 1
                # Walk on mostly as the commanders would, so the games get far.
                random = walk.below(first + 3) == 0
                pick = legal[walk.below(len(legal))] if random else full
            GAME.apply(state, pick)
    assert compared > 500


def test_a_playout_reaches_the_next_round_without_looping():
    spec = search().spec
    policy = CommanderPolicy(Heuristic)
    ended = 0
    # Random moves lose games fast (more so since an agreement to stop trading
    # stands through others' trades): enough games for a hundred stops.
    for state, walk in _games(16):
        for _ in range(40):  # stop at a few points of each game
            for _ in range(walk.below(25)):
                legal = GAME.legal_actions(state)
                if not legal:
                    break
                GAME.apply(state, legal[walk.below(len(legal))])
            if state.phase is Phase.OVER:
                break
            trial, round_no = spec.copy(state), state.round
            steps = playout(spec, GAME, trial, Rng.from_seed(ended), policy)
            assert steps < 600, "a commander went round in circles"
            if trial.phase is not Phase.OVER:
                assert trial.round == round_no + 1 and horizon(state)(trial)
            ended += 1
    assert ended > 100


def test_every_playout_gets_a_commander_without_memories():
    made = []

    def commander():
        made.append(Heuristic())
        return made[-1]

    policy = CommanderPolicy(commander)
    state, _ = next(_games(1))
    legal = GAME.legal_actions(state)
    while len(legal) < 2:  # a real choice, so the commander is asked
        GAME.apply(state, legal[0])
        legal = GAME.legal_actions(state)
    copy = search().spec.copy
    one, two = copy(state), copy(state)
    policy(one, legal, Rng.from_seed(1))
    policy(one, legal, Rng.from_seed(1))
    assert len(made) == 1  # the same playout: the same commander
    policy(two, legal, Rng.from_seed(1))
    assert len(made) == 2


def test_a_searching_commander_opens_the_same_card_twice_a_round_at_most(monkeypatch):
    """A search that always likes opening one card (and backs out of the
    payment) would go round for ever: the commander's memory closes it."""
    state, walk = next(_games(3))
    while not any(a.kind == "recruit" for a in GAME.legal_actions(state)):
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[walk.below(len(legal))])
    legal = GAME.legal_actions(state)
    recruit = next(a for a in legal if a.kind == "recruit")
    commander = search()

    def fond_of_recruiting(view, legal, rng, think=None):
        return [(a, 0.5) for a in sorted(legal, key=lambda a: a != recruit)]

    monkeypatch.setattr(commander, "rank", fond_of_recruiting)
    view = GAME.view(state, rules.decision(state)[1])
    picks = [commander.choose(view, legal, Rng.from_seed(1)) for _ in range(3)]
    assert picks[:2] == [recruit, recruit] and picks[2] != recruit
