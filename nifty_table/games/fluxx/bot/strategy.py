"""The heuristic as a Strategy: it reads only its seat's view and legal actions.

The scoring code (context.py, scoring.py) works on a `Table`; here one is
rebuilt from the view alone. What the seat cannot see stays unknown: other
hands are placeholders of the right size, the draw pile only has its size.
"""

from __future__ import annotations

from collections.abc import Sequence

from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import Answer, PlaySurprise
from nifty_table.games.fluxx.bot.context import Context
from nifty_table.games.fluxx.bot.scoring import best_action, reaction
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.state import FluxxSeat, FluxxState
from nifty_table.games.fluxx.table import Table
from nifty_table.games.fluxx.view import FluxxView

UNSEEN = "?"  # a card this seat cannot see (only ever counted, never read)


def table_from_view(view: FluxxView) -> Table:
    """A table holding what `view` shows; hidden cards are placeholders."""
    catalog = deck_for(view.deck)
    seats = view.seats
    me = view.seat
    state = FluxxState.model_construct(
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
        phase=view.phase,
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


class HeuristicStrategy:
    """Static scoring of every legal action (see scoring.py); honest answers
    to the yes/no questions of table-talk rules, as HANDLERS.md says."""

    name = "heuristic"

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
        return best_action(Context(table, view.seat), view.decision_kind, step, mine, rng)

    def react(self, view: FluxxView, legal: Sequence[Action], rng: Rng) -> Action | None:
        surprises = [action for action in legal if isinstance(action, PlaySurprise)]
        step = view.decision
        if not surprises or view.decision_kind != "window" or step is None:
            return None
        return reaction(Context(table_from_view(view), view.seat), step, surprises)
