"""Theme and monochrome mode: chosen from the command palette, remembered.

At start-up the two values are read with plain json (pydantic is not loaded
before a game is opened, which keeps the menu fast); changes are written
through the settings module like every other setting.

Monochrome mode draws everything in greys: a check, and a help, for anyone
who cannot tell colours apart; NO_COLOR in the environment starts in it.
Nothing on any screen may depend on colour alone (cards carry their colour
letter, playable cards are underlined, the cursor is reverse video and a
mark), nor be too faint to read on any theme, in colour or greys
(legible.py); the contrast tests and the monochrome snapshots show it.
"""

from __future__ import annotations

import json
from pathlib import Path

from textual.app import App
from textual.filter import Monochrome

from nifty_table.tui.legible import Legible


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


def set_filters(app: App, monochrome: bool) -> None:
    """The app's last steps of drawing: Textual's own (colours made exact),
    then monochrome's greys if on, then every colour made legible (legible.py).

    Textual offers monochrome only through the NO_COLOR variable at start, and
    no way to add a filter, so this is the one place that touches the app's
    private filter list.
    """
    filters = app._filters  # private API: see the docstring
    greys = next((f for f in filters if isinstance(f, Monochrome)), None) or Monochrome()
    legible = next((f for f in filters if isinstance(f, Legible)), None) or Legible()
    filters[:] = [f for f in filters if not isinstance(f, (Monochrome, Legible))]
    filters.extend([greys, legible] if monochrome else [legible])


def redraw(app: App) -> None:
    """After a change of theme or of monochrome: every screen draws again at
    once, and a screen that picks colours by the look (`look_changed`) picks
    them again; no panel keeps an old colour until its next change."""
    app.refresh(repaint=True, layout=True)
    for screen in app.screen_stack:
        look_changed = getattr(screen, "look_changed", None)
        if look_changed is not None and screen.is_mounted:
            look_changed()
        screen.refresh(repaint=True, layout=True)


def remember(app, **changes) -> None:
    """Store appearance changes in the settings file (a failure is only told)."""
    from nifty_table.tui import settings

    path = app.settings_path
    current, _ = settings.load(path)
    problem = settings.save(path, current.model_copy(update=changes))
    if problem:
        app.notify(problem, severity="warning", markup=False)
