"""Shortcuts in listing the legal actions must never change the list.

`apply` accepts a listed action without checking it again, so these tests play
random games through the engine and compare every list with one worked out
from scratch, and check that an action listed before a change is judged anew.
"""

from __future__ import annotations

import threading
from itertools import combinations_with_replacement

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.games.nirds import dice
from nifty_table.games.nirds import game as nirds_game
from nifty_table.games.nirds.decision import legal
from nifty_table.games.nirds.game import NirdsGame


def test_the_listed_actions_are_those_of_the_state_now(kit):
    game = kit.game
    for seed in range(1, 16):
        state = kit.new(players=1 + seed % 4, seed=seed)
        rng = Rng.from_seed(seed)
        while listed := game.legal_actions(state):
            assert listed == legal(state)
            listed.clear()  # the caller's copy: the engine's own list stays
            assert game.legal_actions(state) == legal(state)
            before = game.legal_actions(state)
            game.apply(state, before[rng.below(len(before))])
            stale = [x for x in before if x not in legal(state)]
            game.legal_actions(state)  # listed again, for the state now
            for action in stale[:3]:  # listed a moment ago, not now: refused, nothing changes
                dump = state.model_dump()
                with pytest.raises(IllegalAction):
                    game.apply(state, action)
                assert state.model_dump() == dump


def test_an_apply_by_another_engine_drops_the_list(kit):
    state = kit.new(players=2, seed=3)
    before = kit.game.legal_actions(state)
    NirdsGame().apply(state, before[0])
    after = kit.game.legal_actions(state)
    assert after == legal(state) and after != before


def test_each_thread_keeps_its_own_list(kit):
    """A computer player thinking on a worker thread (its own states) leaves
    the list of the state the table asked about on the main thread alone."""
    table_state, thought = kit.new(players=2, seed=3), kit.new(players=3, seed=4)
    listed = kit.game.legal_actions(table_state)
    seen = []

    def think():
        mine = kit.game.legal_actions(thought)
        kit.game.apply(thought, mine[0])
        seen.append(kit.game.legal_actions(thought) == legal(thought))

    worker = threading.Thread(target=think)
    worker.start()
    worker.join()
    assert seen == [True]
    # The main thread's list is still the one handed out: the very object
    # listed is taken without a second look, and the list was not dropped.
    assert nirds_game._threads.cache.state is table_state
    kit.game.apply(table_state, listed[0])
    assert kit.game.legal_actions(table_state) == legal(table_state)


def test_the_payment_list_skips_only_sizes_that_cannot_pay():
    """Payments are listed by trying dice sets size by size; sizes that cannot
    pay are skipped. The list must equal trying every size."""

    def every_size(cost, counts):
        found = []
        for size in range(1, sum(k for _, k in counts) + 1):
            found += [f for f in dice._multisets(counts, size) if dice.pays(cost, list(f))]
        return tuple(sorted(found, key=lambda f: (sum(f), len(f))))

    for size in range(1, 6):
        for faces in combinations_with_replacement(range(1, 7), size):
            counts = tuple((f, faces.count(f)) for f in sorted(set(faces)))
            for cost in range(-1, 17):
                assert dice._paying(cost, counts) == every_size(cost, counts)
