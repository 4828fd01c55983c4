"""Chances of winning read from how far along each side is: what the
searches' evaluations turn a position into."""

from __future__ import annotations

import math
from collections.abc import Sequence


def share_of_wins(mine: float, rivals: Sequence[float], spread: float) -> float:
    """The chance of winning a race against several rivals, from how far
    along each side is (higher is better): each rival is met as `win_chance`
    meets one, so two sides level read 1/2, four sides level 1/4, and a
    two-sided race is exactly `win_chance` of the lead."""
    if not rivals:
        return 1.0
    if spread <= 0:
        best = max(rivals)
        if mine != best:
            return 1.0 if mine > best else 0.0
        return 1.0 / (1 + sum(1 for r in rivals if r == best))
    odds = 0.0
    for rival in rivals:
        x = max(-30.0, min(30.0, 1.7 * (mine - rival) / spread))
        odds += math.exp(-x)
    return 1.0 / (1.0 + odds)


def win_chance(margin: float, spread: float) -> float:
    """A logistic guess at the chance of winning with a lead of `margin`,
    when what is still to come moves it by about `spread`."""
    if spread <= 0:
        return 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
    x = max(-30.0, min(30.0, 1.7 * margin / spread))
    return 1.0 / (1.0 + math.exp(-x))
