"""What the lessons show a newcomer by playing it, not only by saying it."""

from __future__ import annotations

from nifty_table.lessons.model import load
from nifty_table.lessons.run import LessonRun


def _views_by_step(game_id: str) -> list[dict]:
    """The learner's view after each step of the lesson, played by its suggestions."""
    lesson = load(game_id)
    run = LessonRun(lesson)
    run.play_others()
    views = []
    for step in lesson.steps:
        for _ in range(step.repeat):
            action = run.suggested()
            assert action is not None
            run.play(action)
            run.play_others()
        run.table.watch(run.learner)
        views.append(run.table.frame().view.model_dump(mode="json"))
    return views


def test_get_nifty_shows_a_real_fluxed_card_then_a_token_bought() -> None:
    views = _views_by_step("get-nifty")
    fluxed = [i for i, v in enumerate(views) if v["teams"][0]["weird"]["fluxed"]]
    assert fluxed, "no step leaves the learner's WEIRD card Fluxed"
    token = [i for i, v in enumerate(views) if v["teams"][0]["token"]]
    assert token and token[0] > fluxed[0], "no NIFTY token bought after the Fluxed card"
    # The card came back: marked, not Fluxed, when the token was bought.
    weird = views[token[0]]["teams"][0]["weird"]
    assert weird["marked"] and not weird["fluxed"]
