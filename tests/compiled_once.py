"""The project's code and the tests compiled once per run, before the workers
start (a plugin: tests/conftest.py takes its hook).

Where Python is told to write no bytecode (PYTHONDONTWRITEBYTECODE, as on the
machines that run the suite here), every worker compiled every module and
pytest rewrote the asserts of every test file again: some 12 s of each
worker's 16 s of collecting, and each program a test starts (the host, the
app on a terminal, a computer seat's helper) compiled the code it imports
anew. Python still reads bytecode it finds, so the run's first process
writes it, once, beside the sources (folders git ignores), and the workers
and their programs read it. pytest's private rewriting is named only here.
"""

from __future__ import annotations

import compileall
import sys
from pathlib import Path

import nifty_table


def pytest_sessionstart(session) -> None:
    """Runs before pytest-xdist starts the workers (its hook comes last)."""
    config = session.config
    # Not in a worker (xdist gives those their `workerinput`): a test may run
    # a small session of its own from inside one, and that one's first
    # process is its own.
    worker = hasattr(config, "workerinput")
    shared = (config.getoption("numprocesses", None) or 0) and not worker
    if not (shared and sys.dont_write_bytecode):
        return  # one process, or one that writes its own bytecode as it goes
    compileall.compile_dir(Path(nifty_table.__file__).parent, quiet=1)
    try:
        for folder in config.getini("testpaths") or ["."]:
            _rewrite_tests(config, config.rootpath / folder)
    except (ImportError, AttributeError, TypeError):
        pass  # pytest's private rewriting changed: the workers rewrite as before, only slower


def _rewrite_tests(config, folder: Path) -> None:
    """Each test file and conftest as pytest would load it, its asserts
    rewritten, in the cache pytest looks in first."""
    from _pytest.assertion import rewrite

    state = config.stash[rewrite.assertstate_key]
    for source in sorted(folder.rglob("*.py")):
        if not (source.name.startswith("test_") or source.name == "conftest.py"):
            continue
        pyc = rewrite.get_cache_dir(source) / (source.name[:-3] + rewrite.PYC_TAIL)
        if rewrite._read_pyc(source, pyc, state.trace) is not None:
            continue  # written by an earlier run, and the source is unchanged
        if not rewrite.try_makedirs(pyc.parent):
            return  # a read-only tree: the workers rewrite as before
        source_stat, code = rewrite._rewrite_test(source, config)
        rewrite._write_pyc(state, code, source_stat, pyc)
