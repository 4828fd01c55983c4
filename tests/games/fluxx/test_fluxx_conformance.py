"""Random games for both editions and 2-6 players: invariants after every
action, a prompt until someone wins, save/load/replay equal at random points,
and no view ever holds a card another seat keeps hidden."""

from __future__ import annotations

import pytest

from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import check, play_one
from nifty_table.games.fluxx.actions import Join
from nifty_table.games.fluxx.cartoon_network import GAME as CN
from nifty_table.games.fluxx.firefly import GAME as FF

GAMES = {"firefly-fluxx": FF, "cartoon-network-fluxx": CN}
STEP_CAP = 3000


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(game_id, players):
    game = GAMES[game_id]
    runs = [play_one(game, players, seed, step_cap=STEP_CAP) for seed in range(4)]
    assert [v for r in runs for v in r.violations] == []
    assert sum(r.finished for r in runs) >= 3  # random games usually end


@pytest.mark.parametrize("game_id", GAMES)
def test_most_random_games_reach_a_winner(game_id):
    game = GAMES[game_id]
    runs = [play_one(game, 2 + seed % 5, 1000 + seed, checks=False) for seed in range(60)]
    finished = sum(r.finished for r in runs)
    assert finished / len(runs) >= 0.9
    assert all(len(r.winners) == 1 for r in runs if r.finished)


def _hidden_from(state, seat: int) -> set[str]:
    """Cards `seat` must not see: other hands, the draw pile, others' private cards."""
    hidden = set(state.draw_pile)
    for s, hand in enumerate(state.hands):
        if s != seat:
            hidden.update(hand)
    for f in state.stack:
        if f.kind == "fx" and f.seat != seat and f.handler not in ("press_your_luck",):
            hidden.update(f.cards)
    return hidden


def _strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_strings(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("game_id", GAMES)
def test_no_view_shows_another_seats_hidden_cards(game_id):
    game = GAMES[game_id]
    rng = Rng.from_seed(7)
    for seed in range(6):
        players = 2 + seed % 5
        st = game.new_game([Seat(name=f"P{i}") for i in range(players)], game.Options(), seed)
        for _ in range(400):
            if game.prompt(st) is None:
                break
            for seat in range(len(st.seats)):
                view = game.view(st, seat)
                assert view.hand == st.hands[seat]
                assert not (_strings(view.model_dump()) & _hidden_from(st, seat))
            game.apply(st, rng.choice(game.legal_actions(st)))


def _seats(n: int) -> list[Seat]:
    return [Seat(name=f"Player {i}", bot=i % 2 == 1) for i in range(n)]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_save_load_and_replay_equal_at_a_random_point(tmp_path, game_id, players):
    for seed in range(2):
        match = Match.new(game_id, _seats(players), seed=seed * 31 + players)
        rng = Rng.from_seed(seed + players)
        stop = rng.below(250)
        while len(match.actions) < stop and match.prompt() is not None:
            match.apply(rng.choice(match.legal_actions()))
        path = tmp_path / f"{seed}.json"
        path.write_bytes(saves.serialize(match))
        loaded = saves.load(path)
        assert loaded.state == match.state
        assert loaded.state.model_dump() == match.state.model_dump()
        assert match.replayed() == match.state
        for _ in range(300):  # the same future from here
            if match.prompt() is None:
                break
            legal = match.legal_actions()
            assert loaded.legal_actions() == legal
            action = rng.choice(legal)
            match.apply(action)
            loaded.apply(action)
        assert loaded.state == match.state and loaded.result() == match.result()


def test_a_save_in_the_middle_of_a_nested_chain_resumes(tmp_path):
    """Stop inside Draw 2 and Use 'Em inside Draw 3 Play 2 (a stack of steps)."""
    for seed in range(400):
        match = Match.new("firefly-fluxx", _seats(3), seed=seed)
        rng = Rng.from_seed(seed)
        while match.prompt() is not None and len(match.actions) < 600:
            if sum(f.kind == "resolve" for f in match.state.stack) >= 2:
                break
            match.apply(rng.choice(match.legal_actions()))
        if sum(f.kind == "resolve" for f in match.state.stack) >= 2:
            break
    else:
        pytest.fail("no random game reached a nested chain")
    path = tmp_path / "chain.json"
    path.write_bytes(saves.serialize(match))
    loaded = saves.load(path)
    assert loaded.state == match.state and len(loaded.state.stack) >= 2
    while match.prompt() is not None and len(match.actions) < 2000:
        action = rng.choice(match.legal_actions())
        match.apply(action)
        loaded.apply(action)
    assert loaded.state == match.state


@pytest.mark.parametrize("game_id", GAMES)
def test_a_player_jumping_in_replays_identically(game_id):
    match = Match.new(game_id, _seats(3), seed=11)
    rng = Rng.from_seed(11)
    for _ in range(40):
        match.apply(rng.choice(match.legal_actions()))
    match.apply(Join(seat=3, name="Late", bot=True))
    assert len(match.state.seats) == 4
    assert [s.name for s in match.start_seats] == [s.name for s in _seats(3)]
    game = match.game
    for _ in range(200):
        if match.prompt() is None:
            break
        match.apply(rng.choice(match.legal_actions()))
        assert check(game, match.state) == []
    assert match.replayed() == match.state
