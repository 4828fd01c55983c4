"""The chart: Gnomes left, lives, Nirds and dice after each round."""

from __future__ import annotations

from nifty_table.engine import strategies
from nifty_table.engine.rng import Rng
from nifty_table.games.nirds import attacks
from nifty_table.games.nirds.chart import take_tally


def _pass_round(kit, state):
    """Everyone passes; the Gnomes attack; stop as the next round begins."""
    kit.to_action_phase(state) if state.phase is not kit.Phase.ACTION else None
    this_round = state.round
    while state.phase is kit.Phase.ACTION and state.round == this_round:
        kit.do(state, kit.a.Pass(seat=state.turn))
    while state.phase is kit.Phase.NIGHTFALL:
        kind, seat = kit.now(state)
        if kind is kit.Decision.ANY:
            kit.do(state, kit.a.Choose(seat=seat, player=seat))
        else:
            kit.do(state, kit.legal(state)[0])


def test_no_chart_before_a_round_is_over(kit):
    state = kit.new(2)
    assert [t.round for t in state.tallies] == [0]
    assert kit.game.chart(state) is None


def test_a_round_of_gnome_attacks_shows_in_the_chart(kit):
    state = kit.new(1, seed=3)
    kit.set_gnomes(state, 0, ["lawn_lurker", "hose_hog"])  # a life and a die tonight
    deck = len(state.draw_pile)
    state.tallies.clear()
    take_tally(state, 0)
    _pass_round(kit, state)
    chart = kit.game.chart(state)
    assert chart.x == [0, 1] and chart.x_label == "Round"
    series = chart.series
    assert series["Gnomes left"] == [deck + 2, deck + 2]  # nothing knocked out
    assert series["Lives"] == [3, 2]
    assert series["Dice"][1] == series["Dice"][0] - 1
    assert series["Nirds"] == [3, 3]


def test_knocking_a_gnome_out_lowers_the_gnomes_left(kit):
    state = kit.new(1, seed=3)
    kit.set_gnomes(state, 0, ["pebble_pitcher", "mossy_mugger"])
    take_tally(state, 0)
    before = state.tallies[0].gnomes
    kit.to_action_phase(state)
    attacks.hurt(state, 0, kit.gnome("pebble_pitcher"), 10)
    _pass_round(kit, state)
    assert kit.game.chart(state).series["Gnomes left"] == [before, before - 1]


def test_a_whole_game_charts_every_round_to_the_end(kit):
    game = kit.game
    state = kit.new(2, seed=12)
    bots = [strategies.get("nirds", "heuristic") for _ in range(2)]
    rng = Rng.from_seed(12)
    while game.result(state) is None:
        seat = game.prompt(state).seat
        game.apply(state, strategies.decide(game, state, bots[seat], rng))
    chart = game.chart(state)
    assert chart.x == list(range(state.round + 1))  # setup, then every round, the last too
    assert all(len(values) == len(chart.x) for values in chart.series.values())
    last = state.tallies[-1]
    assert last.lives == sum(p.lives for p in state.players)
    assert last.nirds == sum(len(p.army) for p in state.players)
    assert chart.series["Gnomes left"][0] > chart.series["Gnomes left"][-1]


def test_the_boss_line_starts_when_the_boss_arrives(kit):
    game = kit.game
    for seed in range(40):  # the first seeded game that reaches its Boss
        state = kit.new(2, seed=seed)
        bots = [strategies.get("nirds", "heuristic") for _ in range(2)]
        rng = Rng.from_seed(seed)
        while game.result(state) is None:
            seat = game.prompt(state).seat
            game.apply(state, strategies.decide(game, state, bots[seat], rng))
        if state.boss is not None:
            break
    else:
        raise AssertionError("no seeded game reached its Boss")
    line = game.chart(state).series["Boss health"]
    arrived = next(i for i, v in enumerate(line) if v is not None)
    assert arrived > 0 and all(v is None for v in line[:arrived])  # no value before it came
    assert line[-1] == state.boss_health - state.boss_damage
    if state.outcome == "won":
        assert line[-1] == 0


def test_no_boss_line_when_no_boss_came(kit):
    state = kit.new(2)
    _pass_round(kit, state)
    assert "Boss health" not in kit.game.chart(state).series
