"""Every lesson's script still fits the rules: its suggested moves are offered
and each step's claim holds on the learner's own view (what CI checks with
`nifty-table learn GAME --check`)."""

from __future__ import annotations

import pytest

from nifty_table.cli.main import GAME_IDS, main
from nifty_table.lessons.model import Check, LessonError, load
from nifty_table.lessons.run import LessonRun
from nifty_table.lessons.verify import first_failure


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_check_passes_for_every_game(game_id: str, capsys) -> None:
    assert main(["learn", game_id, "--check"]) == 0
    assert "steps hold" in capsys.readouterr().out


def test_a_claim_that_no_longer_holds_names_its_step() -> None:
    lesson = load("nirds")
    steps = list(lesson.steps)
    steps[4] = steps[4].model_copy(
        update={
            "claim": "Fence Sitter is out",
            "check": [Check(log=True, has="Fence Sitter is knocked out")],
        }
    )
    failure = first_failure(lesson.model_copy(update={"steps": steps}))
    assert failure is not None and failure.step == 5
    assert "Fence Sitter is out" in str(failure)


def test_a_move_that_is_not_offered_lists_what_is() -> None:
    lesson = load("net")
    steps = list(lesson.steps)
    steps[0] = steps[0].model_copy(
        update={"move": steps[0].move.model_copy(update={"label": "Wolf"})}
    )
    failure = first_failure(lesson.model_copy(update={"steps": steps}))
    assert failure is not None and failure.step == 1
    assert "'Wolf' is not offered" in failure.reason and "Fox" in failure.reason


def test_the_check_command_exits_1_at_a_failing_step(monkeypatch, capsys) -> None:
    lesson = load("net")
    steps = list(lesson.steps)
    steps[1] = steps[1].model_copy(update={"check": [Check(view="seats.0.score", equals=99)]})
    broken = lesson.model_copy(update={"steps": steps})
    monkeypatch.setattr("nifty_table.lessons.model.load", lambda game_id: broken)
    assert main(["learn", "net", "--check"]) == 1
    assert "step 2" in capsys.readouterr().out


def test_leaving_the_script_and_taking_it_back_returns_to_the_step() -> None:
    run = LessonRun(load("net"))
    run.play_others()
    suggested = run.suggested()
    other = next(a for a in run.learner_actions() if a != suggested)  # the Owl, not the Fox
    assert run.play(other) is False
    assert run.off_script and run.current is None and run.suggested() is None
    run.table.take_back(run.learner)
    run.resync()
    assert not run.off_script and run.step == 0 and run.suggested() == suggested
    assert run.play(suggested) is True and run.step == 1


def test_a_lesson_with_two_people_is_refused() -> None:
    data = load("nirds").model_dump()
    data["players"] = ["You", "Bob"]
    with pytest.raises(ValueError, match="exactly one person"):
        type(load("nirds")).model_validate(data)


def test_an_unknown_lesson_says_so() -> None:
    with pytest.raises(LessonError, match="no lesson"):
        load("chess")
