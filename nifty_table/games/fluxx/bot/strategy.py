"""The heuristic as a Strategy: it reads only its seat's view and legal actions.

The scoring code (context.py, scoring.py) works on a `Table`; here one is
rebuilt from the view alone. What the seat cannot see stays unknown: other
hands are placeholders of the right size, the draw pile only has its size.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import Answer, PlaySurprise
from nifty_table.games.fluxx.bot.context import Context
from nifty_table.games.fluxx.bot.scoring import best_action, reaction
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.state import FluxxSeat, FluxxState, Phase
from nifty_table.games.fluxx.table import Table
from nifty_table.games.fluxx.view import FluxxView

UNSEEN = "?"  # a card this seat cannot see (only ever counted, never read)


def table_from_view(view: FluxxView) -> Table:
    """A table holding what `view` shows; hidden cards are placeholders."""
    catalog = deck_for(view.deck)
    seats = view.seats
    me = view.seat
    # Built without validation, and without a generator: a view's table deals nothing.
    state = FluxxState.model_construct(  # type: ignore[call-arg]
        seats=[FluxxSeat(name=seat.name, bot=seat.bot) for seat in seats],
        deck=view.deck,
        draw_pile=[UNSEEN] * view.draw_size,
        discard=list(view.discard),
        hands=[
            list(view.hand) if i == me else [UNSEEN] * seat.hand_size
            for i, seat in enumerate(seats)
        ],
        tables=[list(seat.table) for seat in seats],
        rules=list(view.rules),
        goals=list(view.goals),
        attached=view.attached,
        stack=[view.decision] if view.decision is not None else [],
        phase=cast(Phase, view.phase),  # the state's own phase
        active=view.active,
        turn_no=view.turn_no,
        drawn=view.drawn,
        played=view.played,
        used=list(view.used),
        protected=[i for i, seat in enumerate(seats) if seat.protected],
        bound_next=[i for i, seat in enumerate(seats) if seat.bound_next],
        bound=view.bound,
        talk_bonus=0,
        talk_seen=[False] * len(seats),
        winner=view.winner,
        win_goal=view.win_goal,
        log=[],
    )
    return Table(catalog, state)


# A static scoring can chase its own tail: two such players stealing the same
# Keeper back and forth, turn after turn, with every card in their hands. A
# player who finds the table exactly as it was at their last turns does
# something else, as a person would.
SAME_TABLE_AGAIN = 3


def position(view: FluxxView) -> tuple:
    """What a player would recognise as "this again": everything on the table,
    their own hand and the others' hand sizes."""
    return (
        view.seat,
        tuple(tuple(seat.table) for seat in view.seats),
        tuple(seat.hand_size for seat in view.seats),
        tuple(sorted(view.hand)),
        tuple(view.rules),
        tuple(view.goals),
    )


class HeuristicStrategy:
    """Static scoring of every legal action (see scoring.py); honest answers
    to the yes/no questions of table-talk rules, as HANDLERS.md says."""

    name = "heuristic"

    def __init__(self) -> None:
        # position -> the turns it began (by number: a search replaying the same
        # turn many times from one position does not count as a loop)
        self._turn_starts: dict[tuple, set[int]] = {}
        self._last_turn: int | None = None

    def choose(self, view: FluxxView, legal: Sequence[Action], rng: Rng) -> Action:
        mine = list(legal)
        if len(mine) == 1:
            return mine[0]
        table = table_from_view(view)
        step = view.decision
        if step is not None and step.ask and all(isinstance(action, Answer) for action in mine):
            yes = EFFECTS[step.handler].bot_answer(table, step)
            return next(
                action for action in mine if isinstance(action, Answer) and action.yes == yes
            )
        return best_action(
            Context(table, cast(int, view.seat)),  # a computer seat's view
            view.decision_kind,
            step,
            mine,
            rng,
            vary=self._same_table_again(view),
        )

    def _same_table_again(self, view: FluxxView) -> bool:
        """True at the first decision of a turn (before or after the draw) that
        starts from a table this player has already seen SAME_TABLE_AGAIN times."""
        if view.decision_kind not in ("main", "draw") or view.turn_no == self._last_turn:
            return False
        self._last_turn = view.turn_no
        turns = self._turn_starts.setdefault(position(view), set())
        turns.add(view.turn_no)
        return len(turns) > SAME_TABLE_AGAIN

    def react(self, view: FluxxView, legal: Sequence[Action], rng: Rng) -> Action | None:
        surprises = [action for action in legal if isinstance(action, PlaySurprise)]
        step = view.decision
        if not surprises or view.decision_kind != "window" or step is None:
            return None
        seat = cast(int, view.seat)  # a computer seat's view
        return reaction(Context(table_from_view(view), seat), step, surprises)
