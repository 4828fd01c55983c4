"""The deciding process and multiprocessing's helpers (the forkserver, the
resource tracker) go when the table dies, however it dies: a signal it
cannot catch (SIGKILL) included. They had stayed, 61 MB, for good."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads process states in /proc"
)

# A table with a hard seat, reduced to what starts the helpers: the real path.
TABLE = """
import signal, sys, time
# As a table started from a terminal: a run under nohup would ignore SIGHUP.
signal.signal(signal.SIGHUP, signal.SIG_DFL)
from multiprocessing import forkserver, resource_tracker
from nifty_table.engine import elsewhere

elsewhere.warm("net").join()
pool = elsewhere._executor()
helpers = [resource_tracker._resource_tracker._pid, forkserver._forkserver._forkserver_pid]
print(*helpers, *pool._processes, flush=True)
time.sleep(600)
"""


def _running(pid: int) -> bool:
    """Alive and not a zombie (an orphan's zombie waits for init to reap it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.parametrize(
    "sig", [signal.SIGKILL, signal.SIGTERM, signal.SIGHUP], ids=lambda sig: sig.name
)
def test_no_helper_outlives_the_table(sig):
    table = subprocess.Popen(
        [sys.executable, "-c", TABLE], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    helpers: list[int] = []
    try:
        helpers = [int(pid) for pid in table.stdout.readline().split()]
        assert len(helpers) == 3, "the table did not start its helpers"
        assert all(_running(pid) for pid in helpers)
        table.send_signal(sig)
        table.wait(timeout=30)
        left = helpers
        for _ in range(200):  # up to 20 s on a busy machine; they go within one
            left = [pid for pid in left if _running(pid)]
            if not left:
                break
            time.sleep(0.1)
        assert not left, f"still running after {sig.name}: {left}"
    finally:
        table.kill()
        table.wait()
        for pid in helpers:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
