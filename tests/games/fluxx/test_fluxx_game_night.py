"""Issue 6, items 12-24 and 29: limits before wins, Inflation on digits only,
free actions at any point of the turn, Firefly card fidelity, Cartoon Network
Goals and Cartoon Talk, and a decision cache that is never stale."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import Seat
from nifty_table.games.fluxx.actions import (
    Discard,
    DrawCards,
    EndTurn,
    Pick,
    UsePower,
    UseRule,
)
from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.games.fluxx.state import FireflyOptions, Options

SIX = [
    "keeper_book",
    "keeper_mule",
    "keeper_vera",
    "keeper_jaynes_hat",
    "keeper_shuttle",
    "keeper_saffron",
]
SIX_MORE = [
    "keeper_yolanda",
    "keeper_bridget",
    "keeper_mal",
    "keeper_jayne",
    "keeper_inara",
    "keeper_kaylee",
]


# -- 12. limits come before wins ---------------------------------------------------------------
def test_nobody_wins_while_a_lowered_keeper_limit_is_owed(kit, ff):
    """Two players tie on 6 Keepers under 5 Keepers (nobody wins). Keeper Limit 3
    arrives: both must discard to 3 first; the old engine let seat 2 win as soon
    as seat 1 had discarded one card, while seat 2 itself was still over the limit."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["rule_keeper_limit_3", "keeper_serenity"]},
        tables={1: SIX, 2: SIX_MORE},
        goals=["goal_5_keepers"],
    )
    kit.play(g, st, "rule_keeper_limit_3")
    assert g.prompt(st).seat == 1 and "Keeper Limit" in g.prompt(st).text
    kit.do(g, st, Discard(seat=1, card=SIX[0]))
    assert st.winner is None and g.prompt(st).seat == 1  # 5 against 6, but limits first
    for card in SIX[1:3]:
        kit.do(g, st, Discard(seat=1, card=card))
    assert st.winner is None and g.prompt(st).seat == 2
    for card in SIX_MORE[:3]:
        kit.do(g, st, Discard(seat=2, card=card))
    assert st.winner is None and len(st.tables[1]) == len(st.tables[2]) == 3
    kit.ok(g, st)


def test_the_winner_does_not_depend_on_who_discards_first(kit, ff):
    """Whatever each seat discards and in whichever order, the outcome is the same."""
    g = ff.game
    outcomes = set()
    for first_choice in (0, 5):
        st = kit.arrange(
            g,
            hands={0: ["rule_keeper_limit_3", "keeper_serenity"]},
            tables={1: SIX, 2: SIX_MORE},
            goals=["goal_5_keepers"],
        )
        kit.play(g, st, "rule_keeper_limit_3")
        while (kit.kind(g, st) or "").startswith("limit"):
            legal = g.legal_actions(st)
            kit.do(g, st, legal[first_choice % len(legal)])
        outcomes.add((st.winner, len(st.tables[1]), len(st.tables[2])))
    assert outcomes == {(None, 3, 3)}


def test_a_seat_over_a_new_hand_limit_cannot_win_by_10_cards(kit, ff):
    g = ff.game
    pile = [
        c
        for c in g.catalog.base_ids
        if g.catalog.type[c] == "goal" and c != "goal_10_cards_in_hand"
    ]
    st = kit.arrange(
        g,
        hands={0: ["rule_hand_limit_2", "keeper_book"], 1: pile[:10], 2: pile[10:20]},
        goals=["goal_10_cards_in_hand"],
    )
    kit.play(g, st, "rule_hand_limit_2")
    kit.do(g, st, Discard(seat=1, card=pile[0]))
    assert st.winner is None  # seat 2 still holds 10, but it owes a discard too


# -- 13. Inflation changes numbers written in digits only -------------------------------------
def test_inflation_leaves_numbers_written_in_words(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_trash_a_new_rule", "keeper_book"]},
        rules=["rule_inflation", "rule_draw_2", "rule_hand_limit_2"],
    )
    kit.play(g, st, "action_trash_a_new_rule")
    assert "(1 at most)" in g.prompt(st).text  # "one New Rule", not two
    kit.pick(g, st, card="rule_draw_2")
    assert st.rules == ["rule_inflation", "rule_hand_limit_2"]


def test_inflation_raises_numbers_written_in_digits(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["action_shiny", "keeper_serenity"]}, rules=["rule_inflation"], draw=SIX[:4]
    )
    kit.play(g, st, "action_shiny")  # "draw 3 cards": 4
    assert sorted(st.hands[0]) == sorted(["keeper_serenity", *SIX[:4]])
    st = kit.arrange(
        g, hands={0: ["action_everybody_gets_1", "keeper_book"]}, rules=["rule_inflation"]
    )
    kit.play(g, st, "action_everybody_gets_1")  # the name says 1 in digits: 2 each
    first = g.legal_actions(st)[0]
    assert isinstance(first, Pick) and len(st.stack[-1].cards) == 6
    p = g.table(st).card_params("action_draw_2_and_use_em", "draw_and_use")
    assert p.draw == 3 and p.play is None  # "play them all" is no number


def test_the_deck_marks_which_numbers_inflate():
    from nifty_table.games.fluxx.firefly import GAME

    cat = GAME.catalog
    assert cat.inflated_params[("action_random_tax", "random_tax")].count == 2  # "Take 1 card"
    assert cat.inflated_params[("action_trash_a_new_rule", "trash_rules")].count == 1
    assert cat.inflated_params[("surprise_i_aim_to_misbehave", "trash_rules")].count == 3
    assert cat.inflated_params[("goal_5_keepers", "keepers_count")].count == 6
    assert "rule_play_all" not in cat.value_inflates and "rule_draw_2" in cat.value_inflates


# -- 14. free actions and powers at any point of the turn -------------------------------------
def test_free_actions_may_come_before_the_draw(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_serenity"]},
        tables={1: ["keeper_zoe"]},
        rules=["rule_recycling", "rule_get_on_with_it"],
        draw=SIX[:5],
    )
    kit.play(g, st, "keeper_serenity")
    kit.end_turn(g, st)  # seat 0 could still recycle Serenity
    prompt = g.prompt(st)
    assert prompt.seat == 1 and "draw your cards" in prompt.text
    legal = g.legal_actions(st)
    assert DrawCards(seat=1) in legal and UseRule(seat=1, card="rule_recycling") in legal
    assert UseRule(seat=1, card="rule_get_on_with_it") not in legal  # only in the play step
    before = st.model_dump()
    kit.do(g, st, DrawCards(seat=1))
    assert len(st.hands[1]) == 1 and st.phase == "play" and st.tables[1] == ["keeper_zoe"]
    st = type(st).model_validate(before)
    kit.use(g, st, "rule_recycling")
    kit.pick(g, st, card="keeper_zoe")
    # 3 for Recycling, then nothing optional is left: the draw step follows at once
    assert len(st.hands[1]) == 4 and st.phase == "play" and st.tables[1] == []


def test_no_stop_before_the_draw_without_anything_optional(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["keeper_serenity"]}, rules=["rule_recycling"], draw=SIX[:2])
    kit.play(g, st, "keeper_serenity")
    kit.end_turn(g, st)
    assert st.active == 1 and st.phase == "play"  # seat 1 has no Keeper: straight to the draw


def test_powers_and_free_actions_while_discarding_at_the_end_of_the_turn(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book", "goal_safe", "goal_shindig", "keeper_vera"]},
        tables={0: ["keeper_zoe"], 1: ["keeper_wash"]},
        rules=["rule_hand_limit_2", "rule_goal_mill"],
    )
    kit.play(g, st, "keeper_book")
    assert "your plays are done" in g.prompt(st).text  # Zoe and Goal Mill could still be used
    kit.end_turn(g, st)
    prompt = g.prompt(st)
    assert prompt.seat == 0 and "Hand Limit" in prompt.text
    legal = g.legal_actions(st)
    assert UsePower(seat=0, card="keeper_zoe") in legal
    assert UseRule(seat=0, card="rule_goal_mill") in legal
    kit.use(g, st, "keeper_zoe")
    assert "keeper_wash" in st.tables[0]
    kit.do(g, st, Discard(seat=0, card="goal_safe"))
    assert st.active == 1 and len(st.hands[0]) == 2


# -- 15-22. Firefly cards --------------------------------------------------------------------
def test_mal_moves_one_of_your_creepers_to_another_player(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"]},
        tables={0: ["keeper_mal", "creeper_reavers"], 1: ["keeper_zoe"]},
    )
    kit.use(g, st, "keeper_mal")
    assert {(a.card, a.target) for a in g.legal_actions(st)} == {
        ("creeper_reavers", 1),
        ("creeper_reavers", 2),
    }
    kit.pick(g, st, card="creeper_reavers", target=2)
    assert st.tables[0] == ["keeper_mal"] and st.tables[2] == ["creeper_reavers"]
    assert st.tables[1] == ["keeper_zoe"] and st.played == 0
    st = kit.arrange(g, hands={0: ["keeper_book"]}, tables={0: ["keeper_mal"], 1: ["keeper_zoe"]})
    assert UsePower(seat=0, card="keeper_mal") not in g.legal_actions(st)  # no Creeper


def test_stolen_goods_trades_for_any_keeper_but_serenity(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"]},
        tables={0: ["keeper_stolen_goods"], 1: ["keeper_serenity", "keeper_vera"]},
    )
    kit.use(g, st, "keeper_stolen_goods")
    assert [a.card for a in g.legal_actions(st)] == ["keeper_vera"]
    kit.pick(g, st, card="keeper_vera")
    assert st.tables[0] == ["keeper_vera"] and "keeper_stolen_goods" in st.tables[1]


def test_badger_cargo_cash_and_crazy_ivan_are_not_in_the_deck(ff):
    cat = ff.game.catalog
    for gone in ("keeper_badger", "keeper_cargo", "keeper_cash", "action_crazy_ivan"):
        assert gone not in cat.type
    assert cat.name["keeper_river"] == "River Tam"
    assert "action_sudden_betrayal" in cat.base_ids
    assert cat.name["action_sudden_betrayal"] == "Curse Your Sudden But Inevitable Betrayal!"
    assert cat.type["rule_plunder"] == "rule" and "rule_plunder" in cat.free


def test_the_alliance_is_a_promo_card_off_by_default(ff):
    g = ff.game
    seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy")]
    st = g.new_game(seats, g.Options(), 3)
    assert "creeper_alliance" not in g.catalog.base_ids
    everywhere = [*st.draw_pile, *st.discard, *(c for h in st.hands for c in h)]
    everywhere += [c for t in st.tables for c in t]
    assert "creeper_alliance" not in everywhere and len(everywhere) == 99
    st = g.new_game(seats, FireflyOptions(promo_cards="on"), 3)
    everywhere = [*st.draw_pile, *st.discard, *(c for h in st.hands for c in h)]
    everywhere += [c for t in st.tables for c in t]
    assert "creeper_alliance" in everywhere and len(everywhere) == 100
    assert g.check_invariants(st) == []
    assert "promo_cards" not in Options.model_fields  # Cartoon Network has no promo option


def test_anyone_may_move_the_alliance_to_a_holder_of_river_stolen_goods_or_serenity(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"]},
        tables={1: ["creeper_alliance"], 2: ["keeper_serenity"]},
        promos=True,
    )
    legal = g.legal_actions(st)
    assert UsePower(seat=0, card="creeper_alliance") in legal  # seat 0 does not even hold it
    assert g.describe(st, UsePower(seat=0, card="creeper_alliance")) == "Move The Alliance"
    kit.use(g, st, "creeper_alliance")
    assert [a.target for a in g.legal_actions(st)] == [2]
    kit.pick(g, st, target=2)
    assert st.tables[2] == ["keeper_serenity", "creeper_alliance"] and st.played == 0


def test_only_bridget_stands_in_for_saffron_or_yolanda(kit, ff):
    g = ff.game
    cat = g.catalog
    assert cat.power.get("keeper_saffron") is None and cat.power.get("keeper_yolanda") is None
    assert cat.power["keeper_bridget"] == "alias"
    st = kit.arrange(
        g, hands={0: ["goal_mrs_reynolds"]}, tables={1: ["keeper_mal", "keeper_yolanda"]}
    )
    kit.play(g, st, "goal_mrs_reynolds")
    assert st.winner is None  # Yolanda is no Saffron
    st = kit.arrange(
        g,
        hands={0: ["goal_woman_of_many_names"]},
        tables={1: ["keeper_saffron", "keeper_bridget"]},
    )
    kit.play(g, st, "goal_woman_of_many_names")
    assert st.winner == 1  # Bridget fills Yolanda's spot


# -- 23. deck composition ---------------------------------------------------------------------
def test_firefly_has_the_reviewed_composition_with_the_basic_rules_counted():
    from collections import Counter

    from nifty_table.games.fluxx.firefly import GAME

    cat = GAME.catalog
    kinds = Counter(cat.type[c] for c in cat.base_ids)
    assert kinds == {
        "keeper": 18,
        "creeper": 2,
        "goal": 32,
        "rule": 21,  # + the Basic Rules card on the table = 22 New Rules
        "action": 21,
        "surprise": 5,
    }
    assert len(cat.base_ids) + 1 == 100  # the Basic Rules card is the hundredth


def test_deck_headers_name_no_path_of_a_machine():
    from nifty_table.engine.assets import read_text

    for name in ("firefly.toml", "cartoon_network.toml"):
        text = read_text("fluxx", name)
        assert "/work/" not in text and "../shared/decks/" in text


# -- 24. Cartoon Talk's +2 needs talk on the previous turn -------------------------------------
@pytest.mark.parametrize(("talked", "asked_again"), [(True, True), (False, False)])
def test_cartoon_talk_second_question_needs_talk_last_turn(kit, cn, talked, asked_again):
    g = cn.game
    st = kit.arrange(
        g,
        players=2,
        hands={0: ["keeper_finn"], 1: ["keeper_jake"]},
        rules=["rule_cartoon_talk"],
        draw=["keeper_aku", "keeper_ed", "keeper_edd", "keeper_eddy", "keeper_dexter"],
    )
    kit.play(g, st, "keeper_finn")
    kit.answer(g, st, talked)  # seat 1's first turn with the rule
    kit.play(g, st, "keeper_jake")
    kit.end_turn(g, st) if st.active == 1 else None
    kit.answer(g, st, True)  # seat 0
    while st.active == 0:
        legal = g.legal_actions(st)
        kit.do(g, st, next((a for a in legal if isinstance(a, EndTurn)), legal[0]))
    kit.answer(g, st, True)  # seat 1 talks this turn
    prompt = g.prompt(st)
    assert (prompt is not None and "in character" in prompt.text) == asked_again


# -- 29. the decision cache is never stale --------------------------------------------------------
def test_the_decision_cache_follows_every_apply_even_by_another_engine(kit, ff):
    g = ff.game
    other = FluxxGame(g.id, "firefly.toml", catalog=g.catalog)
    st = kit.arrange(
        g, hands={0: ["action_everybody_gets_1", "keeper_book"]}, rules=["rule_play_2"]
    )
    kit.play(g, st, "action_everybody_gets_1")
    before = g.legal_actions(st)
    give = before[0]
    other.apply(st, give)  # the same piles and stack size, other cards
    after = g.legal_actions(st)
    assert after != before and give not in after
    assert after == other.legal_actions(st)
