"""A hard Fluxx seat's turn and the extra turn it takes after it draw on one
budget of thinking time: the person at the table waits for both in one go."""

from __future__ import annotations

from nifty_table.engine import levels
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.bot.search import turn


def test_an_extra_turn_shares_the_time_of_the_turn_before_it(kit, cn):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_take_another_turn", "keeper_ed", "keeper_edd"]},
        draw=["keeper_jake", "keeper_aku", "keeper_finn", "keeper_dexter"],
    )
    first = turn(g.view(st, 0))
    kit.play(g, st, "action_take_another_turn")
    assert st.active == 0 and st.extra  # the extra turn has begun
    assert turn(g.view(st, 0)) == first
    kit.play(g, st, "keeper_ed")
    assert st.active == 1 and not st.extra  # the next seat's turn is a turn of its own
    assert turn(g.view(st, 1)) != first


def _ticking(step: float):
    """A clock that reads `step` seconds later every time it is read: the
    same work on any machine."""
    now = [0.0]

    def clock() -> float:
        now[0] += step
        return now[0]

    return clock


def test_a_hard_seat_spends_no_more_than_one_turns_budget_on_both(kit, cn, monkeypatch):
    g = cn.game
    st = kit.arrange(
        g,
        hands={0: ["action_take_another_turn", "keeper_ed", "keeper_edd", "keeper_eddy"]},
        draw=["keeper_jake", "keeper_aku", "keeper_finn", "keeper_dexter"],
        rules=["rule_play_2"],
    )
    monkeypatch.setattr(levels, "HARD_TURN", 0.3)
    hard = levels.strategy(g.id, "hard", think=0.2)
    hard.clock = _ticking(0.01)  # every reading of the clock is 10 ms later
    spent: list[float] = []
    used = hard.turn_clock.used
    monkeypatch.setattr(hard.turn_clock, "used", lambda s: (spent.append(s), used(s)))
    rng = Rng.from_seed(1)
    turns_played = set()
    while st.active == 0 and g.legal_actions(st):
        turns_played.add(st.turn_no)
        legal = [a for a in g.legal_actions(st) if a.seat == 0]
        g.apply(st, hard.choose(g.view(st, 0), legal, rng))
    assert len(turns_played) == 2  # it played its turn and the extra one
    # One turn's budget for both (a reading or two past its end), where two
    # budgets would have allowed 0.6 s.
    assert sum(spent) <= 0.3 + 0.05
