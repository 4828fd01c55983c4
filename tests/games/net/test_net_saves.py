"""Save -> load -> continue gives the same game as never saving."""

from __future__ import annotations

import json

import pytest

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.games.net.state import NetState, Options, Phase


def _seats(n: int) -> list[Seat]:
    return [Seat(name=f"Player {i}", bot=i % 2 == 1) for i in range(n)]


def _save_load(match: Match, path) -> Match:
    path.write_bytes(saves.serialize(match))
    return saves.load(path)


def _continue_both(match: Match, loaded: Match, rng: Rng) -> int:
    """Play both to the end with the same random legal actions."""
    steps = 0
    while match.prompt() is not None:
        legal = match.legal_actions()
        assert legal == loaded.legal_actions()
        action = rng.choice(legal)
        match.apply(action)
        loaded.apply(action)
        steps += 1
    assert loaded.prompt() is None
    return steps


def _check_same(match: Match, loaded: Match) -> None:
    assert loaded.state.model_dump() == match.state.model_dump()
    assert loaded.result() == match.result()
    assert loaded.actions == match.actions
    assert match.replayed() == match.state
    assert loaded.replayed() == loaded.state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(3))
def test_save_load_continue_at_a_random_point(tmp_path, players, seed):
    match = Match.new("net", _seats(players), seed=seed * 97 + players)
    rng = Rng.from_seed(seed)
    stop = rng.below(600)
    while len(match.actions) < stop and match.prompt() is not None:
        match.apply(rng.choice(match.legal_actions()))
    loaded = _save_load(match, tmp_path / "game.json")
    assert isinstance(loaded.state, NetState)
    assert loaded.state == match.state
    assert loaded.seed == match.seed and loaded.match_id == match.match_id
    _continue_both(match, loaded, rng)
    _check_same(match, loaded)


POINTS = {
    "characters": lambda m: m.state.phase is Phase.CHARACTERS and m.actions,
    "nyet": lambda m: m.state.phase is Phase.NYET and any(o >= 0 for o in m.state.board[2]),
    "teams": lambda m: m.state.phase is Phase.TEAMS,
    "bonus": lambda m: m.state.phase is Phase.BONUS,
    "mid-exchange": lambda m: (
        m.state.phase is Phase.EXCHANGE and any(m.state.picks[s] for s in range(m.state.players))
    ),
    "mid-trick": lambda m: m.state.phase is Phase.TRICKS and len(m.state.trick) == 2,
    "double": lambda m: m.state.phase is Phase.DOUBLE,
    "round-3": lambda m: m.state.round == 3 and m.state.phase is Phase.TRICKS,
    "over": lambda m: m.state.phase is Phase.OVER,
}


@pytest.mark.parametrize("point", list(POINTS))
def test_save_load_continue_at_each_kind_of_decision(tmp_path, point):
    reached = POINTS[point]
    for seed in range(40):
        match = Match.new("net", _seats(5), seed=seed)
        rng = Rng.from_seed(seed + 7)
        while not reached(match) and match.prompt() is not None:
            match.apply(rng.choice(match.legal_actions()))
        if reached(match):
            break
    else:
        pytest.fail(f"no game reached {point}")
    loaded = _save_load(match, tmp_path / f"{point}.json")
    assert loaded.state == match.state
    assert loaded.prompt() == match.prompt()
    _continue_both(match, loaded, rng)
    _check_same(match, loaded)


def test_save_keeps_the_board_option(tmp_path):
    match = Match.new("net", _seats(3), options=Options(board="discard3"), seed=5)
    rng = Rng.from_seed(5)
    for _ in range(30):
        match.apply(rng.choice(match.legal_actions()))
    loaded = _save_load(match, tmp_path / "variant.json")
    assert loaded.options == Options(board="discard3")
    assert loaded.state.options.board == "discard3"
    _continue_both(match, loaded, rng)
    _check_same(match, loaded)


def test_saving_twice_through_save_keeps_a_backup_and_loads_the_latest(tmp_path):
    match = Match.new("net", _seats(2), seed=8)
    rng = Rng.from_seed(8)
    path = tmp_path / "net.json"
    saves.save(match, path)
    for _ in range(10):
        match.apply(rng.choice(match.legal_actions()))
    saves.save(match, path)
    assert path.with_suffix(".json.bak").exists()
    assert saves.load(path).state == match.state


def _nyet_save(tmp_path, phase_reached=Phase.NYET):
    match = Match.new("net", _seats(3), seed=4)
    rng = Rng.from_seed(1)
    while match.state.phase is not phase_reached:
        match.apply(rng.choice(match.legal_actions()))
    match.apply(rng.choice(match.legal_actions()))  # one token on the board
    path = tmp_path / "net.json"
    saves.save(match, path)
    return path, json.loads(path.read_text(encoding="utf-8"))


DAMAGED_BOARDS = {
    "a line with every box covered": (
        lambda s: s["board"].__setitem__(2, [0, 1, 2, 0, 1]),
        "no open box",
    ),
    "a short line": (lambda s: s["board"].__setitem__(3, [-1, -1]), "5 lines of 5 boxes"),
    "no board at all": (lambda s: s.__setitem__("board", []), "5 lines of 5 boxes"),
    "a token of seat 9": (lambda s: s["board"][1].__setitem__(0, 9), "seat|damaged|invalid"),
    "an unknown character": (lambda s: s["characters"].__setitem__(0, 9), "character"),
    "the dealer is seat 7": (lambda s: s.__setitem__("dealer", 7), "dealer"),
}


@pytest.mark.parametrize("damage", list(DAMAGED_BOARDS))
def test_a_damaged_board_is_refused_as_a_bad_save(tmp_path, damage):
    """Refused on load with the save-file error, the file left as it is; never
    a ValueError later in the game."""
    mutate, words = DAMAGED_BOARDS[damage]
    path, data = _nyet_save(tmp_path)
    mutate(data["state"])
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(saves.SaveError, match=words) as err:
        saves.load(path)
    assert str(err.value).startswith(str(path.name))
    assert path.read_bytes() == before
