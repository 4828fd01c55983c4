"""`nifty-table bench` times what a player feels by driving the real app; the
run must still find its way through the table (it reads the table the
driving screen holds, as game screens hold only frames). Figures are not
checked, only that each was measured."""

from __future__ import annotations

from nifty_table.cli.bench_feel import describe, feel


def test_the_felt_speed_run_reports_every_figure():
    figures = feel("firefly-fluxx", 4, rounds=1)
    assert "error" not in figures, figures
    for name in ("new_game", "lift", "help_first", "take_back"):
        assert isinstance(figures[name]["first_ms"], float), (name, figures)
    assert any(line.startswith("  take back (u) to redrawn: first") for line in describe(figures))
