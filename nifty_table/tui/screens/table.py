"""The table: the frame every game screen shares, and the turn controller.

The controller asks the engine who decides now, lets computer seats move
after a short pause, raises the curtain when the keyboard must change hands,
autosaves after every action, and shows the engine's reason when a move is
refused. It never decides a rule itself.

Who may see the screen has one owner here: `viewer`, a seat or None. Every
panel draws `view(state, viewer)` and the log lines of that viewer only
(None: the public view). The viewer becomes a seat only when that person
lifts a curtain (or sits alone among computers); it becomes None whenever a
computer decides, on screens the whole table watches (round summaries,
reaction windows, the end) and when the decision passes to someone else.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from nifty_table.engine import saves, strategies
from nifty_table.engine.contract import Action, Event, IllegalAction, Prompt
from nifty_table.engine.match import Match
from nifty_table.tui import handoff
from nifty_table.tui.screens.hint import Hints
from nifty_table.tui.screens.table_computer import ComputerSeats
from nifty_table.tui.screens.table_out_of_turn import OutOfTurn
from nifty_table.tui.screens.table_saving import Saving
from nifty_table.tui.screens.table_take_back import TakeBack
from nifty_table.tui.transcript import Transcript, recap
from nifty_table.tui.widgets.action_list import ActionList
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.app import CSSPathType

    from nifty_table.tui.screens.help import HelpScreen

TABLE_CSS = Path(__file__).with_name("table.tcss")


# Seconds after a table opens before its help panel is built ahead: after the
# first frame, well before a person can reach for F1.
HELP_AHEAD_AFTER = 0.4


class TableScreen(Saving, ComputerSeats, TakeBack, OutOfTurn, Hints, Screen[None]):
    CSS_PATH: ClassVar[CSSPathType | None] = TABLE_CSS  # each game's table adds its own
    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="save"),
        Binding("f2", "save", "Save", show=False, id="save_f2"),
        Binding("f1", "help", "Help", id="help_f1"),
        Binding("question_mark", "help", "Help", show=False, id="help"),
        Binding("m", "menu", "Menu", id="menu"),
        Binding("q", "quit", "Quit", show=False, id="quit_q"),
        Binding("exclamation_mark", "interrupt", "Interrupt", id="interrupt"),
        Binding("u", "take_back", "Take back", id="take_back"),
        Binding("ctrl+z", "take_back", "Take back", show=False, id="take_back_z"),
        # While the footer does not offer u (nothing the engine would take
        # back), the key still answers: with the reason why not.
        Binding("u,ctrl+z", "take_back_refused", show=False, id="take_back_why"),
        Binding("escape", "cancel_choice", "Cancel", show=False, id="cancel_choice"),
        Binding("h", "hint", "Hint", id="hint"),
        # Once the game is over (the table looked at from the end screen with t),
        # these lead back to the results; priority, as the empty list has focus.
        Binding(
            "enter,escape,e",
            "end_screen",
            "Back to the results",
            id="end_screen",
            priority=True,
            key_display="Enter",
        ),
        Binding("r", "end_rematch", "Rematch", id="end_rematch_table"),
    ]
    KEYS_MD = ""  # game-specific key help, shown above the general keys

    def __init__(self, match: Match, save_path: Path | None = None) -> None:
        super().__init__()
        self.match = match
        self.save_path = save_path
        self.viewer: int | None = None  # whose private view is on screen; None: public
        # What the log panel shows: the game's public log, plus private lines
        # from events since this screen opened, in order.
        self.transcript = Transcript(match.state.log)
        self.transcript.mark_last_moves(match, handoff.humans(match.seats))
        self._bot_timer: Timer | None = None
        self._help: HelpScreen | None = None  # built on the first F1, then kept
        self._strategies: dict[int, strategies.Strategy] = {}
        self._ended = False
        self._started = False
        self.claimant: int | None = None  # a seat that claimed the keyboard out of turn

    # -- layout ------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="topbar", markup=False)
        with Horizontal(id="main"):
            with Vertical(id="table-area"):
                yield from self.compose_table()
            with Vertical(id="side"):
                yield from self.compose_side()
                with VerticalScroll(id="log-scroll"):
                    yield Static(id="log", markup=False)
        with Vertical(id="private"):
            yield from self.compose_private()
        with Vertical(id="prompt-bar"):
            yield Static(id="prompt", markup=False)
            yield ActionList(id="choices", choose=self.choose_at, moved=self.cursor_moved)
        yield KeyBar()

    def compose_table(self) -> ComposeResult:
        yield Static(id="generic-view", markup=False)

    def compose_side(self) -> ComposeResult:
        yield from ()

    def compose_private(self) -> ComposeResult:
        yield from ()

    # -- game-specific hooks -------------------------------------------------
    def render_view(self) -> None:
        """Draw the table as self.viewer may see it (None: the public view)."""
        view = self.match.game.view(self.match.state, self.viewer)
        self.query_one("#generic-view", Static).update(view.model_dump_json(indent=1))

    def focus_input(self, prompt: Prompt) -> None:
        """Put the keyboard on the widget that answers this prompt."""
        self.query_one("#choices", ActionList).focus()

    def uses_action_list(self, prompt: Prompt) -> bool:
        return True

    def automatic(self, prompt: Prompt) -> Action | None:
        """An answer the screen may give for a person because it is their only
        choice and waiting on it serves nobody; None to ask them."""
        return None

    def allows_interrupts(self) -> bool:
        """Games with out-of-turn plays show the interrupt key at every prompt."""
        return False

    def watched_by_all(self, prompt: Prompt) -> bool:
        """Whether this prompt invites the whole table to look at the screen
        (a reaction window): then nobody's private view may be on it."""
        return False

    def decided_in_public(self, prompt: Prompt) -> bool:
        """Whether anyone may read this prompt's choices (no hidden
        information in them): a public decision or one the table watches."""
        return not prompt.private or self.watched_by_all(prompt)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "interrupt":  # nothing to play out of turn once the game is over
            return self.match.result() is None and self.allows_interrupts()
        if action == "take_back":
            return self.may_take_back()
        if action == "hint":  # only for the person deciding, with their own view
            return self.hint_seat() is not None
        if action in ("end_screen", "end_rematch"):
            return self._ended and self.match.result() is not None
        if action == "cancel_choice":
            return self.match.result() is None
        return True

    def top_line(self) -> str:
        return f"{self.match.game.title} · {self.match.summary()}"

    # -- the controller ------------------------------------------------------
    def on_mount(self) -> None:
        # Textual calls on_mount of every class in the hierarchy, so a game
        # screen that also defines one (and calls super) would start the turn
        # twice: two curtains on a resumed game. Start once, whatever happens.
        if self._started:
            return
        self._started = True
        if self.save_path is None:
            self.save_path = saves.new_path(self.app.saves_dir, self.match.game_id)
        self.save_now(quiet=True)
        self.query_one("#log-scroll", VerticalScroll).anchor()
        self.advance()
        self.warm_thinkers()
        self.set_timer(HELP_AHEAD_AFTER, self.prepare_help)

    def on_unmount(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
        help_screen = self._help
        if help_screen is not None and help_screen not in self.app.screen_stack:
            self.app.uninstall_screen(help_screen)  # the app is not closing: free it

    @property
    def humans(self) -> list[int]:
        return handoff.humans(self.match.seats)

    @property
    def choices(self) -> list[Action]:
        """The actions the action list offers now."""
        return self.query_one("#choices", ActionList).actions

    def advance(self) -> None:
        """Look at what the engine asks now and hand the keyboard over."""
        self.refresh_bindings()  # u shows only when there is something to take back
        if self.match.result() is not None:
            self.show_to(None)  # the end is watched by everyone
            self.show_end()
            return
        prompt = self.match.prompt()
        assert prompt is not None
        seat = prompt.seat
        self.claimant = None
        if prompt.interrupters and self.bot_interrupt(prompt):
            # A computer plays out of turn: the table watches it happen.
            self.show_to(handoff.viewer_in_public(self.match.seats))
            return
        automatic = None if self.match.seats[seat].bot else self.automatic(prompt)
        if automatic is not None:
            self.call_later(self.submit, automatic)
            return
        if self.match.seats[seat].bot:
            viewer = handoff.viewer_in_public(self.match.seats)
            self.show_to(viewer, thinking=prompt)
            self._bot_timer = self.set_timer(self.computer_pause(prompt), self.bot_move)
            return
        if self.watched_by_all(prompt):  # as public as a computer's decision
            self.show_to(handoff.viewer_in_public(self.match.seats))
            self.focus_input(prompt)
            return
        if self.needs_curtain(seat, prompt):
            # Whoever just decided still has the keyboard and may take it back
            # (not on a resumed game: nobody has the keyboard yet).
            last = self.match.actions[-1].seat if self.match.actions else None
            undo_by = last if last not in (None, seat) and self.viewer == last else None
            self.show_to(None)
            if undo_by is not None and not self.match.can_take_back(undo_by):
                undo_by = None  # offer it only when it would work

            def lifted(answer: str | None) -> None:
                if answer == "take_back" and undo_by is not None:
                    # The screen stays public: after the take-back the keyboard
                    # goes back to undo_by through a curtain of their own.
                    if not self.take_back(undo_by):
                        self.advance()  # refused: the curtain goes up again
                    return
                self.show_to(seat)
                self.after_curtain(seat)
                self.focus_input(prompt)

            self.curtain(seat, prompt.text, lifted, undo_by)
            return
        viewer = handoff.viewer_without_curtain(
            self.match.seats, self.viewer, seat, prompt, self.app.curtain_enabled
        )
        self.show_to(viewer)
        self.focus_input(prompt)

    def show_to(self, viewer: int | None, thinking: Prompt | None = None) -> None:
        """Make `viewer` the one whose view the screen shows, and draw it."""
        if viewer != self.viewer:
            # A message for the last viewer ("For you only: ...") must not
            # stay on a screen that others may now read.
            self.app.clear_notifications()
        self.viewer = viewer
        self.refresh_bindings()  # h (a hint) is offered to the viewer only
        self.render_all(thinking)

    def computer_pause(self, prompt: Prompt) -> float:
        """How long the table waits before a computer seat answers `prompt`."""
        return handoff.bot_pause(self.app.bot_delay)

    def curtain(
        self,
        seat: int,
        reason: str,
        lifted: Callable[[str | None], None],
        undo_by: int | None = None,
    ) -> None:
        """Hide the table until `seat`'s person is ready. The curtain tells
        them (in public words only) what happened since their last turn, and
        lets `undo_by` (who just decided) take that back instead."""
        from nifty_table.tui.screens.curtain import CurtainScreen

        name = self.match.seats[seat].name
        since = recap(self.transcript.since(seat))
        undo_name = self.match.seats[undo_by].name if undo_by is not None else None
        self.app.clear_notifications()  # a message for the last person must not outlive them

        def answered(answer: str | None) -> None:
            if answer == "menu":
                self.action_menu()
            else:
                lifted(answer)

        ready = partial(lifted, None)  # drawn while the curtain still hides the table
        self.app.push_screen(CurtainScreen(name, reason, since, undo_name, ready), answered)

    def after_curtain(self, seat: int) -> None:
        """A person has just taken the keyboard: the log shows its newest
        lines again, even if the last person scrolled up; what only they may
        know since their last turn (a card given to them) is told at once, as
        the log may have moved on past it."""
        self.query_one("#log-scroll", VerticalScroll).anchor()
        news = self.transcript.private_since(seat)
        if news:
            self.notify("For you only: " + " ".join(news[-3:]), timeout=8, markup=False)
        self.transcript.mark(seat)

    def needs_curtain(self, seat: int, prompt: Prompt) -> bool:
        return handoff.needs_curtain(
            self.match.seats, self.viewer, seat, prompt, self.app.curtain_enabled
        )

    def submit(self, action: Action) -> bool:
        """Send an action to the engine; a refusal is shown and changes nothing."""
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.notify(f"Not allowed: {exc.reason}.", severity="warning", markup=False)
            return False
        self.remember(events)
        if action.seat == self.viewer:  # they saw what their own action did
            self.transcript.mark(action.seat)
        self.save_now(quiet=True)
        interlude = self.interlude()
        if interlude is not None:
            self.show_to(None)  # a screen the whole table watches
            self.app.push_screen(interlude, lambda _: self.advance())
        else:
            self.advance()
        return True

    def interlude(self) -> Screen | None:
        """A screen to show between actions (a round summary), or None."""
        return None

    def remember(self, events: list[Event]) -> None:
        self.transcript.add(events)

    # -- drawing -------------------------------------------------------------
    def render_all(self, thinking: Prompt | None = None) -> None:
        """Draw every panel for self.viewer (`thinking`: a computer's prompt)."""
        self.query_one("#topbar", Static).update(self.top_line())
        self.render_view()
        self.render_log()
        self.render_prompt(thinking)
        self.cursor_moved()  # what follows the cursor, even where the cursor stayed put

    def render_log(self) -> None:
        log = self.query_one("#log", Static)
        log.update("\n".join(self.transcript.lines_for(self.viewer)))
        # The log panel is anchored (on_mount): it follows its end unless
        # the player scrolled up to read back.

    def claim_question(self, name: str, own_turn: bool) -> str:
        """The question over the choices of someone who pressed the interrupt key."""
        return f"{name}, play one of these now?" if own_turn else f"{name}, play out of turn?"

    def render_prompt(self, thinking: Prompt | None) -> None:
        label = self.query_one("#prompt", Static)
        choices = self.query_one("#choices", ActionList)
        if self.match.result() is not None:
            label.update("The game is over.")
            choices.withdraw()
            return
        prompt = self.match.prompt()
        assert prompt is not None
        if thinking is not None:
            label.update(self.thinking_text(thinking))
            choices.withdraw()
            return
        game, state = self.match.game, self.match.state
        if self.claimant is not None and self.claimant_may_choose():
            mine = [a for a in self.match.legal_actions() if a.seat == self.claimant]
            name = self.match.seats[self.claimant].name
            label.update(
                self.claim_question(name, own_turn=self.claimant == prompt.seat)
                if mine
                else f"{name}, there is nothing you can play right now."
            )
            labels = [game.describe(state, a) for a in mine]
            choices.offer(mine, labels, back="Back: hand the keyboard back")
            return
        if self.viewer != prompt.seat and not self.decided_in_public(prompt):
            label.update(f"Waiting for {self.match.seats[prompt.seat].name}…")
            choices.withdraw()
            return
        label.update(prompt.text)
        if self.match.seats[prompt.seat].bot or not self.uses_action_list(prompt):
            choices.withdraw()
            return
        mine = [a for a in self.match.legal_actions() if a.seat == prompt.seat]
        first = getattr(game, "first_choice", lambda _: None)(state)  # where a game starts it
        choices.offer(mine, [game.describe(state, a) for a in mine], highlight=first)

    def thinking_text(self, prompt: Prompt) -> str:
        """What the prompt bar says while a computer seat decides."""
        return f"{self.match.seats[prompt.seat].name} (computer) is thinking…"

    def claimant_may_choose(self) -> bool:
        """A claimant's choices are theirs alone: shown only to them (or to
        anyone in a game that hides nothing)."""
        return self.claimant == self.viewer

    def cursor_moved(self) -> None:
        """The cursor moved in the choice list (a game shows what it is on)."""

    def choose_at(self, index: int) -> None:
        """Enter (or a click) on the choice list, handled as the key comes."""
        action = self.query_one("#choices", ActionList).action_at(index)
        if action is not None:
            self.submit(action)
        elif self.claimant is not None:  # "Back"
            self.claimant = None
            self.advance()

    # -- commands --------------------------------------------------------------
    def action_help(self) -> None:
        """The help panel is built once per table, ahead if it can be, and
        kept (installed), so F1 opens at once; only "what can I do now?" is
        written again."""
        if self._help is None:
            self._install_help()
        else:
            self._help.reopen(self.now_text())
        self.app.push_screen(self._help)

    def _install_help(self) -> None:
        from nifty_table.tui.screens.help import HelpScreen

        self._help = HelpScreen(
            self.match.game_id,
            self.now_text(),
            self.KEYS_MD,
            self.help_tabs(),
            key_classes=[type(self), type(self.app)],
        )
        self.app.install_screen(self._help, f"help-{id(self)}")

    def prepare_help(self) -> None:
        """Build the help panel before anyone asks for it (while a person reads
        the curtain or thinks): its texts are parsed in a thread, then the panel
        is composed off screen, so the first F1 costs what a later one does."""
        # Not for a game that is over: its end screen is up, and a panel composed
        # off screen while the table is being left could be torn down half-built.
        if self._help is not None or not self.is_attached or self.match.result() is not None:
            return
        texts = [t for _, t in self.help_tabs()]
        game_id = self.match.game_id

        def parse() -> None:
            from nifty_table.tui.screens.help import parse_ahead

            parse_ahead(game_id, texts)
            self.app.call_from_thread(self._build_help_ahead)

        self.run_worker(parse, thread=True, group="help-ahead", exit_on_error=False)

    def _build_help_ahead(self) -> None:
        from nifty_table.tui.screens.help import compose_ahead

        if self._help is None and self.is_attached and self.app.is_running:
            self._install_help()
            compose_ahead(self.app, cast("HelpScreen", self._help))  # just installed

    def help_tabs(self) -> list[tuple[str, str]]:
        """Extra help tabs a game screen adds (a card glossary, say)."""
        return []

    def now_text(self) -> str:
        """'What can I do now?' for the person at the keyboard."""
        from nifty_table.tui.screens.now import now_text

        prompt = self.match.prompt()
        hint = self.now_hint(prompt) if prompt is not None else ""
        public = prompt is not None and self.decided_in_public(prompt)
        return now_text(self.match, self.viewer, hint, public, self.choice_order())

    def choice_order(self) -> Callable[[Action], int] | None:
        """How 'What can I do now?' orders the choices (None: as the engine
        lists them); a game whose hand is drawn sorted lists cards the same way."""
        return None

    def now_hint(self, prompt: Prompt) -> str:
        return "Use the arrows to pick, Enter to choose."

    def action_quit(self) -> None:
        self.app.action_request_quit()

    def action_end_rematch(self) -> None:
        """r on the final table: a rematch, as on the results screen."""
        from nifty_table.engine.match import rematch

        new = rematch(self.match)
        self.app.go_to_menu()
        self.app.open_match(new)

    def action_end_screen(self) -> None:
        """Back to the results after looking at the final table."""
        self._ended = False
        self.show_end()

    def show_end(self) -> None:
        if self._ended:
            return
        self._ended = True
        self.refresh_bindings()  # the way back to the results shows from now on
        self.app.show_end(self.match, self.save_path)
