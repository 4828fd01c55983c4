"""The suite's own end: a clean pass ends without a traceback (issue 29 item 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).parent

# A worker still tidying up 5 s after the run ended gets execnet's SIGINT
# (its grace period, fixed in execnet). This one is still collecting an object
# well past it, with Python's own report of an exception in a finaliser (as
# after pytest put its own back), as hypothesis' objects were collected.
SLOW_END = """
import os
import sys
import time


class Tidying:
    def __del__(self):
        time.sleep(7)  # what garbage collection took on a busy machine


def pytest_terminal_summary(terminalreporter):  # the worker has reported
    if os.environ.get("PYTEST_XDIST_WORKER") == "gw0":
        sys.unraisablehook = sys.__unraisablehook__
        Tidying()
"""


def test_a_worker_slow_to_tidy_up_ends_a_clean_pass_without_a_traceback(tmp_path):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")  # not the project's addopts
    (tmp_path / "conftest.py").write_text(SLOW_END)
    (tmp_path / "test_quick.py").write_text(
        "def test_one():\n    pass\n\n\ndef test_two():\n    pass\n"
    )
    # Only the plugins this needs (xdist and ours): the project's others
    # (hypothesis, Textual's snapshots) take seconds to load in each process.
    env = {**os.environ, "PYTHONPATH": str(TESTS), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2"]
        + ["-p", "worker_end", "-p", "no:cacheprovider"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    assert "2 passed" in output
    assert "KeyboardInterrupt" not in output and "Traceback" not in output, output
