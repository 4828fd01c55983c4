"""Cancellation in the rulebook's four directions, with its examples."""

from __future__ import annotations

import pytest


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
    # "You can not be bored if you own a Playstashun and so you automatically
    # win all boredom attacks": the owner wins without adding a card.
    st = kit.table(
        hands={0: ["zzzz", "zzzz-2", "whatever"], 1: ["valerie"]},
        objects={1: ["playstashun"]},
        weird={1: "unmarked"},
    )
    kit.challenge(st, 0, 1, "zzzz")
    kit.add(st, 0, "zzzz-2", "whatever")
    assert kit.totals(st) == ("11", "∞")
    assert kit.game.view(st, None).challenge.losing == "attack"
    kit.done(st, 0)  # the attack is losing and alone: it has declared the challenge over
    assert st.challenge is None
    assert st.teams[1].weird.marked and st.hands[1] == ["valerie"]  # Bob played nothing


def test_playstashun_owner_gets_weird_against_themself_with_no_answer(kit):
    st = kit.table(hands={0: ["dude"]}, objects={0: ["playstashun"]}, weird={0: "unmarked"})
    kit.challenge(st, 0, 0, "dude")
    kit.done(st, 0)  # the attack: losing at once, so it is over
    assert st.challenge is None and st.teams[0].weird.marked


def test_without_a_playstashun_the_defence_must_still_answer(kit):
    # A Danger defence with Objects worth more than the attack still loses if
    # it plays no card: "You must then play one or more Characters or Objects".
    st = kit.table(hands={0: ["dex"]}, objects={1: ["kevlar-vest"]}, safe={1: "marked"})
    kit.challenge(st, 0, 1, "dex")  # D2 against the Vest's S3
    assert kit.game.view(st, None).challenge.losing == "defence"


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


@pytest.mark.parametrize("character", ["aylee", "bun-bun"])
def test_the_emp_works_for_safety_but_not_for_weirdness(kit, character):
    # "When Aylee is played for either Safety or Danger, her EMP cancels all of
    # the opposing player's electronic Objects" (the same for Bun-Bun).
    st = kit.table(
        hands={0: ["kusari"], 1: [character]}, objects={0: ["laptop"]}, safe={1: "unmarked"}
    )
    kit.challenge(st, 0, 1, "kusari")
    kit.done(st, 0)
    kit.add(st, 1, character)  # for Safety
    assert "laptop" in st.discard and st.objects[0] == []
    # Played for Weirdness in a Boredom challenge, the Laptop stays.
    st = kit.table(
        hands={0: ["dude"], 1: [character]}, objects={0: ["laptop"]}, weird={1: "unmarked"}
    )
    kit.challenge(st, 0, 1, "dude")
    kit.done(st, 0)
    kit.add(st, 1, character)
    assert st.objects[0] == ["laptop"] and "laptop" not in st.discard


def test_aylee_for_weirdness_does_not_switch_off_a_playstashun(kit):
    # The Playstashun on the attacking side of a Boredom challenge is nobody's
    # concern, but the owner defending keeps it: Aylee can only add Weirdness.
    st = kit.table(
        hands={0: ["dude"], 1: ["aylee"]}, objects={0: ["playstashun"]}, weird={1: "unmarked"}
    )
    kit.challenge(st, 0, 1, "dude")
    kit.done(st, 0)
    kit.add(st, 1, "aylee")
    assert st.objects[0] == ["playstashun"]


def test_firing_the_cannon_is_the_defence_answering(kit):
    # "The player who owns this object declares that he is using it in the
    # challenge, all VAMPIRES on the opponent's side are cancelled ... and the
    # challenge continues": with no card from the hand, the defence holds at 0-0.
    st = kit.table(
        hands={0: ["sam"], 1: []}, objects={1: ["anti-vamp-cannon"]}, safe={1: "unmarked"}
    )
    kit.challenge(st, 0, 1, "sam")
    kit.done(st, 0)
    kit.act(st, kit.A.UsePower(seat=1, card="anti-vamp-cannon"))
    assert "sam" in st.discard and "anti-vamp-cannon" in st.discard  # used up
    assert kit.totals(st) == ("0", "0")
    assert kit.game.view(st, None).challenge.losing == "attack"  # ties go to the defender
    kit.done(st, 1)
    kit.done(st, 0)
    assert st.challenge is None and st.teams[1].safe.marked


def test_the_cannon_may_be_fired_in_your_own_defence_against_yourself(kit):
    st = kit.table(hands={0: ["sam"]}, objects={0: ["anti-vamp-cannon"]}, safe={0: "unmarked"})
    kit.challenge(st, 0, 0, "sam")
    assert not any(a.kind == "use_power" for a in kit.legal(st, 0))  # not for the attack
    kit.done(st, 0)
    kit.act(st, kit.A.UsePower(seat=0, card="anti-vamp-cannon"))
    kit.done(st, 0)
    kit.done(st, 0)
    assert st.challenge is None and st.teams[0].safe.marked


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
