"""Learn to play on a small terminal and through the games' own dialogs: the
coach stays readable over a dialog, the dialog's cursor starts on the move
the coach suggests, the boxes keep their rows, and a lesson tried again saves."""

from __future__ import annotations

from test_lessons_table import coach_on_screen, open_lesson, ready
from tui_helpers import notifications, region_text, screen_text, until

from nifty_table.engine import saves
from nifty_table.engine.match import Match
from nifty_table.lessons.model import Move, load
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.nirds.trade import TradeDialog


def lesson_app(saves_dir, lesson) -> NiftyApp:
    return NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)


async def test_the_trade_dialog_starts_on_the_suggested_dice_under_the_coachs_words(saves_dir):
    """Nirds' trade asks for the offer and the dice at once: its lists start on
    the dice of the coach's next step, and that step shows at the dialog's foot."""
    lesson = load("nirds")
    steps = list(lesson.steps)  # suggest dice away from the lists' first rows
    steps[1] = steps[1].model_copy(
        update={
            "say": "Offer your 4 for Bob's 6.",
            "move": Move(label="Offer your ⚃4 for their ⚅6"),
        }
    )
    lesson = lesson.model_copy(update={"steps": steps})
    app = lesson_app(saves_dir, lesson)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, app)
        await until(pilot, lambda: ready(app, screen), limit=20)
        await pilot.press("enter")  # Trade dice with Bob
        await until(pilot, lambda: isinstance(app.screen, TradeDialog))
        dialog = app.screen
        await until(pilot, lambda: "Step 2 of 14" in screen_text(app))
        assert dialog.picked() == (4, 6)
        assert "Step 2 of 14: Offer your 4 for Bob's 6." in screen_text(app)
        assert "After the trade" in screen_text(app)  # the dialog keeps its own words
        await pilot.press("escape")  # nothing traded: the coach is back on step 1
        await until(pilot, lambda: app.screen is screen)
        assert "Step 1 of 14" in coach_on_screen(app)


async def test_get_nifty_at_80x24_shows_every_player_above_the_choices(saves_dir):
    app = lesson_app(saves_dir, load("get-nifty"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, app)
        await until(pilot, lambda: ready(app, screen), limit=20)
        table = region_text(app, screen.query_one("#gn-scroll"))
        assert all(name in table for name in ("Ann (", "Bob (", "Cy ("))
        assert "Step 1 of" in coach_on_screen(app)


async def test_a_lesson_tried_again_saves_over_the_last_try(saves_dir):
    """The last try's save is another deal's file: the new try replaces it
    instead of answering every move with "Could not save"."""
    lesson = load("net")
    path = saves_dir / "lessons" / "net.json"
    path.parent.mkdir()
    saves.save(Match.new("net", lesson.seats(), lesson.options, seed=lesson.seed), path)
    app = lesson_app(saves_dir, lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        await until(pilot, lambda: ready(app, screen), limit=20)
        await pilot.press("enter")
        await until(pilot, lambda: len(screen.table._match.actions) > 0)
        await pilot.pause(0.05)
        assert not any("Could not save" in n for n in notifications(app))
        assert saves.read_envelope(path).match_id == screen.table._match.match_id
