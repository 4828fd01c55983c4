"""Blunders a newcomer would laugh at, each in a position of a real deal
(the kit puts the named cards where the story needs them): the hard seat,
at about the work its table budget buys on one core, never makes them, and
neither does the normal seat. The search is seeded and counted in
playouts, so a busy machine cannot change the choice."""

from __future__ import annotations

import pytest

from nifty_table.engine import levels, strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.get_nifty.blunders import sensible
from nifty_table.games.get_nifty.determinize import catalog
from nifty_table.games.get_nifty.strategies import Heuristic

# Playouts of one decision at the hard seat's 0.25 s on one free core (about 290).
TABLE_PLAYOUTS = 250
SEATS = ["normal", "hard"]


def _seat(level: str):
    if level == "normal":
        return Heuristic()
    hard = levels.strategy("get-nifty", "hard")
    hard.max_iterations = TABLE_PLAYOUTS
    return hard


def _choice(kit, st, level: str):
    kit.game.forget()
    return strategies.decide(kit.game, st.model_copy(deep=True), _seat(level), Rng.from_seed(1))


@pytest.mark.parametrize("level", SEATS)
def test_no_boredom_challenge_against_a_playstashun(kit, level):
    # Bob's Playstashun wins every Boredom defence: challenging him with a
    # Boredom card only throws it away. Ann, Safe and Weird already, holds
    # nothing but Boredom cards; nor does challenging herself gain anything.
    st = kit.table(
        players=4,
        hands={0: ["zzzz", "whatever", "man", "dude", "dude-2"]},
        objects={1: ["playstashun"]},
        safe={0: "marked", 1: "marked"},
        weird={0: "marked", 1: "marked"},
    )
    bad = kit.A.StartChallenge(seat=0, target=1, card="zzzz")
    assert bad in kit.legal(st, 0)
    choice = _choice(kit, st, level)
    assert not (choice.kind == "challenge" and choice.target in (0, 1)), choice


def _defence_under_way(kit):
    """Bob challenges Ann's SAFE with Oasis (Danger 4); Ann answers with
    Torg's Mom (Safety 5) and holds four more Characters."""
    st = kit.table(
        players=2,
        active=1,
        hands={
            1: ["oasis", "dude", "man", "couch", "beer"],
            0: ["torgs-mom", "zoe", "sasha", "angel-bunny", "valerie"],
        },
        safe={0: "unmarked", 1: "marked"},
        weird={0: "marked"},
    )
    kit.act(st, kit.A.StartChallenge(seat=1, target=0, card="oasis"))
    kit.act(st, kit.A.Done(seat=1))
    kit.act(st, kit.A.AddCard(seat=0, card="torgs-mom"))
    return st


@pytest.mark.parametrize("level", SEATS)
def test_a_defence_already_holding_adds_no_more_characters(kit, level):
    st = _defence_under_way(kit)
    assert kit.A.AddCard(seat=0, card="zoe") in kit.legal(st, 0)  # allowed, and wasteful
    seat, rng = _seat(level), Rng.from_seed(3)
    while st.challenge is not None:  # Bob has nothing to add: it ends at once
        kit.game.forget()
        kit.act(st, strategies.decide(kit.game, st, seat, rng))
    assert st.teams[0].safe.marked
    assert sorted(st.hands[0]) == ["angel-bunny", "sasha", "valerie", "zoe"]


@pytest.mark.parametrize("level", SEATS)
def test_no_offer_of_help_without_a_card_to_add(kit, level):
    # Bob's Horribus (Danger 5) against Cy, who asks for help. Ann would gain
    # (her own SAFE is unmarked) but holds nothing that adds Safety.
    st = kit.table(
        players=3,
        active=1,
        hands={
            1: ["horribus", "dude", "man"],
            2: ["zoe", "beer"],
            0: ["dude-2", "man-2", "beer-2", "coffee", "whatever"],
        },
        safe={2: "unmarked", 0: "unmarked"},
    )
    kit.act(st, kit.A.StartChallenge(seat=1, target=2, card="horribus"))
    kit.act(st, kit.A.Done(seat=1))
    kit.act(st, kit.A.AskHelp(seat=2))
    assert kit.A.OfferHelp(seat=0) in kit.legal(st, 0)
    kit.game.forget()
    assert strategies.react(kit.game, st, 0, _seat(level), Rng.from_seed(1)) is None
    # With a Character that adds Safety, the same offer is worth making.
    hand = st.hands[0]
    swap = hand.index("coffee")
    hand[swap], st.draw_pile[st.draw_pile.index("sasha")] = "sasha", hand[swap]
    kit.game.forget()
    offer = strategies.react(kit.game, st, 0, Heuristic(), Rng.from_seed(1))
    assert offer == kit.A.OfferHelp(seat=0)


@pytest.mark.parametrize("level", SEATS)
def test_a_needed_weird_card_is_never_thrown_away(kit, level):
    # Ann's WEIRD is in play but unmarked: the second WEIRD in her hand is
    # her way back if Bob takes the first one.
    st = kit.table(
        players=2,
        hands={0: ["weird", "dude", "man", "whatever", "zzzz"]},
        safe={0: "marked"},
        weird={0: "unmarked"},
    )
    assert kit.A.Discard(seat=0, card="weird") in kit.legal(st, 0)
    assert _choice(kit, st, level) != kit.A.Discard(seat=0, card="weird")


@pytest.mark.parametrize("level", SEATS)
def test_a_token_is_bought_with_no_card_more_than_its_price(kit, level):
    # Safe and Weird, five Characters of Niftyness 3 each: two pay for the token.
    hand = ["torg", "riff", "zoe", "sasha", "kiki"]
    st = kit.table(players=2, hands={0: hand}, safe={0: "marked"}, weird={0: "marked"})
    assert kit.A.BuyToken(seat=0, cards=tuple(hand[:3])) in kit.legal(st, 0)
    choice = _choice(kit, st, level)
    assert choice.kind != "buy_token" or len(choice.cards) == 2, choice


@pytest.mark.parametrize("level", SEATS)
def test_no_boredom_challenge_against_itself_without_an_answer(kit, level):
    # Two Boredom cards, an unmarked WEIRD and nothing to answer with:
    # challenging itself could only Flux its own card.
    st = kit.table(players=2, hands={0: ["dude", "whatever"]}, weird={0: "unmarked"})
    assert kit.A.StartChallenge(seat=0, target=0, card="dude") in kit.legal(st, 0)
    choice = _choice(kit, st, level)
    assert not (choice.kind == "challenge" and choice.target == 0), choice


@pytest.mark.parametrize("level", SEATS)
def test_no_challenge_against_itself_whose_answer_the_attack_cancels(kit, level):
    # Dex cancels Zoe on entry: Dex against itself with Zoe to answer can only lose.
    st = kit.table(players=2, hands={0: ["dex", "zoe"]}, safe={0: "unmarked"})
    assert _choice(kit, st, level) != kit.A.StartChallenge(seat=0, target=0, card="dex")


@pytest.mark.parametrize("level", SEATS)
def test_the_niftyness_that_wins_is_played(kit, level):
    # Safe, Weird, a token and 18 Niftyness under it: Torg's 3 makes 21 of
    # the 20 two players need. Anything else leaves Bob a turn to stop her.
    st = kit.table(
        players=2,
        hands={0: ["torg", "dude", "horribus", "man", "zzzz"]},
        safe={0: "marked", 1: "unmarked"},
        weird={0: "marked", 1: "unmarked"},
        token=(0,),
        nifty={0: ["kiki", "riff", "sam", "sasha", "zoe", "valerie"]},
    )
    assert kit.A.StartChallenge(seat=0, target=1, card="horribus") in kit.legal(st, 0)
    assert _choice(kit, st, level) == kit.A.PlayNifty(seat=0, card="torg")


@pytest.mark.parametrize("level", SEATS)
def test_a_defence_that_can_hold_is_not_given_up(kit, level):
    # Bob's Oasis (Danger 4) against Ann's marked SAFE: her Torg's Mom
    # (Safety 5) holds it; giving up costs her the marker.
    st = kit.table(
        players=2,
        active=1,
        hands={1: ["oasis", "dude", "man", "couch", "beer"], 0: ["torgs-mom", "dude-2", "zzzz"]},
        safe={0: "marked", 1: "marked"},
        weird={0: "marked"},
    )
    kit.act(st, kit.A.StartChallenge(seat=1, target=0, card="oasis"))
    kit.act(st, kit.A.Done(seat=1))
    assert kit.A.Done(seat=0) in kit.legal(st, 0)
    assert _choice(kit, st, level) == kit.A.AddCard(seat=0, card="torgs-mom")


@pytest.mark.parametrize("level", SEATS)
def test_no_danger_challenge_that_the_defenders_objects_beat_alone(kit, level):
    # Bob's Objects give him Safety 11 before he answers; Ann's whole hand
    # has Danger 2. The challenge could only hand him Safe.
    st = kit.table(
        players=2,
        hands={0: ["dex", "dude", "man", "whatever", "beer"], 1: ["zoe", "sasha", "nash"]},
        objects={1: ["kevlar-vest", "kevlar-vest-2", "battle-suit", "couch"]},
        safe={0: "marked", 1: "unmarked"},
        weird={0: "marked"},
    )
    assert kit.A.StartChallenge(seat=0, target=1, card="dex") in kit.legal(st, 0)
    choice = _choice(kit, st, level)
    assert not (choice.kind == "challenge" and choice.target == 1), choice


@pytest.mark.parametrize("level", SEATS)
def test_an_attack_that_can_still_win_is_not_given_up(kit, level):
    # Ann's Oasis (Danger 4) against Bob's unmarked SAFE; his Torg's Mom
    # (Safety 5) answers. Her Bun-Bun (Danger 5) wins it back: declaring
    # the challenge over instead would hand Bob his marker.
    st = kit.table(
        players=2,
        hands={0: ["oasis", "bun-bun", "dude", "man", "whatever"], 1: ["torgs-mom", "zzzz"]},
        safe={0: "marked", 1: "unmarked"},
        weird={0: "marked"},
    )
    kit.act(st, kit.A.StartChallenge(seat=0, target=1, card="oasis"))
    kit.act(st, kit.A.Done(seat=0))
    kit.act(st, kit.A.AddCard(seat=1, card="torgs-mom"))
    kit.act(st, kit.A.Done(seat=1))
    assert kit.A.Done(seat=0) in kit.legal(st, 0)
    assert _choice(kit, st, level) != kit.A.Done(seat=0)


@pytest.mark.parametrize("level", SEATS)
def test_no_help_for_a_rival_one_step_from_winning(kit, level):
    # Bob is Safe, Weird, holds the token and 15 of the 18 Niftyness three
    # players need; Cy's Horribus threatens his SAFE marker and he asks for
    # help. Ann, Safe already, would gain nothing but keep him in the race.
    st = kit.table(
        players=3,
        active=2,
        hands={
            2: ["horribus", "dude", "man"],
            1: ["dude-2", "man-2"],
            0: ["zoe", "sasha", "angel-bunny", "torgs-mom", "nash"],
        },
        safe={0: "marked", 1: "marked", 2: "marked"},
        weird={0: "unmarked", 1: "marked"},
        token=(1,),
        nifty={1: ["kiki", "riff", "sam", "torg", "valerie"]},
    )
    kit.act(st, kit.A.StartChallenge(seat=2, target=1, card="horribus"))
    kit.act(st, kit.A.Done(seat=2))
    kit.act(st, kit.A.AskHelp(seat=1))
    assert kit.A.OfferHelp(seat=0) in kit.legal(st, 0)
    kit.game.forget()
    assert strategies.react(kit.game, st, 0, _seat(level), Rng.from_seed(1)) is None


@pytest.mark.parametrize("level", SEATS)
def test_no_danger_challenge_against_itself_when_already_safe(kit, level):
    # Ann's SAFE is marked: a Danger challenge against herself can win her
    # nothing. Her Boredom card against herself, answered by Kiki, gets her Weird.
    st = kit.table(
        players=2,
        hands={0: ["bun-bun", "torgs-mom", "dude", "kiki", "beer"]},
        safe={0: "marked"},
        weird={0: "unmarked"},
    )
    assert kit.A.StartChallenge(seat=0, target=0, card="bun-bun") in kit.legal(st, 0)
    choice = _choice(kit, st, level)
    assert choice != kit.A.StartChallenge(seat=0, target=0, card="bun-bun"), choice


@pytest.mark.parametrize("level", SEATS)
def test_no_plot_that_lifts_the_defence_against_its_own_attack(kit, level):
    # Ann's Whatever (Boredom 3) against Bob's unmarked WEIRD; Kiki (Weirdness
    # 5) answers. Holiday Wars would give his defence 2 more: her Zzzz wins instead.
    st = kit.table(
        players=2,
        hands={0: ["whatever", "zzzz", "holiday-wars", "dude", "man"], 1: ["kiki", "torg"]},
        safe={0: "marked"},
        weird={0: "marked", 1: "unmarked"},
    )
    kit.act(st, kit.A.StartChallenge(seat=0, target=1, card="whatever"))
    kit.act(st, kit.A.Done(seat=0))
    kit.act(st, kit.A.AddCard(seat=1, card="kiki"))
    kit.act(st, kit.A.Done(seat=1))
    plot = kit.A.PlayPlot(seat=0, card="holiday-wars")
    assert plot in kit.legal(st, 0)
    choice = _choice(kit, st, level)
    assert choice not in (plot, kit.A.Done(seat=0)), choice


@pytest.mark.parametrize("level", SEATS)
def test_no_self_challenge_that_the_whole_hand_cannot_hold(kit, level):
    # Ann's WEIRD is unmarked. Zzzz... (Boredom 4) against herself can only be
    # met by Stuffed Bear and Vampire Lord, 3 Weirdness together (Garlic and
    # the Cell Phone add none): it would Flux her card and throw away the
    # cards spent.
    st = kit.table(
        players=3,
        hands={0: ["zzzz", "stuffed-bear", "vampire-lord", "garlic", "cell-phone"]},
        safe={0: "marked"},
        weird={0: "unmarked"},
    )
    bad = kit.A.StartChallenge(seat=0, target=0, card="zzzz")
    assert bad in kit.legal(st, 0)
    assert _choice(kit, st, level) != bad


@pytest.mark.parametrize(
    ("extra", "kept"),
    [("cell-phone", False), ("halloween", True), ("beer", True)],
)
def test_a_self_challenge_is_kept_while_the_hand_can_still_reach_it(kit, extra, kept):
    # Stuffed Bear and Vampire Lord make 3 against Zzzz's 4: It's Halloween!
    # (Weirdness 2, played in the challenge) or a Beer (1) makes it reachable.
    st = kit.table(
        players=3,
        hands={0: ["zzzz", "stuffed-bear", "vampire-lord", "garlic", extra]},
        safe={0: "marked"},
        weird={0: "unmarked"},
    )
    start = kit.A.StartChallenge(seat=0, target=0, card="zzzz")
    view = kit.game.view(st, 0)
    assert (start in sensible(view, kit.legal(st, 0), catalog().cards)) is kept


def test_a_self_challenge_answered_by_a_cancelled_card_is_kept(kit):
    # Angel Bunny (Danger 1, plus the Plot's 1) cancels K'Z'K as it comes in,
    # but K'Z'K still answers, and Garlic and the Plot's Safety 3 then hold.
    st = kit.table(
        players=2,
        hands={0: ["angel-bunny", "kzk", "man", "dude", "switchblade"]},
        objects={0: ["garlic"]},
        plot="vacation",
        safe={0: "unmarked"},
    )
    start = kit.A.StartChallenge(seat=0, target=0, card="angel-bunny")
    view = kit.game.view(st, 0)
    assert start in sensible(view, kit.legal(st, 0), catalog().cards)
    for action in (start, kit.A.Done(seat=0), kit.A.AddCard(seat=0, card="kzk")):
        kit.act(st, action)
    while st.challenge is not None:
        kit.act(st, kit.A.Done(seat=0))
    assert st.teams[0].safe.marked  # it did hold


def test_at_six_a_self_challenge_is_left_to_the_search_while_the_partner_holds_cards(kit):
    # Her partner Dee defends with her, from a hand she cannot see.
    hand = ["zzzz", "stuffed-bear", "vampire-lord", "garlic", "cell-phone"]
    st = kit.table(
        players=6, hands={0: hand, 3: ["kiki"]}, safe={0: "marked"}, weird={0: "unmarked"}
    )
    start = kit.A.StartChallenge(seat=0, target=0, card="zzzz")
    assert start in sensible(kit.game.view(st, 0), kit.legal(st, 0), catalog().cards)
    st.draw_pile.append(st.hands[3].pop())  # an empty-handed partner adds nothing
    assert start not in sensible(kit.game.view(st, 0), kit.legal(st, 0), catalog().cards)
