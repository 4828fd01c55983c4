"""The search's playouts at more than two players: a challenge is played by
the cards in hand (the losing side answers with the least card that turns
it), and a playout stops once the searcher's own turn is over."""

from __future__ import annotations

from nifty_table.games.get_nifty.search import Playing, horizon


class _Sensible:
    """The playout's dice when it plays the greedy move (no exploring)."""

    def below(self, n: int) -> int:
        return 1 % n


def _challenged(kit, players: int):
    # Bob challenges Ann's SAFE with Oasis (Danger 4); Ann holds Torg's Mom
    # (Safety 5), Zoe (4) and Sasha (3).
    st = kit.table(
        players=players,
        active=1,
        hands={1: ["oasis", "dude"], 0: ["torgs-mom", "zoe", "sasha"]},
        safe={0: "unmarked", 1: "marked"},
    )
    kit.act(st, kit.A.StartChallenge(seat=1, target=0, card="oasis"))
    kit.act(st, kit.A.Done(seat=1))
    return st


def test_the_losing_side_answers_with_the_least_card_that_holds(kit):
    st = _challenged(kit, players=4)
    actions = kit.legal(st)
    assert kit.A.Done(seat=0) in actions  # giving up: a random move's choice
    assert Playing()(st, actions, _Sensible()) == kit.A.AddCard(seat=0, card="zoe")


def test_the_side_ahead_says_done(kit):
    st = _challenged(kit, players=4)
    kit.act(st, kit.A.AddCard(seat=0, card="sasha"))  # 3 against 4: still losing
    kit.act(st, kit.A.AddCard(seat=0, card="torgs-mom"))
    actions = kit.legal(st)
    assert kit.A.Done(seat=0) in actions
    assert Playing()(st, actions, _Sensible()) == kit.A.Done(seat=0)


def test_a_playout_stops_after_the_searchers_turn_at_four_players(kit):
    st = kit.table(players=4, hands={0: ["dude"]})
    stop = horizon(st)
    later = st.model_copy(update={"turn_no": st.turn_no + 1})
    assert stop(later)
    two = kit.table(players=2, hands={0: ["dude"]})
    assert not horizon(two)(two.model_copy(update={"turn_no": two.turn_no + 1}))
