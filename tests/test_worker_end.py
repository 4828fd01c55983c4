"""The suite's own start and end: the tests are compiled once before the
workers start, and a clean pass ends without a traceback (issue 29 item 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


@pytest.fixture(scope="module")
def small_run(tmp_path_factory) -> tuple[Path, str]:
    """A session of two workers with the suite's start and end plugins, where
    no bytecode is written (as on the machines that run the suite here)."""
    folder = tmp_path_factory.mktemp("small_run")
    (folder / "pytest.ini").write_text("[pytest]\n")  # not the project's addopts
    (folder / "conftest.py").write_text(SLOW_END)
    (folder / "test_quick.py").write_text(
        "def test_one():\n    assert 1\n\n\ndef test_two():\n    pass\n"
    )
    # Only the plugins this needs (xdist and ours): the project's others
    # (hypothesis, Textual's snapshots) take seconds to load in each process.
    paths = os.pathsep.join([str(TESTS), str(TESTS.parent)])
    env = {**os.environ, "PYTHONPATH": paths, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2"]
        + ["-p", "worker_end", "-p", "compiled_once", "-p", "no:cacheprovider"],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    return folder, output


def test_a_worker_slow_to_tidy_up_ends_a_clean_pass_without_a_traceback(small_run):
    _, output = small_run
    assert "2 passed" in output
    assert "KeyboardInterrupt" not in output and "Traceback" not in output, output


def test_the_tests_are_rewritten_once_before_the_workers_start(small_run):
    """The workers read the test file's rewritten bytecode rather than each
    rewriting it (tests/compiled_once.py)."""
    from _pytest.assertion.rewrite import PYC_TAIL

    folder, _ = small_run
    assert (folder / "__pycache__" / f"test_quick{PYC_TAIL}").exists()
