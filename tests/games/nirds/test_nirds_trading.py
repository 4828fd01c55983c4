"""The Die Trading phase: one die for one die, any number of trades, until all agree."""

from __future__ import annotations


def _trading(kit, players=2, seed=3):
    for s in range(seed, seed + 50):
        state = kit.new(players, seed=s)
        if state.phase is kit.Phase.TRADING:
            return state
    raise AssertionError("no seed started with trading")


def test_the_rulebook_trading_example(kit):
    """Two Troops (a 5 and a 6) and a Scientist turning a 3 or 4 into a 5: nothing
    activates, so trade a 1 for the other player's 6, then turn the 3 into a 5. Both
    Troops can attack, and two dice are left over."""
    state = _trading(kit)
    anton, beatrix = 0, 1
    wompins, sparrow, gull = kit.set_army(
        state, anton, ["wompins_leader", "sharp_sparrow", "wompins_techie"]
    )
    state.players[anton].leader = "wompins"
    kit.set_dice(state, anton, [3, 1, 1, 1])
    kit.set_dice(state, beatrix, [6, 2, 2, 2])
    while kit.now(state)[1] != anton:
        kit.do(state, kit.a.Ready(seat=kit.now(state)[1]))
    kit.do(state, kit.a.Offer(seat=anton, to=beatrix))
    assert kit.now(state) == (kit.Decision.SWAP, anton)
    kit.do(state, kit.a.Swap(seat=anton, give=1, take=0))
    assert kit.now(state) == (kit.Decision.ANSWER, beatrix)
    kit.do(state, kit.a.Answer(seat=beatrix, accept=True))
    assert sorted(state.players[anton].dice) == [1, 1, 3, 6]
    assert sorted(state.players[beatrix].dice) == [1, 2, 2, 2]  # one for one
    kit.to_action_phase(state)
    state.turn = anton
    kit.do(state, kit.a.Science(seat=anton, card=gull))
    kit.do(state, kit.a.Tweak(seat=anton, dice=(0,), faces=(5,)))
    assert sorted(state.players[anton].dice) == [1, 1, 5, 6]
    attacks = {
        (x.troop, tuple(state.players[anton].dice[i] for i in x.dice))
        for x in kit.legal(state, anton, "attack")
    }
    assert attacks == {(wompins, (5,)), (sparrow, (6,))}
    assert gull in state.players[anton].asleep  # a used Scientist sleeps


def test_a_refused_offer_changes_nothing_and_a_trade_needs_everyone_to_agree_again(kit):
    state = _trading(kit)
    kit.set_dice(state, 0, [1, 1, 1, 1])
    kit.set_dice(state, 1, [6, 6, 6, 6])
    state.first = 0
    kit.do(state, kit.a.Ready(seat=0))
    assert kit.now(state) == (kit.Decision.TRADE, 1)
    kit.do(state, kit.a.Offer(seat=1, to=0))
    kit.do(state, kit.a.Swap(seat=1, give=0, take=0))
    kit.do(state, kit.a.Answer(seat=0, accept=False))
    assert state.players[0].dice == [1, 1, 1, 1] and state.trades == 0
    kit.do(state, kit.a.Offer(seat=1, to=0))
    kit.do(state, kit.a.Swap(seat=1, give=0, take=0))
    kit.do(state, kit.a.Answer(seat=0, accept=True))
    assert state.players[0].dice == [6, 1, 1, 1] and state.trades == 1
    assert not state.players[0].ready  # Anton's dice changed: Anton agrees again
    said = "Anton's dice changed in this trade, so Anton is asked again to move on."
    assert state.log[-1] == said
    kit.do(state, kit.a.Ready(seat=0))
    assert state.phase is kit.Phase.TRADING
    kit.do(state, kit.a.Ready(seat=1))
    assert state.phase in (kit.Phase.ACTION, kit.Phase.SNEEFLE)


def test_trading_is_one_for_one_between_unused_dice_only(kit):
    state = _trading(kit)
    kit.set_dice(state, 0, [2, 3, 4, 5])
    kit.set_dice(state, 1, [2, 2, 2, 2])
    state.first = 0
    kit.do(state, kit.a.Offer(seat=0, to=1))
    swaps = kit.legal(state, 0, "swap")
    assert {(state.players[0].dice[s.give], state.players[1].dice[s.take]) for s in swaps} == {
        (3, 2),
        (4, 2),
        (5, 2),
    }  # equal faces would change nothing
    assert "not possible" in kit.refused(state, kit.a.Swap(seat=0, give=0, take=0))
    kit.refused(state, kit.a.Swap(seat=0, give=9, take=0))
    kit.do(state, kit.a.Cancel(seat=0))
    assert state.step is None and kit.now(state) == (kit.Decision.TRADE, 0)
    kit.refused(state, kit.a.Offer(seat=0, to=0))  # not with yourself


def test_a_political_gnome_forbids_trading(kit):
    state = kit.new(2, seed=4)
    kit.set_gnomes(state, 0, ["gate_keeper", "lawn_lurker"])
    # Play to the next round: the trading phase is skipped while it stands.
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    for seat in (state.turn, 1 - state.turn):
        kit.do(state, kit.a.Pass(seat=seat))
    while state.phase is kit.Phase.NIGHTFALL:
        kit.do(state, kit.legal(state)[0])
    assert kit.gnome("gate_keeper") in state.players[0].gnomes  # nobody attacked it
    assert state.round == 2
    assert state.phase in (kit.Phase.ACTION, kit.Phase.SNEEFLE)
    assert any("forbids Die Trading" in line for line in state.log)


def test_trading_has_no_limit_until_everyone_agrees(kit):
    """ "The Die Trading phase ends once all players agree to move on": no number
    of trades ends it."""
    state = _trading(kit)
    kit.set_dice(state, 0, [1, 2, 3, 4])
    kit.set_dice(state, 1, [3, 4, 5, 6])
    state.first = 0
    for _ in range(20):
        kit.do(state, kit.a.Offer(seat=0, to=1))
        kit.do(state, kit.legal(state, 0, "swap")[0])
        kit.do(state, kit.a.Answer(seat=1, accept=True))
    assert state.trades == 20 and state.phase is kit.Phase.TRADING
    assert kit.a.Offer(seat=0, to=1) in kit.legal(state, 0, "offer")
    kit.do(state, kit.a.Ready(seat=0))
    assert state.phase is kit.Phase.TRADING  # one agreed, the other not yet
    kit.do(state, kit.a.Ready(seat=1))
    assert state.phase is not kit.Phase.TRADING


def test_a_trade_between_two_others_leaves_your_agreement_standing(kit):
    """Anton agreed over his own dice; Beatrix and Cleo trading changes none of
    them, so his agreement stands and the phase ends once those two agree."""
    state = _trading(kit, players=3)
    state.first = 0
    kit.set_dice(state, 0, [1, 2, 3, 4])
    kit.set_dice(state, 1, [1, 1, 1, 1])
    kit.set_dice(state, 2, [6, 6, 6, 6])
    kit.do(state, kit.a.Ready(seat=0))
    assert kit.now(state) == (kit.Decision.TRADE, 1)
    kit.do(state, kit.a.Offer(seat=1, to=2))
    kit.do(state, kit.a.Swap(seat=1, give=0, take=0))
    kit.do(state, kit.a.Answer(seat=2, accept=True))
    assert state.players[0].dice == [1, 2, 3, 4] and state.players[0].ready
    assert not any("Anton" in line and "again" in line for line in state.log)
    assert kit.now(state) == (kit.Decision.TRADE, 1)  # not back to Anton
    kit.do(state, kit.a.Ready(seat=1))
    kit.do(state, kit.a.Ready(seat=2))
    assert state.phase is not kit.Phase.TRADING


def test_a_hint_words_a_trade_with_the_dice_it_would_swap(kit):
    """A hint's look-ahead plays a trade on with the swap that helps the two
    players most: its label names those dice, or says no swap helps."""
    state = _trading(kit)
    kit.set_army(state, 0, ["wompins_leader", "sharp_sparrow", "wompins_techie"])
    kit.set_dice(state, 0, [3, 1, 1, 1])
    kit.set_dice(state, 1, [6, 2, 2, 2])
    offer = kit.a.Offer(seat=0, to=1)
    assert kit.game.describe(state, offer) == "Trade dice with Beatrix"  # the choice list
    assert kit.game.hint_label(state, offer) == "Trade dice with Beatrix: your ⚀1 for Beatrix's ⚅6"
    kit.set_dice(state, 1, [3, 1, 1, 1])  # the same faces: no swap changes anything
    assert kit.game.hint_label(state, offer).endswith(
        "(no swap helps you both: you would back out)"
    )
    assert kit.game.hint_label(state, kit.a.Ready(seat=0)) == kit.game.describe(
        state, kit.a.Ready(seat=0)
    )
