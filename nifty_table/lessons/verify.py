"""`nifty-table learn GAME --check`: play a lesson's suggested moves through
the engine and check every step's claim on the learner's own view."""

from __future__ import annotations

from dataclasses import dataclass

from nifty_table.lessons import claims
from nifty_table.lessons.model import Lesson, Step
from nifty_table.lessons.run import LessonRun


@dataclass(frozen=True)
class Failure:
    step: int  # 1-based, as people count
    say: str
    reason: str

    def __str__(self) -> str:
        return f"step {self.step} ({self.say[:60]}…) no longer holds: {self.reason}"


def first_failure(lesson: Lesson, run: LessonRun | None = None) -> Failure | None:
    """The first step whose move is not offered or whose claim fails, or None
    (`run`: the lesson's run to play, left where the check stopped)."""
    run = run if run is not None else LessonRun(lesson)
    run.play_others()
    for number, step in enumerate(lesson.steps, start=1):
        for _ in range(step.repeat):
            action = run.suggested()
            if action is None:
                offered = "; ".join(run.describe(a) for a in run.learner_actions()) or "nothing"
                why = f"the move {_shown(step)} is not offered (offered: {offered})"
                return Failure(number, step.say, why)
            run.play(action)
            run.play_others()
        run.table.watch(run.learner)
        frame = run.table.frame()
        for check in step.check:
            problem = claims.problem(check, frame, run.log_since())
            if problem is not None:
                return Failure(number, step.say, f"{step.claim}: {problem}")
    return None


def _shown(step: Step) -> str:
    move = step.move
    parts = ["any"] if move.any else [repr(move.label)] if move.label else []
    parts += [f"{k}={v!r}" for k, v in move.fields.items()]
    return " ".join(parts)
