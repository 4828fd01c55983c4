"""The Die Trading dialog: pick the die you give and the die you get, see both
players' dice after the trade, then offer it (Enter) or leave it (Escape).

The dialog decides no rule: it is handed the engine's legal swaps for this pair
of players (worked out on a copy of the game) and only lets people pick one of
them. Escape dismisses it with nothing sent, so nothing in the game changes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from nifty_table.games.nirds.cards import PIP
from nifty_table.tui.widgets.action_list import LIST_KEYS
from nifty_table.tui.widgets.cursor_list import CursorList
from nifty_table.tui.widgets.seen_first import SeenFirst


def pip(face: int) -> str:
    return f"{PIP[face]}{face}"


class DiceList(SeenFirst, CursorList):
    """A list of dice to pick from: Enter (the dialog's, which goes first)
    offers the trade only once the list is on screen (widgets/seen_first.py),
    so the Enters typed with the one that opened the dialog offer nothing."""

    CHOOSING_KEYS = LIST_KEYS


@dataclass(frozen=True)
class TradeSide:
    """One player's name and the faces of their unused dice (what may be traded)."""

    name: str
    faces: list[int]


@dataclass(frozen=True)
class TradeChoice:
    """A swap the engine allows: `give` from the offerer for `take` from the partner
    (die indices, as the engine's Swap action names them)."""

    give: int
    take: int
    give_face: int
    take_face: int


class TradeDialog(ModalScreen[TradeChoice | None]):
    """Pick what to give and what to get; the result shows before you confirm."""

    DEFAULT_CSS = """
    TradeDialog { align: center middle; }
    TradeDialog > Vertical {
        width: 76; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $panel; padding: 0 1;
    }
    TradeDialog Horizontal { height: auto; }
    TradeDialog .trade-column { width: 1fr; height: auto; }
    TradeDialog OptionList { height: auto; max-height: 7; }
    TradeDialog #trade-result { margin-top: 1; }
    """
    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="trade_cancel"),
        Binding("enter", "confirm", "Offer", priority=True, id="trade_offer"),
    ]

    def __init__(
        self,
        mine: TradeSide,
        theirs: TradeSide,
        choices: list[TradeChoice],
        start: TradeChoice | None = None,
    ) -> None:
        """`start`: the swap the cursors begin on (a lesson's suggestion), else
        the first one allowed: the first faces may be the same (1 for 1), and
        Enter on them would only be told to pick again."""
        super().__init__()
        self.mine, self.theirs = mine, theirs
        self.choices = choices
        self.start = start or (choices[0] if choices else None)
        self.give_faces = sorted(set(mine.faces))
        self.take_faces = sorted(set(theirs.faces))

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                Text(f"Die Trading: {self.mine.name} and {self.theirs.name}, one die for one die."),
                id="trade-title",
            )
            with Horizontal():
                with Vertical(classes="trade-column"):
                    yield Static(id="trade-give-head")
                    yield DiceList(
                        *self._options(self.mine, self.give_faces),
                        id="trade-give",
                        moved=self.show_result,
                    )
                with Vertical(classes="trade-column"):
                    yield Static(id="trade-get-head")
                    yield DiceList(
                        *self._options(self.theirs, self.take_faces),
                        id="trade-get",
                        moved=self.show_result,
                    )
            yield Static(id="trade-result")
            yield Static(
                "Up/Down pick a die · Tab: the other list · Enter: offer the trade · "
                "Escape: cancel, nothing changes",
                id="trade-keys",
            )

    @staticmethod
    def _options(side: TradeSide, faces: list[int]) -> list[Option]:
        counts = Counter(side.faces)
        return [
            Option(
                Content(pip(f) + (f"  ({counts[f]} of them)" if counts[f] > 1 else "")), id=str(f)
            )
            for f in faces
        ]

    def on_mount(self) -> None:
        start = self.start
        for list_id, faces, face in (
            ("#trade-give", self.give_faces, start.give_face if start else None),
            ("#trade-get", self.take_faces, start.take_face if start else None),
        ):
            self.query_one(list_id, OptionList).highlighted = (
                faces.index(face) if face in faces else 0
            )
        self.query_one("#trade-give", OptionList).focus()
        self.show_heads()
        self.show_result()

    def on_descendant_focus(self, _: object) -> None:
        self.show_heads()

    def show_heads(self) -> None:
        """The list the arrows move now is marked with ▶ (not by colour alone)."""
        giving = self.focused is self.query_one("#trade-give", OptionList)
        heads = {
            "#trade-give-head": (giving, f"{self.mine.name} gives"),
            "#trade-get-head": (not giving, f"{self.mine.name} gets (from {self.theirs.name})"),
        }
        for head_id, (active, words) in heads.items():
            self.query_one(head_id, Static).update(Text(("▶ " if active else "  ") + words))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_confirm()

    def picked(self) -> tuple[int | None, int | None]:
        give = self.query_one("#trade-give", OptionList).highlighted
        take = self.query_one("#trade-get", OptionList).highlighted
        return (
            self.give_faces[give] if give is not None else None,
            self.take_faces[take] if take is not None else None,
        )

    def choice(self) -> TradeChoice | None:
        give, take = self.picked()
        return next(
            (c for c in self.choices if (c.give_face, c.take_face) == (give, take)),
            None,
        )

    def show_result(self) -> None:
        result = self.query_one("#trade-result", Static)
        choice = self.choice()
        if choice is None:
            give, take = self.picked()
            if not self.give_faces or not self.take_faces:
                who = self.mine.name if not self.give_faces else self.theirs.name
                result.update(Text(f"{who} has no unused die to trade. Escape to go back."))
            elif give is not None and give == take:
                result.update(
                    f"{pip(give)} for {pip(give)}: swapping two dice with the same face "
                    "changes nothing. Pick another."
                )
            else:
                result.update("Pick a die in each list.")
            return
        mine = _after(self.mine.faces, choice.give_face, choice.take_face)
        theirs = _after(self.theirs.faces, choice.take_face, choice.give_face)
        text = Text(f"{self.mine.name} gives {pip(choice.give_face)} ")
        text.append(f"and gets {pip(choice.take_face)}. After the trade:\n")
        text.append(f"  {self.mine.name}: {' '.join(pip(f) for f in mine)}\n")
        text.append(f"  {self.theirs.name}: {' '.join(pip(f) for f in theirs)}\n")
        text.append(f"{self.theirs.name} still has to accept.")
        result.update(text)

    def action_confirm(self) -> None:
        choice = self.choice()
        if choice is None:
            self.notify("Pick two dice with different faces first.", severity="warning")
            return
        self.dismiss(choice)

    def action_cancel(self) -> None:
        self.dismiss(None)


def _after(faces: list[int], out: int, come: int) -> list[int]:
    """A player's unused dice, lowest first, once one `out` die is swapped for a `come` die."""
    rest = list(faces)
    rest.remove(out)
    return sorted([*rest, come])
