"""Information-set Monte Carlo tree search, single observer (Cowling, Powley
and Whitehouse, 2012), over the same game parts as the flat search.

One tree stands for what the searching seat knows. Each iteration samples a
world that agrees with the seat's view (the game's determinizer), walks down
the tree choosing among the actions legal *in that world* (UCB1, where an
action's exploration counts the times it was available rather than the
parent's visits, since an action may be legal in one world and not the
next), adds one node, plays the rest out with the game's playout policy to
its horizon, and credits every node on the way with the evaluation for the
seat that chose it. The move made is the root action tried most.

The flat search (`search.py`) spends every world on every surviving
candidate; this one lets the later choices of a turn, the searcher's and
the others', be planned as well. Out-of-turn reactions are left to the
playouts: in the tree only the prompted seat moves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pydantic import BaseModel

from nifty_table.engine.contract import Action, Game, GameState, IllegalAction
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import (
    FORCED_ITERATIONS,
    Policy,
    Searcher,
    game_of,
    playout,
    random_policy,
)
from nifty_table.engine.strategies import prompted_actions

EXPLORE = 0.7  # UCB1's weight on trying the less tried (values are in [0, 1])


class Node:
    """An information set reached by an action: its statistics and children."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0

    def score(self) -> float:
        """UCB1 with availability: the mean plus a bonus for being little tried."""
        return self.total / self.visits + EXPLORE * math.sqrt(
            math.log(self.available) / self.visits
        )


class IsmctsStrategy(Searcher):
    """The `ismcts` strategy of a game that offers a `SearchSpec`."""

    name = "ismcts"

    def decide(self, view: BaseModel, legal: Sequence[Action], rng: Rng) -> Action:
        candidates = list(dict.fromkeys(legal))
        if len(candidates) == 1:
            return candidates[0]
        root = self.search(view, candidates, rng)

        def tried(action: Action) -> int:
            child = root.children.get(action)
            return child.visits if child is not None else 0

        return max(candidates, key=tried)  # the first of the most tried

    def search(self, view: BaseModel, candidates: list[Action], rng: Rng) -> Node:
        """The tree grown from `view` within the budget."""
        game = game_of(self.spec, view)
        policy = self.spec.policy or random_policy(game)
        root = Node()
        deadline = self.clock() + max(self.think, 0.0)
        iterations = 0
        while True:
            world = self.spec.determinize(view, rng)
            self._iterate(game, root, world, candidates, policy, rng)
            iterations += 1
            if self.max_iterations is not None:
                if iterations >= self.max_iterations:
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
    ) -> None:
        """One world: select, expand one node, play out, back up."""
        stop = self.spec.horizon(state)
        node, path = root, []  # (node, the seat whose choice it was)
        while True:
            for action in actions:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            fresh = [a for a in actions if a not in node.children]
            if fresh:  # expand: one untried action, then play out
                action = fresh[rng.below(len(fresh))]
            else:
                action = max(actions, key=lambda a: node.children[a].score())
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
