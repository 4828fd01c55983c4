"""Cancellation in the rulebook's four directions, with its examples."""

from __future__ import annotations


def test_zoe_against_dex_zoe_is_discarded_and_counts_zero(kit):
    st = kit.table(hands={0: ["zoe"], 1: ["dex"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "zoe")
    kit.done(st, 0)
    kit.add(st, 1, "dex")  # Dex defends: Zoe on the attack is cancelled
    assert "zoe" in st.discard and st.challenge.attack == []
    assert kit.totals(st) == ("0", "1")


def test_dex_attacking_cancels_a_defending_zoe(kit):
    st = kit.table(hands={0: ["dex"], 1: ["zoe"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "dex")
    kit.done(st, 0)
    kit.add(st, 1, "zoe")  # she enters against Dex already there: cancelled at once
    assert "zoe" in st.discard and st.challenge.defence == []
    assert kit.totals(st) == ("2", "0")


def test_zoe_and_dex_on_the_same_side_both_count(kit):
    st = kit.table(hands={0: ["zoe", "dex"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "zoe")
    kit.add(st, 0, "dex")
    assert st.challenge.attack == ["zoe", "dex"]
    assert kit.totals(st)[0] == "2"  # D0 + D2


def test_anti_vamp_cannon_is_used_only_if_you_choose(kit):
    st = kit.table(
        hands={0: ["sam"], 1: ["torgs-mom"]},
        objects={1: ["anti-vamp-cannon"]},
        safe={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "sam")  # D2
    kit.done(st, 0)
    uses = [a for a in kit.legal(st, 1) if a.kind == "use_power"]
    assert [a.card for a in uses] == ["anti-vamp-cannon"]
    # Torg's Mom alone beats Sam: Bob keeps the Cannon for the next emergency.
    kit.add(st, 1, "torgs-mom")
    kit.done(st, 1)
    kit.done(st, 0)
    assert "anti-vamp-cannon" in st.objects[1]


def test_anti_vamp_cannon_cancels_every_vampire_and_is_used_up(kit):
    st = kit.table(
        hands={0: ["sam", "vampire-lord"], 1: ["nash"]},
        objects={1: ["anti-vamp-cannon"]},
        safe={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "sam")
    kit.add(st, 0, "vampire-lord")
    kit.done(st, 0)
    kit.act(st, kit.A.UsePower(seat=1, card="anti-vamp-cannon"))
    assert st.challenge.attack == []
    assert {"sam", "vampire-lord", "anti-vamp-cannon"} <= set(st.discard)
    assert st.objects[1] == []


def test_the_sword_pops_the_inflatable_time_machine_when_a_danger_challenge_starts(kit):
    st = kit.table(
        hands={0: ["torg"]},
        objects={0: ["sword"], 1: ["inflatable-time-machine"]},
        safe={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "torg")
    assert "inflatable-time-machine" in st.discard and st.objects[1] == []


def test_the_sword_leaves_the_time_machine_alone_in_a_boredom_challenge(kit):
    st = kit.table(
        hands={0: ["dude"]},
        objects={0: ["sword"], 1: ["inflatable-time-machine"]},
        weird={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "dude")
    assert st.objects[1] == ["inflatable-time-machine"]


def test_playstashun_wins_every_boredom_defence(kit):
    st = kit.table(
        hands={0: ["zzzz", "zzzz-2", "whatever"], 1: ["valerie"]},
        objects={1: ["playstashun"]},
        weird={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "zzzz")
    kit.add(st, 0, "zzzz-2", "whatever")
    kit.done(st, 0)
    kit.add(st, 1, "valerie")  # any card: the Playstashun makes it ∞
    assert kit.totals(st) == ("11", "∞")
    assert kit.game.view(st, None).challenge.losing == "attack"


def test_aylee_fries_electronic_objects_including_the_playstashun(kit):
    st = kit.table(
        hands={0: ["aylee"]},
        objects={1: ["playstashun", "couch", "battle-suit"]},
        safe={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "aylee")
    assert st.objects[1] == ["couch"]
    assert {"playstashun", "battle-suit"} <= set(st.discard)


def test_bun_bun_chews_electronics_too(kit):
    st = kit.table(hands={0: ["bun-bun"]}, objects={1: ["laptop", "couch"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "bun-bun")
    assert "laptop" in st.discard and st.objects[1] == ["couch"]


def test_of_two_cards_that_cancel_each_other_the_later_one_goes(kit):
    st = kit.table(hands={0: ["santa-claus"], 1: ["bun-bun"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "santa-claus")
    kit.done(st, 0)
    kit.add(st, 1, "bun-bun")
    assert st.challenge.attack == ["santa-claus"] and "bun-bun" in st.discard
    # The other way round: Santa arriving against Bun-Bun is the one cancelled.
    st = kit.table(hands={0: ["bun-bun"], 1: ["santa-claus"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "bun-bun")
    kit.done(st, 0)
    kit.add(st, 1, "santa-claus")
    assert st.challenge.attack == ["bun-bun"] and "santa-claus" in st.discard


def test_characters_under_a_nifty_token_are_never_cancelled(kit):
    st = kit.table(hands={0: ["dex"]}, safe={1: "unmarked"}, token=(1,), nifty={1: ["zoe"]})
    kit.challenge(st, 0, 1, "dex")
    assert st.teams[1].nifty == ["zoe"]


def test_angel_bunny_cancels_every_demon_on_the_other_side(kit):
    st = kit.table(hands={0: ["horribus", "mohkadun"], 1: ["angel-bunny"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "horribus")
    kit.add(st, 0, "mohkadun")
    kit.done(st, 0)
    kit.add(st, 1, "angel-bunny")
    assert st.challenge.attack == []
    assert kit.totals(st) == ("0", "4")
