"""Cartoon Network's reading of a table, fitted to where games go.

A seat's strength is a weighted sum of what it has, and its chance of
winning is its strength's share (a softmax: `share_of_wins` at STRENGTH_SPREAD).
The weights were fitted by maximum likelihood to 57,000 turn starts of
three-player games between heuristic players (seeds from 400000, who won
each game as the outcome). What they say about Cartoon Network: the distance
to the Goal in play hardly tells who wins, since the Goal changes too often
(a seat one Keeper short, about to move, won 41% where a third is par); the
seat about to move that holds everything it needs to win nearly always wins;
anyone else holding it wins a little more often than par; and each Keeper on
the table counts, whatever the Goal. Fits at two and four players gave much
the same weights (a Keeper 0.15 and 0.12, holding a win when about to move
4.2 and 4.9)."""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.odds import share_of_wins
from nifty_table.games.fluxx.bot.facts import TableFacts
from nifty_table.games.fluxx.cards import PLAY_ALL
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.rules import keeper_count
from nifty_table.games.fluxx.state import FluxxState
from nifty_table.games.fluxx.table import Table

KEEPER = 0.148
CARD_IN_HAND = 0.031
DISTANCE = 0.057  # per Keeper of distance to the nearest Goal (bot/search.py `distance`)
WIN_HELD_NOW = 5.5  # the seat about to move holds a win
WIN_HELD_LATER = 0.5  # a seat that moves later holds one
LAST_TO_MOVE = 0.09  # the seat that has just played waits longest
# share_of_wins reads a lead over spread / 1.7: at 1.7 a strength counts as
# fitted, each seat's chance its exp(strength) over everyone's.
STRENGTH_SPREAD = 1.7


def ready(facts: TableFacts, seat: int, plays: int) -> bool:
    """Whether the seat holds all it needs to win on its turn: every card a
    Goal in play lacks is in its hand, no more than it may play, or it holds
    a Goal its table already meets."""
    state, kind = facts.state, facts.catalog.type
    for goal in state.goals:
        lacking = facts.dist(seat, goal)
        # Cards in hand count half a card of distance: all lacking are held.
        if lacking <= plays and facts.dist(seat, goal, hand=True) * 2 == lacking:
            return True
    return any(
        kind[card] == "goal" and card not in state.goals and facts.dist(seat, card) == 0
        for card in state.hands[seat]
    )


def chance(state: FluxxState, side: int, distance: Callable[[TableFacts, int], float]) -> float:
    """The side's chance of winning from this table (`distance`: how far a
    seat is from the nearest Goal, as the search measures it)."""
    table = Table(deck_for(state.deck), state)
    facts = TableFacts(table, side)
    plays = 99 if table.info.play == PLAY_ALL else table.info.play
    count = len(state.seats)
    strengths = []
    for seat in range(count):
        strength = (
            KEEPER * keeper_count(table, seat)
            + CARD_IN_HAND * len(state.hands[seat])
            - DISTANCE * distance(facts, seat)
        )
        if (seat - state.active) % count == count - 1:
            strength -= LAST_TO_MOVE
        if ready(facts, seat, plays):
            strength += WIN_HELD_NOW if seat == state.active else WIN_HELD_LATER
        strengths.append(strength)
    rivals = [strength for seat, strength in enumerate(strengths) if seat != side]
    return share_of_wins(strengths[side], rivals, STRENGTH_SPREAD)
