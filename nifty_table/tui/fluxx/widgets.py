"""Fluxx widgets: rules and goals, the players' tables, your hand, a card's text.

They draw a FluxxView; every card name, type and text comes from the deck.
"""

from __future__ import annotations

from typing import cast

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from nifty_table.engine.wording import plural
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.goals import needs
from nifty_table.games.fluxx.rule_info import number_in_force, raised_by_inflation
from nifty_table.games.fluxx.view import FluxxView
from nifty_table.tui.key_labels import key_label, keys_in_force
from nifty_table.tui.screens.too_small import TALL_HEIGHT
from nifty_table.tui.screens.whole_card import pointer
from nifty_table.tui.widgets.flow import flow
from nifty_table.tui.widgets.redraw import show_text

# A letter goes with every colour, so card types never rely on colour alone.
TYPE_MARK = {
    "keeper": ("K", "bold green3"),
    "creeper": ("C", "bold red1"),
    "goal": ("G", "bold magenta"),
    "rule": ("R", "bold yellow1"),
    "action": ("A", "bold dodger_blue1"),
    "surprise": ("S", "bold orange1"),
}
KIND_NAMES = {
    "keeper": "Keeper",
    "creeper": "Creeper",
    "goal": "Goal",
    "rule": "New Rule",
    "action": "Action",
    "surprise": "Surprise",
}
FAMILY_BASIC = {
    "draw": "draw 1",
    "play": "play 1",
    "play_all_but": "play 1",
    "hand_limit": "no hand limit",
    "keeper_limit": "no keeper limit",
}


def chip(deck: Catalog, card: str) -> Text:
    """'[K] Serenity' with the type letter in its colour."""
    spec = deck.specs[card]
    mark, style = TYPE_MARK[spec.type]
    text = Text()
    text.append(f"[{mark}]", style=style)
    text.append(f" {spec.name}")
    return text


# Below this many rows the table is drawn compactly: Goals by name only (their
# texts are one key away, T), panels with a title line instead of a full box.
TALL = TALL_HEIGHT


class Panel(VerticalScroll):
    """A titled panel that scrolls when it holds more than it shows, and then
    says so on its frame (t, or its remapped key, opens the whole table)."""

    DEFAULT_CSS = """
    Panel {
        height: auto; border: round $panel-lighten-2; padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    Panel > Static { height: auto; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._drawn: tuple[Catalog, FluxxView] | None = None
        self._width = 0

    def compose(self) -> ComposeResult:
        yield Static(classes="body")

    panel_title = ""  # the panel's name, first on its title line
    panel_rest = ""  # what the title keeps after the cue when the panel overflows

    def show(self, deck: Catalog, view: FluxxView) -> None:
        self._drawn = (deck, view)
        self._width = self.content_width
        self.query_one(".body", Static).update(self.draw(deck, view))
        self.border_title = self.panel_title
        self.call_after_refresh(self.mark_overflow)

    @property
    def content_width(self) -> int:
        # Before the first layout there is no size yet: a narrow guess. A column
        # stays free for the scrollbar, so the text fits with or without it.
        if not self.size.width:
            return 30
        return self.size.width - self.styles.gutter.width - self.styles.scrollbar_size_vertical

    def draw(self, deck: Catalog, view: FluxxView) -> Text:
        raise NotImplementedError

    def mark_overflow(self) -> None:
        # On the title line: short terminals draw no bottom edge for a subtitle.
        if self.max_scroll_y > 0:
            rest = self.panel_rest or self.panel_title
            keys = keys_in_force(self.app, [type(self.screen)]).get("whole_table", "t")
            self.border_title = f"more below: {key_label(keys)} · {rest}"
        else:
            self.border_title = self.panel_title

    def on_resize(self) -> None:
        if self._drawn is not None and self.content_width != self._width:
            self.show(*self._drawn)
        else:
            self.call_after_refresh(self.mark_overflow)


def basic_rules(view: FluxxView) -> str:
    """The Basic Rules as they count now (Inflation raises them too)."""
    basic = 1 + view.inflation
    return f"draw {basic}, play {basic}"


def rule_chip(deck: Catalog, view: FluxxView, card: str, full: bool) -> Text:
    """A New Rule with the number it counts for now: under Inflation the
    printed number is not the one in force ("Draw 3→4"; "+1" on a rule whose
    other numbers grow)."""
    spec = deck.specs[card]
    out = chip(deck, card)
    raised = view.inflation and raised_by_inflation(deck, card)
    if spec.family and raised:
        out.append(f"→{number_in_force(deck, card, True)}", style="bold cyan")
    elif raised:
        out.append(" +1", style="bold cyan")
    if full and spec.family:
        basic = FAMILY_BASIC[spec.family]
        if view.inflation and spec.family in ("draw", "play", "play_all_but"):
            basic = basic.replace("1", "2")  # the Basic Rules count 2 under Inflation
        out.append(f"  (instead of {basic})", style="grey62")
    if card in deck.free:
        out.append("  free action" if full else " (free)", style="cyan")
    return out


def rules_text(deck: Catalog, view: FluxxView, full: bool, width: int) -> Text:
    """The New Rules in play and the Goal(s). In full: what each rule replaces
    and every Goal's text; compact: the Goal(s) first, then the rules' names
    packed, so the Goal stays in sight however many rules there are."""
    out = Text()
    if not full:
        goals_text(deck, view, False, width, out)
    if full or not view.rules:
        out.append("Basic Rules: ", style="bold")
        out.append(basic_rules(view) + "\n")
    if full:
        for card in view.rules:
            out.append_text(rule_chip(deck, view, card, True))
            out.append("\n")
            if view.attached and deck.rule_effect.get(card) == "lets_keep_doing_that":
                out.append("  under it: ", style="grey62")
                out.append_text(chip(deck, view.attached))
                out.append("\n")
        goals_text(deck, view, True, width, out)
    elif view.rules:
        pieces = []
        for card in view.rules:
            pieces.append(rule_chip(deck, view, card, False))
            # The tucked Action sits beside its rule, whatever came into play after it.
            if view.attached and deck.rule_effect.get(card) == "lets_keep_doing_that":
                pieces.append(Text("under it: ", style="grey62") + chip(deck, view.attached))
        out.append_text(flow(pieces, width, 0))
        out.append("\n")
    for pending in view.pending:
        who = view.seats[pending.by].name if 0 <= pending.by < len(view.seats) else "?"
        out.append(f"Resolving ({who}): ", style="bold cyan")
        shown = ", ".join(deck.specs[card].name for card in pending.cards if card)
        if not shown and pending.hidden:
            shown = f"{plural(pending.hidden, 'card')} only {who} sees"
        out.append(shown or pending.what.replace("_", " "))  # an effect's key, read as words
        out.append("\n")
    out.rstrip()
    return out


def goals_text(deck: Catalog, view: FluxxView, full: bool, width: int, out: Text) -> None:
    """The Goal line(s): in full with each Goal's text, else with what it needs."""
    label = Text("Goals:" if len(view.goals) > 1 else "Goal:", style="bold")
    if not view.goals:
        why = "until a Goal is played" if full else ""
        label.append(f" none yet: nobody can win {why}".rstrip(), style="grey62")
        out.append_text(label)
    elif full:
        out.append_text(label)
        for goal in view.goals:
            out.append("\n")
            out.append_text(chip(deck, goal))
            if view.inflation and raised_by_inflation(deck, goal):
                out.append(" +1", style="bold cyan")
            out.append(f"\n  {deck.specs[goal].text}", style="grey70")
    else:  # each Goal on a line of its own, with what it needs (the label stays with one)
        for i, goal in enumerate(view.goals):
            if i:
                out.append("\n  ")
            head = (Text() if i else label + " ") + chip(deck, goal)
            need = Text(f"needs {needs(deck, goal, view.inflation)}", style="grey70")
            out.append_text(flow([head, need], width, 2))
    out.append("\n")


def players_text(deck: Catalog, view: FluxxView, width: int) -> Text:
    """One entry per player: whose turn, name, hand size, then their Keepers
    and Creepers packed after it (wrapped, indented)."""
    out = Text()
    for i, seat_view in enumerate(view.seats):
        head = Text()
        head.append("▶ " if i == view.active else "  ", style="bold yellow")
        head.append(seat_view.name, style="bold")
        if seat_view.bot:
            head.append(" ⚙", style="grey50")
        head.append(f" ({seat_view.hand_size} in hand)", style="grey62")
        pieces = [head]
        if seat_view.protected:
            pieces.append(Text("in bunk", style="cyan"))
        if seat_view.bound_next:
            pieces.append(Text("bound", style="cyan"))
        cards = seat_view.keepers + seat_view.creepers
        pieces += [chip(deck, card) for card in cards]
        if not cards:
            pieces.append(Text("no Keepers", style="grey50"))
        if i:
            out.append("\n")
        out.append_text(flow(pieces, width))
    return out


class RulesWidget(Panel):
    """Basic Rules, the New Rules in play (and what each overrides), the Goal(s)."""

    panel_title = "Rules and Goal"

    ROOM = 0.6  # of the side column at most (fluxx.tcss), so the log keeps its lines
    LOG_ROWS = 5  # and never less than this for the log: its frame and three lines
    full = False  # drawn in full, not compact
    _room = 0  # the side column's height it was drawn for

    def draw(self, deck: Catalog, view: FluxxView) -> Text:
        """In full (what each rule replaces, every Goal's text) when that fits
        the room this panel may take, else compact."""
        width = self.content_width
        full = rules_text(deck, view, True, width)
        side = cast(Widget, self.parent).size.height if self.parent is not None else 0
        if not side:  # before the first layout: a guess, checked once laid out
            self.full = self.app.size.height >= TALL
        else:
            # With a row and a column to spare: the panel's own wrapping of the
            # long lines can take a line more than this count (seen at 80x24).
            rows = max(3, min(int(side * self.ROOM), side - self.LOG_ROWS))
            self.styles.max_height = rows  # the rest is the log's (a short side column)
            room = rows - self.styles.gutter.height - 1
            self.full = len(full.wrap(self.app.console, width - 1)) <= room
        self._room = side
        return full if self.full else rules_text(deck, view, False, width)

    def mark_overflow(self) -> None:
        side = cast(Widget, self.parent).size.height if self.parent is not None else 0
        if self._drawn is not None and side != self._room:
            self.show(*self._drawn)  # drawn for another height: again, for this one
            return
        super().mark_overflow()


class PlayersWidget(Panel):
    """Every player's Keepers and Creepers, hand sizes, and whose turn it is."""

    def draw(self, deck: Catalog, view: FluxxView) -> Text:
        self.panel_rest = f"draw pile {view.draw_size} · discards {len(view.discard)}"
        self.panel_title = f"Players · {self.panel_rest}"
        return players_text(deck, view, self.content_width)


class HandWidget(Static):
    """Your hand (and any cards only you may see right now)."""

    DEFAULT_CSS = """
    HandWidget { height: auto; max-height: 6; border: round $panel-lighten-2; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._drawn: tuple[Catalog, FluxxView, str] | None = None
        self._width = 0

    def show(self, deck: Catalog, view: FluxxView, owner: str) -> None:
        self._drawn = (deck, view, owner)
        self._width = width = self.content_region.width or 60
        self.border_title = Content(f"{owner}'s hand ({len(view.hand)})")  # a name: literal
        out = flow([chip(deck, card) for card in view.hand], width, 0)
        if view.private:
            out.append("\n")
            label = Text("Set aside for you:", style="bold cyan")
            out.append_text(flow([label, *(chip(deck, card) for card in view.private)], width))
        self.update(out)

    def hide(self, text: str) -> None:
        self._drawn = None
        self.border_title = Content(text)
        self.update("")

    def on_resize(self) -> None:
        if self._drawn is not None and self.content_region.width != self._width:
            self.show(*self._drawn)


class CardText(Static):
    """The full text of the card the cursor is on."""

    DEFAULT_CSS = """
    CardText { height: auto; max-height: 3; color: $text-muted; padding: 0 1; }
    """

    _pointer: str | None = None  # the key to the whole card (the keymap is set at start)
    _drawn: tuple[Catalog, str] | None = None

    def on_mount(self) -> None:
        self._pointer = pointer(self)

    def show_card(self, deck: Catalog, card: str | None) -> None:
        self._drawn = (deck, card) if card is not None else None
        if card is None:
            self.display = False  # no empty row when no card is under the cursor
            self.update("")
            return
        # Laid out again only if its rows change (or it was hidden); cut, it
        # says which key shows it whole.
        show_text(self, card_line(deck, card), self._pointer or "")
        self.display = True

    def on_resize(self) -> None:
        # Shown again once laid out: a text drawn while hidden had no width
        # to be cut to.
        if self._drawn is not None and self.content_region.width:
            self.show_card(*self._drawn)


def card_line(deck: Catalog, card: str) -> Text:
    """A card with its type and whole text."""
    spec = deck.specs[card]
    out = chip(deck, card)
    out.append(f" ({spec.type}): ", style="grey62")
    out.append(spec.text)
    return out
