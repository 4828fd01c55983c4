"""NΣT!'s searching player: determinized Monte Carlo to the end of the round.

A round is a whole deal, so the playouts stop when it is scored; the
evaluation turns the scores into a chance of winning against every other
seat, less sure the more rounds are still to play.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import SearchSpec, SearchStrategy, share_of_wins
from nifty_table.games.net import cards, tricks
from nifty_table.games.net.determinize import copy_state, determinize
from nifty_table.games.net.state import NetState, Phase
from nifty_table.games.net.strategies.heuristic import Heuristic

# How far the lead moves over one round, about (2 players: 15 tricks whose
# value is mostly 1 to 4 points, plus loot).
ROUND_SPREAD = 20.0
EXPLORE_ONE_IN = 5  # playout moves made at random, so the playouts vary
# The heuristic's choice stands unless a playout estimate beats it by this
# much: at a tenth of a second a decision gets a few dozen playouts, too few
# to overrule a good heuristic on noise (against it, the plain search won 10
# of 40 duplicate games).
PRIOR_BONUS = 0.05


def policy(state: NetState, actions: list[Action], rng: Rng) -> Action:
    """Playouts play tricks sensibly: take a trick cheaply when it scores,
    give it away when tricks cost, never feed a 1 to the other team; the
    rest (tokens, exchange, leads) at random."""
    if state.phase is not Phase.TRICKS or not state.trick or not rng.below(EXPLORE_ONE_IN):
        return actions[rng.below(len(actions))]
    rules = state.rules
    trump, st = rules.trump, rules.supertrump
    me = actions[0].seat
    team = state.teams[me]
    wanted = rules.value > 0
    last = len(state.trick) == state.players - 1
    ahead = state.trick[tricks.winner_index(state.trick, trump, st)][0]
    if state.teams[ahead] == team and last:  # the trick is ours already: dump the least card
        return min(actions, key=lambda a: cards.VALUE[a.card])
    winners, losers = [], []
    for action in actions:
        trick = [*state.trick, (me, action.card)]
        (winners if tricks.winner_index(trick, trump, st) == len(trick) - 1 else losers).append(
            action
        )
    if wanted and winners:
        return min(winners, key=lambda a: cards.VALUE[a.card])
    if losers:  # keep 1s away from an opponent's trick
        safe = [a for a in losers if cards.VALUE[a.card] != 1] or losers
        pick = max if not wanted else min
        return pick(safe, key=lambda a: cards.VALUE[a.card])
    return min(actions, key=lambda a: cards.VALUE[a.card])


def evaluate(state: NetState, side: int) -> float:
    if state.phase is Phase.OVER:
        best = max(state.scores)
        winners = [s for s, score in enumerate(state.scores) if score == best]
        return 1.0 / len(winners) if side in winners else 0.0
    # Teams last one round only: every other seat is a rival for the game.
    rivals = [score for seat, score in enumerate(state.scores) if seat != side]
    left = state.rounds - state.round + 1
    return share_of_wins(state.scores[side], rivals, ROUND_SPREAD * math.sqrt(left))


def horizon(start: NetState) -> Callable[[NetState], bool]:
    round_no = start.round
    return lambda state: state.round != round_no or state.phase is Phase.OVER


SPEC = SearchSpec(
    game_id="net",
    determinize=determinize,
    copy=copy_state,
    evaluate=evaluate,
    horizon=horizon,
    policy=policy,
    fallback=Heuristic,
    prior_bonus=PRIOR_BONUS,
)


def make() -> SearchStrategy:
    return SearchStrategy(SPEC)
