"""Theme and monochrome mode: chosen from the command palette, remembered.

At start-up the two values are read with plain json (pydantic is not loaded
before a game is opened, which keeps the menu fast); changes are written
through the settings module like every other setting.

Monochrome mode draws everything in greys: a check, and a help, for anyone
who cannot tell colours apart. Nothing on any screen may depend on colour
alone (cards carry their colour letter, legal cards differ by dimming,
the cursor by reverse video and a mark), and the monochrome snapshots show it.
"""

from __future__ import annotations

import json
from pathlib import Path

from textual.app import App
from textual.filter import Monochrome


def read(path: Path) -> tuple[str | None, bool]:
    """(theme, monochrome) from the settings file; defaults if it is unusable."""
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None, False
    if not isinstance(data, dict):
        return None, False
    theme = data.get("theme")
    return (theme if isinstance(theme, str) else None), data.get("monochrome") is True


def apply_monochrome(app: App, on: bool) -> None:
    """Add or remove Textual's monochrome line filter.

    Textual only offers it through the NO_COLOR variable at start, so this is
    the one place that touches the app's private filter list.
    """
    filters = app._filters  # private API: see the docstring
    present = [f for f in filters if isinstance(f, Monochrome)]
    if on and not present:
        filters.append(Monochrome())
    elif not on:
        for f in present:
            filters.remove(f)
    app.refresh(repaint=True, layout=True)
    for screen in app.screen_stack:
        screen.refresh(repaint=True, layout=True)


def remember(app, **changes) -> None:
    """Store appearance changes in the settings file (a failure is only told)."""
    from nifty_table.tui import settings

    path = app.settings_path
    current, _ = settings.load(path)
    problem = settings.save(path, current.model_copy(update=changes))
    if problem:
        app.notify(problem, severity="warning", markup=False)
