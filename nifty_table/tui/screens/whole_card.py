"""A card's whole text, what it does now and its help entry, one key away.

Panels show the card under the cursor in a few rows and cut a longer text
with "…" and a pointer to the key (see widgets/redraw.py); that key opens
the card here, in a scrollable panel: its whole text, what it does now in
this game (from what the viewer's frame shows: never a hidden card), and
its entry in the help's card list. A screen that shows cards takes the
`WholeCard` mixin, lists `WHOLE_CARD` in its BINDINGS and says which card
is in focus; anything else may push `WholeCardScreen` with a text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.markdown import Markdown
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.tui.key_labels import key_label, keys_in_force
from nifty_table.tui.literal import md_text
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual.widget import Widget

    from nifty_table.engine.contract import Action

WHOLE_CARD = Binding("c", "whole_card", "Whole card", id="whole_card")


def pointer(widget: Widget) -> str:
    """What a cut card text ends with: where its whole text is, with the key
    as remapped ("(c: whole card)"); "" on a screen without the key."""
    keys = keys_in_force(widget.app, [type(widget.screen)]).get(WHOLE_CARD.id or "")
    return f" ({key_label(keys)}: whole card)" if keys else ""


def help_entry(glossary: str, name: str) -> str:
    """A card's entry in a help card list (Markdown, "- **Name** …: text"),
    with the lines it runs on to; "" if the list has none."""
    heads = (f"- **{md_text(name)}**", f"- **{name}**")
    lines = glossary.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(heads):
            entry = [line]
            for more in lines[i + 1 :]:
                if not more.startswith("  "):
                    break
                entry.append(more)
            return "\n".join(entry)
    return ""


class WholeCard:
    """For a screen showing cards: the whole-card key works (and the key bar
    offers it) while a card is in focus."""

    _card_in_focus_shown = False
    HELP_TAB = "Cards"  # the help's tab that holds the cards' entries

    def card_in_focus(self) -> str | None:
        """The card whose text is shown now (under the cursor), if any."""
        return None

    def whole_card(self, card: str) -> Text:
        """That card's whole text."""
        raise NotImplementedError

    def card_now(self, card: str) -> list[str]:
        """What the card does now in this game, in short lines (from the
        viewer's frame only)."""
        return []

    def card_help(self, card: str) -> str:
        """The card's entry in the help (Markdown), "" if it has none."""
        return ""

    def choices_about(self, card: str, card_of) -> list[str]:
        """The choices on screen now that are about this card (their labels),
        `card_of` naming an action's card."""
        from nifty_table.tui.widgets.action_list import ActionList

        choices = self.query_one("#choices", ActionList)  # type: ignore[attr-defined]
        if not choices.display:
            return []
        out = []
        for index, action in enumerate(choices.actions):
            if card_of(action) == card:
                out.append(str(choices.get_option_at_index(index).prompt))
        return out

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "whole_card":
            return self.card_in_focus() is not None
        return super().check_action(action, parameters)  # type: ignore[misc]

    def card_focus_moved(self) -> None:
        """After the focus moved: the key bar is redrawn only when the key
        comes or goes, not at every move."""
        shown = self.card_in_focus() is not None
        if shown != self._card_in_focus_shown:
            self._card_in_focus_shown = shown
            self.refresh_bindings()  # type: ignore[attr-defined]

    def action_whole_card(self) -> None:
        card = self.card_in_focus()
        if card is not None:
            panel = WholeCardScreen(
                self.whole_card(card), self.card_now(card), self.card_help(card), self.HELP_TAB
            )
            self.app.push_screen(panel)  # type: ignore[attr-defined]


def action_card(action: Action | None) -> str | None:
    """The card an action names in its `card` field, if any."""
    card = getattr(action, "card", None)
    return card if isinstance(card, str) else None


class WholeCardScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    WholeCardScreen { align: center middle; }
    WholeCardScreen > Vertical {
        width: 80%; max-width: 76; height: auto; max-height: 80%;
        border: thick $accent; background: $panel; padding: 0 1;
    }
    WholeCardScreen VerticalScroll { height: auto; max-height: 1fr; }
    WholeCardScreen .muted { color: $text-muted; margin-top: 1; }
    """
    BINDINGS = [Binding("escape,c", "close", "Close", id="whole_card_close")]

    def __init__(
        self, text: Text, now: list[str] | None = None, entry: str = "", tab: str = "Cards"
    ) -> None:
        super().__init__()
        self.text = text
        self.now = now or []
        self.entry = entry
        self.tab = tab

    def body(self) -> RenderableType:
        parts: list[RenderableType] = [self.text]
        if self.now:
            now = Text("\nNow", style="bold")
            for line in self.now:
                now.append(f"\n• {line}", style="not bold")
            parts.append(now)
        if self.entry:
            parts.append(Text(f"\nIn the help (F1, {self.tab})", style="bold"))
            parts.append(Markdown(self.entry))
        return Group(*parts)

    def compose(self) -> ComposeResult:
        with Vertical():
            with VerticalScroll():
                yield Static(self.body(), id="whole-card-text")
            yield Static("Esc: back", classes="muted")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()  # the arrows scroll a long text

    def action_close(self) -> None:
        self.dismiss(None)
