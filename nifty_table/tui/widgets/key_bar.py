"""The key bar at the bottom of a screen, fitted to narrow terminals."""

from __future__ import annotations

from textual import events
from textual.widgets import Footer

# Below this width the full key bar of a busy table (Fluxx with Surprises and a
# take-back on offer) runs off the edge, so it packs its keys tighter and drops
# the palette hint (Ctrl+P still works; the help lists it).
NARROW = 100


class KeyBar(Footer):
    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < NARROW
        if narrow == self.compact:
            return
        self.compact = narrow
        self.show_command_palette = not narrow
        self.refresh(recompose=True)
