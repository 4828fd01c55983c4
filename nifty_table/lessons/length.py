"""How long a lesson takes a newcomer, roughly: the coach's words read at 200
a minute, some seconds to find and make each suggested move, and the
computers' moves at the lesson's pace (the table's 0.7 s pause, doubled)."""

from __future__ import annotations

from nifty_table.lessons.model import Lesson
from nifty_table.lessons.run import LessonRun

WORDS_A_MINUTE = 200
SECONDS_A_MOVE = 5.0
SECONDS_A_COMPUTER_MOVE = 1.4


def words(lesson: Lesson) -> int:
    said = [lesson.welcome, lesson.farewell] + [s.say + " " + s.then for s in lesson.steps]
    return sum(len(text.split()) for text in said)


def minutes(run: LessonRun) -> float:
    """The estimate for a run played to its end by its suggested moves."""
    lesson = run.lesson
    moves = sum(step.repeat for step in lesson.steps)
    seconds = moves * SECONDS_A_MOVE + run.computer_moves() * SECONDS_A_COMPUTER_MOVE
    return words(lesson) / WORDS_A_MINUTE + seconds / 60
