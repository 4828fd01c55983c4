"""The palette's Screenshot where there is no Downloads folder, and the
reaction pause as a setting a player can find there."""

from __future__ import annotations

import json
from pathlib import Path

from tui_helpers import make_app, notifications, screen_text, settle


async def _palette(pilot, words: str) -> None:
    await pilot.press("ctrl+p")
    await settle(pilot)
    await pilot.press(*words)
    await pilot.pause(0.5)  # the palette searches in the background
    await pilot.press("enter")
    await settle(pilot)


async def test_screenshot_without_a_downloads_folder_goes_to_the_save_folder(
    saves_dir, monkeypatch, tmp_path
):
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_downloads_path", lambda: tmp_path / "no-downloads")
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await _palette(pilot, "Screenshot")
        for _ in range(20):  # the palette waits 0.1 s, then the file is written
            await pilot.pause(0.1)
            if list(saves_dir.glob("*.svg")):
                break
        shots = list(saves_dir.glob("*.svg"))
        assert len(shots) == 1 and "<svg" in shots[0].read_text(encoding="utf-8")
        await settle(pilot)
        assert any(str(shots[0]) in note for note in notifications(app))
    assert not (tmp_path / "no-downloads").exists()


async def test_the_reaction_pause_is_in_the_palette_and_remembered(saves_dir):
    app = make_app(saves_dir, reaction_pause=None)  # from the settings: the default 3 s
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press(*"reaction")
        await pilot.pause(0.5)
        text = screen_text(app)
        assert "Reaction pause (3 s)" in text
        assert 'How long "Anyone? Press !" waits' in text
        await pilot.press("enter")
        await pilot.pause(0.5)
        text = screen_text(app)
        assert "3 seconds (in use)" in text and "No pause: go on at once" in text
        await pilot.press(*"5 sec")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await settle(pilot)
        assert app.reaction_pause == 5
        assert any("Reaction pause 5 s" in note for note in notifications(app))
    assert json.loads(Path(app.settings_path).read_text())["reaction_pause"] == 5
    again = make_app(saves_dir, reaction_pause=None)
    assert again.reaction_pause == 5  # read back from the settings


def test_the_readme_tells_where_the_reaction_pause_is():
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    assert "(Ctrl+P, *Reaction pause*)" in readme
