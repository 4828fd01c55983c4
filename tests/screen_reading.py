"""What a person reads on a Textual app's screen, for tests in any folder.

Textual offers no public call for either; these are the one place that reads
its private parts, so a Textual upgrade breaks here and nowhere else.
"""

from __future__ import annotations


def screen_lines(app) -> list[str]:
    """The text a player sees on the top screen, row by row.

    Textual has no public call for this; the compositor's full render is
    what `export_screenshot` draws from. Kept in this one helper, so a Textual
    upgrade breaks one place.
    """
    update = app.screen._compositor.render_full_update()
    return ["".join(segment.text for segment in strip) for strip in update.strips]


def notifications(app) -> list[str]:
    """The messages of the toasts the app has shown (newest last).

    Textual keeps them in a private list; this is the one place that reads it.
    """
    return [str(note.message) for note in app._notifications]
