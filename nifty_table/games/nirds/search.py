"""Nirds vs Gnomes' searching commanders: the army plays as one team.

Every seat searches for the whole army (the table is open: only the decks and
the dice are unknown). Each choice is tried in sampled worlds and played on
as the heuristic commanders would play it, through the coming Nightfall; the
evaluation then weighs what the army still has (lives, Nirds, dice, tactic
cards) against the Gnome health still to knock out (the Boss's included) and
what the Gnomes in play will take at the next Nightfall.

That weighing chooses well but does not read as a chance (it said 0% at the
start of a game the heuristic army wins six times in ten), so what a hint
shows comes from `chance`: a model fitted to games of the heuristic army.
Choosing by that model instead played worse (the search army won 19% of 16
seeds where the heuristic one won 50%): it learnt, for one, that armies
holding many dice win, and so stopped paying dice for new Nirds.

Against the heuristic army, two players, 0.1 s of processor time a
decision, seeds 1-300, each seed played once by each army: at level 5 the
searching army won 248 and the heuristic one 184, +21.3 points (paired 95%
interval +15.6 to +27.0), and of the 90 seeds only one army won, the search
took 77; at level 7, 184 against 114, +23.3 points (+16.8 to +29.9), 93 of
116.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from nifty_table.engine.choosing import Strategy
from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import SearchStrategy, win_chance
from nifty_table.engine.search_spec import SearchSpec
from nifty_table.games.nirds import decision as rules
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.determinize import copy_state, determinize
from nifty_table.games.nirds.openings import Openings
from nifty_table.games.nirds.state import Boss, NirdsState, Phase

# What the army's parts are worth, in Gnome health it can still knock out.
LIFE, NIRD, DIE, TACTIC, GNOME = 6.0, 2.0, 2.0, 1.0, 5.0
SPREAD = 30.0  # how far a game's course moves the balance, per player


PRIOR_BONUS = 0.08  # the heuristic commander's choice stands unless clearly beaten
# Most of a commander's decisions are clear-cut (the search agrees with the
# heuristic on about nine in ten): once the leader is this many standard
# errors ahead, the rest of the time would change nothing.
SETTLE = 2.5

# The chance a hint shows: a logistic model fitted to about 45,000 positions
# of 1,080 games played by the heuristic army (1-4 players, every level),
# each labelled with how its game ended. Weights per player.
BIAS = -6.09
FIT_LIFE, FIT_NIRD, FIT_DIE = 0.94, 0.03, 0.72
FIT_TACTIC = -0.18
FIT_BOSS_LEFT = -0.008  # per point of Boss and Minion health still to knock out
FIT_COMING = -0.05  # per unit of harm (as `harm` counts it) due at the coming Nightfall
FIT_WALLS, FIT_SCARECROW = -1.32, -0.21  # the Boss in play
# (The Gnome health left before the Boss came out with a positive weight, an
# army that clears the deck fast meeting the Boss sooner and weaker; it is
# left out, so a hint never prefers leaving Gnomes standing.)


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


@functools.cache
def harm(gnome: int) -> float:
    """What one attack of this Gnome costs the army, in the units of `strength`."""
    worth = {"life": LIFE, "nird": NIRD, "die": DIE, "tactic": TACTIC, "gnome": GNOME}
    return sum(
        worth.get(e.what, 1.0) * abs(e.amount) * (2 if e.target == "all" else 1)
        for e in catalog().gnomes[gnome].attack
        if e.amount < 0 or e.what == "gnome"
    )


def strength(state: NirdsState) -> float:
    return sum(
        LIFE * p.lives + NIRD * len(p.army) + DIE * len(p.dice) + TACTIC * len(p.tactics)
        for p in state.players
    )


def evaluate(state: NirdsState, side: int) -> float:
    if state.phase is Phase.OVER:
        return 1.0 if state.outcome == "won" else 0.0
    n = len(state.players)
    coming = sum(  # the next Nightfall's attacks
        harm(g) for p in state.players for g in p.gnomes if g not in state.distracted
    )
    return win_chance((strength(state) - threat(state) - 2.0 * coming) / n, SPREAD)


def chance(state: NirdsState, side: int) -> float:
    """The army's chance to win, as the fitted model reads the position."""
    if state.phase is Phase.OVER:
        return 1.0 if state.outcome == "won" else 0.0
    n = len(state.players)
    lives = sum(p.lives for p in state.players)
    nirds = sum(len(p.army) for p in state.players)
    dice = sum(len(p.dice) for p in state.players)
    tactics = sum(len(p.tactics) for p in state.players)
    coming = sum(harm(g) for p in state.players for g in p.gnomes if g not in state.distracted)
    army = FIT_LIFE * lives + FIT_NIRD * nirds + FIT_DIE * dice + FIT_TACTIC * tactics
    z = BIAS + (army + FIT_COMING * coming) / n
    if state.boss is not None:
        z += FIT_BOSS_LEFT * threat(state) / n
        z += FIT_WALLS if state.boss == Boss.WALLS else FIT_SCARECROW
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


class CommanderView:
    """What a commander reads of a view, taken straight from a playout's state:
    building a full view for every move of a playout would cost more than the
    move. (The table is open, so nothing here is hidden from the army.)"""

    __slots__ = (
        "attack", "boss_damage", "boss_health", "damage", "decider", "decision",
        "gnome_deck", "offer", "players", "queue", "round", "step", "trades",
    )  # fmt: skip

    def __init__(self, state: NirdsState, decision: str, decider: int) -> None:
        self.attack, self.offer, self.step = state.attack, state.offer, state.step
        self.boss_damage, self.boss_health = state.boss_damage, state.boss_health
        self.damage, self.queue, self.players = state.damage, state.queue, state.players
        self.decision, self.decider = decision, decider
        self.gnome_deck = len(state.draw_pile)
        self.round, self.trades = state.round, state.trades


class CommanderPolicy:
    """Playouts played as the heuristic commanders play: the search then weighs
    each choice by what the army would really do next, not by random moves
    (with random ones it was no better than the heuristic at level 7)."""

    def __init__(self, commander: Callable[[], Strategy]) -> None:
        self.commander = commander
        self._state: NirdsState | None = None
        self._current: Strategy | None = None

    def __call__(self, state: NirdsState, actions: list[Action], rng: Rng) -> Action:
        if len(actions) == 1:
            return actions[0]
        now = rules.decision(state)
        if now is None:
            return actions[0]
        if state is not self._state:  # a new playout: a commander without memories
            self._state, self._current = state, self.commander()
        assert self._current is not None
        view = CommanderView(state, str(now[0]), now[1])
        return self._current.choose(view, actions, rng)


def horizon(start: NirdsState) -> Callable[[NirdsState], bool]:
    """Through the coming Nightfall to the start of the next round: its
    attacks are rolled in the playout, and what is left is weighed."""
    round_no = start.round
    return lambda state: state.round != round_no


def turn(view) -> tuple:
    return view.round, view.phase, view.turn


def make(fallback) -> SearchStrategy:
    return SearchStrategy(
        SearchSpec(
            game_id="nirds",
            determinize=determinize,
            copy=copy_state,
            evaluate=evaluate,
            chance=chance,
            horizon=horizon,
            policy=CommanderPolicy(fallback),
            fallback=fallback,
            prior_bonus=PRIOR_BONUS,
            settle=SETTLE,
            memory=Openings,
            turn=turn,
        )
    )
