"""A computer commander does not make again an offer a person just refused,
while nothing has changed; a change of dice makes the offer new again."""

from __future__ import annotations

from nifty_table.engine import strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.nirds.strategies import Heuristic


def _rulebook_trade(kit):
    """The rulebook's trade: Anton (a computer) gains by giving a 1 for
    Beatrix's 6, and Beatrix (a person) is asked."""
    return kit.rulebook_trade()


def _offers_until_ready(kit, state, bot, refuse=True, most=12):
    """Let the computer at seat 0 trade until it agrees to move on, Beatrix
    refusing every offer; the offers made, as (faces given, faces asked)."""
    rng = Rng.from_seed(1)
    made = []
    for _ in range(most):
        if kit.now(state)[1] != 0:
            break
        action = bot.choose(kit.game.view(state, 0), kit.legal(state, 0), rng)
        if action.kind == "swap":
            made.append((state.players[0].dice[action.give], state.players[1].dice[action.take]))
        kit.do(state, action)
        if kit.now(state) == (kit.Decision.ANSWER, 1):
            kit.do(state, kit.a.Answer(seat=1, accept=not refuse))
    return made


def test_the_heuristic_does_not_offer_a_refused_trade_again(kit):
    state = _rulebook_trade(kit)
    made = _offers_until_ready(kit, state, Heuristic())
    assert made[0] == (1, 6)  # the rulebook's trade, refused
    assert (1, 6) not in made[1:]
    assert len(made) == len(set(made))  # no other offer twice either
    assert state.players[0].ready  # it gives up and moves on


def test_a_refused_trade_may_be_offered_again_once_the_dice_change(kit):
    state = _rulebook_trade(kit)
    bot = Heuristic()
    rng = Rng.from_seed(1)
    for _ in range(2):  # the offer, then the dice
        kit.do(state, bot.choose(kit.game.view(state, 0), kit.legal(state, 0), rng))
    kit.do(state, kit.a.Answer(seat=1, accept=False))
    # Beatrix's dice change (as another trade would change them): asked anew.
    kit.set_dice(state, 1, [6, 2, 2, 3])
    made = _offers_until_ready(kit, state, bot, most=2)
    assert made == [(1, 6)]


def test_the_searching_commander_does_not_offer_a_refused_trade_again(kit):
    state = _rulebook_trade(kit)
    bot = strategies.get("nirds", "search")
    bot.max_iterations = 24  # a fixed amount of work: the same choices every run
    made = _offers_until_ready(kit, state, bot)
    assert made, "the search made no offer in the rulebook's trade"
    assert len(made) == len(set(made))
