"""Duplicate games: two strategies compared on the same deals.

Every seed is played twice. In a game for rivals the seats are swapped: the
first strategy's seat in one game is held by the second in the other (with
more than two players the first strategy has one seat and the second all the
others, and the lone seat moves round from pair to pair). A pair is decisive
when the same strategy won both games, so the luck of the deal cancels out.
In a cooperative game (Nirds vs Gnomes) the whole table plays one strategy
in the first game and the other in the second: a pair is decisive when one
army won and the other lost.

The report gives the first strategy's share of the decisive pairs with a 95%
confidence interval (Wilson's), and for cooperative games each army's win
rate and the difference between them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from nifty_table.engine import registry, search, strategies
from nifty_table.engine.sim import GameRun, Violation, play_one, table_setup

Z95 = 1.959964


def wilson(k: int, n: int) -> tuple[float, float]:
    """95% confidence interval for a proportion of k in n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Pair:
    seed: int
    first: GameRun
    second: GameRun
    # Seat of strategy A in each game (rivals), or None (a cooperative game).
    seats: tuple[int, int] | None

    def a_won(self, which: int) -> bool:
        run = (self.first, self.second)[which]
        if self.seats is None:  # cooperative: game 0 is A's army, game 1 is B's
            return run.cooperative == "won"
        return run.winners == [self.seats[which]]

    def b_won(self, which: int) -> bool:
        run = (self.first, self.second)[which]
        if self.seats is None:
            return run.cooperative == "won"
        seat = self.seats[which]
        return bool(run.winners) and seat not in run.winners


@dataclass
class DuplicateReport:
    game: str
    players: int
    bots: tuple[str, str]
    think: float | None
    cooperative: bool
    pairs: list[Pair] = field(default_factory=list)

    @property
    def violations(self) -> list[Violation]:
        return [v for p in self.pairs for r in (p.first, p.second) for v in r.violations]

    def as_json(self) -> dict:
        a, b = self.bots
        n = len(self.pairs)
        out: dict = {
            "game": self.game,
            "players": self.players,
            "bots": list(self.bots),
            "think": self.think,
            "pairs": n,
            "cooperative": self.cooperative,
        }
        if self.cooperative:
            a_wins = sum(p.a_won(0) for p in self.pairs)
            b_wins = sum(p.b_won(1) for p in self.pairs)
            a_only = sum(p.a_won(0) and not p.b_won(1) for p in self.pairs)
            b_only = sum(p.b_won(1) and not p.a_won(0) for p in self.pairs)
            diff = (a_only - b_only) / n if n else 0.0
            # The paired difference of two win rates: its variance comes from
            # the pairs one army won alone (the normal approximation).
            var = ((a_only + b_only) / n - diff * diff) / n if n else 0.0
            half = Z95 * math.sqrt(max(var, 0.0))
            decisive, ahead = a_only + b_only, a_only
            out.update(
                {
                    f"{a}_win_rate": round(a_wins / n, 4) if n else 0.0,
                    f"{b}_win_rate": round(b_wins / n, 4) if n else 0.0,
                    "difference_points": round(100 * diff, 1),
                    "difference_ci95_points": [
                        round(100 * (diff - half), 1),
                        round(100 * (diff + half), 1),
                    ],
                }
            )
        else:
            ahead = sum(p.a_won(0) and p.a_won(1) for p in self.pairs)
            behind = sum(p.b_won(0) and p.b_won(1) for p in self.pairs)
            decisive = ahead + behind
            games = 2 * n
            a_games = sum(p.a_won(0) + p.a_won(1) for p in self.pairs)
            fair = 1 / self.players
            out.update(
                {
                    f"{a}_game_wins": a_games,
                    f"{a}_game_win_rate": round(a_games / games, 4) if games else 0.0,
                    "fair_share": round(fair, 4),
                    "multiple_of_fair_share": round(a_games / games / fair, 3) if games else 0.0,
                }
            )
        lo, hi = wilson(ahead, decisive)
        out.update(
            {
                "decisive_pairs": decisive,
                f"{a}_pairs": ahead,
                "share": round(ahead / decisive, 4) if decisive else None,
                "share_ci95": [round(lo, 4), round(hi, 4)],
                "violations": [
                    {"seed": v.seed, "step": v.step, "message": v.message} for v in self.violations
                ],
            }
        )
        return out


def duplicate(
    game_id: str,
    players: int,
    pairs: int,
    seed: int,
    bots: tuple[str, str],
    think: float | None = None,
    options: dict[str, str] | None = None,
    checks: bool = True,
    progress: Callable[[int], None] | None = None,
) -> DuplicateReport:
    """`pairs` seeds from `seed`, each played twice (see the module's words)."""
    game = registry.load(game_id)
    setup = table_setup(game, game_id, players, options)
    a, b = bots
    for name in bots:
        strategies.get(game_id, name)  # an unknown name fails before any game is played
    cooperative = bool(getattr(game, "cooperative", False))
    report = DuplicateReport(game_id, players, (a, b), think, cooperative)

    def seated(names: list[str]) -> list[strategies.Strategy]:
        out = []
        for name in names:
            strategy = strategies.get(game_id, name)
            search.for_measuring(strategy, think)
            out.append(strategy)
        return out

    for i in range(pairs):
        s = seed + i
        if cooperative:
            layouts = [[a] * players, [b] * players]
            seats = None
        else:
            lone = i % players
            other = (lone + max(1, players // 2)) % players
            layouts = [
                [a if k == lone else b for k in range(players)],
                [a if k == other else b for k in range(players)],
            ]
            seats = (lone, other)
        runs = []
        for names in layouts:
            run = play_one(
                game, players, s, options=setup, checks=checks, players_strategies=seated(names)
            )
            run.bots = names
            runs.append(run)
            if progress is not None:
                progress(1)
        report.pairs.append(Pair(s, runs[0], runs[1], seats))
    return report
