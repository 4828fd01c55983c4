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
from textual.widgets import Static

from nifty_table.engine.contract import Action, Prompt
from nifty_table.engine.match import Match
from nifty_table.lessons.model import Lesson
from nifty_table.lessons.run import LessonRun, new_match, real_game

if TYPE_CHECKING:
    from nifty_table.tui.screens.table import TableScreen

# Computers wait this many times the table's usual pause, so the learner can follow.
SLOWER = 2.0
COACH_CSS = """
#coach {
    height: auto;
    max-height: 9;
    border: round $accent;
    border-title-color: $accent;
    padding: 0 1;
}
"""


class Coach:
    """Mixed in before a game's TableScreen class (see `lesson_screen`)."""

    lesson_run: LessonRun
    _off_note: str

    def start_lesson(self: Any, lesson: Lesson) -> None:
        self.lesson_run = LessonRun(lesson, self.table)
        self._off_note = ""

    def on_mount(self: Any) -> None:
        coach = Static(id="coach", markup=False)
        coach.border_title = f"Coach · {self.lesson_run.lesson.title}"
        self.mount(coach, before="#prompt-bar")
        self.update_coach()

    # -- the table's hooks ---------------------------------------------------
    def advance(self: Any) -> None:
        self.table.bot_delay = self.app.bot_delay * SLOWER
        super().advance()  # type: ignore[misc]

    def render_prompt(self: Any, thinking: Prompt | None) -> None:
        suggested = self.lesson_run.suggested()
        if suggested is not None and suggested in self.frame.actions:
            self.frame = self.frame.model_copy(update={"start": suggested})
        super().render_prompt(thinking)  # type: ignore[misc]
        self.update_coach()

    def submit(self: Any, action: Action) -> bool:
        run: LessonRun = self.lesson_run
        was_on = not run.off_script
        suggested, label = run.suggested(), run.describe(action)
        before, log = len(self.match.actions), self.table.transcript.end
        if not super().submit(action):  # type: ignore[misc]
            return False
        run.note(action, suggested, before, log)
        if was_on and run.off_script:
            self._off_note = off_script_note(label, self.match.can_take_back(run.learner))
        self.update_coach()
        return True

    def take_back(self: Any, seat: int) -> bool:
        taken = super().take_back(seat)  # type: ignore[misc]
        self.lesson_run.resync()
        self.update_coach()
        return taken

    def check_action(self: Any, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "real_game":  # offered once the script is over or left for good
            run: LessonRun = self.lesson_run
            return run.done or run.off_script
        return super().check_action(action, parameters)  # type: ignore[misc]

    # -- the coach -------------------------------------------------------------
    def coach_text(self: Any) -> str:
        run: LessonRun = self.lesson_run
        lesson = run.lesson
        if run.off_script:
            if self.match.can_take_back(run.learner) or not self._off_note:
                return self._off_note or "Off the script: press u to come back to the lesson."
            return self._off_note
        if run.done:
            return lesson.farewell.strip()
        step = run.current
        assert step is not None
        number = f"Step {run.step + 1} of {len(lesson.steps)}"
        parts = [lesson.welcome.strip()] if not run.marks else []
        last = run.last
        if last is not None and last.then and last is not step:
            parts.append(last.then.strip())
        parts.append(f"{number}: {' '.join(step.say.split())}")
        return "\n\n".join(parts)

    def update_coach(self: Any) -> None:
        found = self.query("#coach")
        if found:
            found.first(Static).update(self.coach_text())
        self.refresh_bindings()

    def action_real_game(self: Any) -> None:
        """g: the same players and options, a new deal."""
        match = real_game(self.lesson_run.lesson)
        self.app.go_to_menu()
        self.app.open_match(match)


def off_script_note(label: str, may_take_back: bool) -> str:
    if may_take_back:
        return (
            f"That was not my suggestion: you chose {label}. It stands as a legal move. "
            "Press u to take it back and return to the lesson, or just play on without it."
        )
    return (
        f"That was not my suggestion: you chose {label}. It brought something new to light "
        "(a card or a die), so it cannot be taken back: the lesson ends here and the game "
        "goes on as a free game. Press g for a real game with these settings."
    )


_CLASSES: dict[type, type] = {}


def lesson_screen(lesson: Lesson, match: Match, save_path: Path | None) -> TableScreen:
    """The game's own table screen with the coach mixed in."""
    from nifty_table.tui.game_screens import screen_class

    base = screen_class(lesson.game)
    cls = _CLASSES.get(base)
    if cls is None:
        cls = type(
            f"Lesson{base.__name__}",
            (Coach, base),
            {
                "DEFAULT_CSS": COACH_CSS,
                "BINDINGS": [Binding("g", "real_game", "Real game", id="lesson_real_game")],
            },
        )
        _CLASSES[base] = cls
    screen = cls(match, save_path)
    screen.start_lesson(lesson)
    return screen


def open_lesson(app: Any, lesson: Lesson) -> None:
    """Start a lesson's deal at its table (saved like any game)."""
    from nifty_table.engine import saves

    match = new_match(lesson)
    app.push_screen(lesson_screen(lesson, match, saves.new_path(app.saves_dir, match.game_id)))
