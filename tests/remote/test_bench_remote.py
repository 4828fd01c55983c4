"""The bench's network figures, with tiny counts: a real host process on
127.0.0.1, its seats joined through the real protocol, every move timed
until each seat holds it. Only that the figures are there and sane is
checked here; their size is the bench's to report, never a test's."""

from __future__ import annotations

import pytest

from nifty_table.cli.bench_remote import remote_moves


@pytest.mark.parametrize("game_id", ["net", "nirds"])
def test_every_move_is_timed_until_every_seat_holds_it(game_id: str) -> None:
    figures = remote_moves(game_id, seats=3, moves=8)
    assert figures["moves_timed"] == 8 and figures["seats"] == 3
    assert 0 < figures["median_ms"] <= figures["p95_ms"] <= figures["max_ms"]


def test_one_host_holds_several_tables_at_once() -> None:
    figures = remote_moves("get-nifty", seats=4, moves=3, tables=3, pace=0.01)
    assert figures["tables"] == 3 and figures["moves_timed"] == 9
    assert 0 < figures["median_ms"] <= figures["p95_ms"]
