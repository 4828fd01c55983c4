"""Cartoon Network's searching player in a close call: a real four-player
deal, played by the heuristic to P0's decision at move 54, where the
playouts put the rule of thumb's move within a few points of another."""

from __future__ import annotations

from nifty_table.engine import registry, strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for
from nifty_table.games.fluxx.bot.search import PRIOR_BONUS

GAME_ID = "cartoon-network-fluxx"
PLAYOUTS = 60


def _close_call():
    game = registry.load(GAME_ID)
    state = game.new_game(seats_for(4), game.Options(), 1)
    heuristic = strategies.get(GAME_ID, "heuristic")
    rng = Rng.from_seed(1)
    while state.moves < 54:
        game.apply(state, strategies.decide(game, state, heuristic, rng))
    prompt = game.prompt(state)
    assert prompt is not None and prompt.seat == 0
    legal = [action for action in game.legal_actions(state) if action.seat == 0]
    return game.view(state, 0), legal


def test_the_rule_of_thumbs_move_stands_unless_the_playouts_clearly_beat_it():
    view, legal = _close_call()
    rule_of_thumb = strategies.get(GAME_ID, "heuristic").choose(view, legal, Rng.from_seed(1))
    hard = strategies.get(GAME_ID, "search")
    hard.max_iterations = PLAYOUTS
    ranked = hard.rank(view, legal, Rng.from_seed(7))
    chances = dict(ranked)
    # The best estimate is within the bonus of the rule of thumb's: a close call ...
    assert max(chances.values()) - chances[rule_of_thumb] < PRIOR_BONUS
    # ... which the rule of thumb keeps.
    assert ranked[0][0] == rule_of_thumb
