"""Which games exist: names and seat ranges without importing the games."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from nifty_table.engine import registry

IDS = ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds"]
EXPECTED = {
    "net": ("NΣT!", 2, 5, "nifty_table.games.net"),
    "firefly-fluxx": ("Firefly Fluxx", 2, 6, "nifty_table.games.fluxx.firefly"),
    "cartoon-network-fluxx": (
        "Cartoon Network Fluxx",
        2,
        6,
        "nifty_table.games.fluxx.cartoon_network",
    ),
    "get-nifty": ("Get Nifty", 2, 6, "nifty_table.games.get_nifty"),
    "nirds": ("Nirds vs Gnomes", 1, 4, "nifty_table.games.nirds"),
}


def test_the_five_games_are_known_in_menu_order():
    assert list(registry.GAMES) == IDS


@pytest.mark.parametrize("game_id", IDS)
def test_info_fields(game_id):
    info = registry.info(game_id)
    assert info.id == game_id
    assert (info.title, info.min_players, info.max_players, info.module) == EXPECTED[game_id]
    assert 1 <= info.min_players <= info.max_players
    assert info.blurb and len(info.blurb) <= 100
    with pytest.raises(AttributeError):
        info.title = "changed"  # frozen


@pytest.mark.parametrize("bad", ["chess", "", "NET", "fluxx", " net"])
def test_an_unknown_id_names_the_known_games(bad):
    with pytest.raises(registry.UnknownGame) as err:
        registry.info(bad)
    message = str(err.value)
    assert repr(bad) in message
    for game_id in IDS:
        assert game_id in message
    with pytest.raises(registry.UnknownGame):
        registry.load(bad)
    with pytest.raises(registry.UnknownGame):
        registry.available(bad)  # a mistyped id is an error, not "not installed"


def test_unknown_game_is_a_lookup_error():
    assert issubclass(registry.UnknownGame, LookupError)


def test_net_is_available_and_loads():
    assert registry.available("net")
    game = registry.load("net")
    assert game.id == "net"
    assert game.title == registry.info("net").title
    assert (game.min_players, game.max_players) == (2, 5)


@pytest.mark.parametrize("game_id", IDS)
def test_a_loadable_game_matches_its_registry_entry(game_id):
    if not registry.available(game_id):
        with pytest.raises(registry.UnknownGame, match="not playable yet"):
            registry.load(game_id)
        return
    info = registry.info(game_id)
    game = registry.load(game_id)
    assert game.id == game_id
    assert game.title == info.title
    assert (game.min_players, game.max_players) == (info.min_players, info.max_players)
    assert registry.load(game_id) is game  # one object per game


@pytest.mark.parametrize("game_id", ["get-nifty", "nirds"])
def test_games_not_written_yet_say_so(game_id):
    if registry.available(game_id):
        pytest.skip(f"{game_id} exists now")
    with pytest.raises(registry.UnknownGame) as err:
        registry.load(game_id)
    assert registry.info(game_id).title in str(err.value)
    assert "not playable yet" in str(err.value)


def test_available_and_info_do_not_import_the_games():
    """Checked in a fresh interpreter, so no test here has imported them yet."""
    code = (
        "import sys\n"
        "from nifty_table.engine import registry\n"
        "for g in registry.GAMES:\n"
        "    registry.info(g); registry.available(g)\n"
        "print(sorted(m for m in sys.modules if m.startswith('nifty_table.games.')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"


def test_a_broken_game_package_is_not_hidden(monkeypatch):
    """An import error inside a game is a bug to show, not 'not playable yet'."""
    real = importlib.import_module

    def broken(name, *a, **kw):
        if name == "nifty_table.games.net":
            raise ModuleNotFoundError("No module named 'numpy'", name="numpy")
        return real(name, *a, **kw)

    monkeypatch.setattr(registry.importlib, "import_module", broken)
    with pytest.raises(ModuleNotFoundError, match="numpy"):
        registry.load("net")


@pytest.mark.parametrize(
    ("module", "expected"),
    [
        ("nifty_table.games.net", True),
        ("nifty_table.games.net.state", True),
        ("nifty_table.games.nothing_here", False),
        ("nifty_table.games.nothing.deeper", False),
        ("nifty_table.games.net.cards.not_a_package", False),  # cards is a module
        ("no_such_top_level_package.game", False),
    ],
)
def test_available_finds_modules_without_importing(monkeypatch, module, expected):
    monkeypatch.setitem(
        registry.GAMES, "probe", registry.GameInfo("probe", "Probe", 1, 2, module, "A probe.")
    )
    assert registry.available("probe") is expected
