"""Get Nifty's searching player: determinized Monte Carlo a round ahead.

A game runs for many rounds, so the playouts stop once every seat has had
its turn; the evaluation reads each team's progress to Nifty: the SAFE and
WEIRD places held (active), the NIFTY token, and the Niftyness against the
target.
"""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.search import SearchSpec, SearchStrategy, share_of_wins
from nifty_table.games.get_nifty.blunders import sensible
from nifty_table.games.get_nifty.determinize import catalog, copy_state, determinize
from nifty_table.games.get_nifty.state import GetNiftyState
from nifty_table.games.get_nifty.table import Table

# What each step to Nifty is worth, as a share of the way.
SAFE, WEIRD, TOKEN, NIFTYNESS = 0.22, 0.22, 0.26, 0.30
SPREAD = 0.35  # how much a team's progress moves over the rest of a game, about


def progress(table: Table, team: int) -> float:
    """How far a team is on the way to Nifty, from 0 to 1."""
    t = table.state.teams[team]
    share = min(1.0, max(0.0, table.niftyness(team) / table.state.target))
    return SAFE * t.safe.active + WEIRD * t.weird.active + TOKEN * t.token + NIFTYNESS * share


def evaluate(state: GetNiftyState, side: int) -> float:
    mine = state.team_of[side]
    if state.over:
        if not state.winners:
            return 0.0
        return 1.0 / len(state.winners) if mine in state.winners else 0.0
    table = Table(catalog(), state)
    rivals = [progress(table, t) for t in range(len(state.teams)) if t != mine]
    return share_of_wins(progress(table, mine), rivals, SPREAD)


def horizon(start: GetNiftyState) -> Callable[[GetNiftyState], bool]:
    """Until every seat has had a turn, and no challenge is open."""
    end = start.turn_no + len(start.seats)
    return lambda state: state.turn_no >= end and state.challenge is None


def worth_searching(view, legal: list) -> list:
    return sensible(view, legal, catalog().cards)


def turn(view) -> int:
    return view.turn_no


def make(fallback) -> SearchStrategy:
    return SearchStrategy(
        SearchSpec(
            game_id="get-nifty",
            determinize=determinize,
            copy=copy_state,
            evaluate=evaluate,
            horizon=horizon,
            fallback=fallback,
            turn=turn,
            prune=worth_searching,
        )
    )
