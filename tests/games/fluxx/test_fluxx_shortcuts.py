"""The engine's shortcuts give the answers the long way gives.

`apply` leaves the next decision worked out from what `settle` already knew
where it stopped (limits checked, optional actions listed); the prompt, the
decision and the legal actions must be exactly what working them out afresh
from the state gives, at every step of many random games in both editions.
"""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for


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
