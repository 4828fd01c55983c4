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


def _limit(g, family: str, value: int) -> str:
    rules = g.catalog
    return next(r for r in rules.ids if rules.family.get(r) == family and rules.value[r] == value)


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
    limit = _limit(g, "hand_limit", 2)  # one of the three goes
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


@pytest.mark.parametrize("level", LEVELS)
def test_never_lets_the_keeper_limit_take_the_keeper_its_goal_needs(kit, deck, level):
    # Four Keepers over a Keeper Limit of 3: P1 lets one go, never the half of the Goal.
    g, k = deck.game, deck.keepers
    st = kit.arrange(
        g,
        tables={1: [k[0], k[4], k[5], k[6]]},
        goals=[deck.goal],
        rules=[_limit(g, "keeper_limit", 3)],
        seed=3,
    )
    prompt = g.prompt(st)
    assert prompt is not None and prompt.seat == 1 and "Keeper Limit" in prompt.text, prompt
    assert _choice(g, st, level).card != k[0]


@pytest.mark.parametrize("level", LEVELS)
def test_over_the_hand_limit_keeps_the_goal_it_already_meets(kit, deck, level):
    # P1's table meets the Goal in its hand: played next turn, it wins.
    g, k = deck.game, deck.keepers
    other = next(c for c in g.catalog.base_ids if c.startswith("goal_") and c != deck.goal)
    st = kit.arrange(
        g,
        hands={1: [deck.goal, k[5], k[6]]},
        tables={1: [k[0], k[1]]},
        goals=[other],
        rules=[_limit(g, "hand_limit", 2)],
        seed=3,
    )
    prompt = g.prompt(st)
    assert st.winner is None and prompt is not None and prompt.seat == 1, prompt
    assert "Hand Limit" in prompt.text
    assert _choice(g, st, level).card != deck.goal


def _picking(kit, deck, card: str, mine: list[str], theirs: list[str]):
    """P0 has played `card` (a steal, a trash, an exchange) and picks."""
    g = deck.game
    hand = [card, deck.keepers[7]]
    st = kit.arrange(g, hands={0: hand}, tables={0: mine, 1: theirs}, goals=[deck.goal])
    kit.play(g, st, card)
    return st


@pytest.mark.parametrize("level", LEVELS)
def test_a_steal_takes_the_keeper_that_wins(kit, deck, level):
    k = deck.keepers
    st = _picking(kit, deck, deck.steal, [k[1]], [k[4], k[0], k[5]])
    assert _choice(deck.game, st, level).card == k[0]


@pytest.mark.parametrize("level", LEVELS)
def test_a_trash_never_throws_away_its_own_half_of_the_goal(kit, deck, level):
    k = deck.keepers
    st = _picking(kit, deck, deck.trash_keeper, [k[1]], [k[4], k[5]])
    assert _choice(deck.game, st, level).card != k[1]


@pytest.mark.parametrize("level", LEVELS)
def test_a_trash_takes_the_keeper_an_opponents_goal_needs(kit, deck, level):
    # P1 is a Keeper short of the Goal in play; P0 is nowhere near it.
    k = deck.keepers
    st = _picking(kit, deck, deck.trash_keeper, [k[5]], [k[4], k[0]])
    assert _choice(deck.game, st, level).card == k[0]


@pytest.mark.parametrize("level", LEVELS)
def test_an_exchange_never_gives_away_its_own_half_of_the_goal(kit, deck, level):
    # Giving the spare Keeper and taking P1's half of the Goal wins at once.
    k = deck.keepers
    st = _picking(kit, deck, "action_exchange_keepers", [k[1], k[5]], [k[4], k[0]])
    assert _choice(deck.game, st, level).card != k[1]
