"""Nirds vs Gnomes' searching commanders: the army plays as one team.

Every seat searches for the whole army (the table is open: only the decks and
the dice are unknown). Playouts run to the end of the round, after Nightfall;
the evaluation weighs what the army still has (lives, Nirds, dice, tactic
cards) against the Gnome health still to knock out, the Boss's included.
"""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.search import SearchSpec, SearchStrategy, win_chance
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.determinize import copy_state, determinize
from nifty_table.games.nirds.state import NirdsState, Phase

# What the army's parts are worth, in Gnome health it can still knock out.
LIFE, NIRD, DIE, TACTIC = 6.0, 4.0, 2.0, 1.0
SPREAD = 30.0  # how far a game's course moves the balance, per player


def threat(state: NirdsState) -> float:
    """Gnome health the army must still knock out."""
    cat = catalog()
    gnomes = cat.gnomes
    total = 0.0
    for p in state.players:
        for g in p.gnomes:
            total += gnomes[g].health - state.damage.get(g, 0)
    total += sum(gnomes[g].health for g in state.draw_pile)
    total += sum(gnomes[g].health for g in state.minion_pile)
    n = len(state.players)
    if state.boss is not None:
        total += state.boss_health - state.boss_damage
    else:  # the Boss to come: about halfway between the two
        total += (cat.bosses.scarecrow_health * n + cat.bosses.walls_health[n - 1]) / 2
    return total


def strength(state: NirdsState) -> float:
    return sum(
        LIFE * p.lives + NIRD * len(p.army) + DIE * len(p.dice) + TACTIC * len(p.tactics)
        for p in state.players
    )


def evaluate(state: NirdsState, side: int) -> float:
    if state.phase is Phase.OVER:
        return 1.0 if state.outcome == "won" else 0.0
    n = len(state.players)
    return win_chance((strength(state) - threat(state) / 3) / n, SPREAD)


def horizon(start: NirdsState) -> Callable[[NirdsState], bool]:
    round_no = start.round
    return lambda state: state.round != round_no


def make(fallback) -> SearchStrategy:
    return SearchStrategy(
        SearchSpec(
            game_id="nirds",
            determinize=determinize,
            copy=copy_state,
            evaluate=evaluate,
            horizon=horizon,
            fallback=fallback,
        )
    )
