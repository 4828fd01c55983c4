"""The rulings of section 3 of shared/decks/fluxx.md that apply to these decks,
one test (or a few) per numbered point."""

from __future__ import annotations

from nifty_table.games.fluxx.actions import EndTurn, Pick, UsePower, UseRule


# 1. Play and draw rules changing mid-turn ---------------------------------------------------------
def test_1_a_smaller_play_rule_leaves_no_plays_never_negative(kit, deck):
    g = deck.game
    kit.needs(deck, "rule_play_4")
    k = deck.keepers
    st = kit.arrange(g, hands={0: [k[0], k[1], "rule_play_2", k[2]]}, rules=["rule_play_4"])
    kit.play(g, st, k[0], k[1])
    kit.play(g, st, "rule_play_2")  # three plays made, the rule now says 2
    assert st.active == 1 and st.hands[0] == [k[2]]


def test_1_a_draw_rule_never_undraws(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["rule_draw_2", "rule_draw_3", k[7]]},
        rules=["rule_play_3"],
        drawn=3,
        draw=k[:3],
    )
    kit.play(g, st, "rule_draw_2")
    assert len(st.hands[0]) == 2  # had drawn 3 already
    kit.play(g, st, "rule_draw_3")
    assert len(st.hands[0]) == 1 and st.drawn == 3


# 2. Play All is re-evaluated; bonuses; free actions are not play rules ----------------------------
def test_2_a_play_bonus_turns_play_all_but_1_into_play_all(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: k[4:7]}, tables={0: [k[0]]}, rules=["rule_play_all_but_1", "rule_rich_bonus"]
    )
    assert kit.plays_left(g, st) == 3


def test_2_get_on_with_it_does_not_discard_play_all(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: k[:2]}, rules=["rule_play_all", "rule_get_on_with_it"], draw=k[2:5]
    )
    kit.use(g, st, "rule_get_on_with_it")
    assert "rule_play_all" in st.rules and st.active == 1


# 3. Inflation -------------------------------------------------------------------------------------
def test_3_inflation_raises_play_all_but_and_bonus_draws(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(g, hands={0: k[:4]}, rules=["rule_inflation", "rule_play_all_but_1"])
    assert kit.plays_left(g, st) == 2  # Play All But 2
    st = kit.arrange(
        g,
        hands={0: [k[7]]},
        tables={1: [k[0]], 2: [k[1]]},
        rules=["rule_inflation", "rule_poor_bonus"],
    )
    assert kit.draw_target(g, st) == 4  # (1 + 1) + (1 + 1)


# 4. Double Agenda ---------------------------------------------------------------------------------
def test_4_no_win_while_three_goals_are_out(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers", "goal_10_cards_in_hand")
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: [deck.goal]},
        tables={2: k[:2]},
        rules=["rule_double_agenda"],
        goals=["goal_5_keepers", "goal_10_cards_in_hand"],
    )
    kit.play(g, st, deck.goal)
    assert st.winner is None and len(st.goals) == 3
    kit.pick(g, st, card="goal_10_cards_in_hand")
    assert st.winner == 2


def test_4_trashing_double_agenda_leaves_one_goal(kit, deck):
    g = deck.game
    kit.needs(deck, "goal_5_keepers")
    st = kit.arrange(
        g,
        hands={0: ["action_trash_a_new_rule"]},
        rules=["rule_double_agenda"],
        goals=["goal_5_keepers", deck.goal],
    )
    kit.play(g, st, "action_trash_a_new_rule")
    kit.pick(g, st, card="rule_double_agenda")
    kit.pick(g, st, card=deck.goal)
    assert st.goals == [deck.goal]


# 5. Winners ---------------------------------------------------------------------------------------
def test_5_a_creeper_holder_is_left_out_of_5_keepers(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(
        g,
        hands={0: ["goal_5_keepers"]},
        tables={
            1: [*k[:5], "creeper_reavers"],
            2: ["keeper_mal", "keeper_zoe", "keeper_wash", "keeper_jayne", "keeper_kaylee"],
        },
    )
    kit.play(g, st, "goal_5_keepers")
    assert st.winner == 2


def test_5_a_goal_out_for_several_turns_still_counts(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(g, hands={0: [k[5]], 1: [k[1]]}, tables={1: [k[0]]}, goals=[deck.goal])
    kit.play(g, st, k[5])
    assert st.active == 1
    kit.play(g, st, k[1])
    assert st.winner == 1


# 6. Creepers and simultaneous batches -------------------------------------------------------------
def test_6_a_creeper_later_in_the_draw_step_cancels_the_win(kit, ff):
    g = ff.game
    nine = [c for c in g.catalog.ids if g.catalog.type[c] == "action"][:9]
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"], 1: nine},
        goals=["goal_10_cards_in_hand"],
        rules=["rule_draw_2"],
        draw=["keeper_mule", "creeper_reavers", "keeper_vera"],
    )
    kit.play(g, st, "keeper_book")
    assert st.active == 1 and len(st.hands[1]) == 11 and st.tables[1] == ["creeper_reavers"]
    assert st.winner is None  # had the check run after the first draw, seat 1 would have won


def test_6_creepers_never_count_toward_keeper_limits(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(
        g,
        hands={0: ["rule_keeper_limit_3", k[7]]},
        rules=["rule_play_2"],
        tables={1: [*k[:3], "creeper_reavers", "creeper_bounty_hunter"]},
    )
    kit.play(g, st, "rule_keeper_limit_3")
    assert kit.kind(g, st) == "main" and len(st.tables[1]) == 5


def test_6_mix_it_all_up_checks_for_a_winner_only_after_the_deal(kit, ff):
    g = ff.game
    outcomes = set()
    for seed in range(12):
        st = kit.arrange(
            g,
            hands={0: ["action_mix_it_all_up"]},
            goals=["goal_quick_getaway"],
            tables={1: ["keeper_serenity", "keeper_book"], 2: ["keeper_mule", "creeper_reavers"]},
            seed=seed,
        )
        kit.play(g, st, "action_mix_it_all_up")
        owners = {c: s for s, t in enumerate(st.tables) for c in t}
        both = owners["keeper_serenity"] == owners["keeper_mule"]
        blocked = owners["creeper_reavers"] == owners["keeper_serenity"]
        assert (st.winner is not None) == (both and not blocked)
        outcomes.add(st.winner is not None)
    assert outcomes == {True, False}


# 7. Creepers drawn by turn-ending free actions stay -----------------------------------------------
def test_7_creepers_drawn_by_get_on_with_it_stay(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(
        g,
        hands={0: k[:2]},
        rules=["rule_get_on_with_it"],
        draw=["creeper_bounty_hunter", k[2], k[3], k[4]],
    )
    kit.use(g, st, "rule_get_on_with_it")
    assert st.tables[0] == ["creeper_bounty_hunter"] and st.hands[0] == k[2:5]


# 8. Compound actions first ------------------------------------------------------------------------
def test_8_no_free_actions_or_powers_while_a_temporary_hand_resolves(kit, ff):
    g = ff.game
    k = ff.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_draw_2_and_use_em"]},
        tables={0: ["keeper_zoe"], 1: ["keeper_wash"]},
        rules=["rule_recycling"],
        draw=[k[0], k[1]],
    )
    kit.play(g, st, "action_draw_2_and_use_em")
    legal = g.legal_actions(st)
    assert legal and all(isinstance(a, Pick) for a in legal)
    kit.pick(g, st, card=k[0])
    kit.pick(g, st, card=k[1])
    legal = g.legal_actions(st)
    assert UseRule(seat=0, card="rule_recycling") in legal
    assert UsePower(seat=0, card="keeper_zoe") in legal


# 9. Limits ----------------------------------------------------------------------------------------
def test_9_limits_apply_again_when_others_gain_cards(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_trade_hands", *k[:3]], 1: [k[3]]},
        rules=["rule_hand_limit_2", "rule_play_2"],
    )
    kit.play(g, st, "action_trade_hands")
    kit.pick(g, st, target=1)
    assert g.prompt(st).seat == 1 and st.hands[0] == [k[3]]


# 12. A Goal naming one Creeper does not excuse another --------------------------------------------
def test_12_only_the_named_creeper_is_exempt(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["goal_running_from_reavers"]},
        tables={1: ["keeper_serenity", "creeper_reavers", "creeper_bounty_hunter"]},
    )
    kit.play(g, st, "goal_running_from_reavers")
    assert st.winner is None


# 13. Let's Do That Again, Empty the Trash, Mystery Play -------------------------------------------
def test_13_lets_do_that_again_never_offers_itself_or_surprises(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["action_lets_do_that_again"]}, discard=["surprise_stop_that", "action_shiny"]
    )
    kit.play(g, st, "action_lets_do_that_again")
    assert [a.card for a in g.legal_actions(st)] == ["action_shiny"]


def test_13_empty_the_trash_leaves_cards_still_resolving_alone(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_draw_2_and_use_em"]},
        discard=["keeper_aku"],
        draw=["action_empty_the_trash", "keeper_finn"],
    )
    kit.play(g, st, "action_draw_2_and_use_em")
    kit.pick(g, st, card="action_empty_the_trash")
    assert st.stack[-1].cards == ["keeper_finn"]  # the temporary hand is untouched
    assert st.discard == ["action_empty_the_trash"] and "keeper_aku" in st.draw_pile
    kit.pick(g, st, card="keeper_finn")
    assert st.discard == ["action_empty_the_trash", "action_draw_2_and_use_em"]
    kit.ok(g, st)


def test_13_mystery_play_is_not_offered_when_both_piles_are_empty(kit, cn):
    g = cn.game
    st = kit.arrange(g, hands={0: ["keeper_ed"]}, rules=["rule_mystery_play"])
    everything = list(st.draw_pile)
    st.draw_pile = []
    st.tables[1] = everything  # (not a legal table, only to empty both piles)
    g.forget()
    assert UseRule(seat=0, card="rule_mystery_play") not in g.legal_actions(st)


# 14. Both piles empty -----------------------------------------------------------------------------
def test_14_drawing_from_two_empty_piles_simply_stops(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_jackpot", "keeper_ed"]},
        rules=["rule_play_2"],
        draw=["keeper_finn"],
        empty_pile=True,
    )
    st.discard.clear()
    rest = [c for c in g.catalog.ids if c not in ("action_jackpot", "keeper_ed", "keeper_finn")]
    st.tables[2] = rest  # park every other card out of the way
    kit.play(g, st, "action_jackpot")
    assert st.hands[0] == ["keeper_ed", "keeper_finn"]
    assert kit.kind(g, st) == "main"


# 15. Rotate around the circle; trading with nobody holding cards ----------------------------------
def test_15_rotate_offers_only_left_or_right(kit, cn):
    deck = cn  # Rotate Hands is only in Cartoon Network (Crazy Ivan left Firefly)
    g = deck.game
    st = kit.arrange(g, players=4, hands={0: [deck.rotate]})
    kit.play(g, st, deck.rotate)
    assert {a.option for a in g.legal_actions(st)} == {"left", "right"}


# 16. Poor and Rich Bonus ties ---------------------------------------------------------------------
def test_16_ties_for_poorest_or_richest_give_nothing(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: k[4:7]},
        tables={0: [k[0]], 1: [k[1]], 2: [k[2]]},
        rules=["rule_rich_bonus", "rule_poor_bonus"],
    )
    assert kit.plays_left(g, st) == 1 and kit.draw_target(g, st) == 1


def test_the_turn_waits_for_end_turn_when_options_remain(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["keeper_book"]}, tables={0: ["keeper_zoe"], 1: ["keeper_wash"]})
    kit.play(g, st, "keeper_book")
    assert st.active == 0 and EndTurn(seat=0) in g.legal_actions(st)
    kit.end_turn(g, st)
    assert st.active == 1
