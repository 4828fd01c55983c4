"""The app's own files (settings, keys) live inside a save folder chosen with
--saves, where its history is too; ones an older version put beside that
folder are moved in, never lost."""

from __future__ import annotations

import json

from tui_helpers import make_app, net_match, screen_text, settle

from nifty_table.cli.main import main
from nifty_table.engine import saves
from nifty_table.tui.screens.help import HelpScreen


async def test_settings_are_written_inside_the_chosen_save_folder_and_never_listed(saves_dir):
    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.action_toggle_monochrome()
        await settle(pilot)
        await pilot.press("l")  # the Load screen lists the folder
        await settle(pilot)
        listed = screen_text(app)
    assert json.loads((saves_dir / "settings.json").read_text())["monochrome"] is True
    assert sorted(p.name for p in saves_dir.parent.iterdir()) == ["saves"]  # nothing beside it
    assert "settings.json" not in listed  # not a save, so not a broken one either
    assert saves.list_saves(saves_dir) == []


async def test_settings_and_keys_left_beside_the_folder_move_in_and_still_apply(saves_dir):
    old_settings = saves_dir.with_name("saves-settings.json")
    old_settings.write_text(json.dumps({"monochrome": True, "reaction_pause": 5}), "utf-8")
    old_keys = saves_dir.with_name("saves-keys.toml")
    old_keys.write_text('[keys]\nhelp_f1 = "f4"\n', encoding="utf-8")
    app = make_app(saves_dir, net_match("Ann,Bob"), reaction_pause=None)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.monochrome and app.reaction_pause == 5
        await pilot.press("enter")  # lift the curtain
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
    assert not old_settings.exists() and not old_keys.exists()
    assert json.loads((saves_dir / "settings.json").read_text())["monochrome"] is True
    assert (saves_dir / "keys.toml").read_text(encoding="utf-8") == '[keys]\nhelp_f1 = "f4"\n'


def test_a_file_already_inside_wins_and_the_old_one_is_left_alone(saves_dir, capsys):
    """Nothing is written over: with a keys file inside the folder and an old
    one beside it, the one inside is read and the old one stays where it is."""
    (saves_dir / "keys.toml").write_text('[keys]\nsave = "f3"\n', encoding="utf-8")
    old = saves_dir.with_name("saves-keys.toml")
    old.write_text('[keys]\nsave = "f5"\n', encoding="utf-8")
    assert main(["--saves", str(saves_dir), "keys"]) == 0
    out = capsys.readouterr().out
    assert f"Keys file: {saves_dir.resolve() / 'keys.toml'}" in out
    assert any(line.startswith("save ") and "f3 *" in line for line in out.splitlines())
    assert old.read_text(encoding="utf-8") == '[keys]\nsave = "f5"\n'
