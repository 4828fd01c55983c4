"""Danger and Boredom challenges, paragraph by paragraph of the rulebook."""

from __future__ import annotations


def test_a_danger_challenge_adds_character_objects_and_plot(kit):
    # Challenger: Torg D3 + Switchblade D2 + Halloween D2 = 7.
    # Defender: Torg's Mom S5 + Kevlar Vest S3 + Halloween S0 = 8.
    st = kit.table(
        hands={0: ["torg"], 1: ["torgs-mom"]},
        objects={0: ["switchblade"], 1: ["kevlar-vest"]},
        safe={1: "unmarked"},
        plot="halloween",
    )
    kit.challenge(st, 0, 1, "torg")
    assert kit.totals(st) == ("7", "3")  # the Vest counts before any card
    v = kit.game.view(st, None).challenge
    assert (v.attack.cards_total, v.attack.objects_total, v.attack.plot) == ("3", "2", 2)
    assert v.losing == "defence"  # the defence must answer with a card first
    kit.done(st, 0)
    assert kit.prompted(st) == 1
    kit.add(st, 1, "torgs-mom")
    assert kit.totals(st) == ("7", "8")
    kit.done(st, 1)
    assert kit.prompted(st) == 0  # the attack is losing now: its turn
    kit.done(st, 0)  # nothing more: the attack declares it over
    assert st.challenge is None
    assert st.teams[1].safe.marked
    assert f"{st.seats[1].name} gets Safe." in st.log  # the log says it in plain words
    assert {"torg", "torgs-mom"} <= set(st.discard)  # characters used are discarded


def test_ties_go_to_the_defender(kit):
    st = kit.table(hands={0: ["torg"], 1: ["sasha"]}, safe={1: "unmarked"})
    kit.challenge(st, 0, 1, "torg")  # D3
    kit.done(st, 0)
    kit.add(st, 1, "sasha")  # S3
    assert kit.totals(st) == ("3", "3")
    assert kit.game.view(st, None).challenge.losing == "attack"


def test_the_losing_side_keeps_adding_and_the_lead_swings(kit):
    st = kit.table(hands={0: ["torg", "kusari"], 1: ["sasha", "torgs-mom"]}, safe={1: "marked"})
    kit.challenge(st, 0, 1, "torg")
    kit.done(st, 0)
    kit.add(st, 1, "sasha")
    kit.done(st, 1)
    kit.add(st, 0, "kusari")  # 7 against 3
    kit.done(st, 0)
    kit.add(st, 1, "torgs-mom")  # 8 against 7
    kit.done(st, 1)
    kit.done(st, 0)
    assert st.teams[1].safe.marked


def test_a_marked_safe_card_loses_its_marker_not_the_card(kit):
    st = kit.table(hands={0: ["kusari"], 1: ["nash"]}, safe={0: "unmarked", 1: "marked"})
    kit.challenge(st, 0, 1, "kusari")
    kit.done(st, 0)
    kit.add(st, 1, "nash")
    kit.done(st, 1)  # still losing, nobody else on the side: over
    assert st.challenge is None
    slot = st.teams[1].safe
    assert slot.card is not None and not slot.marked and not slot.fluxed


def test_an_unmarked_card_is_taken_by_a_challenger_without_one(kit):
    st = kit.table(hands={0: ["kusari"], 1: []}, safe={1: "unmarked"})
    card = st.teams[1].safe.card
    kit.challenge(st, 0, 1, "kusari")
    kit.done(st, 0)
    kit.done(st, 1)  # Bob answers nothing: he loses
    assert st.teams[0].safe.card == card and not st.teams[0].safe.fluxed
    assert st.teams[1].safe.card is None


def test_an_unmarked_card_is_fluxed_when_the_challenger_has_one(kit):
    st = kit.table(hands={0: ["kusari"]}, safe={0: "marked", 1: "unmarked"})
    kit.challenge(st, 0, 1, "kusari")
    kit.done(st, 0)
    kit.done(st, 1)
    assert st.teams[1].safe.fluxed and st.teams[1].safe.card is not None


def test_a_fluxed_card_is_stolen_face_up_by_a_challenger_who_needs_it(kit):
    st = kit.table(hands={0: ["kusari"]}, safe={1: "fluxed"})
    card = st.teams[1].safe.card
    kit.challenge(st, 0, 1, "kusari")
    kit.done(st, 0)
    kit.done(st, 1)
    assert st.teams[0].safe.card == card
    assert not st.teams[0].safe.fluxed  # stealing un-Fluxes it


def test_a_fluxed_card_is_unfluxed_by_defending(kit):
    st = kit.table(hands={0: ["dex"], 1: ["torgs-mom"]}, safe={1: "fluxed"})
    kit.challenge(st, 0, 1, "dex")
    kit.done(st, 0)
    kit.add(st, 1, "torgs-mom")
    kit.done(st, 1)
    kit.done(st, 0)
    slot = st.teams[1].safe
    assert not slot.fluxed and slot.marked


def test_a_fluxed_card_is_replaced_from_the_hand(kit):
    st = kit.table(hands={0: ["safe-2"]}, safe={0: "fluxed"})
    old = st.teams[0].safe.card
    kit.act(st, kit.A.PlayState(seat=0, card="safe-2"))
    assert st.teams[0].safe.card == "safe-2" and not st.teams[0].safe.fluxed
    assert old in st.discard


def test_a_second_state_card_of_a_kind_cannot_be_played(kit):
    st = kit.table(hands={0: ["safe-2", "weird-2"]}, safe={0: "unmarked"})
    kinds = {(a.kind, getattr(a, "card", None)) for a in kit.legal(st, 0)}
    assert ("play_state", "weird-2") in kinds
    assert ("play_state", "safe-2") not in kinds
    reason = kit.refused(st, kit.A.PlayState(seat=0, card="safe-2"))
    assert "already has" in reason and "Fluxed" in reason


def test_you_may_challenge_yourself_and_play_both_sides(kit):
    st = kit.table(hands={0: ["dude", "kiki"]}, weird={0: "unmarked"})
    kit.challenge(st, 0, 0, "dude")  # a Boredom challenge against yourself
    kit.done(st, 0)
    assert kit.prompted(st) == 0
    kit.add(st, 0, "kiki")  # W5 against 1
    kit.done(st, 0)
    kit.done(st, 0)
    assert st.teams[0].weird.marked


def test_boredom_attacks_count_only_their_cards_and_defence_counts_weirdness(kit):
    # Halloween: Boredom challenges happen at -2 (the defence gets W+2).
    st = kit.table(
        hands={0: ["man", "whatever"], 1: ["nash"]},
        objects={0: ["laser-cannon"], 1: ["spell-book"]},
        weird={1: "unmarked"},
        plot="halloween",
    )
    kit.challenge(st, 0, 1, "man")
    kit.add(st, 0, "whatever")
    kit.done(st, 0)
    kit.add(st, 1, "nash")
    v = kit.game.view(st, None).challenge
    assert (v.attack.total, v.attack.objects_total, v.attack.plot) == ("5", "0", 0)
    assert (v.defence.cards_total, v.defence.objects_total, v.defence.plot) == ("2", "3", 2)
    assert v.defence.total == "7" and v.losing == "attack"


def test_a_boredom_attack_takes_only_boredom_cards(kit):
    st = kit.table(hands={0: ["dude", "torg", "kiki"]}, weird={1: "unmarked"})
    kit.challenge(st, 0, 1, "dude")
    added = {a.card for a in kit.legal(st, 0) if a.kind == "add"}
    assert added == set()  # no other Boredom card in hand; characters do not attack Boredom


def test_objects_help_the_defence_only_if_they_add_to_it(kit):
    st = kit.table(
        hands={0: ["kusari"], 1: ["kevlar-vest", "laser-cannon", "couch"]}, safe={1: "unmarked"}
    )
    kit.challenge(st, 0, 1, "kusari")
    kit.done(st, 0)
    offered = {a.card for a in kit.legal(st, 1) if a.kind == "add"}
    assert offered == {"kevlar-vest", "couch"}  # the Laser Cannon has S-1
    kit.add(st, 1, "kevlar-vest")
    assert "kevlar-vest" in st.objects[1]  # it stays in front of Bob


def test_single_use_objects_played_in_are_discarded_afterwards(kit):
    st = kit.table(hands={0: ["dude"], 1: ["coffee"]}, weird={1: "unmarked"})
    kit.challenge(st, 0, 1, "dude")
    kit.done(st, 0)
    kit.add(st, 1, "coffee")  # W2 against 1
    kit.done(st, 1)
    kit.done(st, 0)
    assert st.teams[1].weird.marked
    assert "coffee" in st.discard and "coffee" not in st.objects[1]


def test_a_defender_who_plays_nothing_loses_even_when_objects_would_hold(kit):
    st = kit.table(hands={0: ["dude"]}, objects={1: ["spell-book"]}, weird={1: "marked"})
    kit.challenge(st, 0, 1, "dude")
    kit.done(st, 0)
    assert kit.game.view(st, None).challenge.losing == "defence"
    kit.done(st, 1)
    assert not st.teams[1].weird.marked


def test_a_challenge_needs_the_targets_state_card(kit):
    st = kit.table(hands={0: ["torg", "dude"]}, safe={1: "unmarked"})
    starts = {(a.target, a.card) for a in kit.legal(st, 0) if a.kind == "challenge"}
    assert starts == {(1, "torg")}


def test_in_a_challenge_against_yourself_done_says_which_side_gives_up(kit):
    """Both sides are the player's own: "your side loses" would not say which."""
    st = kit.table(hands={0: ["dude", "kiki"]}, weird={0: "unmarked"})
    kit.challenge(st, 0, 0, "dude")
    kit.done(st, 0)
    kit.add(st, 0, "kiki")  # the defence holds: now the attack is losing
    kit.done(st, 0)
    done = next(a for a in kit.legal(st, 0) if a.kind == "done")
    assert kit.game.describe(st, done) == "Done: declare the challenge over (the attack loses)"


def test_a_done_that_hands_the_challenge_over_is_in_the_saved_state(kit):
    """Done writes the challenge's turn past pydantic's __setattr__: a dump and
    a load still see it."""
    st = kit.table(hands={0: ["torg"], 1: ["sasha"]}, safe={1: "marked"})
    kit.challenge(st, 0, 1, "torg")
    kit.done(st, 0)  # the attack leads: the defence's turn
    assert (st.challenge.turn, st.challenge.acting, st.challenge.asked) == ("defence", 0, False)
    again = type(st).model_validate_json(st.model_dump_json())
    assert again == st and again.challenge.turn == "defence"
    assert kit.prompted(again) == 1


def test_teams_holding_the_same_kind_of_slot_change_apart(kit):
    """Slots are shared between teams (frozen, made once): marking one team's
    card leaves another team's equal slot as it was."""
    st = kit.table(players=3)
    for team in st.teams[:2]:
        team.place("danger", "safe-1")
    assert st.teams[0].safe == st.teams[1].safe
    st.teams[0].place("danger", "safe-1", marked=True)
    assert st.teams[0].safe.marked and not st.teams[1].safe.marked
