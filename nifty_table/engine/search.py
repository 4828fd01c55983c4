"""A computer player that searches: determinized Monte Carlo over the engine itself.

The strategy sees what every strategy sees, its seat's view and legal
actions. Each iteration a game's *determinizer* builds one full state that
agrees with that view (other hands, deck orders and dice drawn from the
searcher's own generator, so the real deck order is never learnt); every
candidate action is tried in that world and played forward by a cheap
policy up to a horizon, where the game's *evaluation* says how likely the
deciding side is to win. Averaged over worlds, this is flat Monte Carlo with
common samples (every candidate meets the same worlds, which cuts the noise
of comparing them); after the first worlds, the weakest half of the
candidates is dropped now and then (sequential halving), so the time goes to
the close calls.

A game offers search through a `SearchSpec` (`search_spec.py`) in its
strategies table. Nothing
here is shared between strategies or threads: a search may run off the UI
thread while the table goes on.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel

from nifty_table.engine import registry
from nifty_table.engine.choosing import REACT_ONE_IN, Strategy
from nifty_table.engine.contract import Action, Game, GameState, IllegalAction, asked
from nifty_table.engine.odds import share_of_wins as share_of_wins  # where games look
from nifty_table.engine.odds import win_chance as win_chance
from nifty_table.engine.rng import Rng
from nifty_table.engine.search_spec import Policy, SearchSpec
from nifty_table.engine.turn_clock import LEAST_THINK, TurnClock

DEFAULT_THINK = 0.1  # seconds per decision
FORCED_ITERATIONS = 6  # worlds looked at for a decision with one legal answer
SETTLE_WORLDS = 8  # worlds before a decision may be called settled
PLAYOUT_CAP = 3_000  # actions in one playout, whatever the horizon says


def random_policy(game: Game) -> Policy:
    """Random legal actions; a seat that may interrupt does so one time in
    REACT_ONE_IN, like the random players of the simulator."""

    def choose(state: GameState, actions: list[Action], rng: Rng) -> Action:
        first = actions[0].seat
        for action in actions:
            if action.seat != first:
                break
        else:
            return actions[rng.below(len(actions))]
        now = asked(game, state)
        prompted = now[0] if now is not None else first
        others = [a for a in actions if a.seat != prompted]
        if others and not rng.below(REACT_ONE_IN):
            return others[rng.below(len(others))]
        mine = [a for a in actions if a.seat == prompted] or actions
        return mine[rng.below(len(mine))]

    return choose


def game_of(spec: SearchSpec, view: BaseModel) -> Game:
    game_id = spec.game_id if isinstance(spec.game_id, str) else spec.game_id(view)
    return registry.load(game_id)


def playout(
    spec: SearchSpec, game: Game, state: GameState, rng: Rng, policy: Policy, cap: int = PLAYOUT_CAP
) -> int:
    """Play `state` forward in place to the horizon, the end or `cap` actions;
    the actions taken."""
    stop = spec.horizon(state)
    steps = 0
    while steps < cap:
        actions = game.legal_actions(state)
        if not actions or stop(state):
            break
        try:
            game.apply(state, policy(state, actions, rng))
        except IllegalAction:
            break  # a listed action refused: the world is over for this playout
        steps += 1
    return steps


@dataclass
class Stats:
    total: float = 0.0
    visits: int = 0
    chances: float = 0.0  # the spec's `chance` summed, where it has one
    values: list[float] = field(default_factory=list)  # one per world, in order

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Searcher:
    """What the flat search and the tree search (`ismcts.py`) share: the
    game's parts, the time budget, the seat's memory and the fallback that
    answers out of turn; `decide` is each one's own."""

    name = "searcher"

    def __init__(self, spec: SearchSpec, think: float = DEFAULT_THINK) -> None:
        self.spec = spec
        self.think = think
        # Wall time at the table, where a person waits for the answer;
        # measurements count processor time instead (see `for_measuring`).
        self.clock: Callable[[], float] = time.perf_counter
        self.max_iterations: int | None = None  # a fixed amount of work (tests, replays)
        self.playout_cap = PLAYOUT_CAP  # fewer: a quick and shallow player (tests)
        self.last_iterations = 0  # playouts of the last decision (bench)
        self.last_survivors = 0  # choices still in the running at its end (hints)
        self._fallback: Strategy | None = None
        self.memory = spec.memory() if spec.memory is not None else None
        self.turn_clock = TurnClock()  # a per-turn limit where the level sets one

    # -- the strategy interface --------------------------------------------
    def choose(self, view: BaseModel, legal: Sequence[Action], rng: Rng) -> Action:
        memory = self.memory
        if memory is not None:
            legal = memory.screen(view, legal)
        start = self.clock()
        turn = self.spec.turn(view) if self.spec.turn is not None else None
        think = self.turn_clock.allowance(turn, self.think)
        if self.max_iterations is not None:  # a fixed amount of work, whatever the clock
            think = self.think
        candidates, _ = self.sensible(view, legal)
        self.last_iterations = 0
        if len(candidates) == 1:  # nothing to weigh: no search
            action = candidates[0]
        elif (think is None and self.spec.fallback is not None) or (
            self.spec.defer is not None and self.spec.defer(view)
        ):
            action = self._fallback_strategy().choose(view, legal, rng)
        else:  # (a turn spent with no fallback to turn to: the least search)
            action = self.decide(view, candidates, rng, LEAST_THINK if think is None else think)
        self.turn_clock.used(self.clock() - start)
        if memory is not None:
            memory.note(view, action)
        return action

    def sensible(
        self, view: BaseModel, legal: Sequence[Action]
    ) -> tuple[list[Action], list[Action]]:
        """The distinct legal actions worth searching, and those the game's
        `prune` leaves out as plainly bad."""
        candidates = list(dict.fromkeys(legal))
        if self.spec.prune is None or len(candidates) < 2:
            return candidates, []
        kept = self.spec.prune(view, candidates)
        return kept, [a for a in candidates if a not in kept]

    def decide(
        self, view: BaseModel, legal: Sequence[Action], rng: Rng, think: float | None = None
    ) -> Action:
        """The search's choice among `legal`, in `think` seconds (its own
        budget if None)."""
        raise NotImplementedError

    def react(self, view: BaseModel, legal: Sequence[Action], rng: Rng) -> Action | None:
        if self.spec.fallback is None:
            return None
        return self._fallback_strategy().react(view, legal, rng)

    def favoured(
        self, view: BaseModel, candidates: list[Action], rng: Rng, bonus: float
    ) -> Action | None:
        """The fallback's own choice, which the search favours by `bonus`
        (the spec's `prior_bonus` or `tree_prior_bonus`); None without one."""
        if not bonus or len(candidates) < 2 or self.spec.fallback is None:
            return None
        return self._fallback_strategy().choose(view, candidates, rng)

    def _fallback_strategy(self) -> Strategy:
        if self._fallback is None:
            assert self.spec.fallback is not None
            self._fallback = self.spec.fallback()
        return self._fallback


class SearchStrategy(Searcher):
    """The `search` strategy of a game: `rank` lists the legal actions best
    first with an estimated chance of winning; `choose` takes the first."""

    name = "search"

    def decide(
        self, view: BaseModel, legal: Sequence[Action], rng: Rng, think: float | None = None
    ) -> Action:
        return self.rank(view, legal, rng, think)[0][0]

    def rank(
        self, view: BaseModel, legal: Sequence[Action], rng: Rng, think: float | None = None
    ) -> list[tuple[Action, float]]:
        """Every legal action with its estimated chance of winning, best first
        (searched for `think` seconds, the strategy's own budget if None);
        those left out as plainly bad come last, at 0."""
        if not legal:
            return []
        candidates, left_out = self.sensible(view, legal)  # unique, in the engine's order
        stats = [Stats() for _ in candidates]
        side = self.spec.side(view)
        game = game_of(self.spec, view)
        policy = self.spec.policy or random_policy(game)
        deadline = self.clock() + max(self.think if think is None else think, 0.0)
        # A fixed amount of work when asked for (the same choice every time,
        # whatever the machine's speed), else the time budget.
        limit = self.max_iterations
        if len(candidates) == 1:
            limit = min(limit or FORCED_ITERATIONS, FORCED_ITERATIONS)
        alive = list(range(len(candidates)))
        bonus = [0.0] * len(candidates)
        prior = -1  # the fallback's choice, kept to the end when it has a bonus
        favoured = self.favoured(view, candidates, rng, self.spec.prior_bonus)
        if favoured is not None:
            prior = candidates.index(favoured)
            bonus[prior] = self.spec.prior_bonus
        worlds = iterations = 0
        next_cut = 4  # worlds before the first halving
        while True:
            world = self.spec.determinize(view, rng)
            worlds += 1
            # Every candidate's playout in this world draws the same random
            # numbers (the world's RNG, and the policy's from one seed), so
            # their results differ by the candidate more than by luck.
            seed = rng.next64()
            for index in alive:
                trial = self.spec.copy(world) if index != alive[-1] else world
                luck = Rng.from_seed(seed)
                value, chance = self._try(game, trial, candidates[index], side, luck, policy)
                stats[index].total += value
                stats[index].chances += chance
                stats[index].visits += 1
                stats[index].values.append(value)
                iterations += 1
                if limit is None and worlds > 1 and self.clock() >= deadline:
                    break  # out of time mid-world: the first world gave every candidate one
            if limit is not None:
                if iterations >= limit:
                    break
            elif self.clock() >= deadline:
                break
            settle = self.spec.settle
            if settle > 0 and worlds >= SETTLE_WORLDS and settled(stats, alive, bonus, settle):
                break
            if worlds >= next_cut and len(alive) > 2:
                alive.sort(key=lambda i: -(stats[i].mean + bonus[i]))
                kept = alive[: max(2, math.ceil(len(alive) / 2))]
                if prior >= 0 and prior not in kept:
                    kept.append(prior)
                alive = sorted(kept)
                next_cut = worlds * 2
        self.last_iterations = iterations
        self.last_survivors = len(alive)
        survived = set(alive)
        # The last survivors first, best first; then those dropped earlier, the
        # later dropped (more playouts) first.
        order = sorted(
            range(len(candidates)),
            key=lambda i: (
                i not in survived,
                -stats[i].visits if i not in survived else 0,
                -(stats[i].mean + bonus[i]),
                i,
            ),
        )
        ranked = [(candidates[i], min(1.0, max(0.0, self._chance(stats[i])))) for i in order]
        return ranked + [(a, 0.0) for a in left_out]

    def _chance(self, stats: Stats) -> float:
        if self.spec.chance is None or not stats.visits:
            return stats.mean
        return stats.chances / stats.visits

    def _try(
        self, game: Game, state: GameState, action: Action, side: int, rng: Rng, policy: Policy
    ) -> tuple[float, float]:
        """The evaluation after `action` and a playout, and the chance to report."""
        try:
            game.apply(state, action)
        except IllegalAction:
            return 0.0, 0.0  # cannot happen when the world agrees with the view
        playout(self.spec, game, state, rng, policy, self.playout_cap)
        value = self.spec.evaluate(state, side)
        chance = self.spec.chance
        return value, (chance(state, side) if chance is not None else value)


def settled(stats: list[Stats], alive: list[int], bonus: list[float], z: float) -> bool:
    """Whether the leader among `alive` beats every other by `z` standard
    errors of their difference, world by world (every survivor met the same
    worlds, so the pairs cancel most of the luck). Candidates that came out
    level in every world are settled too: nothing separates them."""
    lead = max(alive, key=lambda i: (stats[i].mean + bonus[i], -i))
    ahead = stats[lead].values
    for other in alive:
        if other == lead:
            continue
        rival = stats[other].values
        n = min(len(ahead), len(rival))
        edge = bonus[lead] - bonus[other]
        diffs = [ahead[k] - rival[k] + edge for k in range(n)]
        mean = sum(diffs) / n
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if spread == 0.0:
            if mean < 0:
                return False
            continue
        if mean <= 0 or mean * mean * n < z * z * spread:
            return False
    return True


def for_measuring(strategy: Strategy, think: float | None) -> None:
    """Set up a searching strategy for a measurement (simulate, duplicate
    games): `think` seconds a decision (if given) counted in the processor
    time of the searching thread, so every decision gets the same work however
    busy the machine is, and the figures hold for one free core."""
    if isinstance(strategy, Searcher):
        strategy.clock = time.thread_time
        if think is not None:
            strategy.think = think
