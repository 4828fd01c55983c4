"""What a test process pays once rather than in every test (a plugin:
tests/conftest.py takes its hooks).

A worker runs a few hundred apps one after another, where the real program
runs one; the costs below are Textual's and Python's, met again in each test.
Only Textual's private parts named here are touched, so a Textual upgrade that
renames them breaks here and nowhere else.
"""

from __future__ import annotations

import gc
import sys


def pytest_collection_finish(session) -> None:
    """The collector's rounds: what every test reads (the modules, Textual's
    classes, the decks) is left out of the full ones, and rounds come once
    20,000 objects are new rather than 700. Each app leaves thousands of
    cycles behind, and a full round walked every object of the process
    (a fifth of a pilot test's time went to the collector)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 10, 10)


def pytest_runtest_teardown(item) -> None:
    """Textual caches a widget's two colours on a method (an lru_cache of
    1,024 whose keys hold the widget's StylesCache, its drawn lines in it), so
    the style caches of the last thousand widgets of finished apps lived on,
    some 200,000 objects for the collector to walk in every full round."""
    styles_cache = sys.modules.get("textual._styles_cache")
    if styles_cache is not None:
        styles_cache.StylesCache.get_inner_outer.cache_clear()
