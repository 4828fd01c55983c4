"""What a frame holds for one seat: everything its screen draws (names, the
public view, the decision, the game's extras, the result), and nothing of
another seat's (a watcher never reads the decider's question or extras)."""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import Event, Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.table.extras import FluxxExtra, GetNiftyExtra, NirdsExtra
from nifty_table.table.table import Table


def _table(game_id: str, seed: int, people: int = 3) -> Table:
    seats = [Seat(name=name) for name in ["Ann", "Bob", "Cy", "Di"][:people]]
    return Table(Match.new(game_id, seats, seed=seed), bot_delay=0)


def _frames_over_a_game(table: Table, seed: int, steps: int):
    """Each seat's frame (and the public one) after each of `steps` random moves."""
    match, rng = table._match, Rng.from_seed(seed)
    for _ in range(steps):
        if match.result() is not None:
            return
        for seat in [None, *range(len(match.seats))]:
            table.watch(seat)
            yield seat, table.frame()
        table.submit(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("game_id", ["net", "firefly-fluxx", "get-nifty", "nirds"])
def test_every_frame_holds_what_its_screen_draws_and_no_one_elses_question(game_id):
    table = _table(game_id, seed=7)
    match = table._match
    game = match.game
    for seat, frame in _frames_over_a_game(table, seed=3, steps=60):
        prompt = match.prompt()
        assert prompt is not None and frame.prompt is not None
        assert frame.names == [s.name for s in match.seats] and frame.title == game.title
        assert frame.summary == match.summary() and frame.moves == len(match.actions)
        assert frame.public == game.view(match.state, None)
        assert frame.view == game.view(match.state, seat)
        readable = seat == prompt.seat or table.decided_in_public(prompt)
        assert frame.prompt.text == (prompt.text if readable else "")
        assert frame.prompt.seat == prompt.seat and frame.prompt.kind == prompt.kind


def test_only_the_deciding_get_nifty_seat_reads_what_is_missing_from_its_choices():
    table = _table("get-nifty", seed=11)
    match = table._match
    seen = 0
    for seat, frame in _frames_over_a_game(table, seed=5, steps=80):
        extra = frame.extra
        assert isinstance(extra, GetNiftyExtra)
        prompt = match.prompt()
        assert prompt is not None
        if seat != prompt.seat or match.state.challenge is not None:
            assert extra.missing == []
        else:
            assert extra.missing == match.game.missing_moves(match.state, seat)
            seen += bool(extra.missing)
    assert seen  # the walk met a decider with something missing


def test_a_fluxx_cancel_is_offered_to_the_seat_that_started_it_only():
    table = _table("firefly-fluxx", seed=2)
    match = table._match
    for seat, frame in _frames_over_a_game(table, seed=9, steps=120):
        extra = frame.extra
        assert isinstance(extra, FluxxExtra)
        last = match.actions[-1] if match.actions else None
        if extra.cancellable:
            assert last is not None and last.seat == seat
        assert extra.may_join == (match.game.join_refusal(match.state) is None)


def test_nirds_frames_list_each_trade_with_the_swaps_the_engine_allows():
    table = _table("nirds", seed=4, people=2)
    match = table._match
    trades = 0
    for _seat, frame in _frames_over_a_game(table, seed=1, steps=150):
        extra = frame.extra
        assert isinstance(extra, NirdsExtra)
        offers = [a for a in match.legal_actions() if a.kind == "offer"]
        assert [t.offer for t in extra.trades] == offers
        for trade in extra.trades:
            assert trade.me.name == match.seats[trade.offer.seat].name
            assert all(swap.action.kind == "swap" for swap in trade.swaps)
        trades += len(extra.trades)
    assert trades  # the walk met a trade


def test_the_last_frame_holds_the_result_every_name_and_the_chart():
    table = _table("net", seed=1)
    match, rng = table._match, Rng.from_seed(1)
    while match.result() is None:
        table.submit(rng.choice(match.legal_actions()))
    table.next_step()  # the end is everyone's
    frame = table.frame()
    assert frame.over and frame.seat is None and frame.prompt is None
    assert frame.result == match.result()
    assert frame.names == ["Ann", "Bob", "Cy"]
    assert frame.chart is not None and frame.chart == match.game.chart(match.state)


def test_the_log_tells_a_line_repeated_in_a_row_once_with_how_many_times():
    table = _table("firefly-fluxx", seed=7)
    before = table.frame().log
    discard = "Bob discards a card for the Hand Limit."
    table.transcript.add([Event(text=discard) for _ in range(4)] + [Event(text="Cy draws 1 card.")])
    assert table.frame().log == [*before, f"{discard} (4 times)", "Cy draws 1 card."]
