"""Keys from keys.toml: remapped by binding id, bad files reported by line."""

from __future__ import annotations

import pytest
from tui_helpers import make_app, net_match, notifications, settle

from nifty_table.cli.main import main
from nifty_table.tui import keymap
from nifty_table.tui.keymap import KeymapError, keys_path, parse
from nifty_table.tui.screens.help import HelpScreen


def test_parse_reads_ids_and_keys():
    text = '[keys]\nsave = "F3"\nquit = "ctrl+q, f10"\n'
    assert parse(text, {"save", "quit"}) == {"save": "f3", "quit": "ctrl+q,f10"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[keys]\nsave = "f3"\nbogus = "x"\n', "line 3: there is no binding 'bogus'"),
        ("[keys]\n\nsave = 3\n", "line 3: save needs keys in quotes"),
        ('[keys]\nsave = "ctrl+"\n', r"line 2: 'ctrl\+' is not a key name"),
        ('[keys]\nsave = "f3\n', "not valid TOML"),
        ('[colours]\nred = "x"\n', "unknown section 'colours'"),
    ],
)
def test_bad_files_name_the_problem_and_line(text, message):
    with pytest.raises(KeymapError, match=message):
        parse(text, {"save", "quit"})


def test_cli_lists_bindings_and_the_file(tmp_path, capsys):
    saves = tmp_path / "saves"
    saves.mkdir()
    path = keys_path(saves)
    path.write_text('[keys]\nsave = "f3"\n', encoding="utf-8")
    assert main(["--saves", str(saves), "keys"]) == 0
    out = capsys.readouterr().out
    assert str(path) in out and "(in use)" in out
    assert any(line.startswith("save ") and "f3 *" in line for line in out.splitlines())


async def test_a_remapped_key_works_in_the_app(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    keys_path(saves).write_text('[keys]\nhelp_f1 = "f4"\n', encoding="utf-8")
    app = make_app(saves, net_match("Ann,Bob"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # lift the curtain
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)


async def test_a_broken_keys_file_is_reported_and_defaults_stay(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    keys_path(saves).write_text('[keys]\nnot_a_binding = "f4"\n', encoding="utf-8")
    app = make_app(saves)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        messages = notifications(app)
        assert any("line 2: there is no binding 'not_a_binding'" in m for m in messages)
        await pilot.press("n")
        await settle(pilot)
        assert app.screen.__class__.__name__ == "SetupScreen"


def test_every_binding_has_an_id_people_can_remap():
    bindings = keymap.all_bindings()
    missing = [b.id for b in bindings if b.id.startswith("(no id)")]
    assert not missing, f"bindings without an id (nobody can remap them): {missing}"
    # the dialogs and widgets are there too, not only the app's own keys
    ids = {b.id for b in bindings}
    assert {"help_close", "curtain_ready", "confirm_yes", "board_cover", "load_back"} <= ids


# -- one bad line costs only itself; clashes name both bindings ------------
def _all_ids() -> set[str]:
    return {b.id for b in keymap.all_bindings()}


def test_a_key_given_to_two_bindings_of_one_screen_names_both(tmp_path):
    path = tmp_path / "keys.toml"
    path.write_text('[keys]\nmenu = "u"\nsave = "f3"\n', encoding="utf-8")
    keys, problem = keymap.read(path, _all_ids())
    assert keys == {"save": "f3"}  # the clashing line is left out, the other applies
    assert "line 2: 'u' for menu is already take_back's key on TableScreen" in problem
    assert problem.endswith("The other lines apply.")


def test_the_defaults_and_the_readme_example_clash_with_nothing(tmp_path):
    """Every binding given its own default keys again reports nothing: the
    keys the app shares on purpose (u and ctrl+z for take back) are not clashes."""
    lines = [f'{b.id} = "{b.keys}"' for b in keymap.all_bindings() if b.id != "help_f1"]
    lines.append('help_f1 = "f1,f12"')  # the README's example, in place of the default
    path = tmp_path / "keys.toml"
    path.write_text("[keys]\n" + "\n".join(lines) + "\n", encoding="utf-8")
    keys, problem = keymap.read(path, _all_ids())
    assert problem is None and len(keys) == len(lines)


@pytest.mark.parametrize("again", ['save = "f4"', '"save" = "f4"', '[keys]\nsave = "f4"'])
def test_a_binding_given_twice_is_reported_and_the_first_line_applies(tmp_path, again):
    """TOML refuses a key given twice; read line by line, the second line is
    named like a clash and left out, whichever way it is spelled."""
    path = tmp_path / "keys.toml"
    path.write_text(f'[keys]\nsave = "f3"\nhelp_f1 = "f5"\n{again}\n', encoding="utf-8")
    keys, problem = keymap.read(path, _all_ids())
    assert keys == {"save": "f3", "help_f1": "f5"}
    line = 4 + again.count("\n")
    assert f"line {line}: save is given a second time (first on line 2)" in problem
    assert problem.endswith("The other lines apply.")


def test_one_bad_line_is_reported_and_the_good_lines_apply(tmp_path):
    path = tmp_path / "keys.toml"
    path.write_text(
        '[keys]\nsave = "f3\nbogus = "x"\nhelp_f1 = "f4"\nquit_f10 = 9\n', encoding="utf-8"
    )
    keys, problem = keymap.read(path, _all_ids())
    assert keys == {"help_f1": "f4"}
    assert "line 2: not valid TOML" in problem
    assert "line 3: there is no binding 'bogus'" in problem
    assert "line 5: quit_f10 needs keys in quotes" in problem


async def test_the_app_reports_the_bad_line_and_uses_the_good_ones(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    keys_path(saves).write_text('[keys]\nmenu = "u"\nhelp_f1 = "f4"\n', encoding="utf-8")
    app = make_app(saves, net_match("Ann,Bob"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        messages = notifications(app)
        assert any("'u' for menu is already take_back's key on TableScreen" in m for m in messages)
        await pilot.press("enter")  # lift the curtain
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)


def test_cli_keys_never_calls_an_existing_file_missing(tmp_path, capsys):
    saves = tmp_path / "saves"
    saves.mkdir()
    path = keys_path(saves)
    path.write_text('[keys]\nsave = "f3"\nmenu = "u"\n', encoding="utf-8")
    assert main(["--saves", str(saves), "keys"]) == 0
    out = capsys.readouterr().out
    assert "not there yet" not in out
    assert f"Keys file: {path} (in use, but for the lines below)" in out
    assert "menu is already take_back's key" in out
    path.write_text("[keys]\nsave = 3\n", encoding="utf-8")
    assert main(["--saves", str(saves), "keys"]) == 0
    out = capsys.readouterr().out
    assert f"Keys file: {path} (not used: see below)" in out


def test_the_readme_names_the_keys_file_that_is_read(tmp_path):
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    games = tmp_path / "games"
    assert keys_path(games) == games.resolve() / "keys.toml"
    assert "`--saves ~/games` that is `~/games/keys.toml`" in readme
    assert "`~/.config/nifty-table/keys.toml`" in readme


async def test_the_quit_key_remapped_is_remapped_on_the_curtain_too(tmp_path):
    """q quits everywhere, the curtain included, under one binding id: a keys
    file that moves it moves it there as well."""
    from nifty_table.tui.screens.confirm import ConfirmScreen
    from nifty_table.tui.screens.curtain import CurtainScreen

    saves = tmp_path / "saves"
    saves.mkdir()
    keys_path(saves).write_text('[keys]\nquit_q = "x"\n', encoding="utf-8")
    app = make_app(saves, net_match("Ann,Bob"))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        for _ in range(40):  # the characters are picked in the open: then a curtain
            if isinstance(app.screen, CurtainScreen):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("q")  # q is not a quit key any more
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("x")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
    assert "curtain_quit" not in {b.id for b in keymap.all_bindings()}
