"""Prompts and choice labels that say a choice "cannot be taken back" tell the
truth: after any answer of the prompted seat, the engine refuses to take it
back. (NΣT! said so of every pass and discard, while u took them back until
the next person chose.)"""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng

CLAIM = "cannot be taken back"


def _claims(match: Match) -> tuple[bool, dict]:
    """Whether the prompt makes the claim, and the actions whose label does."""
    prompt = match.prompt()
    game, state = match.game, match.state
    labelled = {a: game.describe(state, a) for a in match.legal_actions() if a.seat == prompt.seat}
    return CLAIM in prompt.text.lower(), {a for a, text in labelled.items() if CLAIM in text}


@pytest.mark.parametrize("game_id", list(registry.GAMES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_choice_said_to_stand_cannot_be_taken_back(game_id, seed):
    game = registry.load(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    seats = [Seat(name=f"P{i}") for i in range(players)]
    match = Match.new(game_id, seats, seed=seed)
    rng = Rng.from_seed(seed)
    checked = 0
    for _ in range(600):
        if match.result() is not None:
            break
        prompt = match.prompt()
        whole, labelled = _claims(match)
        own = [a for a in match.legal_actions() if a.seat == prompt.seat]
        action = rng.choice(own)
        match.apply(action)
        if (whole or action in labelled) and match.result() is None:
            checked += 1
            assert not match.can_take_back(prompt.seat), (prompt.text, action)
    if game_id == "net":
        assert checked, "a NΣT! game makes the claim at its exchanges"


def _net_at_an_exchange() -> Match:
    """A 3-player NΣT! game at the first pick of an exchange (random play)."""
    for seed in range(50):
        match = Match.new("net", [Seat(name=n) for n in ("Ann", "Bob", "Cy")], seed=seed)
        rng = Rng.from_seed(seed)
        while match.result() is None and match.state.phase != "exchange":
            match.apply(rng.choice(match.legal_actions()))
        if match.result() is None:
            return match
    raise AssertionError("no exchange in 50 games")


def test_a_pass_before_the_last_one_says_it_can_still_change():
    """In a NΣT! exchange only the last pick hands the cards over: the picks
    before it may be taken back, and their prompt does not say otherwise."""
    match = _net_at_an_exchange()
    first = match.prompt()
    assert CLAIM not in first.text
    assert "once everyone has chosen" in first.text
    match.apply(match.legal_actions()[0])
    assert match.can_take_back(first.seat)
