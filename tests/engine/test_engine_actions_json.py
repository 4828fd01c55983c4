"""A match keeps the JSON of the actions it has already encoded between saves;
whatever happens to the log (growth, a take-back, a changed action), the JSON
is exactly what encoding the whole log afresh gives."""

from __future__ import annotations

import json

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
