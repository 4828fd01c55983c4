"""The garbage collector kept off the key path.

A full round of Python's collector walks every object alive: with Textual,
the game's cards and a table's widgets that is some 90,000 objects and 50 to
100 ms, and it comes whenever enough new objects have piled up, so once in a
while it fell inside a keypress (the bench's worst key). What lives for the
whole game is therefore taken out of those rounds (`gc.freeze`) once a table
has been drawn, and what a closed table left behind is collected then, when
nobody is pressing keys yet. A later round walks only what the game made
since, a few milliseconds.
"""

from __future__ import annotations

import gc

from textual.app import App


def settle(app: App) -> None:
    """Collect what earlier screens left behind, then freeze what lives now.
    Not in a headless run (tests, where the process holds far more than one
    app, and a full round per table would cost each test the whole process)."""
    if app.is_headless:
        return
    gc.unfreeze()  # what the last table held may be garbage now
    gc.collect()
    gc.freeze()
