"""The action list: any prompt answered by picking one labelled action."""

from __future__ import annotations

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from nifty_table.engine.contract import Action


class ActionList(OptionList):
    DEFAULT_CSS = "ActionList { height: auto; max-height: 7; border: none; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, markup=False)  # labels carry names: literal text
        self.actions: list[Action] = []

    def offer(self, actions: list[Action], labels: list[str], back: str | None = None) -> None:
        """Show these actions (and an optional last entry that is not an action).

        Actions that read the same (two copies of one card) are offered once:
        the game describes equal choices alike, so either one will do."""
        self.clear_options()
        shown: dict[str, Action] = {}
        for action, label in zip(actions, labels, strict=True):
            shown.setdefault(label, action)
        self.actions = list(shown.values())
        options = [Option(label) for label in shown]
        if back is not None:
            options.append(Option(back))
        self.add_options(options)
        self.display = True
        self.highlighted = 0 if options else None

    def withdraw(self) -> None:
        """Nothing to choose from here now."""
        self.clear_options()
        self.actions = []
        self.display = False

    def action_at(self, index: int) -> Action | None:
        """The action at this position; None for the extra entry."""
        return self.actions[index] if 0 <= index < len(self.actions) else None
