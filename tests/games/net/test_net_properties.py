"""Random whole games: invariants after every action, hidden hands, determinism."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import play_one
from nifty_table.games.net import GAME, cards
from nifty_table.games.net.state import Options, Phase

# x 4 player counts, every action checked (simulate runs millions); with the
# 100 games on the Discard 3 board below that is 220 whole games a run.
GAMES_PER_COUNT = 30
SECRET_KEYS = {"hands", "set_aside", "discarded", "picks", "rng", "won_cards"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hundreds_of_random_games_finish_without_violations(players):
    for seed in range(GAMES_PER_COUNT):
        run = play_one(GAME, players, seed, checks=True)
        assert run.violations == [], (players, seed, run.violations[:3])
        assert run.finished, (players, seed)
        assert run.winners


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_on_the_discard_3_board(players):
    for seed in range(25):
        run = play_one(GAME, players, seed, options=Options(board="discard3"), checks=True)
        assert run.violations == [] and run.finished, (players, seed, run.violations[:3])


def _secret_keys_in(text: str) -> set[str]:
    """The secret keys used at any depth of a view's compact JSON: in it a key
    is always written `"name":`, a quote inside any string value is escaped,
    so a plain substring test finds keys and only keys (this runs for every
    seat after every action of the games below; walking the parsed JSON took
    most of their time)."""
    return {key for key in SECRET_KEYS if f'"{key}":' in text}


def _check_step(state, deck) -> None:
    """Everything the rules promise after any action, checked independently."""
    n = state.players
    # Cards conserved: every card of the deck is in exactly one place.
    places = [c for h in state.hands for c in h] + state.set_aside + state.discarded
    places += [c for _, c in state.trick]
    places += [c for p in state.won_cards for c in p] + [c for p in state.loot for c in p]
    if state.hands:
        assert sorted(places) == sorted(deck)
    # Scores add up to the rounds played.
    assert state.scores == [sum(r.points[s] for r in state.history) for s in range(n)]
    # A prompt exists until the end, for the seat whose turn it is.
    prompt = GAME.prompt(state)
    if state.phase is Phase.OVER:
        assert prompt is None and GAME.legal_actions(state) == []
        assert GAME.result(state) is not None
    else:
        assert prompt is not None and prompt.seat == state.turn
        legal = GAME.legal_actions(state)
        assert legal and all(a.seat == prompt.seat for a in legal)
        assert GAME.result(state) is None
    # Views: own hand only, others as counts.
    for seat in range(n):
        view = GAME.view(state, seat)
        text = view.model_dump_json()
        assert not _secret_keys_in(text)
        data = json.loads(text)
        own = sorted(state.hands[seat]) if state.hands else []
        assert sorted(data["hand"]) == own
        for other in range(n):
            if other != seat and state.hands and state.hands[other]:
                assert sorted(data["hand"]) != sorted(state.hands[other])
                assert not set(data["hand"]) & set(state.hands[other])
        sizes = [s["hand_size"] for s in data["seats"]]
        expected = [len(h) for h in state.hands] if state.hands else [0] * n
        assert sizes == expected
        assert data["my_picks"] == (list(state.picks[seat]) if state.picks else [])


def _play_checked(players: int, seed: int, board: str = "standard") -> None:
    state = GAME.new_game(
        [Seat(name=f"S{i}", bot=True) for i in range(players)], Options(board=board), seed
    )
    deck = cards.deck_for(players)
    rng = Rng.from_seed(seed + 1)
    rounds_started = 0
    steps = 0
    _check_step(state, deck)
    while state.phase is not Phase.OVER:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        steps += 1
        assert steps < 5000
        _check_step(state, deck)
        if state.phase is Phase.NYET and not any(o >= 0 for li in state.board for o in li):
            # A fresh deal: the whole deck is in hands or set aside.
            rounds_started += 1
            assert sorted([c for h in state.hands for c in h] + state.set_aside) == sorted(deck)
            assert len({len(h) for h in state.hands}) == 1
    assert rounds_started == state.rounds  # the first deal follows the character choice
    assert len(state.history) == state.rounds


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(2))
def test_random_games_conserve_cards_and_hide_hands(players, seed):
    _play_checked(players, 1000 + seed)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=2, max_value=5),
    seed=st.integers(min_value=0, max_value=2**48),
    board=st.sampled_from(["standard", "discard3"]),
)
def test_any_seed_plays_a_clean_game(players, seed, board):
    _play_checked(players, seed, board)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_seed_gives_the_same_game_every_time(players):
    def final(seed):
        state = GAME.new_game([Seat(name=f"S{i}") for i in range(players)], Options(), seed)
        rng = Rng.from_seed(seed)
        while state.phase is not Phase.OVER:
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        return state.model_dump()

    assert final(42) == final(42)
    assert final(42) != final(43)


def test_the_view_does_not_depend_on_other_hands(kit):
    """Swapping two other seats' hands changes nothing a third seat sees except counts."""
    state = kit.to_rules(kit.with_characters(4, seed=6), first=0)
    kit.team(state, (0, 1))
    assert state.phase is Phase.TRICKS
    seen = GAME.view(state, 0).model_dump()
    state.hands[1], state.hands[2] = state.hands[2], state.hands[1]
    assert GAME.view(state, 0).model_dump() == seen
