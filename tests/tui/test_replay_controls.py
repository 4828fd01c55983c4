"""Watching a replay: by step, by turn, to a chosen step, or playing by
itself; a footer of the replay's own keys; Escape from `nifty-table replay
FILE` back to the shell; an unfinished game's view handed over as at the
table's curtain; a transcript that names who did what."""

from __future__ import annotations

from tui_helpers import make_app, notifications, screen_text, settle

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.replay import Replay
from nifty_table.tui.screens.replay_table import ReplayControls


def fluxx_game(actions: int = 40) -> Match:
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    match = Match.new("firefly-fluxx", seats, seed=4)
    for _ in range(actions):
        match.apply(match.legal_actions()[0])
    assert match.result() is None  # unfinished: one person's view
    return match


async def open_from_the_command_line(pilot) -> None:
    """`nifty-table replay FILE`: choose Bob's view, then hand him the keyboard."""
    await settle(pilot)
    assert "player's view. Whose?" in screen_text(pilot.app)
    await pilot.press("down", "enter")
    await settle(pilot)
    assert "Pass the keyboard to Bob" in screen_text(pilot.app)
    await pilot.press("enter")
    await settle(pilot)
    assert isinstance(pilot.app.screen, ReplayControls)


def top(app) -> str:
    return screen_text(app).split("\n")[0]


def step_shown(app) -> int:
    return int(top(app).split("step ", 1)[1].split(" ", 1)[0])


async def test_steps_by_turn_to_a_chosen_step_and_by_itself(saves_dir, monkeypatch):
    monkeypatch.setattr(ReplayControls, "autoplay_seconds", 0.3)
    match = fluxx_game()
    path = saves_dir / "game.json"
    saves.save(match, path)
    turns = Replay.of(match).turn_starts()
    app = make_app(saves_dir, replay=(path, None))
    async with app.run_test(size=(120, 40)) as pilot:
        await open_from_the_command_line(pilot)
        footer = screen_text(app).split("\n")[-1]
        for key in ("→ Next", "n Next turn", "p Turn back", "g Go to", "space Play/pause"):
            assert key in footer, footer
        for dead in ("Other player", "Save", "Menu", "Discards", "Hint", "Join"):
            assert dead not in footer, footer
        await pilot.press("n")
        await settle(pilot)
        assert f"step {turns[0]} of 40" in top(app)
        await pilot.press("n")
        await settle(pilot)
        assert f"step {turns[1]} of 40" in top(app)
        await pilot.press("p")
        await settle(pilot)
        assert f"step {turns[0]} of 40" in top(app)
        await pilot.press("g", "2", "5", "enter")
        await settle(pilot)
        assert "step 25 of 40" in top(app)
        await pilot.press("space")
        await settle(pilot)
        assert "playing" in top(app)
        await pilot.pause(0.45)
        assert 25 < step_shown(app) < 40  # it went on by itself, one step at a time
        await pilot.press("space")
        await settle(pilot)
        stopped = top(app)
        assert "playing" not in stopped
        await pilot.pause(0.45)
        assert top(app) == stopped
        await pilot.press("escape")  # back to the shell: nothing under the replay
        await settle(pilot)
    assert app.return_code == 0


async def test_escape_at_the_seat_question_returns_to_the_shell(saves_dir):
    path = saves_dir / "game.json"
    saves.save(fluxx_game(10), path)
    app = make_app(saves_dir, replay=(path, None))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
    assert app.return_code == 0


def test_the_transcript_names_who_did_what_and_the_table_opens_turns():
    replay = Replay.of(fluxx_game())
    lines = replay.transcript().split("\n")
    headings = [line for line in lines if "— Turn" in line]
    assert headings
    for line in headings:
        assert line.strip().startswith("— Turn"), line  # never "Cy: — Turn 13: Dee —"
    for step in replay.steps:
        own, _ = replay.said(step)
        assert "— Turn" not in own


async def test_an_unfinished_games_replay_never_offers_a_computers_hand(saves_dir):
    seats = [Seat(name="Ann", bot=True), Seat(name="Bob"), Seat(name="Cy", bot=True)]
    match = Match.new("firefly-fluxx", seats, seed=4)
    for _ in range(20):
        match.apply(match.legal_actions()[0])
    assert match.result() is None
    path = saves_dir / "game.json"
    saves.save(match, path)
    app = make_app(saves_dir, replay=(path, None))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert "player's view. Whose?" in text
        assert "Bob" in text and "Ann" not in text and "Cy" not in text


async def test_an_unfinished_game_of_computers_alone_replays_in_public(saves_dir):
    seats = [Seat(name="Ann", bot=True), Seat(name="Cy", bot=True)]
    match = Match.new("firefly-fluxx", seats, seed=4)
    for _ in range(20):
        match.apply(match.legal_actions()[0])
    path = saves_dir / "game.json"
    saves.save(match, path)
    app = make_app(saves_dir, replay=(path, None))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayControls)
        assert app.screen.viewer is None
        assert "Watching the table" in screen_text(app)
        await pilot.press("right", "right")
        await settle(pilot)
        text = screen_text(app)
        assert "'s hand (" not in text


async def test_back_and_next_are_dimmed_where_they_cannot_move(saves_dir):
    match = fluxx_game(actions=6)
    path = saves_dir / "game.json"
    saves.save(match, path)
    app = make_app(saves_dir, replay=(path, None))
    async with app.run_test(size=(120, 40)) as pilot:
        await open_from_the_command_line(pilot)

        def enabled(binding_id: str) -> bool:
            return any(
                b.binding.id == binding_id and b.enabled
                for b in app.screen.active_bindings.values()
            )

        assert "step 0 of 6" in top(app)
        assert not enabled("replay_back") and not enabled("replay_previous_turn")
        assert enabled("replay_next") and enabled("replay_next_turn")
        await pilot.press("end")
        await settle(pilot)
        assert "step 6 of 6" in top(app)
        assert not enabled("replay_next") and not enabled("replay_next_turn")
        assert enabled("replay_back") and enabled("replay_previous_turn")


async def test_an_unfinished_replay_asked_for_a_computers_view_shows_the_table(saves_dir):
    seats = [Seat(name="Ann", bot=True), Seat(name="Bob")]
    match = Match.new("firefly-fluxx", seats, seed=4)
    for _ in range(20):
        match.apply(match.legal_actions()[0])
    assert match.result() is None
    path = saves_dir / "game.json"
    saves.save(match, path)
    app = make_app(saves_dir, replay=(path, 0))  # `nifty-table replay FILE --seat Ann`
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayControls)
        assert app.screen.viewer is None
        text = screen_text(app)
        assert "Watching the table" in text
        assert any("Ann's hand stays hidden" in note for note in notifications(app))
