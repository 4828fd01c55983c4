"""Interference, Plots out of turn, and six-player teams."""

from __future__ import annotations


def _losing_defence(kit, players=4, **kw):
    st = kit.table(players=players, **kw)
    kit.challenge(st, 0, 1, "kusari")  # D4
    kit.done(st, 0)
    return st


def test_a_losing_side_asks_and_anyone_else_may_offer(kit):
    st = _losing_defence(
        kit, hands={0: ["kusari"], 1: ["nash"], 2: ["sasha"], 3: []}, safe={1: "unmarked"}
    )
    kit.add(st, 1, "nash")  # S2 < D4: still losing
    kit.act(st, kit.A.AskHelp(seat=1))
    assert kit.prompted(st) == 1
    prompt = kit.game.prompt(st)
    assert prompt.interrupters == [2, 3, 0]  # clockwise from the asker, whoever holds what
    offers = {a.seat for a in kit.legal(st) if a.kind == "offer_help"}
    assert offers == {2, 3}  # not the challenger
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.OfferHelp(seat=3))
    kit.act(st, kit.A.RefuseHelp(seat=1, helper=3))
    kit.act(st, kit.A.AcceptHelp(seat=1, helper=2))
    kit.act(st, kit.A.StopAsking(seat=1))
    assert st.challenge.defence_helpers == [2] and st.challenge.defence_refused == [3]
    kit.done(st, 1)  # still losing: the helper's go
    assert kit.prompted(st) == 2
    kit.add(st, 2, "sasha")  # 2 + 3 = 5 against 4
    kit.done(st, 2)
    kit.done(st, 0)
    assert st.teams[1].safe.marked


def test_a_helpers_objects_count_and_a_winning_helper_gets_safe_too(kit):
    st = _losing_defence(
        kit,
        hands={0: ["kusari"], 1: ["nash"], 2: []},
        objects={2: ["kevlar-vest"]},
        safe={1: "unmarked", 2: "unmarked"},
    )
    kit.add(st, 1, "nash")
    kit.act(st, kit.A.AskHelp(seat=1))
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.AcceptHelp(seat=1, helper=2))
    assert kit.totals(st) == ("4", "5")  # Nash 2 + Kevlar Vest 3
    kit.act(st, kit.A.StopAsking(seat=1))
    kit.done(st, 1)
    kit.done(st, 0)
    assert st.teams[1].safe.marked and st.teams[2].safe.marked


def test_no_penalty_for_helping_and_losing(kit):
    st = _losing_defence(
        kit, hands={0: ["kusari"], 1: ["nash"], 2: []}, safe={1: "marked", 2: "marked"}
    )
    kit.add(st, 1, "nash")
    kit.act(st, kit.A.AskHelp(seat=1))
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.AcceptHelp(seat=1, helper=2))
    kit.act(st, kit.A.StopAsking(seat=1))
    kit.done(st, 1)
    kit.done(st, 2)
    assert not st.teams[1].safe.marked and st.teams[2].safe.marked


def test_a_stolen_card_goes_to_the_challenger_or_else_the_first_helper(kit):
    st = kit.table(
        players=3,
        hands={0: ["dex"], 1: ["nash"], 2: ["kusari"]},
        safe={0: "marked", 1: "unmarked"},
    )
    card = st.teams[1].safe.card
    kit.challenge(st, 0, 1, "dex")  # D2
    kit.done(st, 0)
    kit.add(st, 1, "nash")  # S2: the attack is losing
    kit.done(st, 1)
    kit.act(st, kit.A.AskHelp(seat=0))
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.AcceptHelp(seat=0, helper=2))
    kit.act(st, kit.A.StopAsking(seat=0))
    kit.done(st, 0)
    kit.add(st, 2, "kusari")
    kit.done(st, 2)
    kit.done(st, 1)
    # Ann already has a SAFE card, so it goes to Cy, the first helper.
    assert st.teams[2].safe.card == card and st.teams[1].safe.card is None


def test_anyone_may_change_the_plot_during_any_challenge(kit):
    st = _losing_defence(
        kit, hands={0: ["kusari"], 1: ["torgs-mom"], 3: ["vacation"]}, safe={1: "unmarked"}
    )
    kit.add(st, 1, "torgs-mom")  # S5 against D4
    kit.done(st, 1)
    assert kit.prompted(st) == 0
    plots = [a for a in kit.legal(st) if a.kind == "play_plot"]
    assert [(a.seat, a.card) for a in plots] == [(3, "vacation")]  # Dee is not involved
    assert kit.game.prompt(st).interrupters == [1, 2, 3]
    kit.act(st, plots[0])  # Vacation: D+1, S+3
    assert st.plot == "vacation" and kit.totals(st) == ("5", "8")
    assert kit.prompted(st) == 0  # the challenge goes on where it was


def test_the_interrupt_offer_is_the_same_whatever_the_hands_hold(kit):
    with_plot = _losing_defence(kit, hands={0: ["kusari"], 2: ["vacation"]}, safe={1: "unmarked"})
    without = _losing_defence(kit, hands={0: ["kusari"]}, safe={1: "unmarked"})
    assert kit.game.prompt(with_plot) == kit.game.prompt(without)


def test_six_players_play_as_three_teams_with_partners_helping(kit):
    st = kit.table(
        players=6,
        hands={0: ["kusari"], 1: ["nash"], 4: ["valerie"]},
        objects={3: ["switchblade"]},
        safe={1: "unmarked"},
    )
    assert st.team_of == [0, 1, 2, 0, 1, 2] and st.target == 18
    kit.challenge(st, 0, 1, "kusari")
    ch = st.challenge
    assert ch.attack_helpers == [3] and ch.defence_helpers == [4]
    assert kit.totals(st)[0] == "6"  # Kusari 4 + partner Dee's Switchblade 2
    kit.done(st, 0)
    kit.add(st, 1, "nash")
    kit.done(st, 1)
    kit.add(st, 4, "valerie")  # Bob's partner Eve: 2 + 3 = 5 < 6
    kit.done(st, 4)
    assert st.challenge is None
    # Ann's team has no SAFE card: it takes Bob's team's.
    assert st.teams[0].safe.card is not None and st.teams[1].safe.card is None
    # Partners do not challenge each other.
    st = kit.table(players=6, hands={0: ["torg"]}, safe={0: "unmarked", 1: "unmarked"})
    targets = {a.target for a in kit.legal(st, 0) if a.kind == "challenge"}
    assert targets == {0, 1, 4}


def test_a_player_turned_down_by_one_side_may_still_help_the_other(kit):
    # "the asking player may still refuse the help of any particular player";
    # only "once you interfere on one side" is a player tied to it.
    st = _losing_defence(
        kit,
        hands={0: ["kusari"], 1: ["nash"], 2: [], 3: ["torgs-mom"]},
        safe={1: "unmarked"},
    )
    kit.add(st, 1, "nash")  # S2 < D4
    kit.act(st, kit.A.AskHelp(seat=1))
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.OfferHelp(seat=3))
    kit.act(st, kit.A.RefuseHelp(seat=1, helper=2))
    kit.act(st, kit.A.AcceptHelp(seat=1, helper=3))
    kit.act(st, kit.A.StopAsking(seat=1))
    kit.done(st, 1)
    kit.add(st, 3, "torgs-mom")  # 2 + 5 = 7 against 4: the attack is losing now
    kit.done(st, 3)
    assert kit.prompted(st) == 0
    kit.act(st, kit.A.AskHelp(seat=0))  # Cy, whom Bob turned down, is still free
    offers = {a.seat for a in kit.legal(st) if a.kind == "offer_help"}
    assert offers == {2}  # Dee helps the defence and may not change sides
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.AcceptHelp(seat=0, helper=2))
    assert st.challenge.attack_helpers == [2] and st.challenge.defence_helpers == [3]
    assert kit.game.view(st, None).challenge.refused == []  # nobody the attack turned down


def test_a_challenge_against_yourself_may_ask_for_help_on_its_defence(kit):
    # "If a player on either side of a challenge is losing, he may choose to
    # ask other players for help": that includes Getting Safe against yourself.
    st = kit.table(
        players=3,
        hands={0: ["kusari", "nash"]},
        objects={2: ["kevlar-vest"]},
        safe={0: "unmarked", 2: "unmarked"},
    )
    kit.challenge(st, 0, 0, "kusari")  # D4 (your Objects never help your attack)
    kit.done(st, 0)
    kit.add(st, 0, "nash")  # S2: losing
    assert any(a.kind == "ask_help" for a in kit.legal(st, 0))
    kit.act(st, kit.A.AskHelp(seat=0))
    assert {a.seat for a in kit.legal(st) if a.kind == "offer_help"} == {1, 2}
    kit.act(st, kit.A.OfferHelp(seat=2))
    kit.act(st, kit.A.AcceptHelp(seat=0, helper=2))
    kit.act(st, kit.A.StopAsking(seat=0))
    assert kit.totals(st) == ("4", "5")  # Nash 2 + Cy's Kevlar Vest 3
    kit.done(st, 0)
    assert kit.prompted(st) == 0  # the attack side (you again) is losing now
    assert not any(a.kind == "ask_help" for a in kit.legal(st, 0))  # never for your own attack
    kit.done(st, 0)
    assert st.challenge is None
    assert st.teams[0].safe.marked and st.teams[2].safe.marked  # the helper Gets Safe too


def test_at_six_your_partner_defends_with_you_against_yourself(kit):
    st = kit.table(
        players=6, hands={0: ["kusari"]}, objects={3: ["kevlar-vest"]}, safe={0: "unmarked"}
    )
    kit.challenge(st, 0, 0, "kusari")
    ch = st.challenge
    assert ch.defence_helpers == [3] and ch.attack_helpers == []
    assert kit.totals(st) == ("4", "3")  # the partner's Vest counts on the defence
