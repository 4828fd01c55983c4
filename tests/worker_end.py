"""A quiet end for pytest-xdist's workers (a plugin: tests/conftest.py takes
its hook, and tests/test_worker_end.py runs it in a small session of its own).
"""

from __future__ import annotations

import os
import signal


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
