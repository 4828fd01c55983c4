"""Whole seeded games at every difficulty and player count, by the heuristic and
by random players (who also use Scientists and tactic cards out of turn, one
time in four), with the game's own checks after every single action: cards
and dice conserved, nothing out of range, a legal answer to every prompt,
and every game reaching its end.

The normal run plays a quick budget; NIRDS_PROPERTY_GAMES=N plays N seeds per
setup for a long run."""

from __future__ import annotations

import os

import pytest

from nifty_table.engine import registry, sim, strategies

GAMES = int(os.environ.get("NIRDS_PROPERTY_GAMES", "1"))
SETUPS = [(players, level) for players in (1, 2, 3, 4) for level in range(1, 10)]


@pytest.mark.parametrize("strategy", ["heuristic", "random"])
@pytest.mark.parametrize(("players", "level"), SETUPS)
def test_seeded_games_keep_every_invariant(strategy, players, level):
    game = registry.load("nirds")
    options = game.Options(difficulty=level)
    for k in range(GAMES):
        seed = 1000 * level + 10 * players + k
        bots = [strategies.get("nirds", strategy) for _ in range(players)]
        run = sim.play_one(game, players, seed, options=options, players_strategies=bots)
        assert run.violations == [], (seed, run.violations[:3])
        assert run.finished, f"seed {seed} did not end in {run.actions} actions"
        assert run.cooperative in ("won", "lost")


def test_the_plain_random_loop_keeps_every_invariant():
    """The fuzzer's own loop (every seat random, out of turn one time in four)."""
    game = registry.load("nirds")
    for seed in range(12 * GAMES):
        players, level = 1 + seed % 4, 1 + seed % 9
        run = sim.play_one(game, players, seed, options=game.Options(difficulty=level))
        assert run.violations == [] and run.finished, (seed, run.violations[:3])
