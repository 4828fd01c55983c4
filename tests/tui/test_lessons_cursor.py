"""Learn to play at 80x24: the suggestion the cursor waits on is in sight."""

from __future__ import annotations

from test_lessons_fit import lesson_app
from test_lessons_table import coach_on_screen, open_lesson, ready
from tui_helpers import region_text, until

from nifty_table.lessons.model import load


async def test_at_80x24_the_suggested_choice_stays_in_sight_when_the_coach_grows(saves_dir):
    """Get Nifty's step 18 comes with two lines of what the last move did: the
    coach grows, the choices shrink, and the list still shows its cursor (the
    suggestion, far down the list) rather than the top rows."""
    lesson = load("get-nifty")
    app = lesson_app(saves_dir, lesson)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, app)
        run = screen.lesson_run
        while run.step < 17:
            await until(pilot, lambda: ready(app, screen), limit=20)
            count = screen.table.moves
            screen.submit(run.suggested())
            await until(pilot, lambda n=count: screen.table.moves > n)
        await until(pilot, lambda: ready(app, screen), limit=20)
        assert "Step 18 of" in coach_on_screen(app)
        choices = screen.query_one("#choices")
        wanted = "Challenge yourself (Boredom) with Man!"
        assert wanted in run.describe(run.suggested())
        for _ in range(50):
            if wanted in region_text(app, choices):
                break
            await pilot.pause(0.02)
        assert wanted in region_text(app, choices), region_text(app, choices)
