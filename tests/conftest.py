"""How the whole suite is shared out between pytest-xdist's workers."""

from __future__ import annotations

import os

from compiled_once import pytest_sessionstart  # noqa: F401  (a hook)
from one_process import pytest_collection_finish, pytest_runtest_teardown  # noqa: F401  (hooks)
from worker_end import pytest_sessionfinish  # noqa: F401  (a hook: pytest finds it here)

# Files whose tests take seconds each (whole games played through the app,
# walkers, hundreds of seeded games). They go out first, so the suite does not
# end with one worker still busy on them while the others wait.
LONG_FIRST = (
    "tests/test_worker_end.py",  # (mostly waiting on its own small session)
    # One test each of half a minute to a minute (a thousand hostile messages,
    # a joined seat following a whole game, a host killed and resumed).
    "tests/remote/test_faults.py",
    "tests/tui/test_remote_seat_waits.py",
    "tests/remote/test_host_killed.py",
    "tests/tui/test_table_flow.py",
    "tests/remote/test_whole_games.py",
    "tests/walker/",
    "tests/tui/test_lessons_fit.py",  # each lesson walked through at 80x24
    "tests/tui/test_game_night.py",
    "tests/games/net/test_net_properties.py",
    "tests/games/fluxx/test_fluxx_bot.py",
    "tests/tui/test_fluxx_table.py",
    "tests/tui/test_get_nifty_table.py",
    "tests/tui/test_keys_seen_first.py",
    "tests/tui/test_get_nifty_screens.py",
    "tests/tui/test_appearance.py",
    "tests/tui/test_typing_bursts.py",
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
