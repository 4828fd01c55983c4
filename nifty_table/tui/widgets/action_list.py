"""The action list: any prompt answered by picking one labelled action.

Keys can outrun the screen: a burst of Enters is queued while the first one
rebuilds the list, so the later ones would land on choices nobody has seen.
The list therefore answers its own keys only once it has been drawn with its
new content, and only keys pressed after that (widgets/seen_first.py). A
choice is handed to the table at once (`choose`), in the order of the keys.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import events
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from nifty_table.engine.contract import Action
from nifty_table.tui.widgets.cursor_list import CursorList
from nifty_table.tui.widgets.seen_first import SeenFirst, keys_of

# The keys that move through or choose from an option list.
LIST_KEYS = keys_of(OptionList.BINDINGS)


def hand_over_last(actions: list[Action]) -> list[Action]:
    """The actions in the game's order, except that those handing the turn or
    the keyboard over (the game marks their class `hands_over`) come last, so
    End and Enter never skip a choice hidden below them."""
    return [a for a in actions if not a.hands_over] + [a for a in actions if a.hands_over]


class ActionList(SeenFirst, CursorList):
    CHOOSING_KEYS = LIST_KEYS
    DEFAULT_CSS = """
    ActionList, ActionList:focus { height: auto; max-height: 7; border: none; }
    """

    def __init__(
        self,
        *,
        id: str | None = None,
        choose: Callable[[int], None] | None = None,
        moved: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(id=id, markup=False, moved=moved)  # labels carry names: literal
        # Called with the chosen position at once, while the key is handled, so
        # the keys typed after it (u, Escape) act on what it did. (A selection
        # message would be handled after them.)
        self._choose = choose
        self.actions: list[Action] = []
        self._content: tuple[list[Action], list[str], str | None] = ([], [], None)
        self._preferred: Action | None = None

    def offer(
        self,
        actions: list[Action],
        labels: list[str],
        back: str | None = None,
        highlight: Action | None = None,
    ) -> None:
        """Show these actions (and an optional last entry that is not an action),
        those that hand the turn over last, the cursor on the action `prefer`
        named, or on `highlight` (on a new offer only: a redraw leaves the
        cursor where the person put it), when it is among them, else on the first.

        Actions that read the same (two copies of one card) are offered once:
        the game describes equal choices alike, so either one will do. Offering
        exactly what is shown changes nothing (the cursor stays)."""
        preferred, self._preferred = self._preferred, None
        label_of = dict(zip(actions, labels, strict=True))
        ordered = hand_over_last(actions)
        ordered_labels = [label_of[a] for a in ordered]
        content = (ordered, ordered_labels, back)
        if content == self._content and self.display:
            if preferred is not None:
                self._highlight(preferred, label_of)
            return
        self.clear_options()
        shown: dict[str, Action] = {}
        for action, label in zip(ordered, ordered_labels, strict=True):
            shown.setdefault(label, action)
        self.actions = list(shown.values())
        self._content = content
        self.unseen()
        options = [Option(label) for label in shown]
        if back is not None:
            options.append(Option(back))
        self.add_options(options)
        self.display = True
        self.highlighted = 0 if options else None
        wanted = preferred or highlight
        if wanted is not None:
            self._highlight(wanted, label_of)
        self.call_after_refresh(self.show_more)

    def prefer(self, action: Action) -> None:
        """Put the cursor on this action at the next offer, if it is offered
        (after a take-back: on the choice just taken back)."""
        self._preferred = action

    def _highlight(self, action: Action, label_of: dict[Action, str]) -> None:
        label = label_of.get(action)
        labels = list(self._content[1])
        shown = list(dict.fromkeys(labels))  # the labels on screen, in order
        if label in shown:
            self.highlighted = shown.index(label)

    def withdraw(self) -> None:
        """Nothing to choose from here now."""
        self.clear_options()
        self.actions = []
        self._content = ([], [], None)
        self.unseen()
        self.display = False
        self.show_more()

    def action_at(self, index: int) -> Action | None:
        """The action at this position; None for the extra entry."""
        return self.actions[index] if 0 <= index < len(self.actions) else None

    def action_select(self) -> None:
        if not self.drawn:  # a click lands only on what was drawn
            return
        index = self.highlighted
        if self._choose is None:
            super().action_select()
        elif index is not None:
            self._choose(index)

    # -- a cue for choices out of sight ----------------------------------------------
    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        self.show_more()

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self.show_more)

    def show_more(self) -> None:
        """Say that choices lie above or below the rows shown, in the top edge
        of the frame around the list (the prompt bar's rule), which costs no
        row; nothing when every choice is in sight."""
        frame = self.parent
        if not isinstance(frame, Widget):
            return
        above = self.display and self.scroll_y > 0
        below = self.display and self.scroll_y < self.max_scroll_y
        parts = []
        if above:
            parts.append("↑ more above")
        if below:
            parts.append("↓ more below (End: the last)")
        frame.border_title = f" {' · '.join(parts)} " if parts else ""
