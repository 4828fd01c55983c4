"""`apply` refuses anything that is not one of that game's own, well-formed
actions with an IllegalAction and a reason, and changes nothing."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.engine.match import Match

PLAYABLE = [g for g in registry.GAMES if registry.available(g)]


def _match(game_id: str) -> Match:
    info = registry.GAMES[game_id]
    seats = [Seat(name=f"P{i}") for i in range(max(info.min_players, 2))]
    return Match.new(game_id, seats, seed=9)


def _foreign_action(game_id: str):
    other = next(
        g for g in PLAYABLE if registry.load(g).Action is not registry.load(game_id).Action
    )
    return _match(other).legal_actions()[0]


def _with_fields(match: Match):
    """The first legal action that carries a field besides kind and seat,
    playing ahead (first legal action each time) until one is offered."""
    for _ in range(200):
        for action in match.legal_actions():
            if set(action.model_dump()) - {"kind", "seat"}:
                return action
        match.apply(match.legal_actions()[0])
    raise AssertionError("no action with a field in the first 200 steps")


def _hostile_actions(game_id: str, match: Match) -> dict[str, object]:
    legal = _with_fields(match)
    cls = type(legal)
    fields = legal.model_dump()
    extra = [k for k in fields if k not in ("kind", "seat")]
    assert extra, "the first legal action should carry a field besides kind and seat"
    return {
        "None": None,
        "a dict": dict(fields),
        "a string": "play",
        "another game's action": _foreign_action(game_id),
        "seat as text": cls.model_construct(**{**fields, "seat": str(legal.seat)}),
        "seat as a bool": cls.model_construct(**{**fields, "seat": True}),
        "a huge seat": cls.model_construct(**{**fields, "seat": 10**4000}),
        "a field missing": cls.model_construct(
            **{k: v for k, v in fields.items() if k != extra[0]}
        ),
        "a field of the wrong type": cls.model_construct(**{**fields, extra[0]: [1, 2]}),
        "a wrong kind": cls.model_construct(**{**fields, "kind": "nonsense"}),
    }


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_apply_refuses_what_is_not_this_games_action(game_id):
    match = _match(game_id)
    hostile = _hostile_actions(game_id, match)  # may play ahead to an action with fields
    before = match.state.model_dump_json()
    played = list(match.actions)
    for label, action in hostile.items():
        with pytest.raises(IllegalAction) as err:
            match.game.apply(match.state, action)
            pytest.fail(f"{label} was applied")
        assert err.value.reason, label
        assert match.state.model_dump_json() == before, label
        with pytest.raises(IllegalAction):
            match.apply(action)
        assert match.actions == played, label
    match.apply(match.legal_actions()[0])  # the real thing still works
