"""Setup rules: deck, deal, rounds, dealers, characters."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME, cards
from nifty_table.games.net.actions import PickCharacter
from nifty_table.games.net.state import COVERED, OPEN, Options, Phase


# -- deck and deal -------------------------------------------------------------
def test_full_deck_has_60_cards_three_1s_and_one_each_of_2_to_13_per_colour():
    deck = cards.deck_for(4)
    assert len(deck) == 60 == len(set(deck))
    per = Counter((cards.COLOUR[c], cards.VALUE[c]) for c in deck)
    for colour in range(4):
        assert per[(colour, 1)] == 3
        for v in range(2, 14):
            assert per[(colour, v)] == 1
    assert cards.deck_for(2) == cards.deck_for(5) == deck


def test_three_player_deck_drops_11_12_13_for_48_cards():
    deck = cards.deck_for(3)
    assert len(deck) == 48
    assert max(cards.VALUE[c] for c in deck) == 10
    assert sum(1 for c in deck if cards.VALUE[c] == 1) == 12


@pytest.mark.parametrize(("players", "size"), [(2, 15), (3, 16), (4, 15), (5, 12)])
def test_deal_sizes_per_player_count(kit, players, size):
    state = kit.with_characters(players, seed=7)
    assert [len(h) for h in state.hands] == [size] * players
    dealt = [c for h in state.hands for c in h] + state.set_aside
    assert sorted(dealt) == sorted(cards.deck_for(players))
    assert state.discarded == []
    assert len(state.set_aside) == (30 if players == 2 else 0)


def test_two_players_set_aside_30_cards_unseen(kit):
    state = kit.with_characters(2, seed=3)
    assert len(state.set_aside) == 30
    for seat in range(2):
        view = GAME.view(state, seat)
        assert "set_aside" not in view.model_dump()
        assert sorted(view.hand) == sorted(state.hands[seat])
        assert not set(view.hand) & set(state.set_aside)
        assert [s.hand_size for s in view.seats] == [15, 15]


@pytest.mark.parametrize("seed", range(5))
def test_two_players_all_60_cards_are_shuffled_back_next_round(kit, seed):
    state = kit.with_characters(2, seed=seed)
    aside_round1 = set(state.set_aside)
    kit.random_until(state, lambda s: s.round == 2, Rng.from_seed(seed))
    assert state.phase is Phase.NYET
    in_round2 = [c for h in state.hands for c in h] + state.set_aside
    assert sorted(in_round2) == list(cards.FULL_DECK)
    assert state.discarded == [] and not any(state.won_cards) and not any(state.loot)
    # Last round's unseen cards are back in play: some of them are dealt now.
    dealt = {c for h in state.hands for c in h}
    assert dealt & aside_round1


# -- rounds and dealers -----------------------------------------------------------
@pytest.mark.parametrize(("players", "rounds"), [(2, 8), (3, 9), (4, 8), (5, 10)])
def test_rounds_per_player_count_and_everyone_deals_equally_often(kit, players, rounds):
    state = kit.new(players, seed=11)
    assert state.rounds == rounds
    kit.random_until(state, lambda s: s.phase is Phase.OVER, Rng.from_seed(11))
    assert len(state.history) == rounds
    assert [r.round for r in state.history] == list(range(1, rounds + 1))
    deals = Counter(r.dealer for r in state.history)
    assert set(deals) == set(range(players))
    assert set(deals.values()) == {rounds // players}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dealer_moves_left_each_round(kit, players):
    state = kit.new(players, seed=5)
    first_dealer = state.dealer
    kit.random_until(state, lambda s: s.phase is Phase.OVER, Rng.from_seed(5))
    dealers = [r.dealer for r in state.history]
    assert dealers[0] == first_dealer
    for a, b in itertools.pairwise(dealers):
        assert b == (a + 1) % players


def test_first_dealer_is_random_but_seeded(kit):
    dealers = {kit.new(4, seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert kit.new(4, seed=9).dealer == kit.new(4, seed=9).dealer


def test_a_rematch_is_dealt_first_by_the_seat_after_the_last_first_dealer(kit):
    """The rulebook passes the deal to the left; a rematch carries that on."""
    rng = Rng.from_seed(3)
    state = kit.new(3, seed=5)
    first = state.dealer
    while state.phase is not Phase.OVER:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    options = GAME.rematch_options(state, state.options)
    assert options.first_dealer == (first + 1) % 3 and options.board == state.options.board
    again = GAME.new_game(kit.seats(3), options, seed=11)
    assert again.dealer == (first + 1) % 3
    # a chosen dealer leaves the deal itself as the seed makes it
    plain = GAME.new_game(kit.seats(3), Options(), seed=11)
    assert again.rng == plain.rng


# -- characters -------------------------------------------------------------------
def test_character_choice_one_each_and_a_taken_character_is_refused(kit):
    state = kit.new(3)
    assert state.phase is Phase.CHARACTERS and state.turn == 0
    assert [a.character for a in GAME.legal_actions(state)] == [0, 1, 2, 3, 4]
    GAME.apply(state, PickCharacter(seat=0, character=3))
    assert state.turn == 1
    assert 3 not in [a.character for a in GAME.legal_actions(state)]
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, PickCharacter(seat=1, character=3))
    assert exc.value.reason
    assert state.model_dump() == before
    GAME.apply(state, PickCharacter(seat=1, character=0))
    GAME.apply(state, PickCharacter(seat=2, character=4))
    assert state.characters == [3, 0, 4]
    assert state.phase is Phase.NYET


@pytest.mark.parametrize("players", [2, 3, 4])
def test_unchosen_characters_are_covered_on_line_1_for_the_whole_game(kit, players):
    chars = [4, 1, 2, 0][:players]
    state = kit.with_characters(players, seed=21, chars=chars)
    unchosen = [c for c in range(5) if c not in chars]
    rng = Rng.from_seed(21)
    seen_rounds = set()
    while state.phase is not Phase.OVER:
        if state.phase is Phase.NYET:
            seen_rounds.add(state.round)
            line1 = state.board[0]
            assert [b for b in range(5) if line1[b] == COVERED] == unchosen
            assert all(line1[c] != COVERED for c in chars)
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert seen_rounds == set(range(1, state.rounds + 1))
    assert state.characters == chars


def test_five_players_cover_no_character(kit):
    state = kit.with_characters(5, seed=2)
    assert state.board[0] == [OPEN] * 5
