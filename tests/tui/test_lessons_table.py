"""Learn to play at the table: the coach panel walks through each lesson by
its suggested moves, and a move off the script can be taken back to it."""

from __future__ import annotations

import pytest
from tui_helpers import screen_text, until, visible_text

from nifty_table.cli.main import GAME_IDS
from nifty_table.lessons.model import load
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.lesson import Coach
from nifty_table.tui.screens.menu import NOTHING_TO_CONTINUE
from nifty_table.tui.widgets.action_list import ActionList


def coach_on_screen(app) -> str:
    return " ".join(visible_text(app.screen.query_one("#coach")).split())


def first_words(text: str, count: int = 6) -> str:
    return " ".join(text.split()[:count])


def learners_turn(app, screen) -> bool:
    prompt = screen.table._match.prompt()
    run = screen.lesson_run
    return (
        app.screen is screen
        and screen._bot_timer is None
        and (prompt is None or prompt.seat == run.learner or screen.claimant == run.learner)
    )


def ready(app, screen) -> bool:
    """The learner's scripted move is on offer, and nothing else is under way."""
    return (
        app.screen is screen
        and screen._bot_timer is None
        and screen.lesson_run.suggested() is not None
    )


async def open_lesson(pilot, app):
    await until(pilot, lambda: isinstance(app.screen, Coach), limit=20)
    return app.screen


async def test_a_move_off_the_script_is_explained_and_taken_back(saves_dir):
    lesson = load("net")
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        run = screen.lesson_run
        await until(pilot, lambda: learners_turn(app, screen))
        owl = next(
            a
            for a in screen.choices
            if screen.table._match.game.describe(screen.table._match.state, a) == "Owl"
        )
        assert screen.frame.start != owl  # the cursor waits on the Fox
        screen.submit(owl)
        await pilot.pause(0.05)
        assert "not my suggestion: you chose Owl" in coach_on_screen(app)
        assert len(screen.table._match.actions) == 1  # the computers wait for the answer
        await pilot.press("u")
        await until(pilot, lambda: not run.off_script)
        assert "Step 1 of 12" in coach_on_screen(app)
        assert screen.frame.start == run.suggested()
        screen.submit(run.suggested())
        await until(pilot, lambda: learners_turn(app, screen) and run.step == 1)
        assert "Step 2 of 12" in coach_on_screen(app)


async def test_going_on_without_the_script(saves_dir):
    lesson = load("net")
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        await until(pilot, lambda: learners_turn(app, screen))
        owl = next(
            a
            for a in screen.choices
            if screen.table._match.game.describe(screen.table._match.state, a) == "Owl"
        )
        screen.submit(owl)
        await pilot.pause(0.05)
        await pilot.press("n")
        await until(pilot, lambda: len(screen.table._match.actions) > 1)
        assert "without the script" in coach_on_screen(app)


async def test_learn_to_play_from_the_menu(saves_dir):
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Learn to play" in screen_text(app)
        await pilot.press("t")
        await until(pilot, lambda: "Learn to play: a guided first game" in screen_text(app))
        await pilot.press("enter")  # the first game: NΣT!
        screen = await open_lesson(pilot, app)
        assert screen.lesson_run.lesson.game == "net"
        await until(pilot, lambda: "Step 1 of 12" in coach_on_screen(app))


async def test_learn_to_play_from_a_games_help(saves_dir):
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await until(pilot, lambda: "Rules: choose a game" in screen_text(app))
        await pilot.press("end", "enter")  # the last game: Nirds vs Gnomes
        await until(pilot, lambda: "Learn to play" in screen_text(app))
        await pilot.press("t")
        screen = await open_lesson(pilot, app)
        assert screen.lesson_run.lesson.game == "nirds"
        steps = len(screen.lesson_run.lesson.steps)
        await until(pilot, lambda: f"Step 1 of {steps}" in coach_on_screen(app))


async def test_the_surprise_step_hands_the_keyboard_to_the_learner(saves_dir):
    """Bob plays Bound By Law: the lesson gives the learner the keyboard to
    answer with Stop That!; handing it back leaves the script, and Bob goes on."""
    lesson = load("firefly-fluxx")
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        run = screen.lesson_run
        for _ in range(4):
            await until(pilot, lambda: ready(app, screen))
            screen.submit(run.suggested())
        await until(pilot, lambda: screen.claimant == run.learner)
        assert screen.table._match.prompt().seat == 1  # Bob's turn, the learner's keyboard
        assert "Stop That!" in coach_on_screen(app)
        choices = screen.query_one("#choices", ActionList)
        screen.choose_at(len(choices.actions))  # "Back: hand the keyboard back"
        await until(pilot, lambda: "Turn 5" in " ".join(screen.table._match.state.log))
        assert run.off_script
        assert "without the script" in coach_on_screen(app)


async def test_at_80x24_the_coach_keeps_to_a_few_lines_and_the_board_shows_every_row(saves_dir):
    """A small terminal: the coach keeps to a short panel that fits its words, so
    the NΣT! board keeps its Points row (a tall coach squeezed it away)."""
    lesson = load("net")
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, app)
        await until(pilot, lambda: learners_turn(app, screen), limit=20)
        text = screen_text(app)
        assert "Step 1 of" in coach_on_screen(app)
        assert "Pts" in text and "Super" in text
        assert "more below" not in text  # the step and what led to it fit


async def test_a_lesson_left_for_the_menu_is_not_offered_by_continue(saves_dir):
    """Continue would open a lesson's save as a plain game without its coach:
    the lesson saves aside, and Learn to play starts it again."""
    lesson = load("net")
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        await until(pilot, lambda: ready(app, screen), limit=20)
        await pilot.press("enter")  # the Fox: the lesson has a move to save
        await until(pilot, lambda: len(screen.table._match.actions) > 0)
        await pilot.press("m")
        # The menu's look for a save to continue has ended: it found none.
        await until(
            pilot, lambda: first_words(NOTHING_TO_CONTINUE, 3) in screen_text(app), limit=20
        )
        assert "Continue: " not in screen_text(app)
        assert (saves_dir / "lessons" / "net.json").exists()


def test_the_lessons_keys_are_listed_and_can_be_remapped(tmp_path, capsys):
    """g (a real game) and n (go on) are in `keys` and the keys file like every key."""
    from nifty_table.cli.main import main
    from nifty_table.tui.keymap import keys_path

    saves = tmp_path / "saves"
    saves.mkdir()
    keys_path(saves).write_text('[keys]\nlesson_real_game = "f9"\n', encoding="utf-8")
    assert main(["--saves", str(saves), "keys"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("lesson_real_game ") and "f9 *" in line for line in lines)
    assert any(line.startswith("lesson_go_on ") and "Go on" in line for line in lines)


async def test_the_next_step_waits_until_the_computers_have_played(saves_dir):
    """The next step's words tell what Bob did: while he is still to play, the
    coach only says to watch him; on the learner's turn the step is read."""
    lesson = load("cartoon-network-fluxx")
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0.5, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        run = screen.lesson_run
        await until(pilot, lambda: learners_turn(app, screen), limit=20)
        screen.submit(run.suggested())  # Jake: Eve's turn ends, Bob's begins
        await until(pilot, lambda: screen.table.waiting_for_computer(), limit=20)
        # The panel is drawn some frames later on a loaded machine; Bob waits 0.5 s.
        await until(pilot, lambda: "Bob is playing now" in coach_on_screen(app), limit=5)
        assert "Step 2" not in coach_on_screen(app)
        await until(pilot, lambda: learners_turn(app, screen), limit=20)
        await until(pilot, lambda: "Step 2 of" in coach_on_screen(app), limit=5)
        assert "Bob is playing now" not in coach_on_screen(app)


def harmless_other_move(screen):
    """A learner's move other than the suggested one that shows nothing new
    (so it may be taken back), if this step offers one."""
    run, match = screen.lesson_run, screen.table._match
    suggested = run.suggested()
    return next(
        (a for a in screen.choices if a != suggested and not match.game.reveals(match.state, a)),
        None,
    )


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_every_lesson_can_be_left_once_and_taken_back_to(saves_dir, game_id):
    """Off the script, at the first step that allows a move showing nothing new:
    the coach names the move, u returns to the step, and the suggested move
    reaches the next one."""
    lesson = load(game_id)
    app = NiftyApp(saves_dir=saves_dir, bot_delay=0, reaction_pause=0, lesson=lesson)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_lesson(pilot, app)
        run = screen.lesson_run
        await until(pilot, lambda: ready(app, screen) and learners_turn(app, screen), limit=20)
        while (other := harmless_other_move(screen)) is None:
            assert run.step < 8, "no step early in the lesson can be left and taken back"
            step = run.step
            screen.submit(run.suggested())
            await until(
                pilot,
                lambda s=step: run.step > s and ready(app, screen) and learners_turn(app, screen),
                limit=20,
            )
        step, suggested, label = run.step, run.suggested(), run.describe(other)
        screen.submit(other)
        await until(pilot, lambda: "not my suggestion" in coach_on_screen(app))
        assert f"you chose {' '.join(label.split())}" in coach_on_screen(app)
        await pilot.press("u")
        await until(pilot, lambda: not run.off_script)
        assert f"Step {step + 1} of {len(lesson.steps)}" in coach_on_screen(app)
        assert screen.frame.start == suggested  # the cursor is back on the suggestion
        screen.submit(suggested)
        await until(pilot, lambda: run.step > step and learners_turn(app, screen), limit=20)
        await until(pilot, lambda: f"Step {step + 2} of" in coach_on_screen(app))
