"""Scientists and tactic cards at any time in the Action phase, only on your own dice."""

from __future__ import annotations


def _action(kit, seed=2):
    state = kit.new(2, seed=seed)
    kit.to_action_phase(state)
    return state


def test_a_scientist_out_of_turn_during_another_players_attack(kit):
    state = _action(kit)
    me = state.turn
    other = 1 - me
    (gull,) = kit.set_army(state, other, ["wompins_techie"])  # a 3 or 4 into a 5
    kit.set_dice(state, other, [3, 1, 1, 1])
    (troop,) = kit.set_army(state, me, ["sharp_sparrow"])
    kit.set_dice(state, me, [6, 1, 1, 1])
    kit.do(state, kit.a.Attack(seat=me, troop=troop, dice=(0,)))
    prompt = kit.game.prompt(state)
    assert prompt.seat == me and other in prompt.interrupters
    kit.do(state, kit.a.Science(seat=other, card=gull))
    assert kit.now(state) == (kit.Decision.TWEAK, other)  # the keyboard passes to them
    (tweak,) = kit.legal(state, other, "tweak")
    assert tweak.dice == (0,) and tweak.faces == (5,)  # only their own die
    kit.do(state, tweak)
    assert state.players[other].dice[0] == 5
    assert kit.now(state) == (kit.Decision.TARGET, me)  # back to the attack


def test_scientists_change_only_your_own_dice_and_sleep_after_use(kit):
    state = _action(kit)
    me = state.turn
    (gull,) = kit.set_army(state, me, ["wompins_techie"])
    kit.set_army(state, me, ["wompins_techie", "odd_owl"])
    kit.set_dice(state, me, [3, 1])
    kit.set_dice(state, 1 - me, [3, 3])
    kit.do(state, kit.a.Science(seat=me, card=gull))
    reason = kit.refused(state, kit.a.Tweak(seat=me, dice=(5,), faces=(5,)))
    assert "not yours" in reason
    kit.do(state, kit.a.Tweak(seat=me, dice=(0,), faces=(5,)))
    assert kit.a.Science(seat=me, card=gull) not in kit.legal(state)


def test_after_passing_you_may_still_use_cards(kit):
    state = _action(kit)
    me = state.turn
    kit.set_dice(state, me, [3, 1, 1, 1])
    (gull,) = kit.set_army(state, me, ["wompins_techie"])
    kit.set_army(state, me, ["wompins_techie", "odd_owl"])
    kit.do(state, kit.a.Pass(seat=me))
    assert state.phase is kit.Phase.ACTION and state.turn == 1 - me
    assert kit.a.Science(seat=me, card=gull) in kit.legal(state)
    kit.do(state, kit.a.Science(seat=me, card=gull))
    kit.do(state, kit.legal(state, me, "tweak")[0])
    assert state.turn == 1 - me and not state.players[1 - me].passed


def test_tactics_during_another_players_turn(kit):
    state = _action(kit)
    me, other = state.turn, 1 - state.turn
    medic = kit.give_tactic(state, other, "medic")
    state.players[other].lives = 2
    distraction = kit.give_tactic(state, other, "distraction")
    kit.do(state, kit.a.Tactic(seat=other, card=medic))
    assert state.players[other].lives == 3 and medic in state.tactic_deck  # to the bottom
    assert state.tactic_deck[-1] == medic
    kit.do(state, kit.a.Tactic(seat=other, card=distraction))
    target = kit.legal(state, other, "aim")[0]
    kit.do(state, target)
    assert target.target in state.distracted
    assert kit.now(state) == (kit.Decision.TURN, me)


def test_distracted_gnome_skips_its_attack(kit):
    state = kit.new(1, seed=3)
    (lurker,) = kit.set_gnomes(state, 0, ["lawn_lurker"])
    kit.give_tactic(state, 0, "distraction")
    card = state.players[0].tactics[0]
    kit.do(state, kit.a.Tactic(seat=0, card=card))
    kit.do(state, kit.a.Aim(seat=0, target=lurker))
    kit.do(state, kit.a.Pass(seat=0))
    assert state.players[0].lives == 3
    assert any("distracted" in line for line in state.log)


def test_no_scientists_while_the_lantern_lout_is_visible(kit):
    state = _action(kit)
    me = state.turn
    kit.set_army(state, me, ["wompins_techie", "odd_owl"])
    kit.set_dice(state, me, [3, 3])
    assert kit.legal(state, me, "science")
    kit.set_gnomes(state, 1 - me, ["lantern_lout"])
    assert kit.legal(state, me, "science") == []


def test_cards_only_in_the_action_phase(kit):
    for seed in range(30):
        state = kit.new(2, seed=seed)
        if state.phase is kit.Phase.TRADING:
            break
    kit.set_army(state, 0, ["wompins_techie", "odd_owl"])
    kit.set_dice(state, 0, [3, 3, 3, 3])
    gull = state.players[0].army[0]
    reason = kit.refused(state, kit.a.Science(seat=0, card=gull))
    assert "Action phase" in reason


def _paying(kit, ident="odd_owl"):
    """The player whose turn it is has chosen to recruit and now picks the dice."""
    state = _action(kit)
    me = state.turn
    state.players[me].leader = ""
    card = kit.nird(ident)
    kit.take_nird(state, card)
    state.market1.insert(0, card)
    state.level1_deck.append(state.market1.pop())
    return state, me, card


def test_a_scientist_during_someone_elses_payment(kit):
    """ "Any time" is "before, after, or even during an action, including the
    actions of other players": while one player picks the dice to pay, another
    uses a Scientist, and the payment carries on afterwards."""
    state, me, card = _paying(kit)
    other = 1 - me
    (gull,) = kit.set_army(state, other, ["wompins_techie"])  # a 3 or 4 into a 5
    kit.set_dice(state, other, [3, 1, 1, 1])
    kit.set_dice(state, me, [6, 2, 2, 1])
    kit.do(state, kit.a.Recruit(seat=me, card=card))
    assert kit.now(state) == (kit.Decision.PAY, me)
    assert other in kit.game.prompt(state).interrupters
    kit.do(state, kit.a.Science(seat=other, card=gull))
    assert kit.now(state) == (kit.Decision.TWEAK, other)
    kit.do(state, kit.a.Tweak(seat=other, dice=(0,), faces=(5,)))
    assert state.players[other].dice[0] == 5
    assert kit.now(state) == (kit.Decision.PAY, me)  # the payment waited
    kit.do(state, kit.a.Pay(seat=me, dice=(0,)))
    assert card in state.players[me].army


def test_your_own_scientist_while_paying_then_backing_out_of_it(kit):
    """The payer may change a die mid-payment too; backing out of the Scientist
    returns to the same payment."""
    state, me, card = _paying(kit)  # Odd Owl costs 5
    gull, _ = kit.set_army(state, me, ["wompins_techie", "sharp_sparrow"])
    kit.set_dice(state, me, [4, 1])
    kit.do(state, kit.a.Recruit(seat=me, card=card))
    assert [x.dice for x in kit.legal(state, me, "pay")] == [(0, 1)]  # only 4 + 1
    kit.do(state, kit.a.Science(seat=me, card=gull))
    kit.do(state, kit.a.Cancel(seat=me))
    assert kit.now(state) == (kit.Decision.PAY, me) and gull not in state.players[me].asleep
    kit.do(state, kit.a.Science(seat=me, card=gull))
    kit.do(state, kit.a.Tweak(seat=me, dice=(0,), faces=(5,)))
    assert kit.now(state) == (kit.Decision.PAY, me)
    assert [x.dice for x in kit.legal(state, me, "pay")][:1] == [(0,)]  # now the 5 alone
    kit.do(state, kit.a.Pay(seat=me, dice=(0,)))
    assert card in state.players[me].army and state.players[me].spot[1] == kit.FREE


def test_reinforcements_cannot_take_the_card_being_paid_for(kit):
    state, me, card = _paying(kit)
    other = 1 - me
    kit.set_dice(state, me, [6, 6, 6, 6])
    kit.give_tactic(state, other, "reinforcements")
    kit.do(state, kit.a.Recruit(seat=me, card=card))
    (play,) = kit.legal(state, other, "tactic")
    kit.do(state, play)
    targets = [x.target for x in kit.legal(state, other, "aim")]
    assert card not in targets and targets
    kit.do(state, kit.legal(state, other, "aim")[0])
    assert kit.now(state) == (kit.Decision.PAY, me)
    kit.do(state, kit.legal(state, me, "pay")[0])
    assert card in state.players[me].army
