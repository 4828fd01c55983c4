"""Fluxx against the printed rules and the publisher's FAQ, third round.

Each scenario quotes the words it is written from: the rulebooks in
../shared/rules/ and the FAQ summarised in ../shared/decks/fluxx_audit.md.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from nifty_table.engine import saves, strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import Discard, Pick, UsePower, UseRule
from nifty_table.games.fluxx.state import Options

ENGINE_DATA = Path(__file__).parents[2] / "engine" / "data"
FLUXX_DATA = Path(__file__).parent / "data"


# -- Get On With It! / Swap Plays for Draws end the turn at once --------------------------------
@pytest.mark.parametrize(
    ("rule", "plays"),
    [("rule_get_on_with_it", "rule_play_2"), ("rule_swap_plays_for_draws", "rule_play_3")],
)
def test_a_turn_traded_away_offers_no_free_action_or_power_while_discarding(kit, ff, rule, plays):
    """FAQ: "if you draw any Creepers with your draws from Swap Plays or Get On With
    It, you're stuck with them until your next turn ... Your turn ended immediately
    with the draw, so that window is over." Only the limit discards are left."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book", "keeper_vera", "keeper_mule"]},
        tables={0: ["keeper_mal"]},
        rules=[rule, plays, "rule_hand_limit_2", "rule_recycling"],
        draw=["creeper_reavers", "keeper_serenity", "keeper_shuttle", "keeper_jaynes_hat"],
    )
    kit.use(g, st, rule)
    assert "creeper_reavers" in st.tables[0]  # drawn with the swap, placed, replaced
    assert kit.kind(g, st) == "limit-hand" and g.prompt(st).seat == 0
    legal = g.legal_actions(st)
    assert legal and all(isinstance(action, Discard) for action in legal)
    assert UsePower(seat=0, card="keeper_mal") not in legal  # Mal cannot move the Reavers
    assert UseRule(seat=0, card="rule_recycling") not in legal
    while kit.kind(g, st) == "limit-hand":
        kit.do(g, st, g.legal_actions(st)[0])
    assert st.active == 1 and not st.closed  # the next turn is an ordinary one


def test_an_ordinary_end_of_turn_still_offers_powers_while_discarding(kit, ff):
    """Rulebook: optional actions "may be performed at any point during this
    sequence", the Hand Limit step included, when the turn ends normally."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book", "keeper_vera", "keeper_mule", "keeper_serenity"]},
        tables={0: ["keeper_mal", "creeper_reavers"]},
        rules=["rule_hand_limit_2"],
    )
    kit.play(g, st, "keeper_book")
    kit.end_turn(g, st)
    assert kit.kind(g, st) == "limit-hand"
    assert UsePower(seat=0, card="keeper_mal") in g.legal_actions(st)


def test_in_my_bunk_ends_the_turn_at_once_too(kit, ff):
    """I'll Be In My Bunk: "Your turn ends now", as the two free actions do."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["action_ill_be_in_my_bunk", "keeper_book", "keeper_vera", "keeper_mule"]},
        tables={0: ["keeper_mal", "creeper_reavers"]},
        rules=["rule_hand_limit_2"],
    )
    kit.play(g, st, "action_ill_be_in_my_bunk")
    assert kit.kind(g, st) == "limit-hand"
    assert all(isinstance(action, Discard) for action in g.legal_actions(st))


# -- Yeahuh!: caught without the shout, you give the Keeper up -----------------------------------
def test_yeahuh_a_silent_keeper_goes_to_the_only_other_player(kit, cn):
    """FAQ (Yeahuh!): if caught, "they should be forced to give up those cards" to
    whoever caught them ("could someone steal them both?"). With two players the
    other one caught you: nobody needs to be asked."""
    g = cn.game
    st = kit.arrange(
        g,
        players=2,
        hands={0: ["keeper_finn"]},
        tables={1: ["keeper_samurai_jack"]},
        goals=["goal_swordsmen"],
        rules=["rule_yeahuh"],
    )
    kit.play(g, st, "keeper_finn")
    kit.answer(g, st, False)
    assert st.tables[0] == [] and "keeper_finn" not in st.discard
    assert st.winner == 1  # Finn + Samurai Jack now stand in front of the catcher
    assert "takes Finn" in " ".join(st.log)


def test_yeahuh_the_caught_player_names_the_catcher(kit, cn):
    g = cn.game
    st = kit.arrange(g, players=4, hands={0: ["keeper_finn", "keeper_jake"]}, rules=["rule_yeahuh"])
    kit.play(g, st, "keeper_finn")
    kit.answer(g, st, False)
    assert g.prompt(st).seat == 0
    assert {action.target for action in g.legal_actions(st)} == {1, 2, 3}
    kit.pick(g, st, target=3)
    assert st.tables[3] == ["keeper_finn"] and st.tables[0] == []


# -- Plan Went Sideways on your own turn ----------------------------------------------------------
def test_plan_went_sideways_on_your_turn_makes_the_others_discard_a_goal(kit, ff):
    """Modelled on Canceled Plans: on your turn, discard the Goal in play, and every
    other player discards a Goal from their hand, or a random card without one."""
    g = ff.game
    st = kit.arrange(
        g,
        players=4,
        hands={
            0: ["surprise_plan_went_sideways", "keeper_book"],
            1: ["goal_shindig", "goal_safe", "keeper_mule"],
            2: ["keeper_vera"],
        },
        goals=["goal_browncoats"],
        rules=["rule_play_2"],
    )
    kit.play(g, st, "surprise_plan_went_sideways")
    assert st.goals == [] and "goal_browncoats" in st.discard
    assert g.prompt(st).seat == 1
    assert {action.card for action in g.legal_actions(st)} == {"goal_shindig", "goal_safe"}
    kit.pick(g, st, card="goal_safe")
    assert st.hands[1] == ["goal_shindig", "keeper_mule"]
    assert st.hands[2] == [] and "keeper_vera" in st.discard  # no Goal: a random card
    assert st.hands[3] == []
    assert "surprise_plan_went_sideways" in st.discard and st.played == 1


# -- Bound By Law says what it does ---------------------------------------------------------------
def test_bound_by_law_logs_a_draw_as_usual_and_no_play(kit, ff):
    """FAQ q2529: a bound turn is one "where you draw but don't play"."""
    g = ff.game
    st = kit.arrange(g, hands={0: ["action_bound_by_law"]})
    kit.play(g, st, "action_bound_by_law")
    kit.pick(g, st, target=1)
    text = " ".join(st.log)
    assert "draw as usual and play nothing" in text and "play 1" not in text


# -- Cartoon Network counts the Basic Rules among its 100 cards ----------------------------------
def test_cartoon_network_has_100_cards_with_the_basic_rules(cn):
    catalog = cn.game.catalog
    assert len(catalog.base_ids) + 1 == 100  # the Basic Rules card is the hundredth
    st = cn.game.new_game([Seat(name="Ann"), Seat(name="Bob")], Options(), 3)
    held = len(st.draw_pile) + sum(map(len, st.hands)) + sum(map(len, st.tables))
    assert held + len(st.discard) == 99


# -- Plunder takes Keepers; Random Tax's "1" inflates ---------------------------------------------
def test_plunder_takes_a_keeper_and_you_cant_take_this_guy_answers_it(kit, ff):
    """FAQ: "Plunder" is among the cards that can trigger You Can't Take This Guy
    From Me, "assuming the card being taken away from someone is a character
    Keeper"; and "all stealing of Keepers ... via ... Free Action Rule (like
    Plunder) ... involves taking a Keeper from in front of someone else"."""
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book", "keeper_vera"], 1: ["surprise_you_cant_take_this_guy"]},
        tables={1: ["keeper_zoe", "keeper_mule"]},
        rules=["rule_plunder"],
    )
    kit.use(g, st, "rule_plunder")
    assert {action.card for action in g.legal_actions(st)} == {"keeper_zoe", "keeper_mule"}
    kit.pick(g, st, card="keeper_zoe", through=False)
    assert g.prompt(st).interrupters == [1]  # Zoe is a character: the Surprise may answer
    kit.surprise(g, st, 1, "surprise_you_cant_take_this_guy")
    kit.through(g, st)
    assert st.tables[1] == ["keeper_zoe", "keeper_mule"]  # the plunder is stopped
    assert len(st.hands[0]) == 1 and len(st.hands[1]) == 1  # and a card taken back
    assert kit.kind(g, st) == "main"  # no card is given after a stopped plunder


def test_plunder_moves_the_keeper_then_you_give_a_card_back(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book", "keeper_vera"]},
        tables={2: ["keeper_mule"]},
        rules=["rule_plunder"],
    )
    kit.use(g, st, "rule_plunder")
    kit.pick(g, st, card="keeper_mule")
    assert st.tables[0] == ["keeper_mule"] and st.tables[2] == []
    kit.pick(g, st, card="keeper_vera")
    assert st.hands[2] == ["keeper_vera"] and st.hands[0] == ["keeper_book"]
    assert st.played == 0 and UseRule(seat=0, card="rule_plunder") not in g.legal_actions(st)


def test_plunder_needs_a_keeper_in_front_of_another_player(kit, ff):
    g = ff.game
    st = kit.arrange(
        g,
        hands={0: ["keeper_book"], 1: ["keeper_vera"]},
        tables={0: ["keeper_mule"]},
        rules=["rule_plunder"],
    )
    assert UseRule(seat=0, card="rule_plunder") not in g.legal_actions(st)


def test_random_tax_takes_2_under_inflation(kit, ff):
    """Inflation: "any time a numeral is seen on another card, add one"; Random Tax
    reads "Take 1 card at random from the hand of each other player"."""
    g = ff.game
    others = ["keeper_mule", "keeper_vera", "keeper_shuttle", "keeper_saffron", "goal_safe"]
    st = kit.arrange(
        g,
        hands={0: ["action_random_tax", "keeper_book"], 1: others[:3], 2: others[3:]},
        rules=["rule_inflation"],
    )
    assert "1 card" in g.card("action_random_tax").text
    kit.play(g, st, "action_random_tax")
    assert len(st.hands[1]) == 1 and len(st.hands[2]) == 0 and len(st.hands[0]) == 5
    st = kit.arrange(
        g,
        hands={0: ["action_random_tax", "keeper_book"], 1: others[:3], 2: others[3:]},
        rules=["rule_play_2"],
    )
    kit.play(g, st, "action_random_tax")
    assert len(st.hands[1]) == 2 and len(st.hands[2]) == 1


# -- Rock-Paper-Scissors: a throw is secret until both are made -----------------------------------
def _first_throw(kit, cn, sign: str, players: int = 3):
    g = cn.game
    st = kit.arrange(
        g,
        players=players,
        hands={0: ["action_rock_paper_scissors", "keeper_finn"], 1: ["keeper_jake"]},
    )
    kit.play(g, st, "action_rock_paper_scissors")
    kit.pick(g, st, target=1)
    kit.pick(g, st, option=sign)
    return g, st


def test_the_first_throw_is_in_nobody_elses_view(kit, cn):
    g, st = _first_throw(kit, cn, "paper")
    assert g.prompt(st).seat == 1
    assert g.view(st, 0).decision.picked == ["paper"]  # the thrower knows their own throw
    for seat in (1, 2, None):
        assert g.view(st, seat).decision.picked == []


@pytest.mark.parametrize("seat", [1, 2, None])
def test_no_view_differs_with_the_first_throw(kit, cn, seat):
    """Whatever was thrown first, the second thrower, the others and the public
    see exactly the same table; so no strategy can answer it."""
    views = []
    for sign in ("rock", "paper", "scissors"):
        g, st = _first_throw(kit, cn, sign)
        views.append(g.view(st, seat).model_dump())
    assert views[0] == views[1] == views[2]


def test_strategies_answering_the_first_throw_cannot_read_it(kit, cn):
    """Every strategy chooses the second throw from the seat's view alone: over many
    games its answers are the same whatever the first throw was."""
    for name in strategies.names(cn.game.id):
        answers = []
        for sign in ("rock", "paper", "scissors"):
            g, st = _first_throw(kit, cn, sign)
            strategy = strategies.get(g.id, name)
            if hasattr(strategy, "max_iterations"):  # the search: a fixed, repeatable effort
                strategy.max_iterations, strategy.playout_cap = 1, 4
            picks = [strategies.decide(g, st, strategy, Rng.from_seed(seed)) for seed in range(20)]
            assert all(isinstance(pick, Pick) and pick.seat == 1 for pick in picks)
            answers.append([pick.option for pick in picks])
        assert answers[0] == answers[1] == answers[2], name


def test_the_second_throw_cannot_be_taken_back(kit, cn):
    """Once the second throw shows the first in the log, it stands."""
    g, st = _first_throw(kit, cn, "rock")
    second = next(a for a in g.legal_actions(st) if a.option == "rock")  # a tie: no hand moves
    assert g.reveals(st, second)


# -- Old saves: never a dead end ------------------------------------------------------------------
def _copy(src: Path, folder: Path) -> Path:
    path = folder / src.name
    shutil.copyfile(src, path)
    return path


@pytest.mark.parametrize(
    ("src", "title"),
    [
        (ENGINE_DATA / "fluxx_v2.json", "Firefly Fluxx"),
        (FLUXX_DATA / "cartoon_v3.json", "Cartoon Network Fluxx"),
    ],
)
def test_a_save_from_an_older_deck_is_offered_to_load_as_saved(tmp_path, src, title):
    path = _copy(src, tmp_path)
    before = path.read_bytes()
    with pytest.raises(saves.ReplayMismatch) as exc:
        saves.load(path)
    reason = exc.value.reason
    assert f"older {title} deck" in reason and "load it as saved" in reason
    match = saves.load(path, as_saved=True)
    assert match.game.check_invariants(match.state) == []
    everywhere = [
        *match.state.draw_pile,
        *match.state.discard,
        *match.state.rules,
        *match.state.goals,
        *(card for hand in match.state.hands for card in hand),
        *(card for cards in match.state.tables for card in cards),
        *(card for step in match.state.stack for card in step.cards),
    ]
    assert sorted(everywhere) == sorted(match.game.catalog.base_ids)
    rng = Rng.from_seed(5)
    for _ in range(60):
        if match.prompt() is None:
            break
        match.apply(rng.choice(match.legal_actions()))
        assert match.game.check_invariants(match.state) == []
    assert path.read_bytes() == before  # loading never rewrote it
    saves.save(match, path)
    again = saves.load(path, as_saved=True)
    assert again.state == match.state


def test_the_old_firefly_save_keeps_its_table_as_saved(tmp_path):
    raw = saves.migrate(json.loads((ENGINE_DATA / "fluxx_v2.json").read_text()))
    match = saves.load(_copy(ENGINE_DATA / "fluxx_v2.json", tmp_path), as_saved=True)
    assert [seat.name for seat in match.state.seats] == ["Mal", "Zoe", "Wash"]
    assert match.state.active == raw["state"]["active"]
    assert match.state.turn_no == raw["state"]["turn_no"]
    known = set(match.game.catalog.ids)
    for seat, hand in enumerate(raw["state"]["hands"]):
        assert match.state.hands[seat] == [card for card in hand if card in known]
    assert match.state.rules == [card for card in raw["state"]["rules"] if card in known]
    assert match.prompt() is not None and match.legal_actions()  # it can be played on
