"""The engine's shortcuts give the answers the long way gives.

`apply` leaves the next decision worked out from what `settle` already knew
where it stopped (limits checked, optional actions listed); the prompt, the
decision and the legal actions must be exactly what working them out afresh
from the state gives, at every step of many random games in both editions.
"""

from __future__ import annotations

from collections import Counter

import pytest

from nifty_table.engine import registry
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import random_action, seats_for
from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.games.fluxx.table import Table
from nifty_table.games.fluxx.turn import settle


@pytest.mark.parametrize("game_id", ["firefly-fluxx", "cartoon-network-fluxx"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_what_apply_leaves_worked_out_is_what_working_it_out_afresh_gives(game_id, players):
    game = registry.load(game_id)
    steps = 0
    for seed in range(1, 7):
        state = game.new_game(seats_for(players), game.Options(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(600):
            decision, prompt = game.decision(state), game.prompt(state)
            legal = game.legal_actions(state)
            game.forget()
            assert game.decision(state) == decision
            assert game.prompt(state) == prompt
            assert game.legal_actions(state) == legal
            if not legal:
                break
            game.apply(state, legal[rng.below(len(legal))])
            steps += 1
    assert steps > 1000  # long enough to pass through every kind of decision


@pytest.mark.parametrize("game_id", ["firefly-fluxx", "cartoon-network-fluxx"])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_settling_again_where_apply_stopped_finds_nothing_more_to_do(game_id, players):
    """After an action that moves no card (a window nobody answered, the end of
    the play step) `settle` does not check for a win, a limit or a draw-up
    again, and it hands the limit it found on to the decision. So at every
    stop of random games (played as the simulator plays them, Surprises
    included) settling a copy afresh must change nothing, and an engine that
    works everything out anew must see the same decision and choices."""
    game = registry.load(game_id)
    afresh = FluxxGame(game.id, "", catalog=game.catalog)  # never applies: never has a shortcut
    kinds = Counter()
    for seed in range(1, 9):
        state = game.new_game(seats_for(players), game.Options(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(500):
            copy = state.model_copy(deep=True)
            settle(Table(game.catalog, copy))
            assert copy == state
            legal = game.legal_actions(state)
            assert game.decision(state) == afresh.decision(state)
            assert legal == afresh.legal_actions(state)
            if not legal:
                break
            action = random_action(game, state, legal, rng)
            kinds[type(action).__name__] += 1
            game.apply(state, action)
    # long enough to pass through the shortcuts many times
    assert kinds["EndTurn"] > 20 and kinds["DrawCards"] > 20
    if game.catalog.has_surprises:
        assert kinds["Continue"] > 100 and kinds["PlaySurprise"] > 5
