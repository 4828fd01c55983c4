"""Firefly Fluxx: Keeper powers, Creepers, and the handlers only it uses."""

from __future__ import annotations

from nifty_table.engine import strategies
from nifty_table.engine.contract import PromptKind
from nifty_table.games.fluxx.actions import (
    Answer,
    EndTurn,
    PlayCard,
    PlayRandom,
    UsePower,
    UseRule,
)
from nifty_table.games.fluxx.goals import needs


def bot_action(g, st, rng):
    """The heuristic strategy's move for the prompted seat."""
    return strategies.decide(g, st, strategies.get(g.id), rng)


# -- Keeper powers -------------------------------------------------------------------------
def test_take_keeper_power_uses_no_play_and_works_once_per_turn(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["keeper_book"]}, tables={0: ["keeper_zoe"], 1: ["keeper_wash"]})
    assert UsePower(seat=0, card="keeper_zoe") in g.legal_actions(st)
    kit.use(g, st, "keeper_zoe")
    assert st.tables[0] == ["keeper_zoe", "keeper_wash"] and st.played == 0
    assert UsePower(seat=0, card="keeper_zoe") not in g.legal_actions(st)
    assert kit.plays_left(g, st) == 1


def test_take_keeper_needs_the_target_on_an_opponents_table(kit, ff):
    g = ff.game
    for tables in ({0: ["keeper_zoe"]}, {0: ["keeper_zoe", "keeper_wash"]}):
        st = kit.arrange(g, hands={0: ["keeper_book"]}, tables=tables)
        assert UsePower(seat=0, card="keeper_zoe") not in g.legal_actions(st)


def test_the_bounty_hunter_is_bought_off_with_a_keeper_and_shuts_no_power(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"]},
        tables={0: ["keeper_zoe", "creeper_bounty_hunter", "keeper_mule"], 1: ["keeper_wash"]},
    )
    legal = g.legal_actions(st)
    assert UsePower(seat=0, card="keeper_zoe") in legal  # our Creeper blocks no power
    assert UsePower(seat=0, card="creeper_bounty_hunter") in legal
    kit.use(g, st, "creeper_bounty_hunter")
    kit.pick(g, st, card="keeper_mule")
    assert st.tables[0] == ["keeper_zoe"] and st.played == 0
    assert {"keeper_mule", "creeper_bounty_hunter"} <= set(st.discard)


def test_river_peeks_and_reorders_the_top_of_the_pile_privately(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"]},
        tables={0: ["keeper_river"]},
        draw=["keeper_mule", "keeper_vera", "keeper_yolanda", "keeper_saffron"],
    )
    kit.use(g, st, "keeper_river")
    assert g.view(st, 0).private == ["keeper_mule", "keeper_vera", "keeper_yolanda"]
    assert g.view(st, 1).private == [] and g.prompt(st).seat == 0
    kit.pick(g, st, card="keeper_yolanda")
    kit.pick(g, st, card="keeper_mule")
    assert st.draw_pile[-4:] == ["keeper_saffron", "keeper_vera", "keeper_mule", "keeper_yolanda"]
    kit.ok(g, st)


def test_an_alias_keeper_wins_a_goal_naming_another_identity(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["goal_mrs_reynolds"]}, tables={1: ["keeper_mal", "keeper_bridget"]}
    )
    kit.play(g, st, "goal_mrs_reynolds")
    assert st.winner == 1


def test_bound_by_law_draws_but_plays_nothing_and_uses_no_free_action(kit, ff):
    """FAQ q2529: a bound turn draws but does not play, and has no free actions."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_bound_by_law"], 1: ["keeper_book", "keeper_mule"]},
        tables={1: ["keeper_zoe"], 2: ["keeper_wash"]},
        rules=["rule_draw_3", "rule_play_3", "rule_recycling"],
        draw=["keeper_vera", "keeper_yolanda", "keeper_saffron"],
    )
    kit.play(g, st, "action_bound_by_law")
    kit.pick(g, st, target=1)
    assert st.active == 1 and st.bound and len(st.hands[1]) == 5  # drew 3, as Draw 3 says
    legal = g.legal_actions(st)
    assert legal == [EndTurn(seat=1)]  # no play, no Recycling, no Zoe
    assert kit.plays_left(g, st) == 0 and "bound by law" in g.prompt(st).text
    kit.end_turn(g, st)
    assert st.active == 2 and not st.bound


def test_in_my_bunk_ends_the_turn_and_protects_until_your_next_turn(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={
            0: ["action_ill_be_in_my_bunk", "keeper_book", "keeper_mule"],
            1: ["action_steal_something", "action_trade_hands"],
        },
        tables={0: ["keeper_vera"], 2: ["keeper_yolanda"]},
        rules=["rule_play_3"],
    )
    kit.play(g, st, "action_ill_be_in_my_bunk")
    assert st.active == 1 and st.protected == [0] and len(st.hands[0]) == 2
    kit.play(g, st, "action_steal_something")
    assert {a.card for a in g.legal_actions(st)} == {"keeper_yolanda"}  # not seat 0's Vera
    kit.pick(g, st, card="keeper_yolanda")
    kit.play(g, st, "action_trade_hands")
    assert [a.target for a in g.legal_actions(st)] == [2]
    kit.pick(g, st, target=2)
    while st.active != 0:
        kit.do(g, st, g.legal_actions(st)[0])
    assert st.protected == []


def test_reavers_take_a_keeper_at_the_start_of_your_turn(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["keeper_book"]}, tables={1: ["creeper_reavers", "keeper_mule", "keeper_vera"]}
    )
    kit.play(g, st, "keeper_book")
    prompt = g.prompt(st)
    assert prompt.seat == 1 and "Keeper to lose" in prompt.text
    kit.pick(g, st, card="keeper_mule")
    assert st.tables[1] == ["creeper_reavers", "keeper_vera"] and "keeper_mule" in st.discard


def test_serenity_outruns_the_reavers_to_the_next_player(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["keeper_book"]}, tables={1: ["creeper_reavers", "keeper_serenity"]}
    )
    kit.play(g, st, "keeper_book")
    assert g.prompt(st).kind is PromptKind.YES_NO
    kit.answer(g, st, True)
    assert st.tables[1] == ["keeper_serenity"] and st.tables[2] == ["creeper_reavers"]


def test_creepers_block_wins_unless_the_goal_names_them(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["goal_husband_and_wife"]},
        tables={1: ["keeper_zoe", "keeper_wash", "creeper_bounty_hunter"]},
    )
    kit.play(g, st, "goal_husband_and_wife")
    assert st.winner is None
    st = kit.arrange(
        g,
        hands={0: ["goal_objects_in_space"]},
        tables={1: ["keeper_river", "creeper_bounty_hunter"]},
    )
    kit.play(g, st, "goal_objects_in_space")
    assert st.winner == 1
    st = kit.arrange(
        g,
        hands={0: ["goal_the_tam_siblings"]},
        tables={1: ["keeper_simon", "keeper_river", "creeper_reavers"]},
    )
    kit.play(g, st, "goal_the_tam_siblings")
    assert st.winner is None  # only the named Creeper is exempt
    st = kit.arrange(
        g,
        hands={0: ["goal_running_from_reavers"]},
        tables={2: ["keeper_serenity", "creeper_reavers"]},
    )
    kit.play(g, st, "goal_running_from_reavers")
    assert st.winner == 2


def test_jaynes_mutiny_forbids_mal(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["goal_jaynes_mutiny"]},
        tables={1: ["keeper_jayne", "keeper_serenity", "keeper_mal"]},
    )
    kit.play(g, st, "goal_jaynes_mutiny")
    assert st.winner is None


def test_a_goal_says_in_a_few_words_what_it_needs(ff):
    """For a narrow table, which shows a Goal by its name and these words."""
    catalog = ff.game.catalog
    assert needs(catalog, "goal_captain_and_ship") == "Mal + Serenity"
    assert needs(catalog, "goal_jaynes_mutiny") == "Jayne + Serenity, no Mal"
    assert needs(catalog, "goal_big_damn_heroes") == "4+ crew Keepers, the most"
    assert needs(catalog, "goal_5_keepers", inflation=True) == "6+ Keepers, the most"
    assert needs(catalog, "goal_10_cards_in_hand") == "10+ cards in hand, the most"


# -- Firefly-only rules ------------------------------------------------------------------------
def test_inflation_raises_every_number(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["rule_inflation", "keeper_book", "keeper_mule"]},
        drawn=1,
        draw=["keeper_shuttle"],
    )
    kit.play(g, st, "rule_inflation")
    assert "keeper_shuttle" in st.hands[0]  # Basic draw 1 -> 2: one more at once
    assert kit.plays_left(g, st) == 1  # Basic play 1 -> 2
    assert kit.draw_target(g, kit.arrange(g, rules=["rule_inflation", "rule_draw_2"])) == 3
    # Hand Limit 2 allows 3 cards
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"], 2: ["keeper_vera", "keeper_yolanda", "keeper_saffron"]},
        rules=["rule_inflation", "rule_hand_limit_2"],
    )
    assert kit.kind(g, st) == "main"
    st = kit.arrange(
        g,
        hands={
            0: ["keeper_book"],
            2: ["keeper_vera", "keeper_yolanda", "keeper_saffron", "keeper_mule"],
        },
        rules=["rule_inflation", "rule_hand_limit_2"],
    )
    assert g.prompt(st).seat == 2 and "(1 to go)" in g.prompt(st).text


def test_inflation_leaving_lowers_limits_at_once(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={
            0: ["action_trash_a_new_rule", "keeper_book"],
            1: ["keeper_vera", "keeper_yolanda", "keeper_saffron"],
        },
        rules=["rule_inflation", "rule_hand_limit_2"],
    )
    kit.play(g, st, "action_trash_a_new_rule")
    kit.pick(g, st, card="rule_inflation")
    assert g.prompt(st).seat == 1 and "Hand Limit of 2" in g.prompt(st).text


def test_inflation_makes_5_keepers_need_6(kit, ff):
    g = ff.game
    five = ["keeper_book", "keeper_mule", "keeper_vera", "keeper_yolanda", "keeper_saffron"]
    st = kit.arrange(
        g,
        hands={0: ["goal_5_keepers", "keeper_shuttle"]},
        tables={0: five},
        rules=["rule_inflation"],
    )
    kit.play(g, st, "goal_5_keepers")
    assert st.winner is None
    kit.play(g, st, "keeper_shuttle")
    assert st.winner == 0


def test_first_play_random_picks_the_first_play(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book", "keeper_mule", "keeper_vera"]},
        rules=["rule_first_play_random", "rule_play_2"],
    )
    assert g.legal_actions(st) == [PlayRandom(seat=0)]
    kit.illegal(g, st, PlayCard(seat=0, card="keeper_book"))
    kit.do(g, st, PlayRandom(seat=0))
    kit.through(g, st)
    assert len(st.tables[0]) == 1 and PlayCard(seat=0, card=st.hands[0][0]) in g.legal_actions(st)
    st = kit.arrange(g, hands={0: ["keeper_book"]}, rules=["rule_first_play_random"])
    assert g.legal_actions(st) == [PlayCard(seat=0, card="keeper_book")]  # Play 1: no effect


def test_lets_keep_doing_that_tucks_an_action_from_the_discard_pile(kit, ff):
    """The FAQ's reading: the rule takes an Action out of the discard pile."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["rule_lets_keep_doing_that", "action_shiny", "keeper_book"]},
        rules=["rule_play_3"],
        discard=["action_trade_hands", "action_draw_3_play_2", "keeper_vera"],
        draw=["keeper_mule", "keeper_yolanda", "keeper_saffron"],
    )
    kit.play(g, st, "rule_lets_keep_doing_that")
    offered = [a.card for a in g.legal_actions(st)]
    assert offered == ["action_draw_3_play_2", "action_trade_hands"]  # Actions only, newest first
    kit.pick(g, st, card="action_trade_hands")
    assert st.attached == "action_trade_hands" and "action_trade_hands" not in st.discard
    kit.play(g, st, "action_shiny")  # the next Action played is simply discarded
    assert st.attached == "action_trade_hands" and "action_shiny" in st.discard
    assert UseRule(seat=0, card="rule_lets_keep_doing_that") in g.legal_actions(st)


def test_lets_keep_doing_that_repeats_the_tucked_action_without_a_play(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["rule_lets_keep_doing_that", "keeper_book"]},
        rules=["rule_play_2"],
        discard=["action_shiny"],
        draw=["keeper_mule", "keeper_vera", "keeper_yolanda"],
    )
    kit.play(g, st, "rule_lets_keep_doing_that")
    kit.pick(g, st, card="action_shiny")
    kit.use(g, st, "rule_lets_keep_doing_that")
    assert len(st.hands[0]) == 4 and st.played == 1  # Book + 3 drawn; the use is free
    assert st.attached == "action_shiny"
    assert UseRule(seat=0, card="rule_lets_keep_doing_that") not in g.legal_actions(st)


def test_lets_keep_doing_that_drawn_inside_an_action_cannot_tuck_that_action(kit, ff):
    """FAQ: Draw 3, Play 2 is not in the discard pile until it is completely done."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_draw_3_play_2", "keeper_book"]},
        rules=["rule_play_2"],
        draw=["rule_lets_keep_doing_that", "keeper_mule", "keeper_vera"],
    )
    kit.play(g, st, "action_draw_3_play_2")
    kit.pick(g, st, card="rule_lets_keep_doing_that")
    assert st.attached is None and "action_draw_3_play_2" not in st.discard


def test_the_attached_action_is_discarded_when_the_rule_goes(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_rules_reset", "keeper_book"]},
        rules=["rule_lets_keep_doing_that", "rule_play_2"],
    )
    st.attached = None
    kit.play(g, st, "action_rules_reset")
    assert st.rules == [] and st.attached is None and "action_rules_reset" in st.discard


def test_the_big_score_busts_on_a_repeated_type(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_the_big_score", "keeper_book"]},
        rules=["rule_play_2"],
        draw=["keeper_mule", "rule_draw_2", "keeper_vera"],
    )
    kit.play(g, st, "action_the_big_score")
    assert g.view(st, 1).pending[-1].cards == ["keeper_mule"]  # the row is face up
    kit.pick(g, st, option="more")
    kit.pick(g, st, option="more")
    assert st.hands[0] == ["keeper_book"]
    assert {"keeper_mule", "rule_draw_2", "keeper_vera"} <= set(st.discard)


def test_the_big_score_keeps_the_row_when_you_stop(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_the_big_score", "keeper_book"]},
        rules=["rule_play_2"],
        draw=["keeper_mule", "rule_draw_2", "keeper_vera"],
    )
    kit.play(g, st, "action_the_big_score")
    kit.pick(g, st, option="more")
    kit.pick(g, st, option="stop")
    assert st.hands[0] == ["keeper_book", "keeper_mule", "rule_draw_2"]


def test_a_creeper_busts_the_run_and_stays_with_you(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_one_last_job", "keeper_book"]},
        rules=["rule_play_2"],
        draw=["keeper_mule", "creeper_bounty_hunter"],
    )
    kit.play(g, st, "action_one_last_job")
    kit.pick(g, st, option="more")
    assert st.tables[0] == ["creeper_bounty_hunter"] and "keeper_mule" in st.discard


def test_one_last_job_plays_one_row_card_and_keeps_the_rest(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_one_last_job", "keeper_book"]},
        rules=["rule_play_2"],
        draw=["keeper_mule", "rule_draw_2"],
    )
    kit.play(g, st, "action_one_last_job")
    kit.pick(g, st, option="more")
    kit.pick(g, st, option="stop")
    kit.pick(g, st, card="keeper_mule")
    assert st.tables[0] == ["keeper_mule"] and st.hands[0] == ["keeper_book", "rule_draw_2"]
    assert st.played == 1


def test_mystery_play_turns_up_a_creeper_and_that_is_all(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"]},
        rules=["rule_mystery_play"],
        draw=["creeper_reavers", "keeper_mule"],
    )
    kit.use(g, st, "rule_mystery_play")
    assert st.tables[0] == ["creeper_reavers"] and st.hands[0] == ["keeper_book"]
    assert st.played == 0


def test_bot_answers_yes_to_outrunning_the_reavers(kit, ff):
    from nifty_table.engine.rng import Rng

    g = ff.game
    st = kit.arrange(
        g, hands={0: ["keeper_book"]}, tables={1: ["creeper_reavers", "keeper_serenity"]}
    )
    kit.play(g, st, "keeper_book")
    assert bot_action(g, st, Rng.from_seed(3)) == Answer(seat=1, yes=True)


def test_a_card_played_decides_10_cards_in_hand_before_it_does_anything(kit, ff):
    """A Goal counting cards in hand is met or lost the moment a card leaves a
    hand: here the second card played breaks a tie for the most cards, so the
    other player wins at once, before that card (3 cards drawn for its player)
    can take the lead back."""
    g = ff.game
    spare = [c for c in g.catalog.base_ids if g.catalog.type[c] == "goal"]
    spare.remove("goal_10_cards_in_hand")
    st = kit.arrange(
        g,
        2,
        hands={0: ["goal_10_cards_in_hand", "action_shiny", *spare[:10]], 1: spare[10:21]},
        rules=["rule_play_3"],
    )
    kit.play(g, st, "goal_10_cards_in_hand")  # 11 cards each: a tie, nobody wins
    assert st.winner is None and len(st.hands[0]) == len(st.hands[1]) == 11
    kit.play(g, st, "action_shiny")
    assert st.winner == 1 and st.win_goal == "goal_10_cards_in_hand"
    assert len(st.hands[0]) == 10  # Shiny never drew
