"""Get Nifty's searching player: determinized Monte Carlo a turn or a round ahead.

A game runs for many rounds, so the playouts stop early; the evaluation
reads each team's progress to Nifty: the SAFE and WEIRD places held
(active), the NIFTY token, and the Niftyness against the target.

At two players a playout runs to the end of the round, at random. At more,
it stops at the end of the searcher's own turn (once no challenge is open):
the rivals' turns, played at random, added more noise than sense, and the
shorter playouts give the search about three times as many worlds in its
time. There every seat plays a challenge greedily (the losing side adds the
least card that turns it, else its best; the side ahead says Done), so a
challenge's outcome in a playout follows the hands, not chance. (At four
players, one hard seat against three heuristics at 0.1 s a decision: 55
wins in 100 games, 2.2 times its fair share; 1.4 and 0.6 times before. At
three players 44 in 60, 2.2 times; at six, where it plays with a heuristic
partner, 40 in 60, 2.0 times its team's third.)
"""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine import registry
from nifty_table.engine.choosing import REACT_ONE_IN
from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import SearchStrategy, random_policy, share_of_wins
from nifty_table.engine.search_spec import SearchSpec
from nifty_table.games.get_nifty import actions as A
from nifty_table.games.get_nifty.blunders import sensible
from nifty_table.games.get_nifty.challenge import prompted_seat
from nifty_table.games.get_nifty.determinize import catalog, copy_state, determinize
from nifty_table.games.get_nifty.state import GetNiftyState
from nifty_table.games.get_nifty.table import Table, other, side_stat

# What each step to Nifty is worth, as a share of the way.
SAFE, WEIRD, TOKEN, NIFTYNESS = 0.22, 0.22, 0.26, 0.30
SPREAD = 0.35  # how much a team's progress moves over the rest of a game, about
EXPLORE_ONE_IN = 5  # challenge moves made at random, so the playouts vary
INFINITE = float("inf")


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
    """Until every seat has had a turn (two players) or this turn is over
    (more), and no challenge is open."""
    turns = len(start.seats) if len(start.seats) == 2 else 1
    end = start.turn_no + turns
    return lambda state: state.turn_no >= end and state.challenge is None


def _points(table: Table, ch, side) -> float:
    total = table.total(ch, side)
    return INFINITE if total.infinite else total.points


def in_challenge(state: GetNiftyState, actions: list[Action]) -> Action | None:
    """The greedy answer of the seat asked in a challenge (None when it is
    asked something else, such as whom to take help from)."""
    ch = state.challenge
    if ch is None or ch.asking:
        return None
    seat = prompted_seat(ch)
    mine = [a for a in actions if a.seat == seat]
    done = next((a for a in mine if type(a) is A.Done), None)
    if done is None:
        return None
    table = Table(catalog(), state)
    side = ch.turn
    if table.losing(ch) != side:
        return done  # ahead: a card added now would be wasted
    adds = [a for a in mine if type(a) is A.AddCard]
    if adds:
        stat = side_stat(ch.kind, side)
        values = table.boosted(stat) if stat is not None else None

        def worth(a: A.AddCard) -> float:
            value = values[a.card] if values is not None else catalog().cards[a.card].value
            return INFINITE if value is None else value

        have, against = _points(table, ch, side), _points(table, ch, other(side))
        turns = [
            a
            for a in adds
            if (have + worth(a) >= against if side == "defence" else have + worth(a) > against)
        ]
        return min(turns, key=worth) if turns else max(adds, key=worth)
    for kind in (A.UsePower, A.AskHelp):
        found = next((a for a in mine if type(a) is kind), None)
        if found is not None:
            return found
    return done


class Playing:
    """The playouts' policy: random moves but in challenges at more than two
    players, where the seat asked answers greedily (one move in
    EXPLORE_ONE_IN at random); others step in out of turn as often as random
    players do. (Two players keep random playouts to the end of the round,
    which beat the heuristic in every decisive duplicate pair.) A class, not
    a closure, so a search can be sent to another process."""

    def __init__(self, game_id: str = "get-nifty") -> None:
        self.game_id = game_id
        self._plain: Callable[[GetNiftyState, list[Action], Rng], Action] | None = None

    def __getstate__(self) -> dict:
        return {"game_id": self.game_id, "_plain": None}  # rebuilt where it is used

    def __call__(self, state: GetNiftyState, actions: list[Action], rng: Rng) -> Action:
        if self._plain is None:
            self._plain = random_policy(registry.load(self.game_id))
        plain = self._plain
        if state.challenge is None or len(state.seats) == 2 or not rng.below(EXPLORE_ONE_IN):
            return plain(state, actions, rng)
        seat = prompted_seat(state.challenge)
        others = [a for a in actions if a.seat != seat]
        if others and not rng.below(REACT_ONE_IN):
            return others[rng.below(len(others))]
        answer = in_challenge(state, actions)
        return answer if answer is not None else plain(state, actions, rng)


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
            policy=Playing(),
            turn=turn,
            prune=worth_searching,
        )
    )
