"""The NΣT! table: board, trick, seats and your hand around the shared frame."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.screen import Screen

from nifty_table.engine import wording
from nifty_table.engine.contract import Action, Prompt, PromptKind
from nifty_table.games.net import board as boards
from nifty_table.games.net import cards
from nifty_table.games.net.actions import PickCard, PlaceToken, PlayCard
from nifty_table.games.net.board import SUPERTRUMP, TRUMP
from nifty_table.games.net.tricks import suit
from nifty_table.games.net.view import OPEN, NetView, Phase
from nifty_table.tui.net import card_now as net_cards
from nifty_table.tui.net.round_summary import RoundSummaryScreen
from nifty_table.tui.net.widgets import BoardWidget, HandWidget, SeatsWidget, TrickWidget
from nifty_table.tui.screens.table import TABLE_CSS, TableScreen
from nifty_table.tui.screens.whole_card import WHOLE_CARD, WholeCard

if TYPE_CHECKING:
    from nifty_table.games.net.actions import NetAction


NET_CSS = Path(__file__).with_name("net.tcss")


def open_label(board_id: str, rows: list[list[int]], line: int) -> str:
    """The label of the box left open on a line (this round's rule)."""
    spec = boards.board(board_id).line[line]
    for box, owner in zip(spec.boxes, rows[line], strict=True):
        if owner == OPEN:
            return box.label
    return "?"


class NetScreen(WholeCard, TableScreen):
    CSS_PATH = [TABLE_CSS, NET_CSS]
    BINDINGS = [WHOLE_CARD]
    HELP_TAB = "Rules"  # a card's entry: the rules' words on the deck
    KEYS_MD = """\
| NΣT! key | What it does |
| --- | --- |
| Arrows on the board | move between boxes; Enter covers the box with your token |
| Left / Right in your hand | move between cards; Enter plays, discards or passes it |
| Up / Down, Enter | pick from a list (characters, teams, bonus card, doubling) |

Cards show their colour letter: **B** blue, **R** red, **Y** yellow, **G** green.
On the board, a covered box shows the owner's character letter.
"""

    @property
    def public(self) -> NetView:
        """What everybody at the table may see (no hand)."""
        return cast(NetView, self.frame.public)

    def compose_table(self) -> ComposeResult:
        yield BoardWidget(self.public.board_id, id="board")
        yield TrickWidget(id="trick")

    def compose_side(self) -> ComposeResult:
        yield SeatsWidget(id="seats")

    def compose_private(self) -> ComposeResult:
        yield HandWidget(id="hand")

    def top_line(self) -> str:
        s = self.public
        if s.phase in (Phase.CHARACTERS, Phase.NYET, Phase.OVER) or s.rules is None:
            tail = " · NY3T! phase" if s.phase is Phase.NYET else ""
        else:
            # The open boxes' own labels, the words the board and the log use.
            trump = open_label(s.board_id, s.board, TRUMP)
            super_trump = open_label(s.board_id, s.board, SUPERTRUMP)
            tail = f" · trump {trump} · supertrump {super_trump} · {s.rules.value:+d} each"
        # A long dealer's name is cut rather than the round's rules after it
        # (the seats box marks the dealer too).
        dealer = s.seats[s.dealer].name
        names = [dealer] + [wording.cut(dealer, most) for most in range(len(dealer) - 1, 3, -1)]
        for name in names:
            line = f"NΣT! · Round {s.round}/{s.rounds} · dealer {name}{tail}"
            if self.fits_top(line):
                break
        return line

    def uses_action_list(self, prompt: Prompt) -> bool:
        return prompt.kind not in (PromptKind.CARD, PromptKind.BOARD)

    def render_view(self) -> None:
        seat = self.viewer  # None: the public view, no hand
        view = cast(NetView, self.frame.view)  # a NΣT! view
        prompt = self.frame.prompt
        mine = seat is not None and prompt is not None and prompt.seat == seat
        legal = cast("list[NetAction]", self.frame.actions if mine else [])
        board = self.query_one("#board", BoardWidget)
        board.show(view, {(a.line, a.box) for a in legal if a.kind == "token"})
        self.query_one("#trick", TrickWidget).show(view)
        self.query_one("#seats", SeatsWidget).show(view)
        hand = self.query_one("#hand", HandWidget)
        if seat is not None:
            allowed = {a.card for a in legal if a.kind in ("play", "pick")}
            hand.show(view.hand, allowed, view.my_picks, view.seats[seat].name)
        else:
            hand.hide("Hand hidden until the next player is ready")

    # -- the whole card: the one under the hand's cursor --------------------------
    def card_in_focus(self) -> str | None:
        hand = self.query_one("#hand", HandWidget)
        if hand.hidden or not hand.hand or not hand.has_focus:
            return None
        return str(hand.hand[hand.cursor % len(hand.hand)])

    def whole_card(self, card: str) -> Text:
        number = int(card)
        return Text(f"{cards.name(number).capitalize()} ({cards.label(number)})", style="bold")

    def card_now(self, card: str) -> list[str]:
        allowed = self.query_one("#hand", HandWidget).allowed  # as the hand shows them
        return net_cards.card_now(cast(NetView, self.frame.view), int(card), allowed)

    def card_help(self, card: str) -> str:
        return net_cards.card_help(int(card))

    def look_changed(self) -> None:
        """Cards take their colours from the theme and monochrome mode
        (widgets.suit_styles): drawn again when those change."""
        self.render_view()

    def focus_input(self, prompt: Prompt) -> None:
        if prompt.kind is PromptKind.CARD:
            self.query_one("#hand", HandWidget).focus()
        elif prompt.kind is PromptKind.BOARD:
            self.query_one("#board", BoardWidget).focus()
        else:
            super().focus_input(prompt)

    def choice_order(self) -> Callable[[Action], int] | None:
        """Cards in the order the hand shows them (by colour, then value)."""
        if self.viewer is None:
            return None
        hand = cast(NetView, self.frame.view).hand
        place: dict[int | None, int] = {card: i for i, card in enumerate(hand)}
        return lambda action: place.get(getattr(action, "card", None), len(hand))

    def now_hint(self, prompt: Prompt) -> str:
        s = self.public
        if s.phase is Phase.TRICKS and s.rules is not None:
            return trick_hint(s)
        if s.phase is Phase.NYET:
            return (
                "Cover a box whose rule you do NOT want. You may not cover the last "
                "open box of a line. The open box of each line will be this round's rule."
            )
        return "Use the arrows to pick, Enter to choose."

    def interlude(self) -> Screen | None:
        """After each round (but not the last, which the end screen covers)."""
        if not self.table.round_ended:
            return None
        public = self.public
        return RoundSummaryScreen(public, public.history[-1], self.frame.chart)

    # -- answers from the widgets ----------------------------------------------
    def on_hand_widget_chosen(self, message: HandWidget.Chosen) -> None:
        prompt = self.frame.prompt
        if prompt is None or self.viewer != prompt.seat:
            return
        if self.public.phase is Phase.EXCHANGE:
            self.submit(PickCard(seat=prompt.seat, card=message.card))
        else:
            self.submit(PlayCard(seat=prompt.seat, card=message.card))

    def on_board_widget_chosen(self, message: BoardWidget.Chosen) -> None:
        prompt = self.frame.prompt
        if prompt is None or self.viewer != prompt.seat:
            return
        self.submit(PlaceToken(seat=prompt.seat, line=message.line, box=message.box))


def trick_hint(view: NetView) -> str:
    """What may be played now, right for every trump and supertrump setting."""
    rules = view.rules
    assert rules is not None
    if not view.trick:
        return "You lead: any card may be played. The winner of a trick leads the next one."
    led = suit(view.trick[0][1], rules.trump, rules.supertrump)
    colour = cards.COLOURS[led]
    supers = cards.COLOURS[rules.supertrump] if rules.supertrump is not None else None
    if rules.trump is None:
        rule = f"The trick was led in {colour}: follow {colour} if you can"
        if supers:
            rule += f". With no trump this round, the {supers} 1s (supertrumps) keep their colour"
    elif led == rules.trump:
        rule = f"Trump ({colour}) was led: play a trump if you can"
        if supers:
            rule += f". The {supers} 1s (supertrumps) count as trump"
    else:
        rule = f"The trick was led in {colour}: follow {colour} if you can"
        if supers:
            trump = cards.COLOURS[rules.trump]
            rule += f". The {supers} 1s (supertrumps) count as {trump} trump, not as {supers}"
    return f"{rule}. Otherwise play anything. Dimmed cards cannot be played now."
