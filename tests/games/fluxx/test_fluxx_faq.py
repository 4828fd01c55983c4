"""Every FAQ answer of both rulebooks (and the worked examples in their rules
text) as a scenario on real decks. Tests taking `deck` run for both editions."""

from __future__ import annotations

from nifty_table.engine.contract import Seat
from nifty_table.games.fluxx.actions import Discard, EndTurn, Join, PlayCard, PlaySurprise
from nifty_table.games.fluxx.state import Options


# -- New Rules ------------------------------------------------------------------------------
def test_new_rules_coexist_unless_they_are_about_the_same_thing(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_draw_4")
    st = kit.arrange(
        g,
        hands={0: ["rule_play_2", "rule_draw_2", "rule_no_hand_bonus"]},
        rules=["rule_draw_4", "rule_hand_limit_2"],
    )
    kit.play(g, st, "rule_play_2")
    assert st.rules == ["rule_draw_4", "rule_hand_limit_2", "rule_play_2"]
    kit.play(g, st, "rule_draw_2")  # about drawing, like Draw 4: Draw 4 goes
    assert st.rules == ["rule_hand_limit_2", "rule_play_2", "rule_draw_2"]
    assert st.discard[-1] == "rule_draw_4"


def test_play_all_but_1_and_play_rules_are_one_family(kit, deck):
    g = deck.game
    st = kit.arrange(
        g, hands={0: ["rule_play_all_but_1", *deck.keepers[2:5]]}, rules=["rule_play_3"]
    )
    kit.play(g, st, "rule_play_all_but_1")
    assert st.rules == ["rule_play_all_but_1"] and "rule_play_3" in st.discard


def test_a_new_rule_supersedes_the_basic_rules_which_stay(kit, deck):
    g = deck.game
    assert kit.draw_target(g, kit.arrange(g)) == 1  # Basic Rules: draw 1, play 1
    st = kit.arrange(g, hands={0: ["rule_play_3", *deck.keepers[2:6], "action_rules_reset"]})
    kit.play(g, st, "rule_play_3")
    assert kit.plays_left(g, st) == 2  # play 3 now, one already made
    kit.play(g, st, "action_rules_reset")
    assert st.rules == []  # only the Basic Rules remain: play 1, already made
    assert st.active == 1  # so the turn is over


def test_play_as_many_as_you_can_and_the_turn_ends_with_an_empty_hand(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_play_4")
    st = kit.arrange(g, hands={0: deck.keepers[2:4]}, rules=["rule_play_4"], draw=deck.keepers[4:8])
    assert kit.plays_left(g, st) == 2
    kit.play(g, st, *deck.keepers[2:4])
    assert st.hands[0] == [] and st.active == 1


def test_play_2_then_play_3_means_one_more_play(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: [k[2], "rule_play_3", k[3], k[4]]}, rules=["rule_play_2"], draw=k[5:8]
    )
    kit.play(g, st, k[2], "rule_play_3")
    assert st.active == 0 and kit.plays_left(g, st) == 1
    kit.play(g, st, k[3])
    assert st.active == 1 and st.hands[0] == [k[4]]


def test_play_all_means_cards_gained_mid_turn_are_played_too(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: [deck.draw3, k[2]]}, rules=["rule_play_all"], draw=k[3:6])
    kit.play(g, st, deck.draw3)
    assert sorted(st.hands[0]) == sorted([k[2], *k[3:6]])
    assert kit.plays_left(g, st) == 4
    kit.play(g, st, *list(st.hands[0]))
    assert st.hands[0] == [] and st.active == 1


# -- Keepers and limits -----------------------------------------------------------------------
def test_no_keeper_limit_by_default_and_the_limit_is_met_only_at_the_end_of_your_turn(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: k[4:6], 1: ["rule_draw_2"]},
        tables={0: k[1:4]},
        rules=["rule_keeper_limit_3", "rule_play_2"],
    )
    kit.play(g, st, k[4], k[5])  # five Keepers on the table during the turn is fine
    assert len(st.tables[0]) == 5
    prompt = g.prompt(st)
    assert prompt.seat == 0 and "Keeper Limit" in prompt.text
    assert {a.card for a in g.legal_actions(st)} == set(k[1:6])  # you choose
    kit.do(g, st, Discard(seat=0, card=k[1]))
    kit.do(g, st, Discard(seat=0, card=k[4]))
    assert sorted(st.tables[0]) == sorted([k[2], k[3], k[5]])
    assert st.active == 1


def test_a_keeper_limit_makes_other_players_discard_at_once(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: ["rule_keeper_limit_3", k[7]]}, tables={1: k[:5], 0: [k[5]]})
    kit.play(g, st, "rule_keeper_limit_3")
    prompt = g.prompt(st)
    assert prompt.seat == 1 and "Keeper Limit" in prompt.text
    kit.do(g, st, Discard(seat=1, card=k[0]))
    assert g.prompt(st).seat == 1
    kit.do(g, st, Discard(seat=1, card=k[1]))
    assert st.tables[1] == k[2:5]


def test_a_hand_limit_is_a_cap_not_a_quota(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: ["rule_hand_limit_2", k[0], k[7]], 1: [k[1]], 2: k[2:6]}, rules=["rule_play_2"]
    )
    kit.play(g, st, "rule_hand_limit_2")
    prompt = g.prompt(st)
    assert prompt.seat == 2 and "Hand Limit" in prompt.text  # seat 1 holds 1 card: nothing
    kit.do(g, st, Discard(seat=2, card=k[2]))
    kit.do(g, st, Discard(seat=2, card=k[3]))
    assert st.hands[1] == [k[1]] and st.hands[2] == k[4:6]
    assert len(st.hands[0]) == 2  # the active player keeps theirs until the turn ends


def test_a_limit_that_leaves_mid_turn_asks_nothing_at_the_end(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_hand_limit_1")
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_no_limits", *k[:4]]},
        tables={0: k[4:8]},
        rules=["rule_hand_limit_1", "rule_keeper_limit_3"],
    )
    kit.play(g, st, "action_no_limits")
    assert st.rules == [] and st.active == 1
    assert len(st.hands[0]) == 4 and len(st.tables[0]) == 4


def test_the_limit_discard_is_chosen_by_its_owner(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_hand_limit_1")
    k = deck.keepers
    st = kit.arrange(g, hands={0: ["rule_hand_limit_1", k[7]], 1: k[:3]}, rules=["rule_play_2"])
    kit.play(g, st, "rule_hand_limit_1")
    assert g.prompt(st).seat == 1
    assert g.legal_actions(st) == [Discard(seat=1, card=c) for c in k[:3]]
    kit.do(g, st, Discard(seat=1, card=k[1]))
    kit.do(g, st, Discard(seat=1, card=k[0]))
    assert st.hands[1] == [k[2]]


def test_only_a_steal_card_lets_you_take_another_players_keeper(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: [deck.steal, k[2]]}, tables={0: [k[0]], 1: [k[1]]}, goals=[deck.goal]
    )
    assert all(getattr(a, "card", None) != k[1] for a in g.legal_actions(st))
    kit.play(g, st, deck.steal)
    kit.pick(g, st, card=k[1])
    assert st.winner == 0 and sorted(st.tables[0]) == sorted(k[:2])


def test_creepers_in_the_opening_hand_are_placed_and_replaced(ff):
    g = ff.game
    found = 0
    for seed in range(60):
        st = g.new_game([Seat(name=f"P{i}") for i in range(4)], Options(), seed)
        for s in range(4):
            if any(g.catalog.type[c] == "creeper" for c in st.tables[s]):
                found += 1
                assert len(st.hands[s]) >= 3 or s == st.active
            assert not any(g.catalog.type[c] == "creeper" for c in st.hands[s])
    assert found  # the seeds tried do deal a Creeper


def test_trade_hands_with_empty_handed_players_gives_for_nothing(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: ["action_trade_hands", k[2], k[3]]}, rules=["rule_play_2"])
    kit.play(g, st, "action_trade_hands")
    kit.pick(g, st, target=2)
    assert st.hands[0] == [] and st.hands[2] == [k[2], k[3]]


def test_out_of_turn_you_only_react_or_meet_a_limit(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(
        g, hands={0: ["rule_hand_limit_2", k[0]], 1: [k[1], "surprise_stop_that", k[2]]}
    )
    kit.illegal(g, st, PlayCard(seat=1, card=k[1]))  # not their turn
    kit.illegal(g, st, PlaySurprise(seat=1, card="surprise_stop_that"))  # nothing to stop
    kit.play(g, st, "rule_hand_limit_2", through=False)
    assert g.prompt(st).interrupters == []  # Stop That answers Actions, not Rules
    kit.through(g, st)
    assert g.prompt(st).seat == 1  # but seat 1 must discard down at once
    assert all(isinstance(a, Discard) and a.seat == 1 for a in g.legal_actions(st))


def test_everybody_may_look_through_the_discard_pile(kit, deck):
    g = deck.game
    st = kit.arrange(g, discard=deck.keepers[:3])
    for s in range(3):
        assert g.view(st, s).discard == deck.keepers[:3]


# -- Examples in the rules text ------------------------------------------------------------
def test_draw_4_after_drawing_1_draws_3_more_and_draw_2_later_draws_none(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_draw_4")
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["rule_draw_4"], 1: ["rule_draw_2"]},
        drawn=1,
        draw=[k[2], k[3], k[4], k[5], k[6], k[7], "rule_play_2", "rule_draw_3"],
    )
    kit.play(g, st, "rule_draw_4")
    assert sorted(st.hands[0]) == sorted(k[2:5])  # 3 more at once
    kit.end_turn(g, st) if st.active == 0 else None
    assert st.active == 1 and st.drawn == 4 and len(st.hands[1]) == 5
    kit.play(g, st, "rule_draw_2")
    assert len(st.hands[1]) == 4  # drew no more
    assert st.rules == ["rule_draw_2"] and "rule_draw_4" in st.discard


def test_a_goal_replaces_the_goal_and_anyone_can_win_on_any_turn(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_10_cards_in_hand")
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: [deck.goal, k[7]]}, tables={1: k[:2]}, goals=["goal_10_cards_in_hand"]
    )
    kit.play(g, st, deck.goal)
    assert st.goals == [deck.goal] and "goal_10_cards_in_hand" in st.discard
    assert st.winner == 1 and g.result(st).winners == [1]  # on seat 0's turn
    assert g.prompt(st) is None and g.legal_actions(st) == []


def test_you_may_be_forced_to_play_a_card_that_makes_someone_else_win(kit, deck):
    g = deck.game
    st = kit.arrange(g, hands={0: [deck.goal]}, tables={2: deck.keepers[:2]})
    assert [a.kind for a in g.legal_actions(st)] == ["play"]  # no discarding by choice
    kit.play(g, st, deck.goal)
    assert st.winner == 2


def test_an_action_is_one_play_however_much_it_nests(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_draw_2_and_use_em", k[7]]},
        rules=["rule_play_2"],
        draw=["action_draw_3_play_2", k[2], k[3], k[4], k[5]],
    )
    kit.play(g, st, "action_draw_2_and_use_em")
    kit.pick(g, st, card="action_draw_3_play_2")
    assert set(st.stack[-1].cards) == set(k[3:6])  # the nested temporary hand
    kit.pick(g, st, card=k[3])
    kit.pick(g, st, card=k[4])  # k[5] is thrown away
    kit.pick(g, st, card=k[2])  # the last card of the first temporary hand
    assert st.stack == [] and st.played == 1 and kit.plays_left(g, st) == 1
    assert set(st.tables[0]) == {k[2], k[3], k[4]} and k[5] in st.discard


def test_creepers_drawn_during_an_action_are_placed_and_replaced(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(
        g, hands={0: ["action_draw_3_play_2"]}, draw=[k[2], "creeper_reavers", k[3], k[4], k[5]]
    )
    kit.play(g, st, "action_draw_3_play_2")
    assert st.tables[0] == ["creeper_reavers"]
    assert st.stack[-1].cards == [k[2], k[3], k[4]] and st.played == 1


def test_the_discard_pile_is_reshuffled_when_the_draw_pile_runs_out(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: [deck.draw3, k[7]]}, draw=[k[0]], empty_pile=True, rules=["rule_play_2"]
    )
    pile = len(st.discard)
    kit.play(g, st, deck.draw3)
    assert st.hands[0][1] == k[0] and len(st.hands[0]) == 4
    # the old discards became the draw pile (a Creeper drawn went to the table)
    assert len(st.draw_pile) + len(st.tables[0]) == pile - 2
    assert st.discard == [deck.draw3]
    kit.ok(g, st)


def test_two_players_meeting_goals_at_once_means_play_goes_on(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers")
    k = deck.keepers
    other = [c for c in g.catalog.keepers if c not in k][:5]
    st = kit.arrange(g, hands={0: ["goal_5_keepers", k[7]]}, tables={0: k[:5], 1: other})
    kit.play(g, st, "goal_5_keepers")
    assert st.winner is None and st.goals == ["goal_5_keepers"]
    assert g.prompt(st) is not None


def test_a_new_player_can_jump_in_with_three_cards(kit, deck):
    g = deck.game
    st = kit.arrange(g, draw=deck.keepers[:3])
    events = kit.do(g, st, Join(seat=3, name="Zed", bot=True))
    assert len(st.seats) == 4 and st.seats[3].name == "Zed" and st.seats[3].bot
    assert sorted(st.hands[3]) == sorted(deck.keepers[:3])
    assert any("Zed" in e.text for e in events)
    assert Join(seat=3, name="x") not in g.legal_actions(st)  # never offered to bots
    kit.ok(g, st)


def test_no_card_is_ever_played_out_of_turn_in_cartoon_network(kit, cn):
    g = cn.game
    st = kit.arrange(g, hands={0: ["action_jackpot"], 1: cn.keepers[:2]})
    kit.play(g, st, "action_jackpot", through=False)
    assert kit.kind(g, st) == "main"  # no reaction window opened
    assert g.prompt(st).interrupters == []
    kit.illegal(g, st, EndTurn(seat=1))
