"""A computer's long decision, run by the table without a screen: the table
hands out the work, and plays its answer only where the game still is."""

from __future__ import annotations

from nifty_table.engine import strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table


def _table() -> Table:
    seats = [Seat(name="Ann"), Seat(name="Cy", bot=True)]
    return Table(Match.new("net", seats, seed=5), bot_delay=0)


def test_the_work_answers_for_the_seat_asked_and_the_answer_fits_until_the_game_moves():
    table = _table()
    match = table._match
    prompt = match.prompt()
    assert prompt is not None
    seat = prompt.seat
    strategy = strategies.get("net")
    thought = table.thought(seat, strategy, table.bot_rng())
    answer, after = thought.work()  # as a thread would run it
    assert answer.seat == seat and answer in match.legal_actions()
    table.answered(thought, answer, after)
    assert thought.answer == answer and table.still_asked(thought)
    table.submit(answer)
    assert not table.still_asked(thought)  # the game moved on: the answer is stale
    assert table.rule_of_thumb(thought) is None  # and no rule of thumb stands in for it


def test_a_failed_work_is_answered_by_the_rule_of_thumb_while_the_game_is_still_there():
    table = _table()
    prompt = table._match.prompt()
    assert prompt is not None
    thought = table.thought(prompt.seat, strategies.get("net"), table.bot_rng())
    answer = table.rule_of_thumb(thought)
    assert answer is not None and answer.seat == prompt.seat and thought.answer == answer
