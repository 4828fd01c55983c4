"""How the whole suite is shared out between pytest-xdist's workers."""

from __future__ import annotations

import os
import signal

# Files whose tests take seconds each (whole games played through the app,
# walkers, hundreds of seeded games). They go out first, so the suite does not
# end with one worker still busy on them while the others wait.
LONG_FIRST = (
    "tests/tui/test_table_flow.py",
    "tests/walker/",
    "tests/tui/test_game_night.py",
    "tests/games/net/test_net_properties.py",
    "tests/games/fluxx/test_fluxx_bot.py",
    "tests/tui/test_fluxx_table.py",
    "tests/hostile/",
)


def pytest_collection_modifyitems(session, config, items) -> None:
    def rank(item) -> int:
        path = item.nodeid
        return next((i for i, prefix in enumerate(LONG_FIRST) if path.startswith(prefix)), 99)

    items.sort(key=rank)  # stable: the rest keep their order


def pytest_xdist_auto_num_workers(config) -> int:
    """One worker more than the cores: the app tests spend much of their
    time waiting on the app's timers, and another worker fills that time."""
    return (os.cpu_count() or 1) + 1


def pytest_sessionfinish(session) -> None:
    """A worker whose tests are done lets no Ctrl+C of its own gateway in.
    pytest-xdist ends the run once every worker has reported, while each is
    still tidying up (pytest collects garbage five times, 0.4 s each in a
    worker holding ~180,000 objects, more on a busy machine); execnet sends
    a worker still busy after 5 s a SIGINT, and its KeyboardInterrupt landed
    in whatever was being collected (hypothesis' objects, most of them),
    printing a traceback after a clean pass. The run has its results by then;
    a Ctrl+C of the person running it reaches the main process still."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
