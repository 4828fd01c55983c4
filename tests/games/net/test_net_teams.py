"""Teams chosen by the first player, the bonus card and doubling."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME
from nifty_table.games.net.actions import ChooseTeam, Double, GiveBonus
from nifty_table.games.net.state import Phase


def _at_teams(kit, players: int, first: int, seed: int = 0):
    state = kit.with_characters(players, seed=seed)
    kit.to_rules(state, first=first)
    assert state.phase is Phase.TEAMS and state.turn == first
    assert GAME.prompt(state).seat == first
    return state


def _members(teams: list[int], seat: int) -> set[int]:
    return {s for s, t in enumerate(teams) if t == teams[seat]}


# -- teams ----------------------------------------------------------------------
def test_two_players_play_one_against_one_without_a_team_choice(kit):
    state = kit.with_characters(2, seed=1)
    kit.to_rules(state, first=1)
    assert state.phase is Phase.TRICKS
    assert state.teams[0] != state.teams[1]
    assert state.bonus_owner is None


def test_three_players_first_player_may_go_solo(kit):
    state = _at_teams(kit, 3, first=1)
    assert sorted(a.pair for a in GAME.legal_actions(state)) == [(0, 1), (0, 2), (1, 2)]
    kit.team(state, (0, 2))
    assert _members(state.teams, 1) == {1}
    assert _members(state.teams, 0) == {0, 2}


def test_three_players_first_player_may_take_a_partner(kit):
    state = _at_teams(kit, 3, first=1)
    kit.team(state, (1, 2))
    assert _members(state.teams, 1) == {1, 2}
    assert _members(state.teams, 0) == {0}


def test_four_players_first_player_picks_a_partner(kit):
    state = _at_teams(kit, 4, first=2)
    assert sorted(a.pair for a in GAME.legal_actions(state)) == [(0, 2), (1, 2), (2, 3)]
    before = state.model_dump()
    with pytest.raises(IllegalAction):
        GAME.apply(state, ChooseTeam(seat=2, pair=(0, 1)))  # a pair without the first player
    assert state.model_dump() == before
    kit.team(state, (0, 2))
    assert _members(state.teams, 2) == {0, 2}
    assert _members(state.teams, 1) == {1, 3}
    assert state.bonus_owner is None
    assert state.phase is not Phase.BONUS


@pytest.mark.parametrize(("pair", "first_team"), [((0, 3), {0, 3}), ((1, 4), {0, 2, 3})])
def test_five_players_three_against_two_chosen_by_the_first_player(kit, pair, first_team):
    state = _at_teams(kit, 5, first=3)
    assert len(GAME.legal_actions(state)) == 10  # any pair of seats is the 2-team
    kit.team(state, pair)
    assert _members(state.teams, 3) == first_team
    assert _members(state.teams, pair[0]) == set(pair)
    assert sorted(len(_members(state.teams, s)) for s in range(5)) == [2, 2, 3, 3, 3]


def test_only_the_first_player_chooses_the_teams(kit):
    state = _at_teams(kit, 4, first=2)
    before = state.model_dump()
    with pytest.raises(IllegalAction):
        GAME.apply(state, ChooseTeam(seat=0, pair=(0, 1)))
    assert state.model_dump() == before


# -- bonus card -------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_no_bonus_card_with_two_or_four_players(kit, players):
    state = kit.new(players, seed=3)
    rng = Rng.from_seed(3)
    while state.phase is not Phase.OVER:
        assert state.phase not in (Phase.BONUS, Phase.DOUBLE)
        assert state.bonus_owner is None
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert not any(r.doubled for r in state.history)


@pytest.mark.parametrize(("pair", "solo"), [((0, 2), 1), ((1, 2), 0), ((0, 1), 2)])
def test_three_players_bonus_goes_automatically_to_the_solo_player(kit, pair, solo):
    state = _at_teams(kit, 3, first=1)
    kit.team(state, pair)
    assert state.bonus_owner == solo
    assert state.phase is not Phase.BONUS


def test_five_players_first_player_gives_the_bonus_to_one_of_the_pair(kit):
    state = _at_teams(kit, 5, first=0)
    kit.team(state, (2, 4))
    assert state.phase is Phase.BONUS and state.turn == 0
    assert sorted(a.to for a in GAME.legal_actions(state)) == [2, 4]
    before = state.model_dump()
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, GiveBonus(seat=0, to=1))  # on the team of three
    assert "smaller team" in exc.value.reason
    assert state.model_dump() == before
    GAME.apply(state, GiveBonus(seat=0, to=4))
    assert state.bonus_owner == 4
    assert state.phase is not Phase.BONUS


def test_five_players_first_player_may_give_the_bonus_to_themself(kit):
    state = _at_teams(kit, 5, first=3)
    kit.team(state, (1, 3))
    assert sorted(a.to for a in GAME.legal_actions(state)) == [1, 3]
    kit.bonus(state, 3)
    assert state.bonus_owner == 3


# -- doubling ---------------------------------------------------------------------
def _last_trick_3p(kit, value: int = 2):
    """3 players, seat 0 solo with the bonus card; one card each left.
    Seat 0 leads B10 and wins (B2, B3 follow)."""
    return kit.built(
        3,
        [kit.cards("B10"), kit.cards("B2"), kit.cards("B3")],
        teams=[0, 1, 1],
        bonus_owner=0,
        value=value,
    )


def test_bonus_owner_is_asked_and_doubling_doubles_the_team_round_score(kit):
    state = _last_trick_3p(kit, value=2)
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    assert state.phase is Phase.DOUBLE and state.turn == 0
    assert GAME.prompt(state).seat == 0
    assert "+2" in GAME.prompt(state).text
    GAME.apply(state, Double(seat=0, double=True))
    record = state.history[-1]
    assert record.doubled
    assert record.points == [4, 0, 0]  # 1 trick x 2, doubled
    assert state.scores == [4, 0, 0]
    assert state.round == 2


def test_bonus_owner_may_decline_to_double(kit):
    state = _last_trick_3p(kit, value=2)
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    GAME.apply(state, Double(seat=0, double=False))
    assert not state.history[-1].doubled
    assert state.scores == [2, 0, 0]


def test_doubling_a_negative_score_doubles_the_loss(kit):
    state = _last_trick_3p(kit, value=-2)
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    assert state.phase is Phase.DOUBLE
    GAME.apply(state, Double(seat=0, double=True))
    assert state.scores == [-4, 0, 0]


def test_doubling_only_touches_the_bonus_owners_team(kit):
    # 5 players, pair (1, 3) with the bonus card held by 3; seat 1 wins.
    state = kit.built(
        5,
        [kit.cards("B2"), kit.cards("B9"), kit.cards("B3"), kit.cards("B4"), kit.cards("B5")],
        teams=[0, 1, 0, 1, 0],
        bonus_owner=3,
        value=3,
    )
    state.tricks_won = [1, 0, 0, 0, 0]  # the 3-team already has a trick
    state.won_cards[0] = state.discarded[:5]
    del state.discarded[:5]
    assert GAME.check_invariants(state) == []
    kit.play(state, *kit.cards("B2", "B9", "B3", "B4", "B5"))
    assert state.phase is Phase.DOUBLE and state.turn == 3
    GAME.apply(state, Double(seat=3, double=True))
    assert state.history[-1].points == [3, 6, 3, 6, 3]


def test_no_double_prompt_when_the_bonus_team_scored_nothing(kit):
    state = kit.built(
        3,
        [kit.cards("B2"), kit.cards("B10"), kit.cards("B3")],
        teams=[0, 1, 1],
        bonus_owner=0,
        value=4,
    )
    kit.play(state, *kit.cards("B2", "B10", "B3"))
    # Seat 1 won; the solo bonus owner has 0 points, so the round just ends.
    assert state.phase is Phase.NYET and state.round == 2
    assert state.history[-1].points == [0, 4, 4]
    assert not state.history[-1].doubled


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_team_pair_is_accepted_in_either_order(kit, players):
    """(2, 0) names the same pair as (0, 2): the listed action, not a refusal."""
    state = _at_teams(kit, players, first=2)
    reversed_pair = ChooseTeam(seat=2, pair=(2, 0))
    assert reversed_pair in GAME.legal_actions(state)
    GAME.apply(state, reversed_pair)
    assert _members(state.teams, 2) == {0, 2}
    assert GAME.check_invariants(state) == []


def test_a_reversed_pair_is_stored_in_seat_order():
    assert ChooseTeam(seat=1, pair=(3, 1)).pair == (1, 3)
    assert ChooseTeam(seat=1, pair=(3, 1)) == ChooseTeam(seat=1, pair=(1, 3))


# -- risky choices: the harmless answer first, consequences named ---------------------------
def test_the_bonus_prompt_starts_on_keeping_a_negative_score(kit):
    state = _last_trick_3p(kit, value=-2)
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    legal = GAME.legal_actions(state)
    assert legal[0] == Double(seat=0, double=False)  # a stray Enter keeps -2
    assert GAME.describe(state, legal[0]) == "Keep it as it is: -2"
    assert GAME.describe(state, legal[1]) == "Double it: -2 becomes -4"
    text = GAME.prompt(state).text
    assert "lowers them to -4" in text and "cannot be taken back" in text
    GAME.apply(state, legal[0])
    assert state.scores == [-2, 0, 0]


def test_the_bonus_prompt_starts_on_doubling_a_positive_score(kit):
    state = _last_trick_3p(kit, value=3)
    kit.play(state, *kit.cards("B10", "B2", "B3"))
    legal = GAME.legal_actions(state)
    assert legal[0] == Double(seat=0, double=True)
    assert GAME.describe(state, legal[0]) == "Double it: +3 becomes +6"
    assert "raises them to +6" in GAME.prompt(state).text


def test_discard_and_pass_prompts_name_what_happens(kit):
    hands = [kit.cards("B2", "B3"), kit.cards("R2", "R3"), kit.cards("Y2", "Y3")]
    discard = kit.built(3, hands, phase=Phase.EXCHANGE, discard=1)
    text = GAME.prompt(discard).text
    # The first pick of the exchange may still be taken back: it says when it counts.
    assert "discard: once everyone has chosen, it is out for the whole round" in text
    assert "cannot be taken back" not in text
    passing = kit.built(3, hands, phase=Phase.EXCHANGE, pass_left=1)
    text = GAME.prompt(passing).text
    left = passing.seats[1].name
    assert f"pass to {left}: {left} gets it once everyone has chosen" in text
    assert "cannot be taken back" not in text
    # The last pick hands the cards over at once: that one stands.
    last = kit.built(3, hands, phase=Phase.EXCHANGE, pass_left=1, first=1)
    last.turn = 0  # the seat before the first player picks last
    text = GAME.prompt(last).text
    left = last.seats[1].name
    assert f"pass to {left}: {left} gets it now, and it cannot be taken back" in text
