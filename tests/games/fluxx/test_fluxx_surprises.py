"""Firefly's Surprises: reaction windows, both modes, cancelling Surprises by
parity, and windows that look the same whoever holds what."""

from __future__ import annotations

from nifty_table.engine import strategies
from nifty_table.engine.contract import PromptKind
from nifty_table.games.fluxx.actions import Continue, PlaySurprise


def bot_action(g, st, rng):
    """The heuristic strategy's move for the prompted seat."""
    return strategies.decide(g, st, strategies.get(g.id), rng)


STOP = "surprise_stop_that"  # cancels an Action
MISBEHAVE = "surprise_i_aim_to_misbehave"  # cancels a New Rule
SIDEWAYS = "surprise_plan_went_sideways"  # cancels a Goal
SALVAGE = "surprise_salvage_rights"  # a played Keeper lands with you
GUY = "surprise_you_cant_take_this_guy"  # answers a steal of your character Keeper


def test_a_window_opens_after_every_play_even_if_nobody_holds_a_surprise(kit, ff):
    g = ff.game
    for holder in ([], [STOP]):
        st = kit.arrange(g, hands={0: ["action_shiny"], 1: holder})
        kit.play(g, st, "action_shiny", through=False)
        prompt = g.prompt(st)
        assert kit.kind(g, st) == "window" and prompt.seat == 0
        assert prompt.kind is PromptKind.OPTION and "Shiny" in prompt.text
        assert prompt.interrupters == ([1] if holder else [])
        expected = [Continue(seat=0)] + [PlaySurprise(seat=1, card=c) for c in holder]
        assert g.legal_actions(st) == expected
        assert st.hands[0] == []  # nothing happened yet


def test_stop_that_cancels_an_action_and_the_play_is_still_used(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["action_shiny", "keeper_book"], 1: [STOP]}, rules=["rule_play_2"]
    )
    kit.play(g, st, "action_shiny", through=False)
    kit.surprise(g, st, 1, STOP)
    assert kit.kind(g, st) == "window"  # anyone may now cancel the Surprise
    kit.cont(g, st)
    assert st.hands[0] == ["keeper_book"] and st.played == 1
    assert set(st.discard[-2:]) == {"action_shiny", STOP}


def test_surprises_resolve_by_parity(kit, ff):
    g = ff.game
    for extra, cancelled in (([], True), ([MISBEHAVE], False), ([MISBEHAVE, SIDEWAYS], True)):
        st = kit.arrange(
            g,
            hands={0: ["action_shiny", "keeper_book", MISBEHAVE], 1: [STOP], 2: [SIDEWAYS]},
            rules=["rule_play_2"],
            draw=["keeper_mule", "keeper_vera", "keeper_yolanda"],
        )
        kit.play(g, st, "action_shiny", through=False)
        kit.surprise(g, st, 1, STOP)
        if extra:  # the active player may cancel a Surprise on their own turn
            kit.surprise(g, st, 0, MISBEHAVE)
        if len(extra) > 1:
            kit.surprise(g, st, 2, SIDEWAYS)
        kit.cont(g, st)
        drew = "keeper_mule" in st.hands[0]
        assert drew is not cancelled, extra
        assert st.played == 1
        kit.ok(g, st)


def test_no_out_of_turn_mode_on_your_own_turn(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["action_shiny", STOP]})
    kit.play(g, st, "action_shiny", through=False)
    assert g.legal_actions(st) == [Continue(seat=0)]
    kit.illegal(g, st, PlaySurprise(seat=0, card=STOP))


def test_only_matching_surprises_are_offered(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["rule_draw_2"], 1: [STOP, SIDEWAYS], 2: [MISBEHAVE]})
    kit.play(g, st, "rule_draw_2", through=False)
    assert g.prompt(st).interrupters == [2]
    assert PlaySurprise(seat=1, card=STOP) not in g.legal_actions(st)


def test_a_cancelled_new_rule_never_takes_effect(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={
            0: ["rule_hand_limit_2", "keeper_book"],
            1: [MISBEHAVE],
            2: ["keeper_mule", "keeper_vera", "keeper_yolanda"],
        },
        rules=["rule_play_2"],
    )
    kit.play(g, st, "rule_hand_limit_2", through=False)
    kit.surprise(g, st, 1, MISBEHAVE)
    kit.cont(g, st)
    assert st.rules == ["rule_play_2"] and len(st.hands[2]) == 3
    assert kit.kind(g, st) == "main" and "rule_hand_limit_2" in st.discard


def test_a_cancelled_goal_never_lands_and_the_old_goal_stays(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["goal_husband_and_wife"], 1: [SIDEWAYS]},
        tables={2: ["keeper_zoe", "keeper_wash"]},
        goals=["goal_5_keepers"],
    )
    kit.play(g, st, "goal_husband_and_wife", through=False)
    kit.surprise(g, st, 1, SIDEWAYS)
    kit.cont(g, st)
    assert st.goals == ["goal_5_keepers"] and st.winner is None


def test_salvage_rights_makes_a_played_keeper_land_with_you(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["keeper_serenity", "keeper_saffron"], 1: [SALVAGE]}, rules=["rule_play_2"]
    )
    kit.play(g, st, "keeper_serenity", through=False)
    kit.surprise(g, st, 1, SALVAGE)
    kit.cont(g, st)
    assert st.tables[1] == ["keeper_serenity"] and st.tables[0] == [] and st.played == 1


def test_you_cant_take_this_guy_cancels_a_steal_and_takes_a_random_card(kit, ff):
    """Out of turn it retaliates like It's a Trap!, but the punishment is ours:
    a card at random from the thief's hand (It's a Trap! takes a Keeper)."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_steal_something", "keeper_book"], 1: [GUY]},
        tables={0: ["keeper_vera", "keeper_mule"], 1: ["keeper_wash"]},
        rules=["rule_play_2"],
    )
    kit.play(g, st, "action_steal_something")  # no one could answer the Action itself
    kit.pick(g, st, card="keeper_wash", through=False)
    prompt = g.prompt(st)
    assert kit.kind(g, st) == "window" and prompt.interrupters == [1]
    assert "Wash" in prompt.text
    kit.surprise(g, st, 1, GUY)
    kit.cont(g, st)
    assert st.tables[1] == ["keeper_wash"] and st.tables[0] == ["keeper_vera", "keeper_mule"]
    assert "keeper_book" in st.hands[1] and st.hands[0] == []  # then seat 1's turn began
    assert "action_steal_something" in st.discard


def test_no_steal_window_for_a_keeper_no_surprise_could_protect(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["action_steal_something"], 1: [GUY]}, tables={1: ["keeper_serenity"]}
    )
    kit.play(g, st, "action_steal_something")
    kit.pick(g, st, card="keeper_serenity", through=False)
    assert kit.kind(g, st) != "window" and st.tables[0] == ["keeper_serenity"]


def test_a_retaliation_cancels_a_keeper_power_which_still_counts_as_used(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"], 1: [GUY]},
        tables={0: ["keeper_zoe", "keeper_mule"], 1: ["keeper_wash"]},
    )
    kit.use(g, st, "keeper_zoe", through=False)
    kit.surprise(g, st, 1, GUY)
    kit.cont(g, st)
    assert st.tables[1] == ["keeper_wash"] and "keeper_zoe" in st.used
    assert st.hands[1] == ["keeper_book"] and st.hands[0] == [] and st.played == 0


def test_mix_it_all_up_is_a_steal_for_everyone_losing_a_character(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_mix_it_all_up"], 2: [GUY]},
        tables={0: ["keeper_vera"], 1: ["keeper_book"], 2: ["keeper_river"]},
    )
    kit.play(g, st, "action_mix_it_all_up", through=False)
    kit.cont(g, st)  # the Action's own window
    assert kit.kind(g, st) == "window" and g.prompt(st).interrupters == [2]
    kit.surprise(g, st, 2, GUY)
    kit.cont(g, st)
    assert st.tables == [["keeper_vera"], ["keeper_book"], ["keeper_river"]]  # nothing moved


def test_a_surprise_played_on_your_turn_can_be_cancelled(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: [SALVAGE], 1: [STOP]}, tables={1: ["keeper_book"]})
    kit.play(g, st, SALVAGE, through=False)
    assert g.prompt(st).interrupters == [1]  # any Surprise cancels a Surprise
    kit.surprise(g, st, 1, STOP)
    kit.cont(g, st)
    assert st.tables[1] == ["keeper_book"] and {SALVAGE, STOP} <= set(st.discard)


def test_on_turn_modes(kit, ff):
    g = ff.game
    # Stop That: every opponent discards an Action, or a random card without one
    st = kit.arrange(
        g,
        hands={0: [STOP], 1: ["keeper_book", "action_shiny"], 2: ["keeper_mule"]},
        draw=["keeper_vera"],
    )
    kit.play(g, st, STOP)
    assert g.prompt(st).seat == 1
    assert [a.card for a in g.legal_actions(st)] == ["action_shiny"]
    kit.pick(g, st, card="action_shiny")
    assert st.hands[1][0] == "keeper_book" and "keeper_mule" in st.discard
    # I Aim to Misbehave: discard up to two New Rules
    st = kit.arrange(
        g, hands={0: [MISBEHAVE]}, rules=["rule_draw_2", "rule_play_2", "rule_hand_limit_2"]
    )
    kit.play(g, st, MISBEHAVE)
    kit.pick(g, st, card="rule_play_2")
    kit.pick(g, st, option="done")
    assert st.rules == ["rule_draw_2", "rule_hand_limit_2"]
    # Plan Went Sideways: no Goal at all
    st = kit.arrange(g, hands={0: [SIDEWAYS]}, goals=["goal_5_keepers"])
    kit.play(g, st, SIDEWAYS)
    assert st.goals == []
    # Salvage Rights: take a Keeper
    st = kit.arrange(g, hands={0: [SALVAGE]}, tables={2: ["keeper_book"]})
    kit.play(g, st, SALVAGE)
    kit.pick(g, st, card="keeper_book")
    assert st.tables[0] == ["keeper_book"]
    # You Can't Take This Guy: use the power of any Keeper on the table as your own
    st = kit.arrange(
        g, hands={0: [GUY], 1: ["keeper_book"]}, tables={1: ["keeper_zoe"], 2: ["keeper_wash"]}
    )
    kit.play(g, st, GUY)
    assert [a.card for a in g.legal_actions(st)] == ["keeper_zoe"]  # Wash has no power
    kit.pick(g, st, card="keeper_zoe")
    assert st.tables[0] == ["keeper_wash"] and st.tables[1] == ["keeper_zoe"]
    assert "keeper_zoe" not in st.used  # Zoe's own use stays for her owner
    kit.ok(g, st)


def test_stop_that_on_a_repeat_stops_only_that_repeat(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["rule_lets_keep_doing_that", "keeper_book"], 1: [STOP]},
        rules=["rule_play_2"],
        discard=["action_shiny"],
        draw=["keeper_mule", "keeper_vera", "keeper_yolanda"],
    )
    kit.play(g, st, "rule_lets_keep_doing_that")
    kit.pick(g, st, card="action_shiny")
    kit.use(g, st, "rule_lets_keep_doing_that", through=False)
    kit.surprise(g, st, 1, STOP)
    kit.cont(g, st)
    assert st.attached == "action_shiny" and "action_shiny" not in st.discard
    assert st.hands[0] == ["keeper_book"]  # the repeat drew nothing


def test_a_surprise_drawn_later_cannot_reach_back(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_shiny", "keeper_book"]},
        rules=["rule_play_2"],
        draw=["keeper_mule", "keeper_vera", "keeper_yolanda"],
    )
    kit.play(g, st, "action_shiny")
    st.hands[1].append(STOP)  # as if seat 1 now held it
    kit.illegal(g, st, PlaySurprise(seat=1, card=STOP))


def test_a_bot_never_plays_a_persons_surprise(kit, ff):
    from nifty_table.engine.rng import Rng

    g = ff.game
    st = kit.arrange(g, hands={0: ["action_shiny"], 1: [STOP], 2: [SIDEWAYS]})
    st.seats[0].bot = True
    kit.play(g, st, "action_shiny", through=False)
    picks = {bot_action(g, st, Rng.from_seed(s)) for s in range(30)}
    assert picks == {Continue(seat=0)}  # seat 1 is a person
    st.seats[1].bot = True
    picks = {bot_action(g, st, Rng.from_seed(s)) for s in range(30)}
    # Even a computer seat 1 answers through bot_reaction, never via seat 0's turn.
    assert picks == {Continue(seat=0)}
