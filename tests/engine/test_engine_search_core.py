"""The search itself, on a toy game whose best move is known: pick a number,
the bigger the better."""

from __future__ import annotations

import time
from typing import Literal

from nifty_table.engine import registry, search
from nifty_table.engine.contract import Action, GameState, Prompt, PromptKind, Seat
from nifty_table.engine.determinize import deal, reseeded
from nifty_table.engine.rng import Rng
from nifty_table.engine.search_spec import SearchSpec


class PickNumber(Action):
    kind: Literal["pick"] = "pick"
    value: int


class Toy(GameState):
    chosen: int | None = None
    options: int = 10


class ToyGame:
    id = "toy"

    def prompt(self, state):
        if state.chosen is not None:
            return None
        return Prompt(seat=0, kind=PromptKind.OPTION, text="pick")

    def legal_actions(self, state):
        if state.chosen is not None:
            return []
        return [PickNumber(seat=0, value=v) for v in range(1, state.options + 1)]

    def apply(self, state, action):
        state.chosen = action.value
        return []


class Prior:
    """A fallback that always likes the number 2."""

    name = "prior"

    def choose(self, view, legal, rng):
        return next(a for a in legal if a.value == 2)

    def react(self, view, legal, rng):
        return None


def _spec(bonus: float = 0.0) -> SearchSpec:
    return SearchSpec(
        game_id="toy",
        determinize=lambda view, rng: Toy(seats=[Seat(name="A")], rng=reseeded(rng)),
        copy=lambda state: state.model_copy(deep=True),
        evaluate=lambda state, side: state.chosen / 10,
        horizon=lambda start: lambda state: False,
        side=lambda view: 0,
        fallback=Prior,
        prior_bonus=bonus,
    )


def _rank(monkeypatch, bonus: float = 0.0, iterations: int = 200):
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    strategy = search.SearchStrategy(_spec(bonus))
    strategy.max_iterations = iterations
    legal = ToyGame().legal_actions(Toy(seats=[Seat(name="A")], rng=Rng()))
    return strategy, strategy.rank(None, legal, Rng.from_seed(1))


def test_the_best_action_comes_first_with_its_chance(monkeypatch):
    strategy, ranked = _rank(monkeypatch)
    assert [a.value for a, _ in ranked[:2]] == [10, 9]
    assert ranked[0][1] == 1.0
    assert sorted(a.value for a, _ in ranked) == list(range(1, 11))
    assert strategy.last_iterations >= 200


def test_halving_spends_the_playouts_on_the_best_candidates(monkeypatch):
    _, ranked = _rank(monkeypatch, iterations=400)
    # The weak half was dropped after the first worlds: it stays behind, in order.
    assert [a.value for a, _ in ranked] == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]


def test_the_fallbacks_choice_survives_and_leads_when_the_others_are_close(monkeypatch):
    _, ranked = _rank(monkeypatch, bonus=0.85)
    assert ranked[0][0].value == 2  # 0.2 + 0.85 beats 1.0
    assert round(ranked[0][1], 6) == 0.2  # the chance shown is the estimate, without the bonus
    _, ranked = _rank(monkeypatch, bonus=0.05)
    assert ranked[0][0].value == 10
    assert ranked[1][0].value == 9


def test_a_forced_decision_costs_a_few_worlds_only(monkeypatch):
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    strategy = search.SearchStrategy(_spec())
    strategy.think = 5.0  # would be long, if the one answer were searched
    ranked = strategy.rank(None, [PickNumber(seat=0, value=4)], Rng.from_seed(1))
    assert [(a, round(p, 6)) for a, p in ranked] == [(PickNumber(seat=0, value=4), 0.4)]
    assert strategy.last_iterations == search.FORCED_ITERATIONS


def test_deal_keeps_every_card_where_it_fits():
    rng = Rng.from_seed(3)
    for _ in range(50):
        hands = deal(list(range(12)), [4, 4, 4], rng, lambda place, card: card % 3 == place)
        assert [sorted(h) for h in hands] == [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11]]
    hands = deal(list(range(12)), [5, 7], rng)
    assert sorted(hands[0] + hands[1]) == list(range(12)) and len(hands[0]) == 5


def test_the_choices_still_in_the_running_come_first_by_their_estimates(monkeypatch):
    """With noisy playouts a choice set aside early can end with a higher
    estimate than a better-tried survivor; the survivors (what a hint shows)
    still read best first, and at least two of them are always left."""
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    spec = _spec()
    # Each playout's worth: the number, blurred by luck that differs by choice.
    spec.evaluate = lambda state, side: (
        state.chosen / 20 + (state.rng.below(1000) * state.chosen * 7919) % 1000 / 2000
    )
    seen_out_of_order = False
    for seed in range(30):
        strategy = search.SearchStrategy(spec)
        strategy.max_iterations = 160
        legal = ToyGame().legal_actions(Toy(seats=[Seat(name="A")], rng=Rng()))
        ranked = strategy.rank(None, legal, Rng.from_seed(seed))
        kept = strategy.last_survivors
        assert 2 <= kept < len(legal)  # halving happened, and never below two
        chances = [chance for _, chance in ranked[:kept]]
        assert chances == sorted(chances, reverse=True)
        seen_out_of_order |= max(c for _, c in ranked[kept:]) > chances[-1]
    assert seen_out_of_order  # the case the survivors-only rule is there for


def test_a_race_of_several_sides_shares_the_chances_out():
    # Two sides: exactly the logistic of the lead.
    for lead in (-3.0, 0.0, 1.5, 7.0):
        assert abs(search.share_of_wins(lead, [0.0], 2.0) - search.win_chance(lead, 2.0)) < 1e-12
    # Level sides read a fair share, whatever the spread.
    for rivals in (1, 2, 3, 5):
        assert abs(search.share_of_wins(4.0, [4.0] * rivals, 3.0) - 1 / (rivals + 1)) < 1e-12
        assert search.share_of_wins(4.0, [4.0] * rivals, 0.0) == 1 / (rivals + 1)
    # Ahead of everyone is better than level, behind one rival worse; the
    # chances of four sides add up to one.
    assert search.share_of_wins(5.0, [3.0, 3.0, 3.0], 2.0) > 0.25
    assert search.share_of_wins(3.0, [5.0, 3.0, 3.0], 2.0) < 0.25
    sides = [1.0, 2.5, 4.0, 0.5]
    total = sum(
        search.share_of_wins(s, sides[:i] + sides[i + 1 :], 2.0) for i, s in enumerate(sides)
    )
    assert abs(total - 1.0) < 1e-9
    assert search.share_of_wins(2.0, [], 1.0) == 1.0
    assert search.share_of_wins(2.0, [1.0, 2.0], 0.0) == 0.5
    assert search.share_of_wins(1.0, [2.0], 0.0) == 0.0


def test_rank_reports_the_specs_chance_and_chooses_by_the_evaluation(monkeypatch):
    """A game whose evaluation chooses well but does not read as a chance
    gives `chance` for what is shown; the choice still follows the evaluation."""
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    spec = _spec()
    spec.chance = lambda state, side: 0.2 + state.chosen / 100  # 0.21 ... 0.30
    strategy = search.SearchStrategy(spec)
    strategy.max_iterations = 200
    legal = ToyGame().legal_actions(Toy(seats=[Seat(name="A")], rng=Rng()))
    ranked = strategy.rank(None, legal, Rng.from_seed(1))
    assert ranked[0][0].value == 10  # chosen by the evaluation (chosen / 10)
    assert [round(c, 6) for _, c in ranked[:2]] == [0.3, 0.29]  # shown by `chance`


def _ticking(step: float):
    now = [0.0]

    def clock() -> float:
        now[0] += step
        return now[0]

    return clock


def test_the_budget_is_read_from_the_searchers_clock(monkeypatch):
    """A measurement gives the search processor time (the same work on a busy
    machine); the table gives it wall time. Either way its clock ends it."""
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    legal = ToyGame().legal_actions(Toy(seats=[Seat(name="A")], rng=Rng()))
    done = {}
    for step in (0.001, 0.05):
        strategy = search.SearchStrategy(_spec(), think=0.1)
        strategy.clock = _ticking(step)
        strategy.rank(None, legal, Rng.from_seed(1))
        done[step] = strategy.last_iterations
    assert done[0.05] < done[0.001]


def test_simulations_time_the_search_in_processor_time():
    from nifty_table.engine import strategies

    searcher, heuristic = strategies.get("net", "search"), strategies.get("net", "heuristic")
    assert searcher.clock is time.perf_counter  # at the table a person waits: wall time
    search.for_measuring(searcher, 0.3)
    search.for_measuring(heuristic, 0.3)
    assert searcher.clock is time.thread_time and searcher.think == 0.3
    assert not hasattr(heuristic, "think")


def test_a_settled_decision_ends_before_its_time(monkeypatch):
    """With `settle`, a decision whose leader is clearly ahead stops after a
    few worlds instead of thinking for its whole time."""
    monkeypatch.setattr(registry, "load", lambda game_id: ToyGame())
    spec = _spec()
    spec.settle = 2.5
    strategy = search.SearchStrategy(spec, think=30.0)  # would take half a minute unsettled
    legal = ToyGame().legal_actions(Toy(seats=[Seat(name="A")], rng=Rng()))
    ranked = strategy.rank(None, legal, Rng.from_seed(1))
    assert ranked[0][0].value == 10
    # Ten candidates for four worlds, the best five for four more: then settled.
    assert strategy.last_iterations == 10 * 4 + 5 * 4


def _stats(values: list[float]) -> search.Stats:
    return search.Stats(total=sum(values), visits=len(values), values=list(values))


def test_a_close_call_is_not_settled_until_the_worlds_tell_the_two_apart():
    def pair(worlds: int) -> list[search.Stats]:
        # The first is better by 0.1 on average, with a lot of luck either way.
        lead = [0.6 if k % 2 else 0.0 for k in range(worlds)]
        rival = [0.0 if k % 2 else 0.4 for k in range(worlds)]
        return [_stats(lead), _stats(rival)]

    assert not search.settled(pair(8), [0, 1], [0.0, 0.0], 2.5)
    assert search.settled(pair(800), [0, 1], [0.0, 0.0], 2.5)
    # A tie in every world is settled: nothing separates the two.
    level = [_stats([0.5] * 8), _stats([0.5] * 8)]
    assert search.settled(level, [0, 1], [0.0, 0.0], 2.5)
    # The fallback's bonus counts toward the lead, as it does in the choice:
    # the rival below, with the bonus, is clearly ahead of the unchanging one.
    steady = [_stats([0.5] * 8), _stats([0.4, 0.45] * 4)]
    assert search.settled(steady, [0, 1], [0.0, 0.0], 2.5)  # the first leads by 0.05-0.1, always
    assert not search.settled(steady, [0, 1], [0.0, 0.07], 2.5)  # 0.47-0.52 against 0.5: open
    assert search.settled(steady, [0, 1], [0.0, 0.2], 2.5)
