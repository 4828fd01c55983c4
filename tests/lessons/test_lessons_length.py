"""Every lesson takes a newcomer between 5 and 10 minutes by the estimate the
check prints (words read, suggested moves made, the computers' moves watched)."""

from __future__ import annotations

import pytest

from nifty_table.cli.main import GAME_IDS, main
from nifty_table.lessons.length import minutes, words
from nifty_table.lessons.model import load
from nifty_table.lessons.run import LessonRun
from nifty_table.lessons.verify import first_failure


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_lesson_takes_five_to_ten_minutes(game_id: str) -> None:
    lesson = load(game_id)
    run = LessonRun(lesson)
    assert first_failure(lesson, run) is None
    assert 5.0 <= minutes(run) <= 10.0, f"{game_id}: about {minutes(run):.1f} minutes"


def test_the_estimate_counts_words_moves_and_the_computers_moves() -> None:
    lesson = load("net")
    run = LessonRun(lesson)
    assert first_failure(lesson, run) is None
    moves = sum(step.repeat for step in lesson.steps)
    expected = words(lesson) / 200 + (moves * 5 + run.computer_moves() * 1.4) / 60
    assert minutes(run) == pytest.approx(expected)
    assert run.computer_moves() > 0


def test_the_check_says_how_long_the_lesson_takes(capsys) -> None:
    assert main(["learn", "net", "--check"]) == 0
    assert "about 5.5 minutes" in capsys.readouterr().out
