"""The NΣT! computer players: value-aware in every phase, through their view only."""

from __future__ import annotations

import pytest

from nifty_table.engine import strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME
from nifty_table.games.net.actions import ChooseTeam, Double, GiveBonus, PickCard, PlaceToken
from nifty_table.games.net.cards import label
from nifty_table.games.net.state import OPEN, Phase

BLUE, RED, YELLOW, GREEN = range(4)
TRUMP_LINE, VALUE_LINE = 2, 4


def _choose(state, name: str = "heuristic"):
    return strategies.decide(GAME, state, strategies.get("net", name), Rng.from_seed(0))


def test_both_strategies_are_registered():
    assert strategies.names("net") == ["random", "heuristic", "heuristic-v1", "search", "ismcts"]
    assert strategies.get("net").name == "heuristic"
    assert strategies.get("net", "heuristic-v1").name == "heuristic-v1"


# -- discards and passes follow the round's value -------------------------------------------
HAND = ("B13", "B12", "R13", "B2", "R2", "Y3")


def _discard_state(kit, value: int):
    hands = [kit.cards(*HAND), kit.cards("G2", "G3", "G4", "G5", "G6", "G7")]
    return kit.built(2, hands, phase=Phase.EXCHANGE, discard=2, trump=BLUE, value=value)


def _discards(kit, value: int, name: str = "heuristic") -> set[str]:
    state = _discard_state(kit, value)
    chosen = []
    for _ in range(2):
        action = _choose(state, name)
        assert isinstance(action, PickCard)
        chosen.append(action.card)
        GAME.apply(state, action)
    return {label(c) for c in chosen}


def test_at_a_positive_value_the_weakest_cards_go(kit):
    assert _discards(kit, value=2) == {"R2", "Y3"}


def test_at_a_negative_value_the_winners_go_and_the_ducking_cards_stay(kit):
    gone = _discards(kit, value=-2)
    assert gone == {"B13", "B12"}  # the trumps that would take tricks


def test_the_old_player_threw_away_its_ducking_cards_at_minus_two(kit):
    """What issue 6 reported of heuristic-v1, kept for comparison."""
    assert _discards(kit, value=-2, name="heuristic-v1") == {"R2", "Y3"}


def test_a_one_is_discarded_first_in_a_positive_round_and_kept_in_a_negative_one(kit):
    for value, expect_one in ((3, True), (-2, False)):
        hands = [kit.cards("B1", "B9", "B10", "R9", "R10"), kit.cards("G2", "G3", "G4", "G5", "G6")]
        state = kit.built(2, hands, phase=Phase.EXCHANGE, discard=1, trump=RED, value=value)
        action = _choose(state)
        assert (action.card == kit.card("B1")) is expect_one, value


# -- tricks ------------------------------------------------------------------------------------
def test_no_one_is_led_into_the_opponents_hands_in_a_positive_round(kit):
    hands = [kit.cards("B1", "B5", "R7"), kit.cards("G2", "G3", "G4")]
    state = kit.built(2, hands, trump=YELLOW, value=2)
    assert _choose(state).card != kit.card("B1")


def test_a_one_is_led_in_a_negative_round(kit):
    hands = [kit.cards("B1", "B5", "R7"), kit.cards("G2", "G3", "G4")]
    state = kit.built(2, hands, trump=YELLOW, value=-2)
    assert _choose(state).card == kit.card("B1")


def test_a_one_is_not_dropped_on_an_opponents_trick_in_a_positive_round(kit):
    # Seat 0 (team 0) leads B13; seat 1 (team 1) cannot follow blue.
    hands = [
        kit.cards("B13", "Y2"),
        kit.cards("G1", "G5"),
        kit.cards("R2", "R3"),
        kit.cards("R4", "R5"),
    ]
    state = kit.built(4, hands, trump=YELLOW, value=2, teams=[0, 1, 0, 1])
    kit.play(state, kit.card("B13"))
    assert _choose(state).card == kit.card("G5")


def test_a_one_goes_on_the_partners_trick_in_a_positive_round(kit):
    # Seat 0 leads B13 (sure to hold: 13 is the top); seat 1 plays; seat 2, the partner, has a 1.
    hands = [
        kit.cards("B13", "Y2"),
        kit.cards("B2", "G5"),
        kit.cards("G1", "G6"),
        kit.cards("B3", "R5"),
    ]
    state = kit.built(4, hands, trump=None, value=2, teams=[0, 1, 0, 1])
    kit.play(state, kit.card("B13"), kit.card("B2"))
    assert _choose(state).card == kit.card("G1")


def test_a_one_goes_on_the_opponents_trick_in_a_negative_round(kit):
    hands = [
        kit.cards("B13", "Y2"),
        kit.cards("G1", "G9"),
        kit.cards("R2", "R3"),
        kit.cards("R4", "R5"),
    ]
    state = kit.built(4, hands, trump=YELLOW, value=-2, teams=[0, 1, 0, 1])
    kit.play(state, kit.card("B13"))
    assert _choose(state).card == kit.card("G1")


def test_a_negative_round_ducks_under_the_trick_with_its_highest_safe_card(kit):
    hands = [kit.cards("B9", "Y2", "Y3"), kit.cards("B4", "B8", "B12")]
    state = kit.built(2, hands, trump=None, value=-2)
    kit.play(state, kit.card("B9"))
    assert _choose(state).card == kit.card("B8")


def test_a_positive_round_wins_cheaply_when_it_plays_last(kit):
    hands = [kit.cards("B9", "Y2", "Y3"), kit.cards("B4", "B10", "B12")]
    state = kit.built(2, hands, trump=None, value=2)
    kit.play(state, kit.card("B9"))
    assert _choose(state).card == kit.card("B10")


# -- the NY3T! phase, teams, the bonus card, doubling -----------------------------------------
def test_a_strong_blue_hand_keeps_blue_trump_and_the_positive_values_open(kit):
    from nifty_table.games.net.cards import deck_for

    state = kit.with_characters(2)
    me = state.turn
    strong = kit.cards("B13", "B12", "B11", "B10", "B9", "B8", "B7", "B1", "B1", "B1")
    strong += kit.cards("R13", "R12", "G13", "G12", "Y13")
    rest = [c for c in deck_for(2) if c not in strong]
    state.hands[me], state.hands[1 - me], state.set_aside = strong, rest[:15], rest[15:]
    assert GAME.check_invariants(state) == []
    covered = []
    for _ in range(6):  # three tokens each
        action = _choose(state)
        assert isinstance(action, PlaceToken)
        if state.turn == state.dealer:
            covered.append((action.line, action.box))
        GAME.apply(state, action)
    assert (TRUMP_LINE, BLUE) not in covered
    assert (VALUE_LINE, 4) in covered  # the -2 box goes first
    assert state.board[TRUMP_LINE][BLUE] == OPEN


def test_teams_leave_the_score_leader_out_of_a_strong_hands_team(kit):
    strong = kit.cards("Y13", "Y12", "Y11", "Y10", "Y9", "B13", "R13", "G13")
    weak = [
        kit.cards("B2", "B3", "B4", "B5", "R2", "R3", "G2", "G3"),
        kit.cards("B6", "B7", "R4", "R5", "R6", "G4", "G5", "G6"),
        kit.cards("B8", "R7", "R8", "G7", "G8", "B9", "R9", "G9"),
    ]
    state = kit.built(4, [strong, *weak], phase=Phase.TEAMS, trump=YELLOW, value=3)
    state.teams = []
    state.scores = [0, 60, 0, 0]
    state.history = []
    action = _choose(state)
    assert isinstance(action, ChooseTeam)
    assert 1 not in action.pair


def test_the_bonus_card_is_kept_by_the_first_player_of_the_smaller_team(kit):
    hands = [kit.cards("B2"), kit.cards("B3"), kit.cards("B4"), kit.cards("B5"), kit.cards("B6")]
    state = kit.built(5, hands, phase=Phase.BONUS, teams=[0, 1, 0, 1, 1])
    assert _choose(state) == GiveBonus(seat=0, to=0)


@pytest.mark.parametrize(("value", "doubles"), [(3, True), (-2, False)])
def test_doubling_only_a_positive_score(kit, value, doubles):
    hands = [kit.cards("B10"), kit.cards("B2"), kit.cards("B3")]
    state = kit.built(3, hands, teams=[0, 1, 1], bonus_owner=0, value=value)
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    assert state.phase is Phase.DOUBLE
    assert _choose(state) == Double(seat=0, double=doubles)


def test_the_new_player_beats_the_old_one_over_a_few_seeded_games():
    from nifty_table.engine import sim

    report = sim.simulate(
        "net", 3, games=6, seed=77, bots=["heuristic", "heuristic-v1", "heuristic-v1"], rotate=True
    )
    per = report.as_json()["per_strategy"]
    assert per["heuristic"]["win_rate"] > per["heuristic-v1"]["win_rate"]
    assert per["heuristic"]["mean_points"] > per["heuristic-v1"]["mean_points"]


# -- the searching player ----------------------------------------------------------------------
def test_the_search_leaves_the_tokens_to_the_heuristic_and_searches_the_cards(kit):
    state = kit.with_characters(2, seed=5)
    searcher = strategies.get("net", "search")
    searcher.max_iterations = 40
    token = _choose_with(state, searcher)
    assert token == _choose(state)  # the heuristic's box, without a playout spent
    assert searcher.last_iterations == 0
    hands = [kit.cards("B13", "R2", "Y3"), kit.cards("G2", "G3", "G4")]
    tricks_state = kit.built(2, hands, trump=BLUE, value=2)
    _choose_with(tricks_state, searcher)
    assert searcher.last_iterations >= 40


def _choose_with(state, strategy):
    return strategies.decide(GAME, state, strategy, Rng.from_seed(0))


class _Sensible:
    """The playout's dice when it plays the sensible move (no exploring)."""

    def below(self, n: int) -> int:
        return 1 % n


@pytest.mark.parametrize(
    ("hand", "value", "led"),
    [
        (("B1", "R2", "B13", "Y3"), 2, "B13"),  # a likely winner, never the 1
        (("B1", "R2", "B4", "Y3"), 2, "R2"),  # no sure winner: the lowest side-suit card
        (("B5", "B1", "R7"), -2, "B1"),  # a negative round: the 1, whoever takes it pays
        (("B5", "R7", "Y6"), -2, "Y6"),  # else the weakest card: low, not a (blue) trump
    ],
)
def test_the_playouts_lead_like_a_player_not_at_random(kit, hand, value, led):
    from nifty_table.games.net.strategies.search import policy

    hands = [kit.cards(*hand), kit.cards("G2", "G3", "G4", "G5")[: len(hand)]]
    state = kit.built(2, hands, trump=BLUE, value=value)
    actions = GAME.legal_actions(state)
    assert label(policy(state, actions, _Sensible()).card) == led


@pytest.mark.parametrize(("players", "searched"), [(2, True), (4, False)])
def test_the_exchange_is_searched_only_at_two_players(kit, players, searched):
    # At four the search had two or three worlds per discard in its time:
    # the heuristic's discards stand there.
    others = [("G2", "G3", "G4", "G5", "G6", "G7"), ("G8", "G9", "G10", "G11", "G12", "G13")]
    others.append(("R3", "R4", "R5", "R6", "R7", "R8"))
    hands = [kit.cards(*HAND)] + [kit.cards(*cards) for cards in others[: players - 1]]
    state = kit.built(players, hands, phase=Phase.EXCHANGE, discard=2, trump=BLUE, value=-2)
    seeker = strategies.get("net", "search")
    seeker.max_iterations = 40
    action = _choose_with(state, seeker)
    assert (seeker.last_iterations > 0) is searched
    if not searched:
        assert action == _choose(state)
