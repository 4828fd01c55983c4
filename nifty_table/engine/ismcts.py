"""Information-set Monte Carlo tree search, single observer (Cowling, Powley
and Whitehouse, 2012), over the same game parts as the flat search.

One tree stands for what the searching seat knows. Each iteration samples a
world that agrees with the seat's view (the game's determinizer), walks down
the tree choosing among the actions legal *in that world* (UCB1, where an
action's exploration counts the times it was available rather than the
parent's visits, since an action may be legal in one world and not the
next), adds one node, plays the rest out with the game's playout policy to
its horizon, and credits every node on the way with the evaluation for the
seat that chose it. The move made is the root action tried most; `rank`
lists them all, most tried first, with the mean result of each as its
chance (the hint's numbers). A game may favour its fallback's own move
(`SearchSpec.tree_prior_bonus`): it is tried first and played unless
another was tried more and beat it by the bonus; a hint has no favour.

The flat search (`search.py`) spends every world on every surviving
candidate; this one lets the later choices of a turn, the searcher's and
the others', be planned as well. Out-of-turn reactions are left to the
playouts: in the tree only the prompted seat moves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pydantic import BaseModel

from nifty_table.engine.choosing import prompted_actions
from nifty_table.engine.contract import Action, Game, GameState, IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import (
    FORCED_ITERATIONS,
    Searcher,
    game_of,
    playout,
    random_policy,
)
from nifty_table.engine.search_spec import Policy

# UCB1's weight on trying the less tried (values are in [0, 1]), where the
# spec gives no `tree_explore` of its own.
EXPLORE = 0.7
# A root action tried at least this share of the most tried one's visits is
# still in the running (a hint shows those only: the rest have few playouts).
RUNNING_SHARE = 0.25


class Node:
    """An information set reached by an action: its statistics and children."""

    __slots__ = ("available", "chances", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.chances = 0.0  # the spec's `chance` summed (root actions only)

    def score(self, explore: float = EXPLORE) -> float:
        """UCB1 with availability: the mean plus a bonus for being little tried."""
        return self.total / self.visits + explore * math.sqrt(
            math.log(self.available) / self.visits
        )


class IsmctsStrategy(Searcher):
    """The `ismcts` strategy of a game that offers a `SearchSpec`."""

    name = "ismcts"

    def decide(
        self, view: BaseModel, legal: Sequence[Action], rng: Rng, think: float | None = None
    ) -> Action:
        candidates = list(dict.fromkeys(legal))
        if len(candidates) == 1:
            return candidates[0]
        return self.rank(view, candidates, rng, think)[0][0]

    def rank(
        self, view: BaseModel, legal: Sequence[Action], rng: Rng, think: float | None = None
    ) -> list[tuple[Action, float]]:
        """Every legal action with its estimated chance of winning, the most
        tried first (the first of them on a tie), but the favoured one first
        where it holds its lead: what the search would play; those left out
        as plainly bad come last, at 0."""
        candidates, left_out = self.sensible(view, legal)
        if not candidates:
            return []
        limit = self.max_iterations
        if len(candidates) == 1:  # only its chance to find
            limit = min(limit or FORCED_ITERATIONS, FORCED_ITERATIONS)
        favoured = self.favoured(view, candidates, rng, self.spec.tree_prior_bonus)
        root = self.search(view, candidates, rng, limit, think, favoured)
        nodes = [root.children.get(a) or Node() for a in candidates]
        order = sorted(range(len(candidates)), key=lambda i: (-nodes[i].visits, i))
        most = nodes[order[0]].visits
        self.last_survivors = sum(1 for n in nodes if n.visits and n.visits >= RUNNING_SHARE * most)
        if favoured is not None:  # it leads unless clearly beaten (never in a hint: no bonus)
            lead = self._leader(nodes, order, candidates.index(favoured))
            order.remove(lead)
            order.insert(0, lead)
        return [(candidates[i], self._chance(nodes[i])) for i in order] + [
            (a, 0.0) for a in left_out
        ]

    def _leader(self, nodes: list[Node], order: list[int], favoured: int) -> int:
        """The root action played: the favoured one, unless another was tried
        more often and its mean beats the favoured one's by the bonus. (With
        more choices than worlds, as in a long run of discards, every choice
        may have one playout: the best of those is mostly luck.)"""
        mine = nodes[favoured]
        floor = (mine.total / mine.visits if mine.visits else 0.0) + self.spec.tree_prior_bonus
        for index in order:
            node = nodes[index]
            tried_more = index != favoured and node.visits > mine.visits
            if tried_more and node.total / node.visits >= floor:
                return index
        return favoured

    def _chance(self, node: Node) -> float:
        if not node.visits:
            return 0.0
        summed = node.chances if self.spec.chance is not None else node.total
        return min(1.0, max(0.0, summed / node.visits))

    def search(
        self,
        view: BaseModel,
        candidates: list[Action],
        rng: Rng,
        limit: int | None = None,
        think: float | None = None,
        favoured: Action | None = None,
    ) -> Node:
        """The tree grown from `view` within `think` seconds (the strategy's
        own budget if None) or `limit` iterations (`max_iterations` when not
        given); a `favoured` root action has the spec's `tree_prior_bonus` added
        to its score, so it is tried more."""
        if limit is None:
            limit = self.max_iterations
        game = game_of(self.spec, view)
        policy = self.spec.policy or random_policy(game)
        root = Node()
        deadline = self.clock() + max(self.think if think is None else think, 0.0)
        iterations = 0
        while True:
            world = self.spec.determinize(view, rng)
            self._iterate(game, root, world, candidates, policy, rng, favoured)
            iterations += 1
            if limit is not None:
                if iterations >= limit:
                    break
            elif iterations >= FORCED_ITERATIONS and self.clock() >= deadline:
                break
        self.last_iterations = iterations
        return root

    def _iterate(
        self,
        game: Game,
        root: Node,
        state: GameState,
        actions: list[Action],
        policy: Policy,
        rng: Rng,
        favoured: Action | None = None,
    ) -> None:
        """One world: select, expand one node, play out, back up."""
        stop = self.spec.horizon(state)
        node, path = root, []  # (node, the seat whose choice it was)
        bonus = self.spec.tree_prior_bonus if favoured is not None else 0.0
        explore = self.spec.tree_explore if self.spec.tree_explore is not None else EXPLORE
        while True:
            for action in actions:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            fresh = [a for a in actions if a not in node.children]
            if fresh:  # expand: one untried action, then play out
                if node is root and favoured in fresh:
                    action = favoured  # the first world goes to the favoured one
                else:
                    action = fresh[rng.below(len(fresh))]
            else:
                action = max(
                    actions,
                    key=lambda a: (
                        node.children[a].score(explore)
                        + (bonus if node is root and a == favoured else 0.0)
                    ),
                )
            try:
                game.apply(state, action)
            except IllegalAction:
                break  # the world disagrees with the tree: credit what came before
            if fresh:
                child = node.children[action] = Node()
                child.available = 1
            else:
                child = node.children[action]
            path.append((child, action.seat))
            if fresh:
                break
            node = child
            # The prompted seat's (others' reactions are left to the playouts).
            actions = list(dict.fromkeys(prompted_actions(game, state)))
            if not actions or stop(state):
                break
        playout(self.spec, game, state, rng, policy, self.playout_cap)
        values: dict[int, float] = {}
        for child, seat in path:
            if seat not in values:
                values[seat] = self.spec.evaluate(state, seat)
            child.visits += 1
            child.total += values[seat]
        chance = self.spec.chance
        if chance is not None and path:
            first, seat = path[0]
            first.chances += chance(state, seat)
