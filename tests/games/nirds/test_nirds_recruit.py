"""Action 2: Recruit with dice worth at least the cost; one die at least; no change."""

from __future__ import annotations


def _action(kit, seed=2):
    state = kit.new(2, seed=seed)
    kit.to_action_phase(state)
    return state


def _put_in_market(kit, state, idents):
    cards = []
    for ident in idents:
        card = kit.nird(ident)
        kit.take_nird(state, card)
        state.market1.insert(0, card)
        cards.append(card)
    while len(state.market1) > 5:
        state.level1_deck.append(state.market1.pop())
    return cards


def test_the_rulebook_two_cards_costing_five(kit):
    """With a 6 and a 4 you can buy only one of two Nirds costing 5, though 6 + 4 = 10."""
    state = _action(kit)
    seat = state.turn
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [6, 4])
    odd, even = _put_in_market(kit, state, ["odd_owl", "even_egret"])  # both cost 5
    kit.do(state, kit.a.Recruit(seat=seat, card=odd))
    pays = [
        tuple(state.players[seat].dice[i] for i in x.dice)
        for x in kit.legal(state, seat)
        if x.kind == "pay"
    ]
    # "equal to or higher than the cost": the 6, or 6 + 4 (no change); the 4 is short
    assert pays == [(6,), (6, 4)]
    assert "do not pay" in kit.refused(state, kit.a.Pay(seat=seat, dice=(1,)))
    kit.do(state, kit.a.Pay(seat=seat, dice=(0,)))
    player = state.players[seat]
    assert odd in player.army and odd in player.asleep  # recruited asleep
    assert player.spot[0] == odd  # the die sits on the new card
    assert len(state.market1) == 5  # refilled after the turn
    if state.phase is kit.Phase.ACTION and state.turn != seat:
        kit.do(state, kit.a.Pass(seat=state.turn))
    assert state.turn == seat
    assert kit.a.Recruit(seat=seat, card=even) not in kit.legal(state, seat)  # the 4 < 5


def test_paying_six_and_four_for_a_cost_of_five_is_allowed(kit):
    """The rulebook: "Pay dice equal to or higher than the cost ... You don't get change."
    Paying 6 + 4 for a cost of 5 is allowed."""
    state = _action(kit)
    seat = state.turn
    state.players[seat].leader = ""
    kit.set_dice(state, seat, [6, 4, 1])
    (odd,) = _put_in_market(kit, state, ["odd_owl"])  # cost 5
    kit.do(state, kit.a.Recruit(seat=seat, card=odd))
    kit.do(state, kit.a.Pay(seat=seat, dice=(0, 1)))
    player = state.players[seat]
    assert odd in player.army
    assert player.spot[:2] == [odd, odd] and player.spot[2] == kit.FREE  # both dice spent
    assert any("recruits Odd Owl for ⚅6 ⚃4" in line for line in state.log)


def test_pebbles_pays_two_less_but_always_at_least_one_die(kit):
    state = _action(kit)
    seat = state.turn
    state.players[seat].leader = "pebbles"
    kit.set_dice(state, seat, [1, 3])
    (peck,) = _put_in_market(kit, state, ["peck_private"])  # cost 4 -> 2
    kit.do(state, kit.a.Recruit(seat=seat, card=peck))
    pays = {
        tuple(state.players[seat].dice[i] for i in x.dice)
        for x in kit.legal(state, seat)
        if x.kind == "pay"
    }
    assert pays == {(3,), (1, 3)}  # a 1 alone is short; 1 + 3 overpays, which is allowed
    state.players[seat].leader = ""
    assert {x.kind for x in kit.legal(state, seat)} - {"science", "tactic"} == {"pay", "cancel"}
    kit.do(state, kit.a.Cancel(seat=seat))
    # Cost 4 without Pebbles: 1 + 3 pays exactly.
    kit.do(state, kit.a.Recruit(seat=seat, card=peck))
    assert [x.dice for x in kit.legal(state, seat, "pay")] == [(0, 1)]


def test_a_gnome_can_forbid_recruiting(kit):
    state = _action(kit)
    seat = state.turn
    kit.set_dice(state, seat, [6, 6, 6, 6])
    assert kit.legal(state, seat, "recruit")
    kit.set_gnomes(state, 1 - seat, ["shed_shaker"])
    assert kit.legal(state, seat, "recruit") == []
    card = state.market1[0]
    assert "recruited" in kit.refused(state, kit.a.Recruit(seat=seat, card=card))


def test_an_empty_market_deck_leaves_spaces_empty(kit):
    state = _action(kit)
    seat = state.turn
    kit.set_dice(state, seat, [6, 6, 6, 6])
    state.removed.extend(state.level1_deck)
    state.level1_deck.clear()
    card = state.market1[0]
    kit.do(state, kit.a.Recruit(seat=seat, card=card))
    kit.do(state, kit.legal(state, seat, "pay")[0])
    assert len(state.market1) == 4
