"""The cooperative heuristic: it finishes games from its view and legal actions
alone, trades when the pair gains, and hits the Gnome it can knock out."""

from __future__ import annotations

import pytest

from nifty_table.engine import strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.nirds.strategies import STRATEGIES, Heuristic


def _play(kit, players, seed, difficulty=5):
    state = kit.new(players, seed=seed, difficulty=difficulty)
    bots = [strategies.get("nirds", "heuristic") for _ in range(players)]
    rng = Rng.from_seed(seed)
    for _ in range(6000):
        prompt = kit.game.prompt(state)
        if prompt is None:
            return state
        action = strategies.decide(kit.game, state, bots[prompt.seat], rng)
        kit.do(state, action)
    raise AssertionError("the heuristic army never finished the game")


def test_it_is_registered_by_name():
    assert STRATEGIES["heuristic"] is Heuristic
    assert strategies.names("nirds") == ["random", "heuristic", "search", "ismcts"]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_it_plays_whole_games(kit, players):
    state = _play(kit, players, seed=players)
    assert kit.game.result(state).cooperative in ("won", "lost")


def test_it_makes_the_rulebook_trade(kit):
    state = kit.rulebook_trade()
    bot = Heuristic()
    view = kit.game.view(state, 0)
    offer = bot.choose(view, kit.legal(state, 0), Rng.from_seed(1))
    assert offer.kind == "offer" and offer.to == 1
    kit.do(state, offer)
    swap = bot.choose(kit.game.view(state, 0), kit.legal(state, 0), Rng.from_seed(1))
    assert (state.players[0].dice[swap.give], state.players[1].dice[swap.take]) == (1, 6)


def test_it_knocks_out_what_it_can(kit):
    state = kit.new(2, seed=2)
    kit.to_action_phase(state)
    seat = state.turn
    (sparrow,) = kit.set_army(state, seat, ["sharp_sparrow"])
    kit.set_army(state, seat, ["sharp_sparrow", "odd_owl"])
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [6, 1, 1, 1])
    kit.set_gnomes(state, seat, [])
    _king, small = kit.set_gnomes(state, 1 - seat, ["gnome_king", "pebble_pitcher"])
    kit.do(state, kit.a.Attack(seat=seat, troop=sparrow, dice=(0,)))
    state.players[seat].dice[0] = 3  # 3 + 2 = 5 >= Pebble Pitcher's 4
    action = Heuristic().choose(
        kit.game.view(state, seat), kit.legal(state, seat), Rng.from_seed(1)
    )
    assert action.kind == "target" and action.gnome == small  # not 5 chips off the King
