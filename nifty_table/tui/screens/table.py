"""The table screen: the layout every game screen shares, driving the table.

The table itself (`nifty_table.table.Table`, plain Python) decides what the
keyboard must do now and whose view is on screen (`viewer`, a seat or None:
the public view). This screen carries its steps out with Textual's means:
the curtain screen, a timer before a computer moves, the choice list, and
the engine's reason when a move is refused. Every panel draws
`view(state, viewer)` and the log lines of that viewer only.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from nifty_table.engine import saves
from nifty_table.engine.contract import Action, IllegalAction, Prompt
from nifty_table.table.frame import Frame
from nifty_table.table.steps import (
    Asks,
    ComputerDecides,
    ComputerReacts,
    Curtain,
    Elsewhere,
    GameOver,
    GoesOn,
    Watched,
)
from nifty_table.table.table import Table
from nifty_table.table.transcript import Transcript
from nifty_table.tui.collector import settle
from nifty_table.tui.screens.hint import Hints
from nifty_table.tui.screens.table_computer import ComputerSeats
from nifty_table.tui.screens.table_curtains import Curtains
from nifty_table.tui.screens.table_help import HELP_AHEAD_AFTER, TableHelp
from nifty_table.tui.screens.table_out_of_turn import OutOfTurn
from nifty_table.tui.screens.table_saving import Saving
from nifty_table.tui.screens.table_take_back import TakeBack
from nifty_table.tui.screens.too_small import TALL_HEIGHT
from nifty_table.tui.widgets.action_list import ActionList
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual.app import CSSPathType

    from nifty_table.tui.screens.help import HelpScreen

TABLE_CSS = Path(__file__).with_name("table.tcss")


class TableScreen(
    Saving, Curtains, ComputerSeats, TakeBack, OutOfTurn, Hints, TableHelp, Screen[None]
):
    CSS_PATH: ClassVar[CSSPathType | None] = TABLE_CSS  # each game's table adds its own
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL_HEIGHT, "-tall")]
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
        # Once the game is over (the table looked at from the end screen with t),
        # these lead back to the results; priority, as the empty list has focus.
        # Bound before Escape's cancel, so that the key bar (which shows an
        # action's first key) writes Enter, as ⏎ like every other bar.
        Binding(
            "enter,escape,e",
            "end_screen",
            "Back to the results",
            id="end_screen",
            priority=True,
        ),
        Binding("escape", "cancel_choice", "Cancel", show=False, id="cancel_choice"),
        Binding("h", "hint", "Hint", id="hint"),
        Binding("r", "end_rematch", "Rematch", id="end_rematch_table"),
    ]
    KEYS_MD = ""  # game-specific key help, shown above the general keys

    def __init__(self, table: Table) -> None:
        super().__init__()
        # A game's table (built by table/opening.py), a replay's, or a remote
        # seat's frames from its host (tui/remote_table.py): never the match.
        self.table = table
        self.frame: Frame = self.table.frame()  # what the panels draw; made anew each time
        self.cards = self.table.deck  # the game's cards (names, texts): every seat's
        self._bot_timer: Timer | None = None
        self._asked: int | None = None  # whose choice the keyboard last offered
        self._help: HelpScreen | None = None  # built on the first F1, then kept
        self._ended = False
        self._started = False

    @property
    def viewer(self) -> int | None:
        return self.table.viewer

    @property
    def claimant(self) -> int | None:
        return self.table.claimant

    @property
    def transcript(self) -> Transcript:  # the log as each seat may read it
        return self.table.transcript

    @property
    def save_path(self) -> Path | None:
        return self.table.save_path

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
        view = self.frame.view
        self.query_one("#generic-view", Static).update(view.model_dump_json(indent=1))

    def focus_input(self, prompt: Prompt) -> None:
        """Put the keyboard on the widget that answers this prompt."""
        self.query_one("#choices", ActionList).focus()

    def uses_action_list(self, prompt: Prompt) -> bool:
        return True

    def allows_interrupts(self) -> bool:
        return self.table.allows_interrupts()

    def watched_by_all(self, prompt: Prompt) -> bool:
        return self.table.watched_by_all(prompt)

    def decided_in_public(self, prompt: Prompt) -> bool:
        return self.table.decided_in_public(prompt)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "interrupt":  # nothing to play out of turn once the game is over
            return self.allows_interrupts()
        if action == "take_back":
            return self.may_take_back()
        if action == "hint":  # only for the person deciding, with their own view
            return self.hint_seat() is not None
        if action in ("end_screen", "end_rematch"):
            return self._ended and self.table.over
        if action == "cancel_choice":
            return not self.table.over
        return True

    def top_line(self) -> str:
        return f"{self.frame.title} · {self.frame.summary}"

    def fits_top(self, line: str) -> bool:
        """Whether `line` fits the top bar whole (a game drops its title, not
        the end of its news, when it does not)."""
        return len(line) <= self.app.size.width - 2  # the bar's padding

    def on_resize(self) -> None:
        # The top line is fitted to the width: fitted anew for the new one.
        self.query_one("#topbar", Static).update(self.top_line())

    # -- the controller ------------------------------------------------------
    def on_mount(self) -> None:
        # Textual calls on_mount of every class in the hierarchy, so a game
        # screen that also defines one (and calls super) would start the turn
        # twice: two curtains on a resumed game. Start once, whatever happens.
        if self._started:
            return
        self._started = True
        table = self.table
        table.curtains = self.app.curtain_enabled
        table.bot_delay = self.app.bot_delay
        if table.save_path is None:
            table.save_path = saves.new_path(self.app.saves_dir, self.table.game_id)
        self.save_now(quiet=True)
        self.query_one("#log-scroll", VerticalScroll).anchor()
        self.advance()
        self.warm_thinkers()
        self.set_timer(HELP_AHEAD_AFTER, self.prepare_help)
        self.call_after_refresh(settle, self.app)  # once drawn: see tui/collector.py

    def on_unmount(self) -> None:
        if self._bot_timer is not None:
            self._bot_timer.stop()
        help_screen = self._help
        if help_screen is not None and help_screen not in self.app.screen_stack:
            # The app is not closing: free it. Composed ahead, it runs (its
            # widgets' tasks hold this screen) until it is removed too.
            self.app.uninstall_screen(help_screen)
            help_screen.remove()

    @property
    def humans(self) -> list[int]:
        return self.table.people

    @property
    def choices(self) -> list[Action]:
        """The actions the action list offers now."""
        return self.query_one("#choices", ActionList).actions

    def advance(self) -> None:
        """Ask the table what the keyboard must do now, and do it."""
        self.refresh_bindings()  # u shows only when there is something to take back
        before = self.viewer
        self.table.reaction_pause = self.app.reaction_pause  # it may change during play
        step = self.table.next_step()
        if self.viewer != before:
            # A message for the last viewer ("For you only: ...") must not
            # stay on a screen that others may now read.
            self.app.clear_notifications()
        match step:
            case GameOver():
                self.redraw()
                self.show_end()
            case ComputerReacts(action=action, pause=pause):
                self.redraw()
                self._bot_timer = self.set_timer(pause, lambda: self.bot_react(action))
            case GoesOn(action=action):
                self.call_later(self.submit, action)
            case ComputerDecides(prompt=prompt, pause=pause):
                self.redraw(thinking=prompt)
                self._bot_timer = self.set_timer(pause, self.bot_move)
            case Watched(prompt=prompt) | Asks(prompt=prompt):
                self.redraw()
                self.focus_input(prompt)
                if self._asked not in (None, prompt.seat):
                    # Another person decides now with no curtain between (Nirds'
                    # open table): the last one's doubled Enter must not answer.
                    self.read_first()
                self._asked = prompt.seat
            case Curtain() as curtain:
                self._asked = curtain.seat
                self.redraw()
                self.raise_curtain(curtain)
            case Elsewhere():  # their move comes from the host (tui/hosting.py)
                self.redraw()

    def show_public(self) -> None:
        """Nobody's view on screen: someone new comes to the keyboard, or the
        whole table watches; a message for the last viewer goes too."""
        self.table.hide()
        self.app.clear_notifications()
        self.redraw()

    def redraw(self, thinking: Prompt | None = None) -> None:
        """Draw the table again for the viewer the table now has (`thinking`:
        a computer's prompt)."""
        self.render_all(thinking)
        self.refresh_bindings()  # h (a hint) is offered to the viewer only (in the frame)

    def submit(self, action: Action) -> bool:
        """Send an action to the table; a refusal is shown and changes nothing."""
        try:
            self.table.submit(action)
        except IllegalAction as exc:
            self.notify(f"Not allowed: {exc.reason}.", severity="warning", markup=False)
            return False
        self.save_now(quiet=True)
        self.moved_on()
        return True

    def moved_on(self) -> None:
        """After a move (here, or a remote seat's: tui/hosting.py): the round's
        summary first if it ended one, then the next step."""
        if self.table.round_ended:  # the whole table reads about it: nobody's view
            self.app.clear_notifications()
            self.redraw()
            interlude = self.interlude()
            if interlude is not None:
                self.app.push_screen(interlude, lambda _: self.advance())
                return
        self.advance()

    def interlude(self) -> Screen | None:
        """A screen to show after a round's end (its summary, from the frame), or None."""
        return None

    # -- drawing -------------------------------------------------------------
    def render_all(self, thinking: Prompt | None = None) -> None:
        """Draw every panel from the viewer's frame (`thinking`: a computer's prompt)."""
        self.frame = self.table.frame(thinking)
        self.query_one("#topbar", Static).update(self.top_line())
        self.render_view()
        self.render_log()
        self.render_prompt(thinking)
        self.cursor_moved()  # what follows the cursor, even where the cursor stayed put

    def render_log(self) -> None:
        log = self.query_one("#log", Static)
        log.update("\n".join(self.frame.log))
        # The log panel is anchored (on_mount): it follows its end unless
        # the player scrolled up to read back.

    def render_prompt(self, thinking: Prompt | None) -> None:
        frame = self.frame
        self.query_one("#prompt", Static).update(frame.question)
        choices = self.query_one("#choices", ActionList)
        prompt = frame.prompt
        listed = prompt is None or self.claimant is not None or self.uses_action_list(prompt)
        if not (frame.choices or frame.back) or not listed:
            choices.withdraw()
            return
        choices.offer(frame.actions, frame.labels, back=frame.back, highlight=frame.start)

    def thinking_text(self, prompt: Prompt) -> str:
        """What the prompt bar says while a computer seat decides."""
        return self.table.thinking_text(prompt)

    def cursor_moved(self) -> None:
        """The cursor moved in the choice list (a game shows what it is on)."""

    def choose_at(self, index: int) -> None:
        """Enter (or a click) on the choice list, handled as the key comes."""
        action = self.query_one("#choices", ActionList).action_at(index)
        if action is not None:
            self.submit(action)
        elif self.claimant is not None:  # "Back"
            self.table.release_claim()
            self.advance()

    # -- commands --------------------------------------------------------------

    def action_quit(self) -> None:
        self.app.action_request_quit()

    def action_end_rematch(self) -> None:
        """r on the final table: a rematch, as on the results screen."""
        new = self.table.rematch()
        self.app.go_to_menu()
        self.app.open_table(new)

    def action_end_screen(self) -> None:
        """Back to the results after looking at the final table."""
        self._ended = False
        self.show_end()

    def show_end(self) -> None:
        if self._ended:
            return
        self._ended = True
        self.refresh_bindings()  # the way back to the results shows from now on
        table = self.table
        self.app.show_end(
            table.frame(), lambda: table.record(self.app.saves_dir), self.action_end_rematch
        )
