"""Deciding in another process: every level's strategy can be sent there, and
what comes back is what the same strategy decides here."""

from __future__ import annotations

import os
import threading

import pytest

from nifty_table.engine import elsewhere, levels, registry, strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng

GAMES = list(registry.GAMES)
STEPS = 40


def mid_game(game_id: str, steps: int = 25) -> Match:
    match = Match.new(game_id, [Seat(name=n) for n in ("Ann", "Bob", "Cy")][:2], seed=5)
    rng = Rng.from_seed(5)
    for _ in range(steps):
        if match.result() is not None:
            break
        match.apply(rng.choice(match.legal_actions()))
    assert match.result() is None
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_can_be_sent(game_id):
    for level in ("easy", "normal", "hard"):
        assert elsewhere.can_send(levels.strategy(game_id, level, 0.25)), level


def test_a_strategy_that_holds_a_lock_stays_here():
    class Waiting:
        think = 1.0

        def __init__(self) -> None:
            self.release = threading.Event()

        def choose(self, view, legal, rng):
            return legal[0]

    assert not elsewhere.can_send(Waiting())


@pytest.mark.parametrize("game_id", GAMES)
def test_the_other_process_decides_as_this_one_does(game_id):
    """With a fixed amount of work and the same dice, the hard seat's choice
    made there is the one made here; the strategy comes back as it is after
    deciding (a copy: nothing is shared between the processes)."""
    match = mid_game(game_id)
    rng = Rng.from_seed(6)
    while len({a for a in match.legal_actions() if a.seat == match.prompt().seat}) < 2:
        match.apply(rng.choice(match.legal_actions()))  # a decision with one answer takes no search
    here = levels.strategy(game_id, "hard", 5.0)
    here.max_iterations = 40  # type: ignore[attr-defined]
    there_before = levels.strategy(game_id, "hard", 5.0)
    there_before.max_iterations = 40  # type: ignore[attr-defined]
    expected = strategies.decide(
        match.game, match.state.model_copy(deep=True), here, Rng.from_seed(11)
    )
    state = match.state.model_copy(deep=True)
    action, after = elsewhere.decide(game_id, state, there_before, Rng.from_seed(11))
    assert action == expected
    assert action in match.legal_actions() and action.seat == match.prompt().seat
    assert after is not there_before and type(after) is type(there_before)
    assert after.last_iterations == here.last_iterations > 0  # type: ignore[attr-defined]
    assert there_before.last_iterations == 0  # type: ignore[attr-defined]
    assert state == match.state  # the state sent was a copy; ours is untouched


def test_what_the_strategy_remembers_comes_back():
    """Nirds' searcher remembers the cards it opened: decided there move after
    move, it remembers what the same searcher deciding here does."""
    here_match, there_match = mid_game("nirds", 0), mid_game("nirds", 0)
    here = levels.strategy("nirds", "hard", 5.0)
    there = levels.strategy("nirds", "hard", 5.0)
    here.max_iterations = there.max_iterations = 8  # type: ignore[attr-defined]
    for n in range(STEPS):
        if here_match.prompt() is None:
            break
        mine = strategies.decide(
            here_match.game, here_match.state.model_copy(deep=True), here, Rng.from_seed(n)
        )
        theirs, there = elsewhere.decide(
            "nirds", there_match.state.model_copy(deep=True), there, Rng.from_seed(n)
        )
        assert theirs == mine
        here_match.apply(mine)
        there_match.apply(theirs)
    remembered = here.memory._tries  # type: ignore[attr-defined]
    assert remembered and there.memory._tries == remembered  # type: ignore[attr-defined]


def test_the_deciding_process_is_another_one_and_gives_way():
    warming = elsewhere.warm("net")  # started off the calling thread
    assert warming is not threading.current_thread()
    warming.join()
    assert elsewhere._pool is not None  # up, and kept for the decisions to come
    pid, nice = elsewhere._executor().submit(_who_am_i).result()
    assert pid != os.getpid()
    if hasattr(os, "nice"):
        assert nice >= os.nice(0) + min(elsewhere.NICENESS, 19 - os.nice(0))


def _who_am_i() -> tuple[int, int]:
    return os.getpid(), os.nice(0) if hasattr(os, "nice") else 0


@pytest.mark.parametrize("game_id", ["net", "firefly-fluxx"])  # the flat search and the tree
def test_a_hint_ranks_there_as_it_does_here(game_id):
    match = mid_game(game_id)
    seat = match.prompt().seat
    legal = [a for a in match.legal_actions() if a.seat == seat]
    here = levels.strategy(game_id, "hard", 5.0)
    there = levels.strategy(game_id, "hard", 5.0)
    here.max_iterations = there.max_iterations = 30  # type: ignore[attr-defined]
    view = match.game.view(match.state, seat)
    expected = here.rank(view, legal, Rng.from_seed(4))  # type: ignore[attr-defined]
    ranked, survivors = elsewhere.rank(
        game_id, match.state.model_copy(deep=True), seat, there, Rng.from_seed(4)
    )
    assert ranked == expected and len(ranked) == len(legal)
    assert survivors == here.last_survivors >= 1  # type: ignore[attr-defined]


def test_a_decision_is_made_here_when_the_other_process_cannot_be_had(monkeypatch):
    """A process that died (or could not start) costs nothing but speed: the
    decision is made in the calling thread, and the next call starts anew."""
    from concurrent.futures.process import BrokenProcessPool

    class Broken:
        def submit(self, *args):
            raise BrokenProcessPool("the process died")

        def shutdown(self, **kwargs):
            pass

    match = mid_game("net")
    here = levels.strategy("net", "hard", 5.0)
    here.max_iterations = 20  # type: ignore[attr-defined]
    expected = strategies.decide(
        match.game, match.state.model_copy(deep=True), here, Rng.from_seed(3)
    )
    strategy = levels.strategy("net", "hard", 5.0)
    strategy.max_iterations = 20  # type: ignore[attr-defined]
    monkeypatch.setattr(elsewhere, "_pool", Broken())
    action, after = elsewhere.decide(
        "net", match.state.model_copy(deep=True), strategy, Rng.from_seed(3)
    )
    assert action == expected and after is strategy  # decided here, in this thread
    assert elsewhere._pool is None  # a new process next time
    monkeypatch.undo()
