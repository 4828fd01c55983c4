"""The nine difficulty levels for the set-up menu: which way is easier, what
each level changes, and how often our computer army won at it.

The win rates are the help's table "How hard is it?", read from there: the
figures live in one place, and a new measurement updates both at once."""

from __future__ import annotations

import functools
import itertools

from nifty_table.engine.assets import read_text

# "Every change increases the difficulty by one level": each level is the one
# next to it towards 5 plus exactly one of the rulebook's changes, in this
# order (the plainest changes next to the standard game).
DIFFICULTY_CHANGES = {
    1: "a second extra Wave II Gnome (and all of level 2)",
    2: "one more Wave II Gnome (and all of level 3)",
    3: "one Political Gnome fewer (and all of level 4)",
    4: "everyone starts with 5 dice instead of 4",
    5: "the standard game",
    6: "the Leaders' effects are ignored",
    7: "one Distraction tactic card fewer (and all of level 6)",
    8: "one Wave II Gnome fewer (and all of level 7)",
    9: "a second Wave II Gnome fewer (and all of level 8)",
}
ENDS = {1: " easiest", 5: " standard", 9: " hardest"}
# The help's table: a row per level, a column per player count.
TABLE_HEAD = "| Level | 1 player | 2 players | 3 players | 4 players |"


def labels() -> dict[int, str]:
    """Each level's label without a win rate: '1 easiest: …'."""
    return {
        level: f"{level}{ENDS.get(level, '')}: {DIFFICULTY_CHANGES[level]}"
        for level in DIFFICULTY_CHANGES
    }


def labels_for(players: int) -> dict[int, str]:
    """Each level's label for this many players: '1 easiest: won 83% · …'."""
    rates = win_rates()
    return {
        level: f"{level}{ENDS.get(level, '')}: won {rates[level][players]}% · {change}"
        for level, change in DIFFICULTY_CHANGES.items()
    }


@functools.cache
def win_rates() -> dict[int, dict[int, int]]:
    """Level -> player count -> how often the computer army won, in percent."""
    lines = read_text("help", "nirds.md").splitlines()
    rows = itertools.takewhile(
        lambda line: line.startswith("|"), lines[lines.index(TABLE_HEAD) + 2 :]
    )
    rates = {}
    for row in rows:  # "| 3 | 60% | 83% | 79% · | 93% · |" (· marks 500 games)
        level, *figures = (int(cell.strip(" ·%")) for cell in row.strip("|").split("|"))
        rates[level] = dict(enumerate(figures, 1))
    return rates
