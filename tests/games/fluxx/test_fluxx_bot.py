"""The heuristic computer player (games/fluxx/bot.py): always legal, always
the prompted seat's move, better than random, and sensible in plain spots."""

from __future__ import annotations

import pytest

from nifty_table.engine import strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import Answer, Continue, PlayCard, PlaySurprise
from nifty_table.games.fluxx.cartoon_network import GAME as CN
from nifty_table.games.fluxx.firefly import GAME as FF
from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.games.fluxx.state import Options


def bot_action(g, st, rng):
    """The heuristic strategy's move for the prompted seat."""
    return strategies.decide(g, st, strategies.get(g.id), rng)


def bot_reaction(g, st, seat, rng):
    """The heuristic strategy's out-of-turn reaction for `seat`, or None."""
    return strategies.react(g, st, seat, strategies.get(g.id), rng)


STEP_CAP = 5000


def play_game(g: FluxxGame, players: int, seed: int, smart: set[int]) -> int | None:
    """One game: seats in `smart` use bot_action, the others a random legal
    action of their own. Every bot move is checked; returns the winner."""
    st = g.new_game([Seat(name=f"Bot {i}", bot=True) for i in range(players)], Options(), seed)
    rng = Rng.from_seed(seed * 31 + players)
    for _ in range(STEP_CAP):
        prompt = g.prompt(st)
        if prompt is None:
            assert st.winner is not None
            return st.winner
        legal = g.legal_actions(st)
        if prompt.seat in smart:
            action = bot_action(g, st, rng)
            assert action.seat == prompt.seat, (action, prompt)
            assert action in legal, (action, legal)
        else:
            action = rng.choice([a for a in legal if a.seat == prompt.seat])
        for seat in smart - {prompt.seat}:
            reaction = bot_reaction(g, st, seat, rng)
            if reaction is not None:
                assert reaction.seat == seat and reaction in legal, (reaction, legal)
                action = reaction
                break
        g.apply(st, action)
        assert g.check_invariants(st) == []
    raise AssertionError(f"seed {seed}: no winner within {STEP_CAP} steps")


# One test per player count, so the suite's workers share them out.
@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("g", [FF, CN], ids=["firefly", "cartoon"])
def test_all_bot_games_are_legal_and_finish(g, players):
    for seed in range(5):  # 50 whole games of heuristics in all
        play_game(g, players, seed, set(range(players)))


@pytest.mark.parametrize("g", [FF, CN], ids=["firefly", "cartoon"])
def test_the_bot_beats_random_players(g, capsys):
    games = 60
    wins = sum(play_game(g, 3, seed, {0}) == 0 for seed in range(games))
    rate = wins / games
    with capsys.disabled():
        print(f"\n{g.id}: heuristic seat 0 won {wins}/{games} = {rate:.0%} against 2 random bots")
    assert rate > 0.5  # random play would win about a third


# -- scenarios ---------------------------------------------------------------------------------
def bot(g: FluxxGame, st, seed: int = 0):
    return bot_action(g, st, Rng.from_seed(seed))


def test_plays_a_goal_it_meets(kit, deck):
    g, k = deck.game, deck.keepers
    st = kit.arrange(
        g,
        hands={0: [deck.draw3, k[2], deck.goal, k[3]]},
        tables={0: [k[0], k[1]], 1: [k[4]]},
    )
    for seed in range(5):
        assert bot(g, st, seed) == PlayCard(seat=0, card=deck.goal)


def test_plays_the_keeper_that_wins(kit, deck):
    g, k = deck.game, deck.keepers
    st = kit.arrange(g, hands={0: [deck.draw3, k[1], k[3]]}, tables={0: [k[0]]}, goals=[deck.goal])
    assert bot(g, st) == PlayCard(seat=0, card=k[1])


def test_does_not_play_a_goal_an_opponent_meets(kit, deck):
    g, k = deck.game, deck.keepers
    st = kit.arrange(g, hands={0: [deck.goal, k[2]]}, tables={1: [k[0], k[1]]})
    for seed in range(5):
        assert bot(g, st, seed) == PlayCard(seat=0, card=k[2])


def test_steals_the_keeper_the_leader_needs(kit, deck):
    g, k = deck.game, deck.keepers
    st = kit.arrange(
        g,
        hands={0: [deck.steal]},
        tables={1: [k[0], k[5]], 2: [k[4]]},
        goals=[deck.goal],
    )
    kit.play(g, st, deck.steal)
    action = bot(g, st)
    assert action.card == k[0]


def test_discards_for_the_hand_limit_what_matters_least(kit, deck):
    g, k = deck.game, deck.keepers
    limits = [r for r in g.catalog.ids if g.catalog.family.get(r) == "hand_limit"]
    limit = min(limits, key=lambda r: g.catalog.value[r])
    st = kit.arrange(
        g,
        hands={1: [k[1], k[5], k[6]]},
        tables={1: [k[0]]},
        goals=[deck.goal],
        rules=[limit],
        seed=3,
    )
    prompt = g.prompt(st)
    assert prompt is not None and prompt.seat == 1 and "Hand Limit" in prompt.text
    assert bot(g, st).card != k[1]  # the Keeper that completes the Goal stays


def test_never_answers_for_another_seat_in_a_window(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["action_shiny"], 1: ["surprise_stop_that"]})
    st.seats[0].bot = st.seats[1].bot = True
    kit.play(g, st, "action_shiny", through=False)
    picks = {bot(g, st, s) for s in range(20)}
    assert picks == {Continue(seat=0)}


def test_reaction_stops_a_goal_that_wins_for_its_player(kit, ff):
    g, k = ff.game, ff.keepers
    sideways = "surprise_plan_went_sideways"
    st = kit.arrange(g, hands={0: [ff.goal], 1: [sideways]}, tables={0: [k[0], k[1]]})
    kit.play(g, st, ff.goal, through=False)
    assert bot_reaction(g, st, 1, Rng.from_seed(0)) == PlaySurprise(seat=1, card=sideways)
    assert bot_reaction(g, st, 2, Rng.from_seed(0)) is None  # nothing to play


def test_reaction_lets_a_harmless_goal_go(kit, ff):
    g, k = ff.game, ff.keepers
    sideways = "surprise_plan_went_sideways"
    st = kit.arrange(g, hands={0: [ff.goal], 1: [sideways]}, tables={0: [k[0]], 1: [k[1]]})
    kit.play(g, st, ff.goal, through=False)
    assert bot_reaction(g, st, 1, Rng.from_seed(0)) is None


def test_reaction_is_none_outside_a_window(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["action_shiny"], 1: ["surprise_stop_that"]})
    assert bot_reaction(g, st, 1, Rng.from_seed(0)) is None


# -- the honest answers stay exactly as HANDLERS.md says ------------------------------------------
def test_honest_answers_are_unchanged(kit, cn, ff):
    g = cn.game
    st = kit.arrange(g, hands={0: ["keeper_finn"]}, rules=["rule_yeahuh"])
    kit.play(g, st, "keeper_finn")
    assert bot(g, st) == Answer(seat=0, yes=True)  # Yeahuh!

    st = kit.arrange(
        g,
        hands={0: ["keeper_finn"]},
        rules=["rule_cartoon_talk"],
        draw=["keeper_jake", "keeper_aku"],
    )
    st.talk_seen[1] = True
    kit.play(g, st, "keeper_finn")
    assert bot(g, st) == Answer(seat=1, yes=True)  # talks like a cartoon
    kit.answer(g, st, True)
    assert bot(g, st) == Answer(seat=1, yes=False)  # did not stay in character

    st = kit.arrange(g, hands={0: ["action_todays_special"]})
    kit.play(g, st, "action_todays_special")
    assert bot(g, st) == Answer(seat=0, yes=False)  # no birthday
    kit.answer(g, st, False)
    assert bot(g, st) == Answer(seat=0, yes=False)  # no holiday either

    g = ff.game
    st = kit.arrange(
        g, hands={0: ["keeper_book"]}, tables={1: ["creeper_reavers", "keeper_serenity"]}
    )
    kit.play(g, st, "keeper_book")
    assert bot(g, st) == Answer(seat=1, yes=True)  # outruns the Reavers


# -- the strategy interface (issue 8) -------------------------------------------------------------
@pytest.mark.parametrize("g", [FF, CN], ids=["firefly", "cartoon"])
def test_the_heuristic_is_found_by_name_and_sees_only_its_view(g):
    from nifty_table.engine import strategies
    from nifty_table.games.fluxx.bot import HeuristicStrategy

    strategy = strategies.get(g.id, "heuristic")
    assert isinstance(strategy, HeuristicStrategy)
    for seed in range(8):
        st = g.new_game([Seat(name=f"P{i}") for i in range(3)], Options(), seed)
        seat = g.prompt(st).seat
        choice = strategies.decide(g, st, strategy, Rng.from_seed(seed))
        # Reshuffle every hand this seat cannot see: the choice stays the same.
        others = [c for s, h in enumerate(st.hands) if s != seat for c in h]
        Rng.from_seed(seed + 99).shuffle(others)
        for s, h in enumerate(st.hands):
            if s != seat:
                st.hands[s], others = others[: len(h)], others[len(h) :]
        st.moves += 1  # a hand edit, like an apply, must not reuse the old decision
        assert strategies.decide(g, st, strategy, Rng.from_seed(seed)) == choice


@pytest.mark.parametrize("g", [FF, CN], ids=["firefly", "cartoon"])
def test_the_public_view_shows_no_hand(g):
    st = g.new_game([Seat(name=f"P{i}") for i in range(3)], Options(), 5)
    public = g.view(st, None)
    assert public.seat is None and public.hand == [] and public.private == []
    assert [s.hand_size for s in public.seats] == [len(h) for h in st.hands]


def test_does_not_end_its_turn_in_the_bunk_before_drawing(kit, ff):
    """A table of heuristics once hid in the bunk (the Action tucked under Let's
    Keep Doing That) before every draw, so no turn drew or played for ever."""
    g = ff.game
    st = kit.arrange(g, hands={0: ["keeper_book"]}, rules=["rule_lets_keep_doing_that"], drawn=0)
    st.phase, st.attached = "draw", "action_ill_be_in_my_bunk"
    g.forget()
    assert kit.kind(g, st) == "draw"
    assert bot_action(g, st, Rng.from_seed(1)).kind == "draw"


def test_a_huge_hand_is_not_worth_more_than_a_step_to_the_goal(kit, cn):
    """Trade Hands for a far bigger hand is worth something, but a Keeper that
    brings the Goal a step closer is worth more (uncapped, a table of
    heuristics passed one huge hand round with Trade Hands for ever)."""
    g = cn.game
    goals = [c for c in g.catalog.base_ids if g.catalog.type[c] == "goal"]
    big = [c for c in goals if c != "goal_slacking_off"]
    st = kit.arrange(
        g,
        hands={0: ["action_trade_hands", "keeper_rigby"], 1: big},
        goals=["goal_slacking_off"],
    )
    assert bot_action(g, st, Rng.from_seed(1)) == PlayCard(seat=0, card="keeper_rigby")


# Seeded games in which two static heuristics used to chase their own tails
# until the 20,000-action cap: Cartoon Network at 2 (both stealing the same
# Keeper back and forth with every card in their hands) and Firefly at 6
# (everyone repeating I'll Be In My Bunk through Let's Keep Doing That before
# drawing). A player who meets the same table again at the start of a turn
# now does something else.
@pytest.mark.parametrize(
    ("game_id", "players", "seed"),
    [
        ("cartoon-network-fluxx", 2, 189),
        ("cartoon-network-fluxx", 2, 488),
        ("firefly-fluxx", 6, 304),
    ],
)
def test_heuristic_players_find_their_way_out_of_a_loop(game_id, players, seed):
    from nifty_table.engine.sim import simulate

    report = simulate(game_id, players, 1, seed, bots=["heuristic"] * players)
    run = report.runs[0]
    assert run.finished and not run.violations
    assert run.actions < 2000


def test_the_same_table_at_the_start_of_a_turn_a_fourth_time_changes_the_choice():
    from nifty_table.games.fluxx.bot.strategy import SAME_TABLE_AGAIN, HeuristicStrategy

    st = FF.new_game([Seat(name="Ann", bot=True), Seat(name="Bob", bot=True)], Options(), 7)
    while FF.view(st, FF.prompt(st).seat).decision_kind not in ("main", "draw"):
        FF.apply(st, FF.legal_actions(st)[0])
    seat = FF.prompt(st).seat
    view = FF.view(st, seat)
    legal = [a for a in FF.legal_actions(st) if a.seat == seat]
    assert len(legal) > 1
    player = HeuristicStrategy()
    chosen = []
    for turn in range(SAME_TABLE_AGAIN + 1):  # the very same table, turn after turn
        chosen.append(
            player.choose(view.model_copy(update={"turn_no": 100 + turn}), legal, Rng.from_seed(1))
        )
    assert len(set(map(repr, chosen[:SAME_TABLE_AGAIN]))) == 1  # what it always did
    assert repr(chosen[-1]) != repr(chosen[0])  # and then something else
    # A search replaying one turn from one table many times is not a loop.
    again = HeuristicStrategy()
    same_turn = [again.choose(view, legal, Rng.from_seed(1)) for _ in range(6)]
    assert len(set(map(repr, same_turn))) == 1
