"""NΣT! widgets: the board, the hand, the trick and the seats.

They draw a NetView handed to them and report what the player points at;
legality comes from the engine's legal actions, never from here.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from nifty_table.games.net import board as boards
from nifty_table.games.net import cards
from nifty_table.games.net.view import COVERED, OPEN, NetView
from nifty_table.tui.widgets.flow import flow
from nifty_table.tui.widgets.seen_first import SeenFirst, keys_of

# Suit colours that read on a dark background, and darker ones for a light
# theme (yellow1 on white is all but invisible). The colour letter says the
# suit in any case; in monochrome the suits take the text colour itself, as
# greys from colours would fade into one background or the other.
CARD_STYLE = ("bold dodger_blue1", "bold red1", "bold yellow1", "bold green3")
LIGHT_CARD_STYLE = ("bold blue3", "bold red3", "bold dark_goldenrod", "bold green4")
TEAM_NAMES = ("A", "B")


def suit_styles(app) -> tuple[str, ...]:
    """The four suits' styles for the app's theme and monochrome mode."""
    if getattr(app, "monochrome", False):
        return ("bold",) * 4
    dark = getattr(getattr(app, "current_theme", None), "dark", True)
    return CARD_STYLE if dark else LIGHT_CARD_STYLE


def card_text(card: int, dim: bool = False, styles: tuple[str, ...] = CARD_STYLE) -> Text:
    style = "grey50" if dim else styles[cards.COLOUR[card]]
    return Text(cards.label(card), style=style)


def seat_tag(view: NetView, seat: int) -> Text:
    """A seat's character glyph in its colour plus the name, e.g. 'F Ann'."""
    sv = view.seats[seat]
    text = Text()
    if sv.character is not None:
        ch = boards.characters()[sv.character]
        text.append(ch.glyph, style=f"bold {ch.style}")
        text.append(" ")
    text.append(sv.name)
    return text


class CursorWidget(SeenFirst, Widget, can_focus=True):
    """A widget that draws its own cursor, and only while it has the focus.
    Its keys act only on what it showed when they were pressed (seen_first.py)."""

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


class BoardWidget(CursorWidget):
    """The 5x5 board; with focus, arrows move a cursor and Enter covers a box."""

    DEFAULT_CSS = """
    BoardWidget { height: 7; border: round $panel-lighten-2; padding: 0; }
    BoardWidget:focus { border: round $accent; }
    """
    BINDINGS = [
        Binding("up", "move(-1, 0)", "Up", show=False, id="board_up"),
        Binding("down", "move(1, 0)", "Down", show=False, id="board_down"),
        Binding("left", "move(0, -1)", "Left", show=False, id="board_left"),
        Binding("right", "move(0, 1)", "Right", show=False, id="board_right"),
        Binding("enter,space", "choose", "Cover box", id="board_cover"),
    ]
    CHOOSING_KEYS = keys_of(BINDINGS)

    @dataclass
    class Chosen(Message):
        line: int
        box: int

    def __init__(self, board_id: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.spec = boards.board(board_id)
        self.view: NetView | None = None
        self.cursor = (1, 0)
        self.selectable: set[tuple[int, int]] = set()
        self.border_title = "Board"

    def show(self, view: NetView, selectable: set[tuple[int, int]]) -> None:
        self.view = view
        self.selectable = selectable
        self.showing((tuple(map(tuple, view.board or [])), frozenset(selectable)))
        if selectable and self.cursor not in selectable:
            self.cursor = min(selectable)
        self.refresh()
        self.refresh_bindings()  # Enter is offered only while a box may be covered

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return bool(self.selectable) if action == "choose" else True

    def action_move(self, dl: int, db: int) -> None:
        line, box = self.cursor
        self.cursor = ((line + dl) % boards.LINES, (box + db) % boards.BOXES)
        self.refresh()

    def action_choose(self) -> None:
        self.post_message(self.Chosen(*self.cursor))

    def labels(self) -> tuple[list[str], list[list[str]], list[int]]:
        """Line titles, box labels and each column's width: the full words
        when they fit, else the board's short forms (never cut: a covered box
        keeps its whole label). A space always parts a label from the next
        box's marker, so labels never run together ("HYellowFGreen")."""
        chars = boards.characters()

        def box_label(box: boards.Box, short: bool) -> str:
            if box.character is not None:
                return chars[box.character].name
            return (box.short if short else "") or box.label

        for short in (False, True):
            titles = [(line.short if short else "") or line.title for line in self.spec.line]
            boxes = [[box_label(b, short) for b in line.boxes] for line in self.spec.line]
            widths = [max(len(row[b]) for row in boxes) for b in range(boards.BOXES)]
            # title column and a space, then per box: a marker, the label and a space
            need = max(len(t) for t in titles) + 1 + sum(1 + w + 1 for w in widths)
            if need <= self.content_size.width:
                break
        return titles, boxes, widths

    def render(self) -> Table:
        titles, labels, widths = self.labels()
        grid = Table.grid(padding=(0, 1, 0, 0))
        grid.add_column(width=max(len(t) for t in titles), no_wrap=True)
        for width in widths:
            grid.add_column(width=1 + width, no_wrap=True)
        view = self.view
        chars = boards.characters()
        for li in range(boards.LINES):
            row = [Text(titles[li], style="bold")]
            owners = view.board[li] if view and view.board else [OPEN] * boards.BOXES
            open_count = sum(1 for o in owners if o == OPEN)
            for b in range(boards.BOXES):
                label = labels[li][b]
                owner = owners[b]
                cell = Text()
                # Covered: a glyph first (the coverer's letter, or × for a box
                # out of play), then the label dimmed and struck: not colour alone.
                if owner == COVERED:
                    cell.append("×", style="bold")
                    cell.append(label, style="grey50 strike")
                elif owner >= 0:
                    sv = view.seats[owner] if view else None
                    if sv is not None and sv.character is not None:
                        ch = chars[sv.character]
                        cell.append(ch.glyph, style=f"reverse bold {ch.style}")
                    else:
                        cell.append("×", style="bold")
                    cell.append(label, style="grey50 strike")
                else:
                    cell.append(" ")
                    cell.append(label, style="bold green" if open_count == 1 else "")
                if self.has_focus and (li, b) == self.cursor:
                    cell.stylize("reverse", 1)
                row.append(cell)
            grid.add_row(*row)
        return grid


class HandWidget(CursorWidget):
    """Your cards sorted by colour and value; playable ones underlined,
    unplayable ones dimmed; picked ones marked ✓."""

    DEFAULT_CSS = """
    HandWidget { height: 3; border: round $panel-lighten-2; padding: 0 1; }
    HandWidget:focus { border: round $accent; }
    """
    BINDINGS = [
        Binding("left", "move(-1)", "Left", show=False, id="hand_left"),
        Binding("right", "move(1)", "Right", show=False, id="hand_right"),
        Binding("home", "jump(0)", "First", show=False, id="hand_first"),
        Binding("end", "jump(-1)", "Last", show=False, id="hand_last"),
        Binding("enter,space", "choose", "Choose card", id="hand_choose"),
    ]
    CHOOSING_KEYS = keys_of(BINDINGS)

    @dataclass
    class Chosen(Message):
        card: int

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.hand: list[int] = []
        self.allowed: set[int] = set()
        self.picked: list[int] = []
        self.hidden = True
        self.cursor = 0
        self.border_title = "Your hand"

    def show(self, hand: list[int], allowed: set[int], picked: list[int], owner: str) -> None:
        self.hidden = False
        self.hand, self.allowed, self.picked = hand, allowed, picked
        self.showing((owner, tuple(hand), frozenset(allowed), tuple(picked)))
        self.border_title = Content(f"{owner}'s hand ({len(hand)})")  # a name: literal
        if self.cursor >= len(hand) or (hand and hand[self.cursor] not in allowed):
            first = next((i for i, c in enumerate(hand) if c in allowed), 0)
            self.cursor = first
        self.refresh()
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is offered only while a card of this hand may be chosen."""
        return bool(self.allowed) if action == "choose" else True

    def hide(self, text: str = "hidden") -> None:
        self.hidden = True
        self.hand, self.allowed, self.picked = [], set(), []
        self.showing(None)
        self.border_title = Content(text)
        self.refresh()
        self.refresh_bindings()

    def action_move(self, step: int) -> None:
        if self.hand:
            self.cursor = (self.cursor + step) % len(self.hand)
            self.refresh()

    def action_jump(self, index: int) -> None:
        if self.hand:
            self.cursor = index % len(self.hand)
            self.refresh()

    def action_choose(self) -> None:
        if self.hand:
            self.post_message(self.Chosen(self.hand[self.cursor]))

    def render(self) -> Text:
        if self.hidden:
            return Text("")
        text = Text()
        styles = suit_styles(self.app)
        for i, card in enumerate(self.hand):
            playable = card in self.allowed
            piece = card_text(card, dim=bool(self.allowed) and not playable, styles=styles)
            # Playable is told by an underline, not by a shade of grey alone
            # (in monochrome the shades of colours are unreliable); the hand's
            # one line has no room for a mark per card.
            if playable:
                piece.stylize("underline")
            if card in self.picked:
                piece.append("✓")
            if self.has_focus and i == self.cursor:
                piece.stylize("reverse")
            text.append(piece)
            text.append(" ")
        return text


class TrickWidget(Static):
    DEFAULT_CSS = """
    TrickWidget { height: auto; min-height: 5; border: round $panel-lighten-2; padding: 0 1; }
    """

    view: NetView | None = None

    def show(self, view: NetView) -> None:
        self.view = view
        self.border_title = "Trick"
        width = self.content_region.width or 40
        styles = suit_styles(self.app)
        out = Text()
        if view.phase.value in ("characters", "nyet"):
            out.append("The NY3T! phase: cover the boxes you don't want this round.\n")
        if view.trick:
            pieces = [
                seat_tag(view, seat) + " " + card_text(card, styles=styles)
                for seat, card in view.trick
            ]
            out.append_text(flow([Text("Now: ") + pieces[0], *pieces[1:]], width, 2))
            out.append("\n")
        elif view.phase.value == "tricks":
            out.append("Now: ")
            out.append(seat_tag(view, view.leader))
            out.append(" leads.\n")
        if view.last_trick and view.last_winner is not None:
            # Who played which card, each name beside its card (lines wrap
            # between players, never inside one), then who took the trick.
            pieces = [
                seat_tag(view, seat) + Text(f" {cards.label(card)}", style="grey62")
                for seat, card in view.last_trick
            ]
            pieces[0] = Text("Last: ", style="grey62") + pieces[0]
            pieces.append(Text("→ ") + seat_tag(view, view.last_winner) + " won")
            out.append_text(flow(pieces, width, 2))
        self.update(out)

    def on_resize(self) -> None:
        if self.view is not None:
            self.show(self.view)  # the last trick's line wraps for the new width


class SeatsWidget(Static):
    DEFAULT_CSS = """
    SeatsWidget { height: auto; border: round $panel-lighten-2; }
    """

    view: NetView | None = None
    NAME_MAX = 12  # a name's tag, the name and a computer's mark, at most

    def show(self, view: NetView) -> None:
        self.view = view
        self.border_title = f"Round {view.round}/{view.rounds}"
        # Short headers so five columns fit in the side panel; the two that are
        # not plain words are spelled out under the box.
        self.border_subtitle = "Tm team · Tr tricks won"
        headers = ("", "Player", "Tm", "Hand", "Tr", "Loot", "Pts")
        rows: list[tuple[Text, Text, tuple[str, ...]]] = []
        for i, sv in enumerate(view.seats):
            marks = Text()
            marks.append(
                "▶" if i == view.turn and view.phase.value != "over" else " ", style="bold yellow"
            )
            marks.append("D" if i == view.dealer else " ", style="cyan")
            marks.append("★" if i == view.bonus_owner else " ", style="magenta")
            name = seat_tag(view, i)
            if sv.bot:
                name.append(" ⚙", style="grey50")
            team = TEAM_NAMES[sv.team] if sv.team is not None else "-"
            counts = (sv.hand_size, sv.tricks, sv.loot, sv.score)
            numbers: tuple[str, ...] = (team, *map(str, counts))
            rows.append((marks, name, numbers))
        # The numbers keep their width (headers whole); a long name gives way,
        # cut with an ellipsis (Rich would cut every column a little instead).
        widths = [len(headers[0]), *(len(header) for header in headers[2:])]
        for marks, _, numbers in rows:
            cells = [len(marks), *(len(number) for number in numbers)]
            widths = [max(w, c) for w, c in zip(widths, cells, strict=True)]
        room = (self.content_region.width or 32) - sum(widths) - (len(headers) - 1)
        fit = max(len("Player"), min(self.NAME_MAX, room))
        table = Table.grid(padding=(0, 1))
        for col in headers:
            table.add_column(col, justify="left" if col in ("", "Player") else "right")
        table.add_row(*[Text(col, "bold") for col in headers])
        for marks, name, numbers in rows:
            name.truncate(fit, overflow="ellipsis")
            table.add_row(marks, name, *numbers)
        self.update(table)

    def on_resize(self) -> None:
        if self.view is not None:
            self.show(self.view)  # the names fit the new width
