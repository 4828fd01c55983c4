"""Learn to play at the table: a game's own screen with a coach panel.

The lesson (nifty_table/lessons) says where the script stands and what it
suggests; this mixin only shows it. The cursor starts on the suggested move,
yet any legal move goes: one off the script is explained, and u takes it back
to the lesson, else the game goes on without the script. Once the steps are
done, g starts a real game with the same settings.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from nifty_table.engine.contract import Action, Prompt
from nifty_table.lessons.model import Lesson
from nifty_table.lessons.run import LessonRun, real_game
from nifty_table.table.steps import ComputerDecides, ComputerReacts, GoesOn
from nifty_table.tui.widgets.action_list import ActionList

if TYPE_CHECKING:
    from nifty_table.tui.screens.table import TableScreen

# Computers wait this many times the table's usual pause, so the learner can follow.
SLOWER = 2.0
# Below this many rows the coach keeps to a few lines (the lessons' words for a
# step fit them), so the game's own boxes keep room for their content.
SHORT_ROWS = 30
# ... and the choices keep to five rows under their question (the cursor waits on
# the suggestion, which the list scrolls to), so Get Nifty's players stay in sight.
SHORT_PROMPT_ROWS = 7


class CoachPanel(Static):
    """The coach's words: under the table, and over a dialog that asks
    (docked at its foot), so a dialog never hides what the coach says."""

    DEFAULT_CSS = """
    CoachPanel {
        height: auto;
        min-height: 8;
        max-height: 12;
        border: round $accent;
        border-title-color: $accent;
        padding: 0 1;
    }
    CoachPanel.-short {
        min-height: 3;
        max-height: 6;
        overflow-y: auto;
    }
    CoachPanel.-over {
        dock: bottom;
        background: $panel;
    }
    """

    def on_resize(self) -> None:
        mark_more(self)  # the layout gave it other rows than its words had


class Coach:
    """Mixed in before a game's TableScreen class (see `lesson_screen`)."""

    lesson_run: LessonRun
    _off_note: str
    # Just off the script: the computers wait, so u can still take it back.
    _holding: bool
    # A dialog that plays the suggested move and the next step's at once is
    # open: the coach reads on to that next step (its index).
    _ahead: int | None

    def start_lesson(self: Any, run: LessonRun) -> None:
        self.lesson_run = run  # it plays the screen's table (`run.table`)
        self._off_note = ""
        self._holding = False
        self._ahead = None

    def on_mount(self: Any) -> None:
        self.mount(self.coach_panel(id="coach"), before="#prompt-bar")
        self.fit_short()
        self.update_coach()

    def coach_panel(self: Any, **kwargs: Any) -> CoachPanel:
        coach = CoachPanel(markup=False, **kwargs)
        coach.border_title = f"Coach · {self.lesson_run.lesson.title}"
        return coach

    def on_resize(self: Any, event: Any) -> None:
        self.fit_short()
        self.update_coach()

    def fit_short(self: Any) -> None:
        """A short terminal: the choices give up rows for the game's boxes."""
        for bar in self.query("#prompt-bar"):
            bar.styles.max_height = SHORT_PROMPT_ROWS if self.short() else None
        # The list inside keeps to the bar's rows less its rule and question:
        # taller, it would think its cursor in sight on a row the bar cuts off.
        for choices in self.query("#choices").results(ActionList):
            choices.styles.max_height = SHORT_PROMPT_ROWS - 2 if self.short() else None

    def on_screen_suspend(self: Any) -> None:
        """A dialog over the table (a trade, a round's summary, a pick): the
        coach shows at its foot too, once it is drawn."""
        dialog = self.app.screen
        if isinstance(dialog, ModalScreen):
            self.call_after_refresh(self.coach_over, dialog)

    def coach_over(self: Any, dialog: ModalScreen[Any]) -> None:
        if dialog.is_attached and not dialog.query(CoachPanel):
            panel = self.coach_panel(classes="-over")
            dialog.mount(panel)
            self.update_coach(panel)

    def on_screen_resume(self: Any) -> None:
        self._ahead = None  # the dialog is closed: back to the step under way
        self.update_coach()

    def follow_up(self: Any, first: Action) -> Action | None:
        """A dialog plays `first` and asks for the next move at once: its cursor
        starts on that move, and the coach over it says that step."""
        self._ahead, action = self.lesson_run.after(first)
        return action

    # -- the table's hooks ---------------------------------------------------
    def advance(self: Any) -> None:
        self.table.bot_delay = self.app.bot_delay * SLOWER
        run: LessonRun = self.lesson_run
        run.resync()  # after a take-back, the script stands where the game is
        if self._holding:
            if not self.table.can_take_back(run.learner):
                self._holding = False
            elif isinstance(self.table.next_step(), ComputerDecides | ComputerReacts | GoesOn):
                self.redraw()  # the computers answer once the learner says so (n)
                return
            # else the learner moves on: the note (u or n) stays until they do
        suggested = run.suggested()
        if suggested is not None:  # the cursor waits on it, even after a take-back
            self.query_one("#choices", ActionList).prefer(suggested)
        if self.claims_for_script():
            return
        super().advance()  # type: ignore[misc]

    def choose_at(self: Any, index: int) -> None:
        run: LessonRun = self.lesson_run
        choices = self.query_one("#choices", ActionList)
        if choices.action_at(index) is None and self.claimant == run.learner and not run.off_script:
            run.off_at = self.table.moves - 1  # handed back: the script is left here
        super().choose_at(index)  # type: ignore[misc]

    def claims_for_script(self: Any) -> bool:
        """The step's move is the learner's to play out of turn (a Surprise):
        the keyboard is theirs at once, as if they had pressed !."""
        run: LessonRun = self.lesson_run
        prompt = self.table.prompt()
        if prompt is None or prompt.seat == run.learner or run.named_move_now() is None:
            return False
        self.table.next_step()  # the viewer for this moment
        self.table.claim(run.learner)
        self.redraw()
        self.query_one("#choices", ActionList).focus()
        return True

    def render_prompt(self: Any, thinking: Prompt | None) -> None:
        suggested = self.lesson_run.suggested()
        if suggested is not None and suggested in self.frame.actions:
            self.frame = self.frame.model_copy(update={"start": suggested})
        super().render_prompt(thinking)  # type: ignore[misc]
        self.update_coach()

    def focus_input(self: Any, prompt: Prompt) -> None:
        super().focus_input(prompt)  # type: ignore[misc]
        point_at(self, self.lesson_run.suggested())

    def submit(self: Any, action: Action) -> bool:
        run: LessonRun = self.lesson_run
        if self.given_by_table(action):  # not the learner's choice: the script stands
            return super().submit(action)  # type: ignore[misc]
        was_on = not run.off_script
        suggested, label = run.suggested(), run.describe(action)
        # The script moves on first, so the table's redraw already shows the next step.
        run.note(action, suggested, self.table.moves, self.table.transcript.end)
        self._holding = was_on and run.off_script
        if not super().submit(action):  # type: ignore[misc]
            run.resync()  # refused: nothing was played
            self._holding = False
            return False
        if self._holding:
            self._off_note = off_script_note(label, self.table.can_take_back(run.learner))
        self.update_coach()
        return True

    def given_by_table(self: Any, action: Action) -> bool:
        """Whether the table answers this for the learner by itself (a
        reaction window nobody else is there to use)."""
        prompt = self.table.prompt()
        if prompt is None:
            return False
        return bool(self.table.given(prompt) == action)

    def take_back(self: Any, seat: int) -> bool:
        self._holding = False
        taken = super().take_back(seat)  # type: ignore[misc]
        self.update_coach()
        return taken

    def action_go_on(self: Any) -> None:
        """n: play on from a move off the script, without the script."""
        self._holding = False
        self.advance()

    def check_action(self: Any, action: str, parameters: tuple[object, ...]) -> bool | None:
        run: LessonRun = self.lesson_run
        if action == "real_game":  # offered once the script is over or left
            return run.done or run.off_script
        if action == "go_on":
            return self._holding
        return super().check_action(action, parameters)  # type: ignore[misc]

    # -- the coach -------------------------------------------------------------
    def coach_text(self: Any) -> str:
        run: LessonRun = self.lesson_run
        lesson = run.lesson
        if run.off_script:
            if self._holding:
                return self._off_note
            return (
                "You are playing on without the script: every move is yours now. "
                "Press g for a real game with these settings."
            )
        if run.done:
            return flat(lesson.farewell)
        step = run.current
        assert step is not None
        parts = [flat(lesson.welcome)] if not run.marks else []
        # A short panel spares its blank lines: the lessons' words fit its rows.
        gap = "\n" if self.short() else "\n\n"
        if self.table.waiting_for_computer() and self._ahead is None:
            # The step's words tell what the computers did: they wait for it.
            who = self.table.name(self.table.prompt().seat)
            return gap.join([*parts, f"{who} is playing now: watch the table and the log."])
        last = run.last
        if last is not None and last.then and last is not step:
            parts.append(flat(last.then))
        number = run.step
        if self._ahead is not None:  # a dialog asks for the next step's move
            number, step, parts = self._ahead, lesson.steps[self._ahead], []
        now = f"Step {number + 1} of {len(lesson.steps)}: {flat(step.say)}"
        return gap.join([*parts, now])

    def short(self: Any) -> bool:
        return bool(self.app.size.height < SHORT_ROWS)

    def update_coach(self: Any, panel: CoachPanel | None = None) -> None:
        """The coach's panel (or `panel`, the one over a dialog) says the step."""
        found = [panel] if panel is not None else list(self.query("#coach").results(CoachPanel))
        text = self.coach_text()
        for coach in found:
            coach.set_class(self.short(), "-short")
            coach.update(text)
            coach.call_after_refresh(mark_more, coach)
        self.refresh_bindings()

    def action_real_game(self: Any) -> None:
        """g: the same players and options, a new deal."""
        table = real_game(self.lesson_run.lesson)
        self.app.go_to_menu()
        self.app.open_table(table)


def point_at(screen: Any, action: Action | None) -> None:
    """Start the cursor of a game's own widget on the suggestion too (the
    action list does it from the frame): a board whose cursor is a (line,
    box), a hand whose cursor is a place in its cards (NΣT!)."""
    if action is None:
        return
    fields = action.model_dump()
    for board in screen.query("#board"):
        if {"line", "box"} <= fields.keys() and isinstance(getattr(board, "cursor", None), tuple):
            board.cursor = (fields["line"], fields["box"])
            board.refresh()
    for hand in screen.query("#hand"):
        cards = getattr(hand, "hand", None)
        cursor = getattr(hand, "cursor", None)
        if isinstance(cards, list) and isinstance(cursor, int) and fields.get("card") in cards:
            hand.cursor = cards.index(fields["card"])
            hand.refresh()


def mark_more(coach: CoachPanel) -> None:
    """Words cut short by a small terminal: the panel says there is more."""
    room = coach.content_size
    needs = coach.get_content_height(room, coach.app.size, room.width)
    coach.border_subtitle = "more below: scroll" if needs > room.height else ""


def flat(text: str) -> str:
    """A lesson's text as one paragraph (the file wraps it at its own width)."""
    return " ".join(text.split())


def off_script_note(label: str, may_take_back: bool) -> str:
    if may_take_back:
        return (
            f"That was not my suggestion: you chose {label}. It is a legal move all the "
            "same. Press u to take it back and return to the lesson, or n to go on "
            "without the script."
        )
    return (
        f"That was not my suggestion: you chose {label}. It brought something new to light "
        "(a card or a die), so it cannot be taken back: the lesson ends here and the game "
        "goes on as a free game. Press g for a real game with these settings."
    )


_CLASSES: dict[type, type] = {}


def lesson_screen(lesson: Lesson, save_path: Path | None) -> TableScreen:
    """The game's own table screen with the coach mixed in, at the lesson's
    table (curtains and pauses as the app's, once the screen is mounted)."""
    run = LessonRun(lesson, save_path, curtains=True, bot_delay=0.7)
    screen: Any = lesson_class(lesson.game)(run.table)
    screen.start_lesson(run)
    return screen


def lesson_class(game_id: str) -> type[TableScreen]:
    """The game's table screen class with the coach (made once; the keys
    file and `keys` list its bindings once `all_lesson_classes` made them)."""
    from nifty_table.tui.game_screens import screen_class

    base = screen_class(game_id)
    cls = _CLASSES.get(base)
    if cls is None:
        cls = type(
            f"Lesson{base.__name__}",
            (Coach, base),
            {
                "__module__": __name__,  # else the metaclass's: a class of the app all the same
                "BINDINGS": [
                    Binding("g", "real_game", "Real game", id="lesson_real_game"),
                    Binding("n", "go_on", "Go on", id="lesson_go_on"),
                ],
                "KEY_BAR_FIRST": ("real_game", "go_on"),
            },
        )
        _CLASSES[base] = cls
    return cls


def all_lesson_classes() -> None:
    """Make every game's lesson screen class, so its keys (g, n) can be
    listed and remapped like any other."""
    from nifty_table.engine import registry
    from nifty_table.lessons.model import has_lesson

    for game_id in registry.GAMES:
        if has_lesson(game_id):
            lesson_class(game_id)


def open_lesson(app: Any, lesson: Lesson) -> None:
    """Start a lesson's deal at its table. Its saves go to a folder of their
    own, one file per game overwritten by the next try: Continue and Load would
    open a lesson as a plain game without its coach, and a lesson is a fixed
    deal that Learn to play starts again in a moment."""
    folder = Path(app.saves_dir) / "lessons"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{lesson.game}.json"
    # The last try's save would refuse this new deal's moves (another game's file).
    path.unlink(missing_ok=True)
    app.push_screen(lesson_screen(lesson, path))
