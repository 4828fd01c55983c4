"""Learn to play on a small terminal and through the games' own dialogs: the
coach stays readable over a dialog, the dialog's cursor starts on the move
the coach suggests, the boxes keep their rows, and a lesson tried again saves."""

from __future__ import annotations

import pytest
from test_lessons_table import coach_on_screen, first_words, learners_turn, open_lesson, ready
from tui_helpers import notifications, region_text, screen_text, until, visible_text

from nifty_table.cli.main import GAME_IDS
from nifty_table.engine import saves
from nifty_table.engine.match import Match
from nifty_table.lessons.model import Move, load
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.lesson import Coach, CoachPanel
from nifty_table.tui.nirds.trade import TradeDialog
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.table import TableScreen
from nifty_table.tui.widgets.action_list import ActionList


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
        await until(pilot, lambda: f"Step 2 of {len(steps)}" in screen_text(app))
        assert dialog.picked() == (4, 6)
        assert f"Step 2 of {len(steps)}: Offer your 4 for Bob's 6." in screen_text(app)
        assert "After the trade" in screen_text(app)  # the dialog keeps its own words
        await pilot.press("escape")  # nothing traded: the coach is back on step 1
        await until(pilot, lambda: app.screen is screen)
        assert f"Step 1 of {len(steps)}" in coach_on_screen(app)


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


def coach_overflows(app) -> list[str]:
    """The last words of each coach panel on screen that its rows do not show."""
    hidden = []
    for panel in app.screen.query(CoachPanel):
        last = " ".join(str(panel.render()).split()[-3:])
        inside = visible_text(panel).splitlines()[1:-1]  # the rows between its borders
        if last not in " ".join(" ".join(row[1:-1] for row in inside).split()):
            hidden.append(last)
    return hidden


def coach_says_more(app) -> bool:
    return any(panel.border_subtitle for panel in app.screen.query(CoachPanel))


def coach_fits(app) -> bool:
    return coach_overflows(app) == [] and not coach_says_more(app)


async def coach_settles(pilot, app, where: str) -> None:
    """The panel takes its new words' height once laid out: wait for it, then
    say which words stay hidden if they do."""
    for _ in range(500):  # (up to 10 s: a loaded machine lays out slowly)
        if coach_fits(app):
            return
        await pilot.pause(0.02)
    shown = [visible_text(panel) for panel in app.screen.query(CoachPanel)]
    assert coach_overflows(app) == [], f"{where}: {shown}"
    assert not coach_says_more(app), f"{where}:\n{screen_text(app)}"


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_the_lesson_plays_through_by_its_suggested_moves_each_step_fitting_80x24(
    game_id, saves_dir
):
    """Enter on the suggested move (the cursor waits on it) from the welcome to
    the farewell, and the learner reads each whole step (what happened and what
    to try) at a glance: no step, nor its last words, hides below the panel."""
    lesson = load(game_id)
    app = lesson_app(saves_dir, lesson)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, app)
        run = screen.lesson_run
        await until(pilot, lambda: learners_turn(app, screen), limit=20)
        assert first_words(lesson.welcome) in coach_on_screen(app)
        while not run.done:
            await until(pilot, lambda: ready(app, screen) or app.screen is not screen, limit=20)
            if app.screen is not screen:  # a round's summary: the coach shows over it
                await coach_settles(pilot, app, f"{game_id} over a dialog")
                await pilot.press("enter")
                continue
            # (the panel takes the step's height at the next layout: a loaded
            # machine may draw a frame between)
            await until(
                pilot,
                lambda: (
                    f"Step {run.step + 1} of" in coach_on_screen(app)
                    and first_words(run.current.say) in coach_on_screen(app)
                ),
                limit=10,
            )
            await coach_settles(pilot, app, f"{game_id} step {run.step + 1}")
            suggested = run.suggested()
            assert suggested is not None
            count = screen.table.moves
            choices = screen.query_one("#choices", ActionList)
            own_dialog = suggested.kind == "offer"  # Nirds: Enter opens the trade dialog
            if suggested in choices.actions and app.focused is choices and not own_dialog:
                assert screen.frame.start == suggested  # the cursor waits on it
                await until(
                    pilot,  # keys count once the list is on screen (seen_first)
                    lambda c=choices, s=suggested: c.drawn and c.action_at(c.highlighted) == s,
                    limit=20,
                )
                await pilot.press("enter")
            else:  # a card or a box of the game's own widgets
                screen.submit(suggested)
            await until(pilot, lambda n=count: screen.table.moves > n, limit=20)
            assert run.step > 0
        await until(pilot, lambda: learners_turn(app, screen) or app.screen is not screen, limit=20)
        while app.screen is not screen:
            await pilot.press("enter")
        assert first_words(lesson.farewell) in coach_on_screen(app)
        await coach_settles(pilot, app, f"{game_id} farewell")
        assert "press g" in " ".join(lesson.farewell.split())  # the key is offered in words
        assert "g Real game" in screen_text(app).splitlines()[-1]  # ... and on the key bar
        await pilot.press("g")  # ... and opens a real game: the same players, no coach
        await until(pilot, lambda: isinstance(app.screen, (TableScreen, CurtainScreen)), limit=20)
        await until(pilot, lambda: not isinstance(app.screen, Coach), limit=20)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert not isinstance(table, Coach)
        assert [table.table.name(i) for i in range(table.table.seat_count)] == [
            seat.name for seat in lesson.seats()
        ]
