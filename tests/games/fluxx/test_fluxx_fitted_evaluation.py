"""Cartoon Network's searching seat reads a table with the evaluation fitted
to heuristic games (bot/search.py, `fitted`): a win in the hand of the seat
about to move is nearly sure, the same win held by a seat that moves later is
only a little ahead, and Keepers on the table count whatever the Goal."""

from __future__ import annotations

from nifty_table.games.fluxx.bot.facts import TableFacts
from nifty_table.games.fluxx.bot.fitted import ready
from nifty_table.games.fluxx.bot.search import evaluate
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.table import Table

GOAL = "goal_good_vs_evil"  # Aku and Samurai Jack together
AKU, JACK = "keeper_aku", "keeper_samurai_jack"
OTHERS = ["keeper_rigby", "keeper_mordecai", "keeper_darwin"]


def _chances(state) -> list[float]:
    return [evaluate(state, seat) for seat in range(len(state.seats))]


def test_a_win_in_the_hand_of_the_seat_to_move_is_nearly_sure(kit, cn):
    st = kit.arrange(cn.game, tables={1: [AKU]}, hands={1: [JACK]}, goals=[GOAL], active=1)
    chances = _chances(st)
    assert chances[1] > 0.9
    assert abs(sum(chances) - 1.0) < 1e-9


def test_the_same_win_held_by_a_seat_moving_later_is_only_a_lead(kit, cn):
    st = kit.arrange(cn.game, tables={1: [AKU]}, hands={1: [JACK]}, goals=[GOAL], active=0)
    chances = _chances(st)
    # Ahead of both others, but far from sure: the Goal may change before its turn.
    assert chances[1] == max(chances)
    assert chances[1] < 0.6


def test_every_keeper_on_the_table_counts_whatever_the_goal(kit, cn):
    bare = kit.arrange(cn.game, goals=[GOAL], active=0)
    richer = kit.arrange(cn.game, tables={2: OTHERS}, goals=[GOAL], active=0)
    assert evaluate(richer, 2) > evaluate(bare, 2) + 0.05


def test_two_missing_keepers_in_hand_win_only_with_two_plays(kit, cn):
    st = kit.arrange(cn.game, hands={0: [AKU, JACK]}, goals=[GOAL], active=0)
    facts = TableFacts(Table(deck_for("cartoon_network"), st), 0)
    assert not ready(facts, 0, plays=1)
    assert ready(facts, 0, plays=2)
    st = kit.arrange(cn.game, hands={0: [AKU, JACK]}, goals=[GOAL], rules=["rule_play_2"])
    assert evaluate(st, 0) > 0.9


def test_a_goal_in_hand_that_the_table_meets_is_a_win_to_play(kit, cn):
    st = kit.arrange(cn.game, tables={0: [AKU, JACK]}, hands={0: [GOAL]}, active=0)
    facts = TableFacts(Table(deck_for("cartoon_network"), st), 0)
    assert ready(facts, 0, plays=1)
    assert evaluate(st, 0) > 0.9
