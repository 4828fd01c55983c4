"""The key bar at the bottom of a screen: the keys that work now, one line.

It is drawn as one line of text. Textual's Footer builds a widget per key and
builds them all again at every change of focus or screen, which was most of
the time it took to lift a curtain or open the help (measured: a curtain lift
went from about 300 ms to 60 ms of processor time without it).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

# Below this width the full key bar of a busy table (Fluxx with Surprises and a
# take-back on offer) runs off the edge, so it packs its keys tighter and drops
# the palette hint (Ctrl+P still works; the help lists it).
NARROW = 100

# Keys a bar too long for its screen keeps at its end, dropping others before
# them: Ctrl+Q Quit fell off the end of an 80-column Fluxx bar once a player
# claimed the keyboard out of turn (! Interrupt joined the bar).
KEPT = frozenset({"request_quit"})


@dataclass(frozen=True)
class KeyEntry:
    key: str  # what pressing it sends (the first key of its binding)
    shown: str  # how the key is written on the bar
    description: str
    enabled: bool
    kept: bool = False  # stays on a bar too long for its screen (KEPT)


class KeyBar(Widget, can_focus=False):
    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"key-bar--key", "key-bar--description"}
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    KeyBar > .key-bar--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyBar > .key-bar--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[KeyEntry] = []
        self.palette: KeyEntry | None = None
        self._spans: list[tuple[int, int, KeyEntry]] = []  # columns of each key, for clicks

    @property
    def compact(self) -> bool:
        return self.size.width < NARROW

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen) -> None:
        """Read the keys in force (one per action, in the order bound)."""
        if screen is not self.screen:
            return
        app = self.app
        entries: dict[str, KeyEntry] = {}
        self.palette = None
        for _node, binding, enabled, _tip in screen.active_bindings.values():
            if binding.action == "command_palette" and app.ENABLE_COMMAND_PALETTE:
                self.palette = KeyEntry(
                    binding.key, app.get_key_display(binding), binding.description, enabled
                )
                continue
            if binding.show and binding.action not in entries:
                entries[binding.action] = KeyEntry(
                    binding.key,
                    app.get_key_display(binding),
                    binding.description,
                    enabled,
                    binding.action in KEPT,
                )
        # A screen may name the keys of its moment, to come first on a narrow bar
        # (a lesson's g: the coach names it, and the bar crops from the right).
        first = getattr(screen, "KEY_BAR_FIRST", ())
        order = sorted(entries, key=lambda action: action not in first)
        self.entries = [entries[action] for action in order]
        self.refresh()

    def on_resize(self, event: events.Resize) -> None:
        self.refresh()

    def pieces(self, entry: KeyEntry) -> tuple[str, str, str]:
        """How one entry is written: its key, its description, then a gap."""
        described = bool(entry.description)
        if self.compact:
            return entry.shown, f" {entry.description}" if described else "", " "
        return f" {entry.shown} ", f"{entry.description} " if described else "", ""

    def fitting(self) -> list[KeyEntry]:
        """The entries that fit the bar's width: the last ones that are not
        kept drop off until the kept ones (Quit) fit at the end."""
        shown = list(self.entries)
        gap = 1 if self.compact else 0  # the last entry's gap may fall off the edge
        widths = {id(e): sum(cell_len(p) for p in self.pieces(e)) for e in shown}
        while sum(widths[id(e)] for e in shown) - gap > self.size.width:
            dropped = next((e for e in reversed(shown) if not e.kept), None)
            if dropped is None:
                break  # only kept keys left: the bar crops them
            shown.remove(dropped)
        return shown

    def render(self) -> Text:
        key_style = self.get_component_rich_style("key-bar--key")
        text_style = self.get_component_rich_style("key-bar--description")
        line = Text(no_wrap=True, overflow="crop", end="")
        self._spans = []
        for entry in self.fitting():
            start = line.cell_len
            dim = "" if entry.enabled else " dim"
            key, description, gap = self.pieces(entry)
            line.append(key, style=f"{key_style}{dim}")
            line.append(description, style=f"{text_style}{dim}")
            line.append(gap)
            self._spans.append((start, line.cell_len, entry))
        if self.palette is not None and not self.compact:
            hint = f"▏{self.palette.shown} {self.palette.description} "
            room = self.size.width - line.cell_len - len(hint)
            if room > 0:
                start = line.cell_len + room
                line.append(" " * room)
                line.append(hint, style=text_style)
                self._spans.append((start, line.cell_len, self.palette))
        return line

    def on_click(self, event: events.Click) -> None:
        for start, end, entry in self._spans:
            if start <= event.x < end:
                if entry.enabled:
                    self.app.simulate_key(entry.key)
                else:
                    self.app.bell()
                return
