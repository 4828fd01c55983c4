"""A scenario per effect handler used by both decks (the Firefly-only and
Cartoon-Network-only handlers have their own files). Tests taking `deck` run
once per edition."""

from __future__ import annotations

from nifty_table.games.fluxx.actions import Discard, EndTurn, Pick, UseRule


# -- rule families --------------------------------------------------------------------------
def test_play_all_but_1_keeps_one_card_and_tops_up_an_empty_start(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: k[:3]}, rules=["rule_play_all_but_1"])
    assert kit.plays_left(g, st) == 2
    kit.play(g, st, k[0], k[1])
    assert st.active == 1 and st.hands[0] == [k[2]]
    # began the turn with nothing and drew just 1: one more card
    st = kit.arrange(g, hands={1: [k[4]]}, rules=["rule_play_all_but_1"], draw=[k[5], k[6], k[7]])
    kit.do(g, st, EndTurn(seat=0))
    assert st.active == 1 and st.hands[1] == [k[4], k[5]]  # not empty-handed: no extra
    st = kit.arrange(g, hands={0: [k[4]]}, rules=["rule_play_all_but_1"], draw=[k[5], k[6]])
    kit.do(g, st, EndTurn(seat=0))
    assert st.active == 1 and sorted(st.hands[1]) == sorted([k[5], k[6]])
    assert kit.plays_left(g, st) == 1


# -- stacking rules -----------------------------------------------------------------------------
def test_double_agenda_keeps_two_goals_and_the_player_of_a_third_drops_one(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers", "goal_10_cards_in_hand")
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["rule_double_agenda", deck.goal, "goal_10_cards_in_hand"]},
        goals=["goal_5_keepers"],
        rules=["rule_play_3"],
        tables={1: k[:2]},
    )
    kit.play(g, st, "rule_double_agenda")
    assert st.goals == ["goal_5_keepers"]  # Double Agenda plays no Goal itself
    kit.play(g, st, "goal_10_cards_in_hand")
    assert st.goals == ["goal_5_keepers", "goal_10_cards_in_hand"]
    kit.play(g, st, deck.goal)  # seat 1 meets it, but 3 Goals are out: no win yet
    assert st.winner is None and g.prompt(st).seat == 0
    assert {a.card for a in g.legal_actions(st)} == {"goal_5_keepers", "goal_10_cards_in_hand"}
    kit.pick(g, st, card="goal_5_keepers")
    assert st.goals == ["goal_10_cards_in_hand", deck.goal] and st.winner == 1


def test_double_agenda_leaving_asks_the_active_player_which_goal_stays(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers", "goal_10_cards_in_hand")
    st = kit.arrange(
        g,
        hands={0: ["action_rules_reset"]},
        rules=["rule_double_agenda"],
        goals=["goal_5_keepers", "goal_10_cards_in_hand"],
    )
    kit.play(g, st, "action_rules_reset")
    assert g.prompt(st).seat == 0 and len(g.legal_actions(st)) == 2
    kit.pick(g, st, card="goal_10_cards_in_hand")
    assert st.goals == ["goal_10_cards_in_hand"] and "goal_5_keepers" in st.discard


def test_no_hand_bonus_draws_three_before_the_normal_draw(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: [k[0]], 1: []},
        rules=["rule_no_hand_bonus"],
        draw=[k[1], k[2], k[3], k[4], k[5]],
    )
    kit.play(g, st, k[0])
    assert st.active == 1 and st.hands[1] == [k[1], k[2], k[3], k[4]]


def test_rich_bonus_gives_the_single_richest_an_extra_play(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: k[5:8]}, tables={0: k[:2], 1: [k[2]]}, rules=["rule_rich_bonus"])
    assert kit.plays_left(g, st) == 2
    st = kit.arrange(g, hands={0: k[5:8]}, tables={0: k[:2], 1: k[2:4]}, rules=["rule_rich_bonus"])
    assert kit.plays_left(g, st) == 1  # a tie for the most: nobody


def test_poor_bonus_gives_the_single_poorest_an_extra_draw_at_once(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["rule_poor_bonus", k[7]]},
        tables={1: [k[0]], 2: [k[1]]},
        rules=["rule_play_2"],
        draw=[k[5]],
    )
    kit.play(g, st, "rule_poor_bonus")
    assert st.hands[0] == [k[7], k[5]] and st.drawn == 2
    st = kit.arrange(g, hands={0: [k[7]]}, tables={1: [k[0]]}, rules=["rule_poor_bonus"])
    assert kit.draw_target(g, st) == 1  # seats 0 and 2 tie for fewest


def test_goal_mill_trades_goals_from_hand_for_cards(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers")
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: [deck.goal, "goal_5_keepers", k[7]]},
        rules=["rule_goal_mill"],
        draw=[k[0], k[1]],
    )
    kit.use(g, st, "rule_goal_mill")
    assert Pick(seat=0, option="done") not in g.legal_actions(st)  # at least one Goal
    kit.pick(g, st, card=deck.goal)
    kit.pick(g, st, card="goal_5_keepers")
    kit.pick(g, st, option="done")
    assert st.hands[0] == [k[7], k[0], k[1]] and st.played == 0
    assert UseRule(seat=0, card="rule_goal_mill") not in g.legal_actions(st)  # once a turn


def test_recycling_trades_a_keeper_for_three_cards(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: [k[7]]}, tables={0: [k[6]]}, rules=["rule_recycling"], draw=k[:3])
    kit.use(g, st, "rule_recycling")
    kit.pick(g, st, card=k[6])
    assert st.tables[0] == [] and st.hands[0] == [k[7], *k[:3]] and st.played == 0


def test_mystery_play_plays_the_top_card_without_using_a_play(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: [k[7]]}, rules=["rule_mystery_play"], draw=[k[0]])
    kit.use(g, st, "rule_mystery_play")
    assert st.tables[0] == [k[0]] and st.played == 0 and kit.plays_left(g, st) == 1
    st = kit.arrange(g, hands={0: [k[7]]}, rules=["rule_mystery_play"], empty_pile=True)
    st.discard.clear()
    st.draw_pile = [c for c in g.catalog.ids if c not in (k[7], "rule_mystery_play")]
    st.discard, st.draw_pile = st.draw_pile, []  # both piles can't be empty, so: discards only
    assert UseRule(seat=0, card="rule_mystery_play") in g.legal_actions(st)


def test_get_on_with_it_discards_the_hand_draws_three_and_ends_the_turn(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: k[:2]}, rules=["rule_get_on_with_it"], draw=k[2:6])
    kit.use(g, st, "rule_get_on_with_it")
    assert st.active == 1 and st.hands[0] == k[2:5] and set(k[:2]) <= set(st.discard)
    st = kit.arrange(g, hands={0: k[:2]}, rules=["rule_get_on_with_it", "rule_play_2"], played=2)
    assert UseRule(seat=0, card="rule_get_on_with_it") not in g.legal_actions(st)


def test_swap_plays_for_draws_draws_one_per_play_left_and_ends_the_turn(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: k[:3]},
        rules=["rule_swap_plays_for_draws", "rule_play_3"],
        played=1,
        draw=k[3:7],
    )
    kit.use(g, st, "rule_swap_plays_for_draws")
    assert st.active == 1 and st.hands[0] == [*k[:3], k[3], k[4]]


# -- actions -----------------------------------------------------------------------------------
def test_everybody_gets_one_hands_out_then_limits_apply(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_hand_limit_1")
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_everybody_gets_1", k[7]], 1: [k[6]]},
        rules=["rule_hand_limit_1", "rule_play_2"],
        draw=k[:3],
    )
    kit.play(g, st, "action_everybody_gets_1")
    assert sorted(g.view(st, 0).private) == sorted(k[:3]) and g.view(st, 1).private == []
    kit.pick(g, st, card=k[0], target=1)
    assert g.prompt(st).seat == 0  # seat 1 is over the limit, but the hand-out goes on
    kit.pick(g, st, card=k[1], target=0)
    assert [a.target for a in g.legal_actions(st)] == [2]  # one each
    kit.pick(g, st, card=k[2], target=2)
    assert g.prompt(st).seat == 1 and isinstance(g.legal_actions(st)[0], Discard)


def test_rotate_hands_goes_around_the_table(kit, cn):
    deck = cn  # Rotate Hands is only in Cartoon Network (Crazy Ivan left Firefly)
    g = deck.game
    k = deck.keepers
    for way, expect in (("left", [[k[2]], [k[0]], [k[1]]]), ("right", [[k[1]], [k[2]], [k[0]]])):
        st = kit.arrange(
            g, hands={0: [deck.rotate, k[0], k[7]], 1: [k[1]], 2: [k[2]]}, rules=["rule_play_2"]
        )
        kit.play(g, st, deck.rotate)
        kit.pick(g, st, option=way)
        got = [sorted(h) for h in st.hands]
        want = [sorted(h + ([k[7]] if k[0] in h else [])) for h in expect]
        assert got == want, way


def test_random_tax_takes_a_random_card_from_each_opponent(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: [deck.tax, k[7]], 1: [k[0]], 2: [k[1], k[2]]}, rules=["rule_play_2"]
    )
    kit.play(g, st, deck.tax)
    assert st.hands[1] == [] and len(st.hands[2]) == 1 and len(st.hands[0]) == 3
    assert k[0] in st.hands[0]


def test_exchange_keepers_swaps_one_of_yours_for_one_of_theirs(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_exchange_keepers"]},
        tables={0: [k[0], k[2]], 1: [k[3]], 2: [k[1]]},
        goals=[deck.goal],
    )
    kit.play(g, st, "action_exchange_keepers")
    kit.pick(g, st, card=k[2])
    assert {a.card for a in g.legal_actions(st)} == {k[3], k[1]}
    kit.pick(g, st, card=k[1])
    assert st.tables[2] == [k[2]] and st.winner == 0


def test_exchange_keepers_does_nothing_if_you_have_none(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: ["action_exchange_keepers"]}, tables={1: [k[3]]})
    kit.play(g, st, "action_exchange_keepers")
    assert st.tables[1] == [k[3]] and "action_exchange_keepers" in st.discard


def test_trash_a_keeper_from_any_table(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: [deck.trash_keeper]}, tables={0: [k[0]], 2: [k[1]]})
    kit.play(g, st, deck.trash_keeper)
    assert {a.card for a in g.legal_actions(st)} == {k[0], k[1]}
    kit.pick(g, st, card=k[1])
    assert st.tables[2] == [] and k[1] in st.discard


def test_trash_rules_modes(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_keeper_limit_4")
    rules = [
        "rule_draw_2",
        "rule_play_2",
        "rule_hand_limit_2",
        "rule_keeper_limit_4",
        "rule_no_hand_bonus",
    ]
    st = kit.arrange(g, hands={0: ["action_trash_a_new_rule"]}, rules=rules)
    kit.play(g, st, "action_trash_a_new_rule")
    assert {a.card for a in g.legal_actions(st)} == set(rules)  # never the Basic Rules
    kit.pick(g, st, card="rule_draw_2")
    assert st.rules == rules[1:]
    st = kit.arrange(g, hands={0: ["action_no_limits"]}, rules=rules)
    kit.play(g, st, "action_no_limits")
    assert st.rules == ["rule_draw_2", "rule_play_2", "rule_no_hand_bonus"]
    st = kit.arrange(g, hands={0: ["action_rules_reset"]}, rules=rules, goals=[deck.goal])
    kit.play(g, st, "action_rules_reset")
    assert st.rules == [] and st.goals == [deck.goal]


def test_lets_simplify_discards_up_to_half_rounded_up(kit, cn):
    g = cn.game
    rules = [
        "rule_draw_2",
        "rule_hand_limit_2",
        "rule_keeper_limit_4",
        "rule_no_hand_bonus",
        "rule_play_2",
    ]
    st = kit.arrange(g, hands={0: ["action_lets_simplify", "keeper_ed"]}, rules=rules)
    kit.play(g, st, "action_lets_simplify")
    assert st.stack[-1].left == 3
    kit.pick(g, st, card="rule_draw_2")
    kit.pick(g, st, option="done")
    assert st.rules == rules[1:]


def test_lets_do_that_again_replays_from_the_discard_pile_in_order(kit, deck):
    g = deck.game
    k = deck.keepers
    pile = [k[0], deck.draw3, k[1], "rule_play_2", k[2]]
    st = kit.arrange(g, hands={0: ["action_lets_do_that_again"]}, discard=pile, draw=k[3:6])
    kit.play(g, st, "action_lets_do_that_again")
    assert [a.card for a in g.legal_actions(st)] == ["rule_play_2", deck.draw3]
    kit.pick(g, st, card=deck.draw3)
    assert st.discard[: len(pile) - 1] == [k[0], k[1], "rule_play_2", k[2]]
    assert st.hands[0] == k[3:6] and st.active == 1  # one play: the turn is over


def test_share_the_wealth_deals_every_keeper_round_from_you(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: [deck.share]}, tables={0: [k[0]], 1: k[1:4], 2: [k[4]]})
    kit.play(g, st, deck.share)
    assert [len(t) for t in st.tables] == [2, 2, 1]
    assert sorted(c for t in st.tables for c in t) == sorted(k[:5])
    kit.ok(g, st)


def test_use_what_you_take_plays_a_random_card_of_theirs(kit, deck):
    g = deck.game
    st = kit.arrange(g, hands={0: ["action_use_what_you_take"], 1: ["rule_play_3"], 2: []})
    kit.play(g, st, "action_use_what_you_take")
    assert [a.target for a in g.legal_actions(st)] == [1]  # only players with cards
    kit.pick(g, st, target=1)
    assert st.rules == ["rule_play_3"] and "rule_play_3" not in st.hands[1]


# -- goals ---------------------------------------------------------------------------------------
def test_5_keepers_needs_a_clear_leader(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers")
    k = deck.keepers
    other = [c for c in g.catalog.keepers if c not in k]
    st = kit.arrange(g, hands={0: ["goal_5_keepers"]}, tables={1: k[:6], 2: other[:5]})
    kit.play(g, st, "goal_5_keepers")
    assert st.winner == 1


def test_10_cards_in_hand_counts_the_hand_after_the_goal_leaves_it(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_10_cards_in_hand")
    ids = [c for c in g.catalog.ids if g.catalog.type[c] in ("keeper", "action")]
    mine, theirs = ids[:10], ids[10:20]
    st = kit.arrange(
        g, hands={0: ["goal_10_cards_in_hand", *mine], 1: theirs}, rules=["rule_play_2"]
    )
    kit.play(g, st, "goal_10_cards_in_hand")
    assert st.winner is None  # 10 against 10: a tie, the Goal card no longer in hand
    st = kit.arrange(g, hands={0: ["goal_10_cards_in_hand", *mine], 1: theirs[:9]})
    kit.play(g, st, "goal_10_cards_in_hand")
    assert st.winner == 0
