"""Every refusal names its rule: random illegal actions, in every game, over
seeded random games, are each refused with a reason that says what stands in
the way (never a bare "not allowed")."""

from __future__ import annotations

import random
import re

import pytest

from nifty_table.engine import registry
from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.engine.match import Match

PLAYABLE = [g for g in registry.GAMES if registry.available(g)]
GENERIC = re.compile(
    r"illegal|not allowed|not one of .* choices|not a legal|not a choice now|"
    r"is not possible now|does not answer this",
    re.IGNORECASE,
)
SEEDS = 6
STEPS = 250


def _changed(rng: random.Random, action, pool: list):
    """A copy of `action` with one field (not its kind) changed."""
    fields = {k: v for k, v in action.model_dump().items() if k != "kind"}
    key = rng.choice(list(fields))
    value = fields[key]
    if isinstance(value, bool):
        new = not value
    elif isinstance(value, int):
        new = value + rng.choice((-1, 1, 2, 7))
    elif isinstance(value, str):
        seen = [getattr(a, key) for a in pool if isinstance(getattr(a, key, None), str)]
        new = rng.choice(seen) if seen else value + "x"
    elif isinstance(value, (list, tuple)) and value:
        new = type(value)(v + 1 if isinstance(v, int) else v for v in value)
    else:
        return None
    return action.model_copy(update={key: new})


def _candidates(rng: random.Random, legal: list, pool: list, players: int) -> list:
    """Other seats' actions, actions of other phases (seen earlier), legal
    actions with a field changed; each may still be legal (the caller skips those)."""
    out = []
    for _ in range(4):
        base = rng.choice(legal)
        out.append(base.model_copy(update={"seat": rng.randrange(players)}))  # out of turn
        if pool:
            out.append(rng.choice(pool))
        changed = _changed(rng, base, pool)
        if changed is not None:
            out.append(changed)
    return out


def _copy(state):
    """A copy to try an action on, through the state's JSON as a save
    round-trips it: equal to the original, and made in half the time of a
    deep copy (this test makes tens of thousands)."""
    return type(state).model_validate_json(state.model_dump_json())


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_refusal_of_random_illegal_actions_names_its_reason(game_id):
    info = registry.GAMES[game_id]
    seen: dict[str, str] = {}
    for seed in range(SEEDS):
        rng = random.Random(seed)
        players = rng.randint(max(info.min_players, 2), min(info.max_players, 4))
        match = Match.new(game_id, [Seat(name=f"P{i}") for i in range(players)], seed=seed)
        pool: list = []
        for _ in range(STEPS):
            legal = match.legal_actions()
            if not legal or match.result() is not None:
                break
            for action in _candidates(rng, legal, pool, len(match.state.seats)):
                if action in legal:
                    continue
                state = _copy(match.state)
                try:
                    match.game.apply(state, action)
                except IllegalAction as exc:
                    seen[exc.reason] = repr(action)
                if hasattr(match.game, "forget"):
                    match.game.forget()  # a trial on a copy: what was worked out is stale
            chosen = rng.choice(legal)
            pool.append(chosen)
            match.apply(chosen)
    assert len(seen) > 10, "too few refusals tried"
    vague = {reason: action for reason, action in seen.items() if GENERIC.search(reason)}
    assert not vague, f"refusals without a specific reason: {vague}"
    # Concrete: every reason names a player, a card, a number or what is asked.
    bare = {r: a for r, a in seen.items() if len(r.split()) < 4}
    assert not bare, f"reasons too short to say why: {bare}"
