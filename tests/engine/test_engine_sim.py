"""The simulator: whole games with random bots, and the violations it reports."""

from __future__ import annotations

import json
from typing import Literal

import pytest
from pydantic import BaseModel

from nifty_table.engine import registry, sim, strategies
from nifty_table.engine.contract import (
    Action,
    Event,
    GameState,
    IllegalAction,
    Prompt,
    PromptKind,
    Result,
    Seat,
)
from nifty_table.engine.rng import Rng

KEYS = {"games", "finished", "winners_per_seat", "mean_actions", "max_actions", "violations"}


# -- the real game ----------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_net_games_finish_without_violations(players):
    report = sim.simulate("net", players, games=3, seed=100 + players)
    assert report.violations == []
    assert report.finished == 3
    assert all(r.finished and r.winners and r.actions > 0 for r in report.runs)
    assert [r.seed for r in report.runs] == [100 + players + i for i in range(3)]

    out = report.as_json()
    assert set(out) >= KEYS
    assert out["game"] == "net" and out["players"] == players
    assert out["games"] == 3 and out["finished"] == 3
    assert len(out["winners_per_seat"]) == players
    assert sum(out["winners_per_seat"]) >= 3  # ties give several winners
    assert 0 < out["mean_actions"] <= out["max_actions"]
    assert out["max_actions"] == max(r.actions for r in report.runs)
    assert out["violations"] == []
    json.dumps(out)


def test_simulate_is_deterministic():
    a = sim.simulate("net", 3, games=2, seed=7).as_json()
    b = sim.simulate("net", 3, games=2, seed=7).as_json()
    c = sim.simulate("net", 3, games=2, seed=8).as_json()
    assert a == b
    assert a != c


def test_simulate_without_checks_plays_the_same_games():
    with_checks = sim.simulate("net", 4, games=2, seed=3)
    without = sim.simulate("net", 4, games=2, seed=3, checks=False)
    assert [(r.actions, r.winners) for r in with_checks.runs] == [
        (r.actions, r.winners) for r in without.runs
    ]


def test_simulate_refuses_a_bad_player_count():
    with pytest.raises(ValueError, match="2 to 5"):
        sim.simulate("net", 6, games=1, seed=0)
    with pytest.raises(ValueError):
        sim.simulate("net", 1, games=1, seed=0)


def test_simulate_an_unknown_game():
    with pytest.raises(registry.UnknownGame):
        sim.simulate("chess", 2, games=1, seed=0)


def test_zero_games_report():
    out = sim.simulate("net", 2, games=0, seed=0).as_json()
    assert out["games"] == 0 and out["mean_actions"] == 0 and out["max_actions"] == 0
    assert out["winners_per_seat"] == [0, 0]


# -- a tiny fake game to break on purpose ---------------------------------------------
class Step(Action):
    kind: Literal["step"] = "step"
    by: int = 1


class CountState(GameState):
    count: int = 0
    target: int = 10


class CountOptions(BaseModel):
    target: int = 10


class CountGame:
    """Seats take turns adding 1 or 2; whoever reaches the target wins.

    Flags break it: `bad_after` makes check_invariants complain after that
    many actions, `refuse_after` makes apply refuse a listed action,
    `stuck_after` ends the prompts without a result, `empty_after` asks with no
    legal answer, `never_ends` keeps asking forever.
    """

    id = "count"
    title = "Count"
    min_players = 1
    max_players = 4
    Options = CountOptions
    State = CountState
    Action = Step

    def __init__(self, **flags: int | bool | None) -> None:
        self.bad_after = flags.get("bad_after")
        self.refuse_after = flags.get("refuse_after")
        self.stuck_after = flags.get("stuck_after")
        self.empty_after = flags.get("empty_after")
        self.never_ends = bool(flags.get("never_ends"))

    def new_game(self, seats: list[Seat], options: CountOptions, seed: int) -> CountState:
        return CountState(seats=seats, rng=Rng.from_seed(seed), target=options.target)

    def _over(self, state: CountState) -> bool:
        return not self.never_ends and state.count >= state.target

    def _reached(self, limit: int | None, state: CountState) -> bool:
        return limit is not None and len(state.log) >= limit

    def prompt(self, state: CountState) -> Prompt | None:
        if self._over(state) or self._reached(self.stuck_after, state):
            return None
        return Prompt(seat=self._seat(state), kind=PromptKind.OPTION, text="Add 1 or 2.")

    def _seat(self, state: CountState) -> int:
        return len(state.log) % len(state.seats)

    def legal_actions(self, state: CountState) -> list[Step]:
        if self.prompt(state) is None or self._reached(self.empty_after, state):
            return []
        return [Step(seat=self._seat(state), by=1), Step(seat=self._seat(state), by=2)]

    def apply(self, state: CountState, action: Step) -> list[Event]:
        if self._reached(self.refuse_after, state):
            raise IllegalAction("refused for the test")
        if self.prompt(state) is None or action.seat != self._seat(state):
            raise IllegalAction("not your turn")
        state.count += action.by
        state.log.append(f"{action.seat}+{action.by}")
        return [Event(text=state.log[-1])]

    def view(self, state: CountState, seat: int) -> BaseModel:
        return state

    def result(self, state: CountState) -> Result | None:
        if not self._over(state):
            return None
        return Result(winners=[int(state.log[-1].split("+")[0])])

    def describe(self, state: CountState, action: Step) -> str:
        return f"+{action.by}"

    def summary(self, state: CountState) -> str:
        return f"at {state.count}"

    def check_invariants(self, state: CountState) -> list[str]:
        if self._reached(self.bad_after, state):
            return [f"count went wrong at {state.count}"]
        return []


def test_the_fake_game_itself_is_clean():
    for seed in range(5):
        run = sim.play_one(CountGame(), 3, seed)
        assert run.finished and run.violations == [] and len(run.winners) == 1
        assert 5 <= run.actions <= 10


def test_a_broken_invariant_is_reported_with_its_seed_and_step():
    run = sim.play_one(CountGame(bad_after=3), 2, seed=41)
    assert not run.finished
    assert [(v.seed, v.step) for v in run.violations] == [(41, 3)]
    assert "count went wrong" in run.violations[0].message
    assert run.actions == 3


def test_without_checks_a_broken_invariant_goes_unnoticed():
    run = sim.play_one(CountGame(bad_after=3), 2, seed=41, checks=False)
    assert run.violations == [] and run.finished


def test_a_listed_action_that_apply_refuses_is_a_violation():
    run = sim.play_one(CountGame(refuse_after=2), 2, seed=5)
    (v,) = run.violations
    assert (v.seed, v.step) == (5, 2)
    assert "refused" in v.message and "refused for the test" in v.message
    assert not run.finished


def test_no_prompt_before_the_end_is_a_violation():
    run = sim.play_one(CountGame(stuck_after=2), 2, seed=6)
    assert [(v.seed, v.step) for v in run.violations] == [(6, 2)]
    assert "no prompt" in run.violations[0].message


def test_a_prompt_without_legal_actions_is_a_violation():
    run = sim.play_one(CountGame(empty_after=4), 3, seed=8)
    assert run.violations and run.violations[0].seed == 8
    assert "no legal" in run.violations[0].message


def test_the_step_cap_stops_an_endless_game():
    run = sim.play_one(CountGame(never_ends=True), 2, seed=1, step_cap=50)
    assert run.actions == 50 and not run.finished and run.violations == []


def test_simulate_reports_violations_per_seed(monkeypatch):
    fake = CountGame(bad_after=4)
    monkeypatch.setattr(sim.registry, "load", lambda game_id: fake)
    report = sim.simulate("count", 2, games=3, seed=500)
    out = report.as_json()
    assert out["games"] == 3 and out["finished"] == 0
    assert [(v["seed"], v["step"]) for v in out["violations"]] == [(500, 4), (501, 4), (502, 4)]
    assert all(v["message"].startswith("count went wrong") for v in out["violations"])
    assert [v.seed for v in report.violations] == [500, 501, 502]
    json.dumps(out)


def test_check_flags_a_prompt_after_the_end():
    class Chatty(CountGame):
        def prompt(self, state):
            return Prompt(seat=0, kind=PromptKind.YES_NO, text="Again?")

    game = Chatty()
    state = game.new_game([Seat(name="A")], CountOptions(target=1), 0)
    state.count = 1
    state.log.append("0+1")
    assert "the game is over, yet something is still asked" in sim.check(game, state)


def test_seats_for_makes_bots():
    seats = sim.seats_for(3)
    assert [s.name for s in seats] == ["Bot 1", "Bot 2", "Bot 3"]
    assert all(s.bot for s in seats)


# -- strategies ---------------------------------------------------------------------------
def test_random_strategy_picks_a_legal_action_deterministically():
    game = CountGame()
    state = game.new_game(sim.seats_for(2), CountOptions(), 0)
    legal = game.legal_actions(state)
    random = strategies.RandomStrategy()
    view = game.view(state, 0)
    picks = [random.choose(view, legal, Rng.from_seed(s)) for s in range(20)]
    assert all(p in legal for p in picks)
    assert {p.by for p in picks} == {1, 2}
    assert random.choose(view, legal, Rng.from_seed(3)) == picks[3]


def test_net_strategies_play_legal_actions():
    game = registry.load("net")
    state = game.new_game(sim.seats_for(4), game.Options(), 9)
    rng = Rng.from_seed(9)
    for name in strategies.names("net"):
        strategy = strategies.get("net", name)
        if hasattr(strategy, "max_iterations"):  # the search: a small fixed effort
            strategy.max_iterations, strategy.playout_cap = 1, 4
        for _ in range(150):
            if game.prompt(state) is None:
                break
            action = strategies.decide(game, state, strategy, rng)
            assert action in game.legal_actions(state)
            game.apply(state, action)
    assert game.check_invariants(state) == []


def test_simulate_with_bots_reports_wins_and_points_per_strategy():
    report = sim.simulate("net", 3, games=3, seed=11, bots=["heuristic", "random", "random"])
    out = report.as_json()
    assert out["bots"] == ["heuristic", "random", "random"]
    assert [r.bots for r in report.runs] == [["heuristic", "random", "random"]] * 3
    assert len(out["mean_points_per_seat"]) == 3
    per = out["per_strategy"]
    assert per["heuristic"]["seat_games"] == 3 and per["random"]["seat_games"] == 6
    assert per["heuristic"]["wins"] + per["random"]["wins"] >= 3
    expected = sum(r.scores[0] for r in report.runs) / 3
    assert per["heuristic"]["mean_points"] == round(expected, 2)


def test_simulate_rotates_the_seats_game_by_game():
    report = sim.simulate(
        "net", 3, games=4, seed=1, bots=["heuristic", "random", "random"], rotate=True
    )
    assert [r.bots.index("heuristic") for r in report.runs] == [0, 1, 2, 0]
    assert report.as_json()["per_strategy"]["heuristic"]["seat_games"] == 4


def test_simulate_refuses_a_wrong_bots_list():
    with pytest.raises(ValueError, match="2 strategies for 3 players"):
        sim.simulate("net", 3, games=1, seed=0, bots=["random", "random"])
    with pytest.raises(strategies.UnknownStrategy):
        sim.simulate("net", 2, games=1, seed=0, bots=["random", "genius"])


def test_random_seats_through_strategies_match_the_fast_random_path():
    """Every seat `random` through the strategy interface plays the very games
    the plain random loop plays (same dice, same choices)."""
    game = registry.load("net")
    plain = sim.play_one(game, 3, 5)
    seated = [strategies.get("net", "random") for _ in range(3)]
    chosen = sim.play_one(game, 3, 5, players_strategies=seated)
    assert (chosen.actions, chosen.winners, chosen.scores) == (
        plain.actions,
        plain.winners,
        plain.scores,
    )


@pytest.mark.parametrize(
    ("game_id", "players", "seed"),
    [("nirds", 3, 4), ("get-nifty", 4, 2), ("firefly-fluxx", 3, 6)],
)
def test_out_of_turn_random_seats_match_the_plain_loop(game_id, players, seed):
    """Games where seats act out of turn: the plain random loop and seats given
    the `random` strategy draw alike, so they play the same seeded game."""
    game = registry.load(game_id)
    plain = sim.play_one(game, players, seed)
    seated = [strategies.get(game_id, "random") for _ in range(players)]
    chosen = sim.play_one(game, players, seed, players_strategies=seated)
    assert plain.violations == [] and chosen.violations == []
    assert (chosen.actions, chosen.cooperative, chosen.winners) == (
        plain.actions,
        plain.cooperative,
        plain.winners,
    )


def test_random_seats_act_out_of_turn_one_time_in_four():
    """Counted over Nirds games: when a seat that is not asked could use a
    Scientist or a tactic card, one of them does so about one time in four
    per such seat (never every time, never not at all)."""
    game = registry.load("nirds")
    chances = taken = 0
    for seed in range(30):
        state = game.new_game(sim.seats_for(2), game.Options(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(3000):
            actions = game.legal_actions(state)
            if not actions:
                break
            prompt = game.prompt(state)
            action = sim.random_action(game, state, actions, rng)
            if any(a.seat != prompt.seat for a in actions):  # the other seat could act
                chances += 1
                taken += action.seat != prompt.seat
            game.apply(state, action)
    assert chances > 300, chances
    assert 0.18 < taken / chances < 0.32, (taken, chances)
