"""Blunders a newcomer would laugh at, in positions of a real deal (the kit
places the named cards): the hard seat, at about the work its table budget
buys on one core (seeded and counted in playouts, so a busy machine cannot
change the choice), never makes them; nor does the normal seat."""

from __future__ import annotations

import pytest

from nifty_table.engine import levels, strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import PlayCard

TABLE_PLAYOUTS = 150  # one decision at 0.25 s on one free core: about 150 to 300
LEVELS = ["normal", "hard"]


def _choice(g, st, level: str, seed: int = 1):
    seat = levels.strategy(g.id, level)
    if level == "hard":
        seat.max_iterations = TABLE_PLAYOUTS
    g.forget()
    return strategies.decide(g, st.model_copy(deep=True), seat, Rng.from_seed(seed))


@pytest.mark.parametrize("level", LEVELS)
def test_never_hands_an_opponent_the_goal_they_need(kit, deck, level):
    # P1 holds both Keepers of the Goal in P0's hand: playing it ends the game for P1.
    g, k = deck.game, deck.keepers
    st = kit.arrange(g, hands={0: [deck.goal, k[2], k[3]]}, tables={1: [k[0], k[1]]})
    assert _choice(g, st, level) != PlayCard(seat=0, card=deck.goal)


@pytest.mark.parametrize("level", LEVELS)
def test_never_misses_a_goal_it_meets(kit, deck, level):
    g, k = deck.game, deck.keepers
    st = kit.arrange(
        g, hands={0: [deck.draw3, k[2], deck.goal, k[3]]}, tables={0: [k[0], k[1]], 1: [k[4]]}
    )
    assert _choice(g, st, level) == PlayCard(seat=0, card=deck.goal)


@pytest.mark.parametrize("level", LEVELS)
def test_never_misses_the_keeper_that_wins(kit, deck, level):
    g, k = deck.game, deck.keepers
    st = kit.arrange(g, hands={0: [deck.draw3, k[1], k[3]]}, tables={0: [k[0]]}, goals=[deck.goal])
    assert _choice(g, st, level) == PlayCard(seat=0, card=k[1])


@pytest.mark.parametrize("level", LEVELS)
def test_never_discards_the_keeper_that_completes_its_goal(kit, deck, level):
    # Over the Hand Limit, P1 keeps the Keeper that meets the Goal with the one on its table.
    g, k = deck.game, deck.keepers
    limits = [r for r in g.catalog.ids if g.catalog.family.get(r) == "hand_limit"]
    limit = next(r for r in limits if g.catalog.value[r] == 2)  # one of the three goes
    st = kit.arrange(
        g,
        hands={1: [k[1], k[5], k[6]]},
        tables={1: [k[0]]},
        goals=[deck.goal],
        rules=[limit],
        seed=3,
    )
    prompt = g.prompt(st)
    assert prompt is not None and prompt.seat == 1 and "Hand Limit" in prompt.text
    assert _choice(g, st, level).card != k[1]
