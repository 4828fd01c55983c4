"""The playouts' policy: the heuristic's move, with random moves only where
the deck asks for them (EXPLORE_ONE_IN): Firefly's playouts need them to
play a Surprise out of turn; in Cartoon Network they only blurred how a
choice works out for the plays after it."""

from __future__ import annotations

from nifty_table.engine import registry, strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for
from nifty_table.games.fluxx.bot.context import Context
from nifty_table.games.fluxx.bot.scoring import best_action
from nifty_table.games.fluxx.bot.search import policy
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.table import Table

TRIES = 40
DECISIONS = 12


def _card_choices(game_id: str, seed: int):
    """States of a real three-player game (the heuristic at every seat)
    where the player whose turn it is picks a card to play from three or
    more, with those choices."""
    game = registry.load(game_id)
    state = game.new_game(seats_for(3), game.Options(), seed)
    heuristic = strategies.get(game_id, "heuristic")
    rng = Rng.from_seed(seed)
    found = 0
    while found < DECISIONS and game.legal_actions(state):
        actions = game.legal_actions(state)
        decision = game.decision(state)
        if len(actions) >= 3 and decision is not None and decision[0] == "main":
            found += 1
            yield state, actions
        game.apply(state, strategies.decide(game, state, heuristic, rng))


def _off_the_heuristic(game_id: str) -> list[int]:
    """Per decision, how many of TRIES playout moves were not the
    heuristic's own (ties broken by the same generator)."""
    counts = []
    for state, actions in _card_choices(game_id, seed=3):
        table = Table(deck_for(state.deck), state)
        off = 0
        for k in range(TRIES):
            own = best_action(Context(table, state.active), "main", None, actions, Rng.from_seed(k))
            off += policy(state, actions, Rng.from_seed(k)) != own
        counts.append(off)
    return counts


def test_cartoon_network_playouts_play_the_heuristics_move_every_time():
    counts = _off_the_heuristic("cartoon-network-fluxx")
    assert len(counts) == DECISIONS
    assert counts == [0] * DECISIONS, counts


def test_firefly_playouts_make_a_random_move_now_and_then():
    counts = _off_the_heuristic("firefly-fluxx")
    assert len(counts) == DECISIONS
    assert sum(counts) > 0
