"""Nirds vs Gnomes' chart: how the army and the Gnomes stood after each round.

A tally is taken at setup (round 0), after every Nightfall, and when the game
ends, so the end screen can show the Gnomes melting away (or not) while lives,
Nirds and dice rise and fall, and the Boss's health from the round it arrives.
"""

from __future__ import annotations

from nifty_table.engine.contract import Chart
from nifty_table.games.nirds.state import NirdsState, Tally


def take_tally(state: NirdsState, after_round: int) -> None:
    """Record the standing now; a second tally for the same round replaces the first."""
    gnomes, lives, nirds, dice = len(state.draw_pile) + len(state.minion_pile), 0, 0, 0
    for p in state.players:  # one pass (a tally is taken every round)
        gnomes += len(p.gnomes)
        lives += p.lives
        nirds += len(p.army)
        dice += len(p.dice)
    tally = Tally(
        round=after_round,
        gnomes=gnomes,
        lives=lives,
        nirds=nirds,
        dice=dice,
        boss=state.boss_health - state.boss_damage if state.boss is not None else None,
    )
    if state.tallies and state.tallies[-1].round == after_round:
        state.tallies[-1] = tally
    else:
        state.tallies.append(tally)


def standing(state: NirdsState) -> Chart | None:
    if len(state.tallies) < 2:
        return None
    rows = state.tallies
    return Chart(
        title="The army and the Gnomes after each round",
        x_label="Round",
        y_label="Count (whole table)",
        x=[row.round for row in rows],
        series={
            "Gnomes left": [row.gnomes for row in rows],
            "Lives": [row.lives for row in rows],
            "Nirds": [row.nirds for row in rows],
            "Dice": [row.dice for row in rows],
            **boss_line(rows),
        },
    )


def boss_line(rows: list[Tally]) -> dict[str, list[float | None]]:
    """The Boss's health from the round it arrives; no line if it never came."""
    if all(row.boss is None for row in rows):
        return {}
    return {"Boss health": [row.boss for row in rows]}
