"""The Get Nifty log in plain English: verbs agree with a one-player team, a
challenge against yourself names your own card, and a card name ending in
"!" or "." ends the sentence by itself."""

from __future__ import annotations


def test_a_one_player_team_loses_the_marker(kit):
    st = kit.table(hands={0: ["torg"]}, safe={1: "marked"})
    kit.challenge(st, 0, 1, "torg")
    kit.done(st, 0)
    kit.done(st, 1)  # Bob adds nothing: the attack wins
    assert any(line.startswith("Bob loses the marker on ") for line in st.log)
    assert not any(" lose the marker" in line for line in st.log)


def test_a_challenge_against_yourself_names_your_own_card(kit):
    st = kit.table(hands={0: ["torg", "dude"]}, safe={0: "unmarked"}, weird={0: "unmarked"})
    kit.challenge(st, 0, 0, "dude")
    assert "Ann starts a Boredom challenge against their own WEIRD card." in st.log
    assert not any("themself" in line for line in st.log)


def test_a_card_ending_in_a_mark_ends_the_sentence(kit):
    st = kit.table(hands={0: ["dude", "whatever"]})
    kit.act(st, kit.A.Discard(seat=0, card="dude"))
    kit.act(st, kit.A.Discard(seat=0, card="whatever"))
    assert st.log[-2:] == ["Ann discards Dude!", "Ann discards Whatever."]


def test_one_player_who_leads_when_time_runs_out_leads_and_wins(kit):
    st = kit.table(hands={0: [], 1: []}, round_limit=1, objects={1: ["couch"]})
    kit.act(st, kit.A.EndTurn(seat=0))
    kit.act(st, kit.A.EndTurn(seat=1))
    assert kit.game.result(st).summary == "Bob leads when time ran out, with 2 Niftyness."
    assert "1 rounds are up" not in st.log[-1]
    assert st.log[-1].endswith("Bob leads with 2 Niftyness and wins.")


def test_a_card_ending_in_a_full_stop_keeps_it_out_of_a_sentence(kit):
    # Boredom against Ann's WEIRD card; "Whatever." added mid-sentence.
    st = kit.table(hands={0: ["dude", "whatever"]}, weird={0: "unmarked"})
    kit.challenge(st, 0, 0, "dude")
    kit.add(st, 0, "whatever")
    assert "Ann adds Whatever to the attack." in st.log
    assert not any("Whatever. " in line for line in st.log)


def test_why_the_token_is_missing_names_each_state_card_in_plain_words(kit):
    GAME = kit.game
    st = kit.table(hands={0: ["torg"]}, safe={0: "unmarked"})
    GAME.forget()
    [token] = [why for why in GAME.missing_moves(st, 0) if "token" in why]
    assert token.endswith("your SAFE card is not marked yet and you have no WEIRD card in play")
    st = kit.table(hands={0: ["torg"]}, token=(0,), safe={0: "marked"}, weird={0: "fluxed"})
    GAME.forget()
    [token] = [why for why in GAME.missing_moves(st, 0) if "token" in why]
    assert token.endswith("your WEIRD card is Fluxed")
    assert "SAFE and WEIRD is" not in token


def test_the_saved_games_summary_scores_only_a_team_with_a_token(kit):
    st = kit.table(objects={0: ["couch"], 1: ["laptop"]}, token=(0,))
    kit.game.forget()
    assert kit.game.summary(st).endswith("Ann 2/20, Bob no token")
