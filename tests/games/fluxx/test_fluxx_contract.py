"""The engine contract: identity, prompts, refusals that change nothing,
readable labels, summaries, views and invariant checks."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import (
    Answer,
    Continue,
    Discard,
    EndTurn,
    Join,
    Pick,
    PlayCard,
    PlayRandom,
    PlaySurprise,
    UsePower,
    UseRule,
)
from nifty_table.games.fluxx.state import Options


def test_both_editions_are_registered_and_share_one_engine():
    ff = registry.load("firefly-fluxx")
    cn = registry.load("cartoon-network-fluxx")
    assert type(ff) is type(cn)
    assert (ff.id, ff.title, ff.min_players, ff.max_players) == (
        "firefly-fluxx",
        "Firefly Fluxx",
        2,
        6,
    )
    assert (cn.id, cn.title) == ("cartoon-network-fluxx", "Cartoon Network Fluxx")
    assert ff.Options().first_player == Options().first_player and ff.catalog is not cn.catalog


def test_new_game_is_deterministic_and_deals_three(deck):
    g = deck.game
    seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy")]
    a = g.new_game(seats, g.Options(), 42)
    b = g.new_game(seats, g.Options(), 42)
    assert a == b
    assert a != g.new_game(seats, g.Options(), 43)
    assert a.active == 0 and a.turn_no == 1 and a.phase == "play"
    assert [len(h) for h in a.hands][1:] == [3, 3]  # seat 0 has drawn for its turn
    assert g.check_invariants(a) == []
    with pytest.raises(ValueError):
        g.new_game(seats[:1], g.Options(), 1)


def test_random_first_player_option(deck):
    g = deck.game
    seats = [Seat(name=f"P{i}") for i in range(5)]
    firsts = {g.new_game(seats, Options(first_player="random"), s).active for s in range(20)}
    assert len(firsts) > 1


def test_illegal_actions_leave_the_state_unchanged(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["keeper_book", "action_shiny"], 1: ["keeper_mule"], 2: ["surprise_stop_that"]}
    )
    for action in (
        PlayCard(seat=1, card="keeper_mule"),  # not their turn
        PlayCard(seat=0, card="keeper_mule"),  # not in hand
        PlayCard(seat=0, card="no_such_card"),
        PlayRandom(seat=0),  # no First Play Random in play
        UseRule(seat=0, card="rule_recycling"),
        UsePower(seat=0, card="keeper_book"),
        EndTurn(seat=0),  # a play is still owed
        Discard(seat=0, card="keeper_book"),  # no limit: no discarding by choice
        Pick(seat=0, card="keeper_book"),
        Answer(seat=0, yes=True),
        Continue(seat=0),
        PlaySurprise(seat=2, card="surprise_stop_that"),
        PlayCard(seat=9, card="keeper_book"),
        Join(seat=5, name="Skip"),  # the next free seat is 3
    ):
        kit.illegal(g, st, action)
    kit.play(g, st, "action_shiny", through=False)
    for action in (
        PlayCard(seat=0, card="keeper_book"),
        Continue(seat=2),
        PlaySurprise(seat=0, card="surprise_stop_that"),
    ):
        kit.illegal(g, st, action)


def test_the_reason_names_whose_decision_it_is(kit, deck):
    g = deck.game
    st = kit.arrange(g, hands={0: [deck.keepers[0]], 1: [deck.keepers[1]]})
    reason = kit.illegal(g, st, PlayCard(seat=1, card=deck.keepers[1]))
    assert "P0" in reason and "P1" in reason


def test_nothing_is_legal_once_the_game_is_over(kit, deck):
    g = deck.game
    st = kit.arrange(g, hands={0: [deck.goal]}, tables={1: deck.keepers[:2]})
    kit.play(g, st, deck.goal)
    assert g.result(st).winners == [1] and "P1" in g.result(st).summary
    assert g.prompt(st) is None and g.legal_actions(st) == []
    assert "won" in g.summary(st)
    kit.illegal(g, st, PlayCard(seat=1, card=deck.keepers[0]))
    kit.illegal(g, st, Join(seat=3, name="Late"))


def test_a_full_table_refuses_another_player(kit, deck):
    g = deck.game
    st = kit.arrange(g, players=6)
    assert "full" in kit.illegal(g, st, Join(seat=6, name="Seventh"))


def test_every_legal_action_has_a_short_label(deck):
    g = deck.game
    rng = Rng.from_seed(3)
    st = g.new_game([Seat(name=f"P{i}") for i in range(4)], g.Options(), 3)
    seen = set()
    for _ in range(600):
        if g.prompt(st) is None:
            break
        for a in g.legal_actions(st):
            label = g.describe(st, a)
            assert label and len(label) < 80 and "None" not in label
            seen.add(a.kind)
        g.apply(st, rng.choice(g.legal_actions(st)))
    assert {"play", "pick"} <= seen
    assert g.describe(st, Join(seat=4, name="Zed")) == "Zed jumps in"


def test_prompts_name_the_deciding_seat_and_keep_one_kind(kit, cn):
    g = cn.game
    st = kit.arrange(g, hands={0: ["action_trade_hands"]}, names=["Ann", "Bob", "Cy"])
    prompt = g.prompt(st)
    assert prompt.seat == 0 and prompt.text.startswith("Ann")
    kit.play(g, st, "action_trade_hands")
    assert g.prompt(st).kind.value == "seat"


def test_summary_names_the_turn_and_goal(kit, deck):
    g = deck.game
    st = kit.arrange(g, goals=[deck.goal])
    assert g.summary(st) == f"Turn 2 · Goal: {g.catalog.name[deck.goal]}"
    assert "none yet" in g.summary(kit.arrange(g))


def test_the_view_shows_own_hand_and_only_sizes_of_others(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g, hands={0: k[:2], 1: k[2:5]}, tables={2: [k[5]]}, rules=["rule_play_2"], goals=[deck.goal]
    )
    v = g.view(st, 1)
    assert v.hand == k[2:5] and v.seats[0].hand_size == 2 and v.seats[2].keepers == [k[5]]
    assert v.rules == ["rule_play_2"] and v.goals == [deck.goal]
    assert v.play_rule == "Play 2" and v.plays_left == 2 and v.draw_size == len(st.draw_pile)
    dumped = v.model_dump_json()
    assert k[0] not in dumped and "draw_pile" not in dumped


def test_check_invariants_catches_a_broken_state(kit, deck):
    g = deck.game
    st = kit.arrange(g, hands={0: deck.keepers[:2]})
    st.hands[1].append(st.draw_pile.pop())
    assert g.check_invariants(st) == []
    st.hands[1].append(st.hands[0][0])
    problems = g.check_invariants(st)
    assert any("conserved" in p for p in problems) and any("two places" in p for p in problems)
    st = kit.arrange(g)
    st.played = -1
    st.rules.append(st.draw_pile.pop(0) if g.catalog.type[st.draw_pile[0]] != "rule" else "x")
    assert g.check_invariants(st)


def test_nested_temporary_hands_are_shown_only_to_their_owner(kit, deck):
    g = deck.game
    k = deck.keepers
    st = kit.arrange(
        g,
        hands={0: ["action_draw_2_and_use_em"]},
        draw=["action_draw_3_play_2", k[2], k[3], k[4], k[5]],
    )
    kit.play(g, st, "action_draw_2_and_use_em")
    kit.pick(g, st, card="action_draw_3_play_2")
    mine = g.view(st, 0)
    assert sorted(mine.private) == sorted(k[3:6]) and mine.private_from == "draw_and_use"
    assert mine.set_aside == [k[2]]
    for other in (1, 2):
        theirs = g.view(st, other)
        assert theirs.private == [] and theirs.set_aside == []
        assert not set(k[2:6]) & {c for p in theirs.pending for c in p.cards}
