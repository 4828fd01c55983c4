"""The Fluxx table: rules and goal, everyone's Keepers, your hand, the meter."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.timer import Timer
from textual.widgets import Static

from nifty_table.engine.contract import Action, IllegalAction, Prompt
from nifty_table.games.fluxx.actions import Join
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.view import FluxxView
from nifty_table.table.extras import FluxxExtra
from nifty_table.table.windows import Window
from nifty_table.tui.fluxx.card_now import card_now
from nifty_table.tui.fluxx.glossary import glossary
from nifty_table.tui.fluxx.widgets import (
    KIND_NAMES,
    TYPE_MARK,
    CardText,
    HandWidget,
    PlayersWidget,
    RulesWidget,
    card_line,
)
from nifty_table.tui.key_labels import key_label, keys_in_force
from nifty_table.tui.literal import md_text
from nifty_table.tui.screens.table import TABLE_CSS, TableScreen
from nifty_table.tui.screens.whole_card import WHOLE_CARD, WholeCard, action_card, help_entry
from nifty_table.tui.widgets.action_list import ActionList

FLUXX_CSS = Path(__file__).with_name("fluxx.tcss")


class FluxxScreen(WholeCard, TableScreen):
    CSS_PATH = [TABLE_CSS, FLUXX_CSS]
    BINDINGS = [
        Binding("d", "discards", "Discards", id="discards"),
        Binding("t", "whole_table", "Table", id="whole_table"),
        Binding("j", "join", "Join", id="join"),
        WHOLE_CARD,
    ]
    # Short terminals get slimmer panels (fluxx.tcss) and compact rules.

    # A property where other tables have a constant; only ever read.
    @property
    def KEYS_MD(self) -> str:  # type: ignore[override]
        """Key help for this edition: ! only where Surprises exist."""
        keys = keys_in_force(self.app, [type(self)])  # as remapped, as pressed

        def key(binding_id: str) -> str:
            return md_text(key_label(keys[binding_id]))

        rows = [
            "| Fluxx key | What it does |",
            "| --- | --- |",
            "| Up / Down, Enter | choose what to do: play a card, use a power or free action, "
            "end the turn |",
            f"| {key('discards')} | look through the discard pile (anyone, any time) |",
            f"| {key('whole_table')} | the whole table at once: every player's cards, the rules "
            "and Goals in full |",
        ]
        if self.deck.has_surprises:
            rows.append(
                f'| {key("interrupt")} | while the table asks "anyone?" after a card: play a '
                "Surprise out of turn; the keyboard passes to whoever claims it |"
            )
        rows.append(f"| {key('join')} | a new player jumps in with three cards |")
        rows.append(
            f"| {key('cancel_choice')} | cancel a free action or Keeper power while it still "
            "asks you to choose |"
        )
        # Only the types this edition's deck has (Cartoon Network has no Creepers).
        present = set(self.deck.type.values())
        kinds = ", ".join(
            f"**[{mark}]** {KIND_NAMES[kind]}"
            for kind, (mark, _) in TYPE_MARK.items()
            if kind in present
        )
        return "\n".join(rows) + f"\n\nCard types carry a letter: {kinds}.\n"

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._countdown: Timer | None = None  # the reaction window's countdown
        self._window: Window | None = None  # the reaction window counted down
        self._seconds_left = 0.0

    @property
    def deck(self) -> Catalog:
        return cast(Catalog, self.cards)  # this edition's cards

    @property
    def extra(self) -> FluxxExtra:
        return cast(FluxxExtra, self.frame.extra)  # what the table adds for Fluxx

    @property
    def public(self) -> FluxxView:
        return cast(FluxxView, self.frame.public)  # the public view: no seat's hand

    def compose_table(self) -> ComposeResult:
        yield PlayersWidget(id="players")

    def compose_side(self) -> ComposeResult:
        yield RulesWidget(id="rules")

    def compose_private(self) -> ComposeResult:
        yield HandWidget(id="hand")
        yield CardText(id="card-text")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "join":  # j shows only while someone could jump in
            return not self.frame.over and self.extra.may_join
        return super().check_action(action, parameters)

    def cancellable(self) -> bool:
        """A free action or Keeper power just started by the person at the
        keyboard, still asking them to choose, can be cancelled with Escape."""
        return not self.frame.over and self.extra.cancellable

    # -- reaction windows ---------------------------------------------------------
    # A window opens after every card a Surprise could answer, whatever the
    # hands hold. It asks the same way every time: one "anyone?" line and a
    # short countdown (the app's reaction pause) that goes on by itself, so
    # nobody pays an Enter per card and the table reveals nothing.

    def window_go_on(self) -> Action | None:
        """The 'continue' that closes the reaction window now open, if any."""
        return None if self.frame.over else self.extra.go_on

    def focus_input(self, prompt: Prompt) -> None:
        super().focus_input(prompt)
        self.start_countdown()

    def start_countdown(self) -> None:
        self.stop_countdown()
        self.table.reaction_pause = self.app.reaction_pause  # it may change during play
        window = self._window = self.table.reaction_window()
        if window is None:
            return
        self._seconds_left = window.pause
        self.show_countdown()
        self._countdown = self.set_interval(1.0, self.tick)

    def stop_countdown(self) -> None:
        if self._countdown is not None:
            self._countdown.stop()
        self._countdown = None

    def tick(self) -> None:
        if not self.is_current:
            return  # a dialog is up (someone pressed !): wait
        window = self._window
        if window is None or not self.table.window_open(window):
            self.stop_countdown()
            return
        self._seconds_left -= 1.0
        if self._seconds_left > 0:
            self.show_countdown()
            return
        self.stop_countdown()
        go_on = self.table.window_closes(window)
        if go_on is not None:
            self.submit(go_on)

    def show_countdown(self) -> None:
        prompt = self.frame.prompt
        if prompt is None:
            return
        left = max(1, round(self._seconds_left))
        self.query_one("#prompt", Static).update(
            f"{prompt.text}\nAnyone? Press ! to play a Surprise · "
            f"going on in {left} s · Enter: go on now"
        )

    def action_interrupt(self) -> None:
        self.stop_countdown()
        super().action_interrupt()

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        # Back from the "who plays out of turn?" dialog without a claim.
        waiting = self.claimant is None
        if waiting and self._countdown is None and self.window_go_on() is not None:
            self.start_countdown()

    def render_view(self) -> None:
        self.refresh_bindings()  # ! shows only while a window is open
        self.draw_view()

    def top_line(self) -> str:
        view = self.public
        who = view.seats[view.active].name
        parts = [f"{self.deck.title} · turn {view.turn_no} · {who}"]
        if view.phase in ("draw", "play"):
            parts.append(f"drawn {view.drawn}/{view.draw_rule}")
            parts.append(f"{view.play_rule}: {view.plays_left} left")
        if view.hand_limit is not None:
            parts.append(f"hand ≤{view.hand_limit}")
        if view.keeper_limit is not None:
            parts.append(f"keepers ≤{view.keeper_limit}")
        line = " · ".join(parts)
        if not self.fits_top(line):  # the edition's name goes first
            line = line.removeprefix(f"{self.deck.title} · ")
        return line

    def draw_view(self) -> None:
        seat = self.viewer
        view: FluxxView = self.frame.view  # type: ignore[assignment]  # this game's view
        self.query_one("#rules", RulesWidget).show(self.deck, view)
        self.query_one("#players", PlayersWidget).show(self.deck, view)
        hand = self.query_one("#hand", HandWidget)
        # A stale card text must not outlive its choice; highlighting sets it again.
        self.query_one("#card-text", CardText).show_card(self.deck, None)
        if seat is not None:
            hand.show(self.deck, view, view.seats[seat].name)
        else:
            hand.hide("Hand hidden until the next player is ready")

    def now_hint(self, prompt: Prompt) -> str:
        view = self.public  # the rules in play are public
        return (
            f"Rules now: draw {view.draw_rule} (drawn {view.drawn}), {view.play_rule} "
            f"({view.plays_left} plays left). Free actions and Keeper powers never use a play."
        )

    def cursor_moved(self) -> None:
        """Show the text of the card under the cursor."""
        self.query_one("#card-text", CardText).show_card(self.deck, self.card_in_focus())
        self.card_focus_moved()

    def card_in_focus(self) -> str | None:
        choices = self.query_one("#choices", ActionList)
        index = choices.highlighted
        return (
            action_card(choices.action_at(index)) if choices.display and index is not None else None
        )

    def whole_card(self, card: str) -> Text:
        return card_line(self.deck, card)

    def card_now(self, card: str) -> list[str]:
        now = card_now(self.deck, self.frame.view, card)  # type: ignore[arg-type]  # a Fluxx view
        return now + [f"You may: {label}" for label in self.choices_about(card, action_card)]

    def card_help(self, card: str) -> str:
        return help_entry(glossary(self.deck), self.deck.name[card])

    # -- table menu ---------------------------------------------------------------
    def action_discards(self) -> None:
        from nifty_table.tui.fluxx.discards import DiscardPileScreen

        self.app.push_screen(DiscardPileScreen(self.deck, self.public.discard))

    def action_whole_table(self) -> None:
        from nifty_table.tui.fluxx.whole_table import WholeTableScreen

        self.app.push_screen(WholeTableScreen(self.deck, self.public))

    def action_join(self) -> None:
        from nifty_table.tui.screens.pick_seat import JoinScreen

        # Someone new comes to the keyboard: no hand stays on screen behind the
        # name dialog, and after the join the next person lifts a curtain.
        self.show_public()

        def joined(answer: tuple[str, bool] | None) -> None:
            if answer is None:
                self.advance()  # nobody joined: the screen goes back to whoever had it
                return
            name, bot = answer
            action = Join(seat=len(self.frame.names), name=name, bot=bot)
            try:
                self.table.submit(action)
            except IllegalAction as exc:
                self.notify(f"Not allowed: {exc.reason}", severity="warning", markup=False)
                return
            self.save_now(quiet=True)
            self.advance()

        self.app.push_screen(JoinScreen(list(self.frame.names)), joined)

    @classmethod
    def card_tabs(cls, deck: object) -> list[tuple[str, str]]:
        return [("Cards", glossary(cast(Catalog, deck)))]
