"""The computer player never makes a move that can only lose its own card: it
challenges itself only with an answer that wins, and it answers when its
Objects and the Plot already hold (the defence must play a card)."""

from __future__ import annotations

import pytest

from nifty_table.engine import strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for
from nifty_table.games.get_nifty.state import GetNiftyState, Options
from nifty_table.games.get_nifty.strategies import Heuristic


def _choice(kit, st: GetNiftyState):
    kit.game.forget()
    return strategies.decide(kit.game, st, Heuristic(), Rng.from_seed(1))


def test_no_boredom_challenge_against_itself_without_a_defence(kit):
    # Two Boredom cards, an unmarked WEIRD card and nothing to answer with:
    # challenging itself could only Flux its own card.
    st = kit.table(hands={0: ["dude", "whatever"]}, weird={0: "unmarked"})
    assert any(a.kind == "challenge" and a.target == 0 for a in kit.legal(st, 0))
    assert _choice(kit, st).kind != "challenge"


def test_it_answers_with_a_card_when_its_objects_already_hold(kit):
    # Sam D2 against its own Kevlar Vest S3: it plans the challenge, then must
    # still play a card (Mohkadun, S0) for the Vest to count.
    st = kit.table(
        hands={0: ["sam", "mohkadun"]}, objects={0: ["kevlar-vest"]}, safe={0: "unmarked"}
    )
    for _ in range(6):
        if st.challenge is None and st.teams[0].safe.marked:
            break
        kit.act(st, _choice(kit, st))
    assert st.teams[0].safe.marked and not st.teams[0].safe.fluxed
    assert "mohkadun" in st.discard


def test_no_challenge_whose_answer_the_attack_card_cancels(kit):
    # Dex cancels Zoe on entry: Dex against itself with Zoe to answer could
    # only lose. Zoe (D0) against itself, answered by Dex (S1), wins.
    st = kit.table(hands={0: ["dex", "zoe"]}, safe={0: "unmarked"})
    assert _choice(kit, st) == kit.A.StartChallenge(seat=0, target=0, card="zoe")
    st = kit.table(hands={0: ["dex", "zoe"]}, plot="halloween", safe={0: "unmarked"})
    assert _choice(kit, st).kind != "challenge"  # Zoe D0 + 2 beats Dex's S1 + 0


def _self_challenges_won(game, st: GetNiftyState, bots: list[Heuristic], rng: Rng) -> int:
    """Play a copy of a challenge against yourself with nobody else stepping
    in; fail if the card does not end up active."""
    copy = st.model_copy(deep=True)
    ch = copy.challenge
    kind = ch.kind
    team = copy.team_of[ch.challenger]
    while copy.challenge is not None:
        game.forget()
        seat = game.prompt(copy).seat
        game.apply(copy, strategies.decide(game, copy, bots[seat], rng))
    slot = copy.teams[team].slot(kind)
    assert slot.active, copy.log[-8:]
    return 1


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_challenge_against_itself_is_won_alone(kit, players):
    game = kit.game
    checked = 0
    for seed in range(3):
        st = game.new_game(seats_for(players), Options(round_limit=15), seed)
        bots = [Heuristic() for _ in range(players)]
        rng = Rng.from_seed(seed)
        while not st.over:
            game.forget()
            action = strategies.decide(game, st, bots[game.prompt(st).seat], rng)
            game.apply(st, action)
            ch = st.challenge
            if action.kind == "challenge" and ch is not None and ch.self_challenge:
                checked += _self_challenges_won(game, st, bots, Rng.from_seed(seed))
    assert checked >= 5
