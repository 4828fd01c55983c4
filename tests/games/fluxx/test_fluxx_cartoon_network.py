"""Cartoon Network Fluxx: its FAQ answers and the handlers only it uses,
including the honest prompts for table-talk rules."""

from __future__ import annotations

from nifty_table.engine import strategies
from nifty_table.engine.contract import PromptKind
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import Answer, Pick


def bot_action(g, st, rng):
    """The heuristic strategy's move for the prompted seat."""
    return strategies.decide(g, st, strategies.get(g.id), rng)


# -- FAQ -----------------------------------------------------------------------------------
def test_get_over_here_takes_a_keeper_from_the_same_show(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_get_over_here"]},
        tables={
            0: ["keeper_finn"],  # Adventure Time
            1: ["keeper_jake", "keeper_dexter"],
            2: ["keeper_ice_king"],
        },
    )
    kit.play(g, st, "action_get_over_here")
    assert {a.card for a in g.legal_actions(st)} == {"keeper_jake", "keeper_ice_king"}
    kit.pick(g, st, card="keeper_jake")
    assert st.tables[0] == ["keeper_finn", "keeper_jake"]
    assert st.tables[1] == ["keeper_dexter"]


def test_get_over_here_does_nothing_without_a_shared_show(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_get_over_here", "keeper_ed"]},
        tables={0: ["keeper_finn"], 1: ["keeper_dexter"]},
        rules=["rule_play_2"],
    )
    kit.play(g, st, "action_get_over_here")
    assert kit.kind(g, st) == "main" and st.tables[1] == ["keeper_dexter"]
    assert "action_get_over_here" in st.discard


def test_a_goal_in_play_for_an_instant_can_be_won(kit, cn):
    """Draw 2 and Use 'Em gives two Goals: the first one played lets its
    player win at once, even though the second would have replaced it."""
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_draw_2_and_use_em"]},
        tables={1: ["keeper_finn", "keeper_jake"]},
        draw=["goal_adventure_buddies", "goal_brothers"],
    )
    kit.play(g, st, "action_draw_2_and_use_em")
    assert sorted(st.stack[-1].cards) == ["goal_adventure_buddies", "goal_brothers"]
    kit.pick(g, st, card="goal_adventure_buddies")
    assert st.winner == 1 and g.prompt(st) is None


def test_use_what_you_take_keeps_the_keeper_for_you(kit, cn):
    g = cn.game
    st = kit.arrange(g, hands={0: ["action_use_what_you_take"], 1: ["keeper_aku"]})
    kit.play(g, st, "action_use_what_you_take")
    kit.pick(g, st, target=1)
    assert st.tables[0] == ["keeper_aku"] and "keeper_aku" not in st.hands[1]


def test_e_name_bonus_gives_an_extra_draw_and_play_to_e_names_only(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["rule_e_name_bonus", "keeper_ed", "keeper_edd"]},
        names=["Edna", "Bob", "bot: eve"],
        draw=["keeper_eddy", "keeper_aku"],
    )
    kit.play(g, st, "rule_e_name_bonus")
    assert "keeper_eddy" in st.hands[0]  # one more draw at once
    assert kit.plays_left(g, st) == 1  # play 1 + 1, one made
    kit.play(g, st, "keeper_ed")
    assert st.active == 1 and kit.draw_target(g, st) == 1  # Bob gets nothing
    kit.end_turn(g, st) if kit.kind(g, st) == "main" and kit.plays_left(g, st) == 0 else None
    while st.active == 1:
        kit.play(g, st, st.hands[1][0])
    assert st.active == 2 and kit.draw_target(g, st) == 2  # "bot: eve" counts as Eve


# -- Yeahuh! ---------------------------------------------------------------------------------
def test_yeahuh_asks_whoever_plays_a_keeper_and_believes_the_answer(kit, cn):
    g = cn.game
    st = kit.arrange(
        g, hands={0: ["keeper_finn", "keeper_jake"]}, rules=["rule_yeahuh", "rule_play_2"]
    )
    kit.play(g, st, "keeper_finn")
    prompt = g.prompt(st)
    assert prompt.kind is PromptKind.YES_NO and prompt.seat == 0 and "Yeahuh" in prompt.text
    kit.answer(g, st, True)
    assert st.tables[0] == ["keeper_finn"]
    kit.play(g, st, "keeper_jake")
    kit.answer(g, st, False)
    # The FAQ: caught without the shout, you give the Keeper up to whoever caught you.
    prompt = g.prompt(st)
    assert prompt.seat == 0 and "who caught you" in prompt.text
    assert [a.target for a in g.legal_actions(st)] == [1, 2]
    kit.pick(g, st, target=2)
    assert st.tables[2] == ["keeper_jake"] and st.tables[0] == ["keeper_finn"]
    assert "keeper_jake" not in st.discard
    assert st.active == 1  # the play was used up either way: the turn is over


def test_yeahuh_is_not_asked_for_keepers_gained_without_playing(kit, cn):
    g = cn.game
    st = kit.arrange(
        g, hands={0: ["action_steal_a_keeper"]}, tables={1: ["keeper_aku"]}, rules=["rule_yeahuh"]
    )
    kit.play(g, st, "action_steal_a_keeper")
    kit.pick(g, st, card="keeper_aku")
    assert st.tables[0] == ["keeper_aku"] and kit.kind(g, st) != "fx"


def test_yeahuh_is_asked_for_a_keeper_played_by_an_effect(kit, cn):
    g = cn.game
    st = kit.arrange(
        g, hands={0: ["action_use_what_you_take"], 1: ["keeper_aku"]}, rules=["rule_yeahuh"]
    )
    kit.play(g, st, "action_use_what_you_take")
    kit.pick(g, st, target=1)
    assert g.prompt(st).kind is PromptKind.YES_NO
    kit.answer(g, st, True)
    assert st.tables[0] == ["keeper_aku"]


# -- Cartoon Talk -------------------------------------------------------------------------------
def test_cartoon_talk_asks_at_the_start_of_each_turn(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_finn"]},
        rules=["rule_cartoon_talk"],
        draw=["keeper_jake", "keeper_aku", "keeper_ed", "keeper_edd"],
    )
    kit.play(g, st, "keeper_finn")
    prompt = g.prompt(st)
    assert prompt.seat == 1 and prompt.kind is PromptKind.YES_NO and "cartoon" in prompt.text
    kit.answer(g, st, True)  # seat 1 saw the rule at no turn end of its own: one question
    assert len(st.hands[1]) == 2 and st.talk_bonus == 1


def test_cartoon_talk_second_question_gives_the_maximum(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_finn"]},
        rules=["rule_cartoon_talk"],
        draw=["keeper_jake", "keeper_aku", "keeper_ed", "keeper_edd"],
    )
    st.talk_seen[1] = True  # Cartoon Talk was in play when seat 1's last turn ended
    kit.play(g, st, "keeper_finn")
    kit.answer(g, st, True)
    prompt = g.prompt(st)
    assert prompt.kind is PromptKind.YES_NO and "in character" in prompt.text
    kit.answer(g, st, True)
    assert len(st.hands[1]) == 3 and st.talk_bonus == 2  # 1 + at most 2 extra


def test_saying_no_to_cartoon_talk_gives_nothing(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_finn"]},
        rules=["rule_cartoon_talk"],
        draw=["keeper_jake", "keeper_aku"],
    )
    kit.play(g, st, "keeper_finn")
    kit.answer(g, st, False)
    assert len(st.hands[1]) == 1 and kit.kind(g, st) == "main"


def test_cartoon_talk_played_mid_turn_asks_at_once_and_draws_at_once(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["rule_cartoon_talk", "keeper_finn"]},
        rules=["rule_play_2"],
        draw=["keeper_jake"],
    )
    kit.play(g, st, "rule_cartoon_talk")
    kit.answer(g, st, True)
    assert st.hands[0] == ["keeper_finn", "keeper_jake"]


def test_bots_answer_the_honest_questions_as_documented(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_finn"]},
        rules=["rule_cartoon_talk"],
        draw=["keeper_jake", "keeper_aku"],
    )
    st.seats[1].bot = True
    st.talk_seen[1] = True
    kit.play(g, st, "keeper_finn")
    assert bot_action(g, st, Rng.from_seed(1)) == Answer(seat=1, yes=True)
    kit.answer(g, st, True)
    assert bot_action(g, st, Rng.from_seed(1)) == Answer(seat=1, yes=False)


# -- CN-only actions ----------------------------------------------------------------------------
def test_todays_special_plays_three_on_your_birthday(kit, cn):
    g = cn.game
    st = kit.arrange(
        g, hands={0: ["action_todays_special"]}, draw=["keeper_finn", "keeper_jake", "keeper_aku"]
    )
    kit.play(g, st, "action_todays_special")
    assert "birthday" in g.prompt(st).text
    assert g.view(st, 0).private == ["keeper_finn", "keeper_jake", "keeper_aku"]
    assert g.view(st, 1).private == []  # the temporary hand is the owner's alone
    kit.answer(g, st, True)
    for c in ["keeper_finn", "keeper_jake", "keeper_aku"]:
        kit.pick(g, st, card=c)
    assert st.tables[0] == ["keeper_finn", "keeper_jake", "keeper_aku"] and st.stack == []


def test_todays_special_plays_two_on_a_holiday_and_one_otherwise(kit, cn):
    g = cn.game
    for holiday, plays in ((True, 2), (False, 1)):
        st = kit.arrange(
            g,
            hands={0: ["action_todays_special"]},
            draw=["keeper_finn", "keeper_jake", "keeper_aku"],
        )
        kit.play(g, st, "action_todays_special")
        kit.answer(g, st, False)
        assert "holiday" in g.prompt(st).text
        kit.answer(g, st, holiday)
        assert st.stack[-1].left == plays
        for _ in range(plays):
            kit.pick(g, st, card=st.stack[-1].cards[0])
        assert len(st.tables[0]) == plays and st.stack == []
        assert len([c for c in st.discard if c.startswith("keeper")]) == 3 - plays


def test_discard_and_draw_replaces_the_hand(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_discard_and_draw", "keeper_finn", "keeper_jake"]},
        rules=["rule_play_2"],
        draw=["keeper_ed", "keeper_edd"],
    )
    kit.play(g, st, "action_discard_and_draw")
    assert st.hands[0] == ["keeper_ed", "keeper_edd"]
    assert {"keeper_finn", "keeper_jake"} <= set(st.discard)


def test_empty_the_trash_shuffles_the_discards_into_the_pile(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_empty_the_trash", "keeper_finn"]},
        rules=["rule_play_2"],
        discard=["keeper_jake", "keeper_aku"],
    )
    pile = len(st.draw_pile)
    kit.play(g, st, "action_empty_the_trash")
    assert st.discard == ["action_empty_the_trash"]
    assert len(st.draw_pile) == pile + 2 and "keeper_jake" in st.draw_pile


def test_zap_a_card_takes_a_keeper_goal_or_rule_into_your_hand(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_zap_a_card"]},
        tables={1: ["keeper_aku"]},
        goals=["goal_brothers"],
        rules=["rule_play_2", "rule_hand_limit_1"],
    )
    kit.play(g, st, "action_zap_a_card")
    offered = {a.card for a in g.legal_actions(st)}
    assert offered == {"keeper_aku", "goal_brothers", "rule_play_2", "rule_hand_limit_1"}
    kit.pick(g, st, card="rule_play_2")
    assert "rule_play_2" in st.hands[0] and st.rules == ["rule_hand_limit_1"]
    assert st.active == 1  # back to Play 1, with one play made


def test_take_another_turn_gives_one_more_turn_but_never_a_third(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_take_another_turn"]},
        draw=["action_lets_do_that_again", "keeper_jake", "keeper_aku"],
    )
    kit.play(g, st, "action_take_another_turn")
    assert st.active == 0 and st.extra and st.hands[0] == ["action_lets_do_that_again"]
    kit.play(g, st, "action_lets_do_that_again")
    kit.pick(g, st, card="action_take_another_turn")  # from the discard pile, again
    assert st.active == 1  # no third turn in a row


def test_rock_paper_scissors_best_of_three_takes_the_losers_hand(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_rock_paper_scissors", "keeper_ed"], 1: ["keeper_jake", "keeper_aku"]},
        rules=["rule_play_2"],
    )
    kit.play(g, st, "action_rock_paper_scissors")
    kit.pick(g, st, target=1)
    throws = [("rock", "rock"), ("rock", "scissors"), ("paper", "scissors"), ("scissors", "paper")]
    for mine, theirs in throws:
        assert g.prompt(st).seat == 0
        logged = len(st.log)
        kit.pick(g, st, option=mine)
        assert g.prompt(st).seat == 1  # asked one seat at a time
        assert len(st.log) == logged  # the first throw stays secret until both are in
        kit.pick(g, st, option=theirs)
    assert st.hands[1] == [] and sorted(st.hands[0]) == ["keeper_aku", "keeper_ed", "keeper_jake"]


def test_rock_paper_scissors_starts_on_a_random_throw_that_tells_nothing(kit, cn):
    """Where a thrower's cursor starts is not always rock; it is the same when
    the game is replayed, changes neither the choices nor the game's random
    stream, and the second thrower's does not depend on the first throw."""
    g = cn.game
    firsts = set()
    for seed in range(12):
        st = kit.arrange(
            g,
            hands={0: ["action_rock_paper_scissors"], 1: ["keeper_jake"]},
            seed=seed,
        )
        kit.play(g, st, "action_rock_paper_scissors")
        kit.pick(g, st, target=1)
        stream, offered = st.rng.state, g.legal_actions(st)
        first = g.first_choice(st)
        assert first in offered and first.seat == 0
        assert [a.option for a in offered] == ["rock", "paper", "scissors"]  # as they were
        assert g.first_choice(st.model_copy(deep=True)) == first  # a replay: the same
        assert st.rng.state == stream
        firsts.add(first.option)
        seconds = []
        for mine in ("rock", "paper"):
            thrown = st.model_copy(deep=True)
            kit.pick(g, thrown, option=mine)
            assert g.prompt(thrown).seat == 1
            seconds.append(g.first_choice(thrown))
        assert seconds[0] == seconds[1] and seconds[0].seat == 1
    assert firsts == {"rock", "paper", "scissors"}


def test_heroes_rush_in_lets_every_hero_holder_draw(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_heroes_rush_in"]},
        tables={0: ["keeper_finn"], 1: ["keeper_aku"], 2: ["keeper_courage"]},
        draw=["keeper_ed", "keeper_edd", "keeper_eddy", "keeper_rigby", "goal_brothers"],
    )
    kit.play(g, st, "action_heroes_rush_in")
    assert st.hands[2] == ["keeper_eddy", "keeper_rigby"]  # after the actor's two
    assert st.hands[1] == ["goal_brothers"]  # seat 1 has no hero: only its turn draw


def test_every_goal_names_the_specific_keepers_it_needs(cn):
    """CN rulebook: "GOAL: These cards show the specific Keepers you must have"."""
    cat = cn.game.catalog
    for goal in cat.goals:
        spec = cat.specs[goal]
        assert spec.special is None and (spec.requires or spec.any_of), goal
        for keeper in spec.requires:
            assert cat.name[keeper] in spec.text, (goal, keeper)


def test_crossover_episode_needs_its_three_named_keepers(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["goal_crossover_episode"]},
        tables={1: ["keeper_finn", "keeper_gumball", "keeper_jake", "keeper_blossom"]},
    )
    kit.play(g, st, "goal_crossover_episode")
    assert st.winner is None  # four shows, but not Dexter
    st = kit.arrange(
        g,
        hands={0: ["goal_crossover_episode"]},
        tables={2: ["keeper_finn", "keeper_gumball", "keeper_dexter"]},
    )
    kit.play(g, st, "goal_crossover_episode")
    assert st.winner == 2


def test_villains_unite_names_mojo_jojo_and_aku(kit, cn):
    g = cn.game
    villains = ["keeper_ice_king", "keeper_eustace", "keeper_aku"]
    st = kit.arrange(g, hands={0: ["goal_villains_unite"]}, tables={1: villains})
    kit.play(g, st, "goal_villains_unite")
    assert st.winner is None  # three villains, but not the two named ones
    st = kit.arrange(
        g, hands={0: ["goal_villains_unite"]}, tables={2: ["keeper_mojo_jojo", "keeper_aku"]}
    )
    kit.play(g, st, "goal_villains_unite")
    assert st.winner == 2


def test_pick_labels_are_readable(kit, cn):
    g = cn.game
    st = kit.arrange(g, hands={0: ["action_rotate_hands"]})
    kit.play(g, st, "action_rotate_hands")
    labels = [g.describe(st, a) for a in g.legal_actions(st)]
    assert labels == ["Pass to the left (next player)", "Pass to the right"]
    assert all(isinstance(a, Pick) for a in g.legal_actions(st))
