"""Fluxx's searching player: determinized Monte Carlo to the end of the next
player's turn.

Fluxx can run long, so the playouts stop after the turn now being played and
the one after it. The evaluation reads the table as the rules stand: how
far each seat is from the nearest Goal in play (Keepers on the table, cards in
hand counting half, Creepers that block a Goal), the searcher against its
closest opponent, and the cards in hand as a small edge.
"""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.search import SearchSpec, SearchStrategy, win_chance
from nifty_table.games.fluxx.bot.facts import TableFacts
from nifty_table.games.fluxx.bot.strategy import HeuristicStrategy
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.determinize import copy_state, determinize, game_id
from nifty_table.games.fluxx.state import FluxxState
from nifty_table.games.fluxx.table import Table

NO_GOAL = 4.0  # the distance to a Goal while none is in play
HAND_EDGE = 0.15  # a card in hand, in Keepers of distance
SPREAD = 1.5  # how far the race to a Goal moves before the game ends, about
TURNS_AHEAD = 2


def distance(facts: TableFacts, seat: int) -> float:
    goals = facts.state.goals
    if not goals:
        return NO_GOAL
    return min(facts.dist(seat, goal, hand=True) for goal in goals)


def evaluate(state: FluxxState, side: int) -> float:
    if state.winner is not None:
        return 1.0 if state.winner == side else 0.0
    facts = TableFacts(Table(deck_for(state.deck), state), side)
    mine = distance(facts, side) - HAND_EDGE * len(state.hands[side])
    theirs = min(
        distance(facts, seat) - HAND_EDGE * len(state.hands[seat]) for seat in facts.opponents
    )
    return win_chance(theirs - mine, SPREAD)


def horizon(start: FluxxState) -> Callable[[FluxxState], bool]:
    end = start.turn_no + TURNS_AHEAD
    return lambda state: state.turn_no >= end


SPEC = SearchSpec(
    game_id=game_id,
    determinize=determinize,
    copy=copy_state,
    evaluate=evaluate,
    horizon=horizon,
    fallback=HeuristicStrategy,
)


def make() -> SearchStrategy:
    return SearchStrategy(SPEC)
