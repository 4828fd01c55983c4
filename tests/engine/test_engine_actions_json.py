"""A match keeps the JSON of the actions it has already encoded between saves;
whatever happens to the log (growth, a take-back, a changed action), the JSON
is exactly what encoding the whole log afresh gives."""

from __future__ import annotations

import json
import re

import pytest
from pydantic import TypeAdapter

from nifty_table.engine import registry, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng


def _fresh_json(match: Match) -> bytes:
    copy = Match(match.game_id, match.game, match.state, match.seed, match.options)
    copy.actions = list(match.actions)
    return copy.actions_json()


def test_the_kept_log_json_always_matches_a_fresh_encoding():
    match = Match.new("net", [Seat(name=n) for n in ("Ann", "Bob", "Cy")], seed=5)
    rng = Rng.from_seed(5)
    for _ in range(40):
        match.apply(rng.choice(match.legal_actions()))
    assert match.actions_json() == _fresh_json(match)
    assert len(json.loads(match.actions_json())) == 40

    played = list(match.actions)
    del match.actions[25:]  # a take-back cuts the log
    assert match.actions_json() == _fresh_json(match)
    assert json.loads(match.actions_json()) == [a.model_dump(mode="json") for a in played[:25]]

    match.actions.append(played[30])  # another action where the old one was
    match.actions[3] = played[7]  # and one changed in the middle
    assert match.actions_json() == _fresh_json(match)
    assert json.loads(match.actions_json())[3] == played[7].model_dump(mode="json")

    match.actions.clear()
    assert match.actions_json() == b"[]"


def _played(game_id: str, players: int, actions: int, seed: int = 3) -> Match:
    match = Match.new(game_id, [Seat(name=f"P{i}") for i in range(players)], seed=seed)
    rng = Rng.from_seed(seed)
    for _ in range(actions):
        if match.prompt() is None:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game_id", [g for g in registry.GAMES if registry.available(g)])
def test_the_log_json_is_what_the_game_s_own_union_of_actions_gives(game_id):
    """Each action is dumped by its own class: the same bytes as dumping the
    list through the game's discriminated union, for every kind of action."""
    game = registry.load(game_id)
    match = _played(game_id, game.min_players + 1, 400)
    kinds = {a.kind for a in match.actions}
    assert len(kinds) > 3
    union = TypeAdapter(list[game.Action]).dump_json(match.actions)
    assert match.actions_json() == union


def _without_saved_at(data: bytes) -> bytes:
    text, count = re.subn(rb'"saved_at": "[^"]*"', b'"saved_at": ""', data)
    assert count == 1
    return text


@pytest.mark.parametrize("as_saved", [True, False])
def test_the_first_save_after_a_load_writes_the_same_file(tmp_path, as_saved):
    """A load encodes the log once and keeps it; the file saved next is the
    file that was loaded (but for the time it was saved), and after more
    actions it is what encoding the whole log afresh gives."""
    match = _played("get-nifty", 4, 700)
    data = saves.serialize(match)
    path = tmp_path / "long.json"
    saves.write_atomic(path, data)

    loaded = saves.load(path, as_saved=as_saved)
    assert loaded.actions_json() == match.actions_json()
    assert _without_saved_at(saves.serialize(loaded)) == _without_saved_at(data)

    rng = Rng.from_seed(11)
    for _ in range(5):
        loaded.apply(rng.choice(loaded.legal_actions()))
    assert loaded.actions_json() == _fresh_json(loaded)
