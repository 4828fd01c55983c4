"""The Get Nifty table: every team's State cards, token and Niftyness, the
Plot, the challenge with both sides' totals, and your hand.

A side adds all the cards it wants (one choice after another by the same
person, so no curtain in between) and confirms with Done; then the keyboard
passes. Plots out of turn and offers of help go through the interrupt key
(!), offered the same way whatever anyone holds.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll

from nifty_table.engine.contract import Prompt
from nifty_table.games.get_nifty.cards import Catalog
from nifty_table.games.get_nifty.view import GetNiftyView
from nifty_table.table.extras import GetNiftyExtra
from nifty_table.tui.get_nifty.glossary import glossary, whole_card
from nifty_table.tui.get_nifty.widgets import ChallengeWidget, HandWidget, PlayersWidget
from nifty_table.tui.literal import md_text
from nifty_table.tui.screens.table import TABLE_CSS, TableScreen
from nifty_table.tui.screens.whole_card import WHOLE_CARD, WholeCard, help_entry
from nifty_table.tui.widgets.action_list import ActionList

GET_NIFTY_CSS = Path(__file__).with_name("get_nifty.tcss")


def card_of(action: object) -> str | None:
    """The card a choice is about: the one played, or the one taken."""
    card = getattr(action, "card", None) or getattr(action, "take", None)
    return card if isinstance(card, str) else None


class GetNiftyScreen(WholeCard, TableScreen):
    CSS_PATH = [TABLE_CSS, GET_NIFTY_CSS]
    BINDINGS = [WHOLE_CARD]
    KEYS_MD = """\
| Get Nifty key | What it does |
| --- | --- |
| Up / Down, Enter | choose: play a card, challenge, add a card, Done, end the turn |
| ! | out of turn: change the Plot during any challenge, or offer help when asked |

On the table: **SAFE✓** marked (you are Safe), **SAFE·** played but not yet
marked, **SAFE~** Fluxed (turned over), **SAFE–** no card; (5) is a hand
size; ★TOKEN 7/16 a NIFTY token and the team's Niftyness against the target
(no score shows before the token: without one, Niftyness wins nothing). Card
types carry a letter: **[C]** Character, **[O]** Object, **[B]** Boredom,
**[P]** Plot, **[St]** State.
"""

    @property
    def deck(self) -> Catalog:
        return cast(Catalog, self.cards)  # this game's cards

    def compose_table(self) -> ComposeResult:
        with VerticalScroll(id="gn-scroll"):
            yield ChallengeWidget(id="gn-challenge")  # first: its totals stay in sight
            yield PlayersWidget(id="gn-players")

    def compose_private(self) -> ComposeResult:
        yield HandWidget(id="gn-hand")

    def top_line(self) -> str:
        v = cast(GetNiftyView, self.frame.public)  # the public view: no hand
        who = v.seats[v.active].name
        line = f"Get Nifty · turn {v.turn_no} · {who} · {v.target} Niftyness wins"
        if v.challenge is not None:
            line += " · challenge!"
        return line

    def render_view(self) -> None:
        seat = self.viewer
        v: GetNiftyView = self.frame.view  # type: ignore[assignment]  # this game's view
        cards = self.deck.cards
        self.query_one("#gn-players", PlayersWidget).show(cards, v)
        self.query_one("#gn-challenge", ChallengeWidget).show(cards, v)
        hand = self.query_one("#gn-hand", HandWidget)
        if seat is None and v.challenge is not None and v.challenge.asking:
            hand.hide("Hands hidden: help is asked, and anyone may press ! to offer it")
        elif seat is None:
            hand.hide("Hand hidden until the next player is ready")
        else:
            hand.show(cards, v.hand, self._focus_card())

    def _focus_card(self) -> str | None:
        choices = self.query_one("#choices", ActionList)
        index = choices.highlighted
        return card_of(choices.action_at(index) if index is not None else None)

    def cursor_moved(self) -> None:
        if self.viewer is not None and self.frame.seat == self.viewer:  # text follows the list
            v: GetNiftyView = self.frame.view  # type: ignore[assignment]
            self.query_one("#gn-hand", HandWidget).show(self.deck.cards, v.hand, self._focus_card())
        self.card_focus_moved()

    def card_in_focus(self) -> str | None:
        """The card the hand panel shows (the one the highlighted choice is about)."""
        return self._focus_card() if self.viewer is not None else None

    def whole_card(self, card: str) -> Text:
        return whole_card(self.deck.cards[card])

    def card_now(self, card: str) -> list[str]:
        return [f"You may: {label}" for label in self.choices_about(card, card_of)]

    def card_help(self, card: str) -> str:
        return help_entry(glossary(self.deck), self.deck.cards[card].name)

    def now_hint(self, prompt: Prompt) -> str:
        view = cast(GetNiftyView, self.frame.public)
        if view.challenge is None:
            hint = (
                "On your turn: play SAFE or WEIRD cards, Objects, a Plot; challenge someone "
                "(or yourself) with a Character (Danger) or a Boredom card; buy the NIFTY "
                "token once both your cards are marked; play Characters under it for "
                "Niftyness. End the turn to draw back to five."
            )
            extra = self.frame.extra
            missing = extra.missing if isinstance(extra, GetNiftyExtra) else []
            if missing:  # the moves a player looks for and does not find, with why
                hint += "\n\nNot among your choices now:\n\n"
                hint += "\n".join(f"- {md_text(why)}" for why in missing)
            return hint
        return (
            "In a challenge the losing side adds cards; pick as many as you like, then "
            "Done. If your side is still losing when nobody on it adds more, Done "
            "declares the challenge over. Anyone may press ! to change the Plot."
        )

    @classmethod
    def card_tabs(cls, deck: object) -> list[tuple[str, str]]:
        return [("Cards", glossary(cast(Catalog, deck)))]
