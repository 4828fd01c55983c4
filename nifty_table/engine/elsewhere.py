"""A computer's decision worked out in another process.

A search runs pure Python for its whole budget. In a thread of the table's
own process it holds the interpreter lock, and a key pressed meanwhile waits
for it: one key in ten took longer than a frame. In a process of its own it
runs beside the table on another core, or, on a single core, at a lower
priority, so the system lets the table answer first.

The process is started once, on first use, and kept. It gets a copy of the
state, the strategy and the dice (all pickled), decides exactly as
`strategies.decide` does in the table's process, and sends back the action
and the strategy as it is after deciding (a strategy may remember its own
choices, Nirds' searcher does).

Whatever ends the table, a signal it cannot catch included, the deciding
process ends too, and with it multiprocessing's helpers: the forkserver
stays while any process it started lives, the resource tracker while any
process holds its pipe.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import forkserver, resource_tracker
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from nifty_table.engine import registry, strategies
from nifty_table.engine.contract import Action, GameState
from nifty_table.engine.rng import Rng

NICENESS = 10  # how much lower the deciding process runs than the table
T = TypeVar("T")

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_lifeline: tuple[Connection, Connection] | None = None  # (read end, write end)


def can_send(strategy: strategies.Strategy) -> bool:
    """Whether this strategy can decide in another process (every strategy a
    level names can; a test's stand-in that waits on this process cannot)."""
    try:
        pickle.dumps(strategy)
    except (pickle.PicklingError, TypeError, AttributeError):
        return False
    return True


def decide(
    game_id: str, state: GameState, strategy: strategies.Strategy, rng: Rng
) -> tuple[Action, strategies.Strategy]:
    """The prompted seat's action, decided in the other process, and the
    strategy as it is after deciding. Blocks until then: call it from a
    worker thread, which waits without holding the interpreter lock."""
    return _call(_decide, game_id, state, strategy, rng)


def rank(
    game_id: str, state: GameState, seat: int, searcher: Any, rng: Rng
) -> tuple[list[tuple[Action, float]], int]:
    """`searcher.rank` of `seat`'s legal actions from `seat`'s view of
    `state`, decided in the other process, with how many choices were still
    in the running at the end (a hint shows those). Blocks, as `decide` does."""
    return _call(_rank, game_id, state, seat, searcher, rng)


def warm(game_id: str) -> threading.Thread:
    """Start the process and load the game there before the first decision,
    in a thread of its own: starting it takes longer than a frame."""
    thread = threading.Thread(target=_call, args=(_load, game_id), name="warm", daemon=True)
    thread.start()
    return thread


def close() -> None:
    """Let the process go (a decision still running is left to finish)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


def _call(work: Callable[..., T], *args: Any) -> T:
    """`work(*args)` in the other process; here, in the calling thread, if
    that process died or none can be started (the next call starts anew)."""
    try:
        return _executor().submit(work, *args).result()
    except (BrokenProcessPool, OSError):
        close()
        return work(*args)


def _executor() -> ProcessPoolExecutor:
    global _pool
    with _lock:
        if _pool is None:
            # forkserver: the process starts clean, not as a copy of a table
            # with threads running; spawn where there is no forkserver.
            methods = multiprocessing.get_all_start_methods()
            method = "forkserver" if "forkserver" in methods else "spawn"
            _start_helpers(method)
            _pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context(method),
                initializer=_settle_in,
                initargs=(_lifeline_end(),),
            )
        return _pool


def _start_helpers(method: str) -> None:
    """Start multiprocessing's helper processes with /dev/null for errors.
    It hands them the file descriptor of `sys.stderr`, which under Textual is
    a capture that has none; and the terminal is the players' anyway."""
    saved = sys.stderr
    with open(os.devnull, "w") as quiet:
        sys.stderr = quiet
        try:
            resource_tracker.ensure_running()
            if method == "forkserver":
                forkserver.ensure_running()
        finally:
            sys.stderr = saved


def _lifeline_end() -> Connection:
    """The read end of a pipe whose write end only this process holds (it is
    not inherited): the system closes it when this process dies, however."""
    global _lifeline
    if _lifeline is None:
        _lifeline = multiprocessing.Pipe(duplex=False)
    return _lifeline[0]


def _settle_in(lifeline: Connection) -> None:
    """In the deciding process: never draw on the player's terminal, leave
    Ctrl+C to the table, give way to it, and end when it ends."""
    threading.Thread(target=_end_with_table, args=(lifeline,), name="lifeline", daemon=True).start()
    quiet = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(quiet, fd)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        os.nice(NICENESS)
    except (AttributeError, OSError):  # no nice here: decide at the same priority
        pass


def _end_with_table(lifeline: Connection) -> None:
    """Wait for the end of the table's pipe, then end this process at once.
    Left alone it would wait for work for good (it holds its task queue's
    write end itself), and the forkserver and resource tracker with it."""
    try:
        lifeline.recv_bytes()  # nothing is ever sent: this returns at the end
    except (EOFError, OSError):
        pass
    os.kill(os.getpid(), signal.SIGTERM)  # ends it even mid-decision


def _load(game_id: str) -> None:
    registry.load(game_id)


def _decide(
    game_id: str, state: GameState, strategy: strategies.Strategy, rng: Rng
) -> tuple[Action, strategies.Strategy]:
    action = strategies.decide(registry.load(game_id), state, strategy, rng)
    return action, strategy


def _rank(
    game_id: str, state: GameState, seat: int, searcher: Any, rng: Rng
) -> tuple[list[tuple[Action, float]], int]:
    game = registry.load(game_id)
    view = game.view(state, seat)
    legal = [a for a in game.legal_actions(state) if a.seat == seat]
    return searcher.rank(view, legal, rng), searcher.last_survivors
