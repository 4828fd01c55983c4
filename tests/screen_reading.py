"""What a person reads on a Textual app's screen, for tests in any folder.

Textual offers no public call for either; these are the one place that reads
its private parts, so a Textual upgrade breaks here and nowhere else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.style import Style


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


def screen_cells(app) -> list[list[tuple[str, Style]]]:
    """Each cell of the top screen, row by row: its character and its Rich
    style, as the terminal gets them (themes, transparency, dim and the app's
    line filters such as monochrome all resolved by Textual).

    Read like `export_screenshot` reads the screen (the screens under a modal
    one included), from the same private compositor as `screen_lines`.
    """
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    rows = []
    for line in update.strips:
        row = []
        for strip in line:
            for segment in strip:
                row.extend((char, segment.style) for char in segment.text)
        rows.append(row)
    return rows
