"""Fluxx for the search: a full state from one seat's view, and a fast copy.

Hidden from a seat: the others' hands, the draw pile's order, cards held face
down by a step of someone else's (a temporary hand) and a secret first throw.
The cards it has not seen are dealt at random into those places, at their
sizes; a hidden throw is drawn from the three signs.

Not yet kept: what a seat learnt of another hand earlier (cards it gave away
with Trade Hands and the like); the world deals those at random too.
"""

from __future__ import annotations

from typing import cast

from nifty_table.engine.determinize import deal, reseeded, shallow_copy
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.deck import deck_for
from nifty_table.games.fluxx.effects.hands import SIGNS
from nifty_table.games.fluxx.state import FluxxSeat, FluxxState, Phase, Step
from nifty_table.games.fluxx.view import HIDDEN, FluxxView

GAME_OF_DECK = {"firefly": "firefly-fluxx", "cartoon_network": "cartoon-network-fluxx"}


def game_id(view: FluxxView) -> str:
    return GAME_OF_DECK[view.deck]


def catalog_of(view: FluxxView) -> Catalog:
    return deck_for(view.deck)


def determinize(view: FluxxView, rng: Rng) -> FluxxState:
    """A Fluxx state that `view.seat` cannot tell from the real one."""
    me = view.seat
    if me is None:
        raise ValueError("a determinizer needs a seat's view, not the public one")
    catalog = catalog_of(view)
    deck = catalog.ids if view.promos else catalog.base_ids
    seen = set(view.hand) | set(view.discard) | set(view.rules) | set(view.goals)
    for shown in view.seats:
        seen.update(shown.table)
    if view.attached is not None:
        seen.add(view.attached)
    stack = [step.model_copy(deep=True) for step in view.stack]
    holes = 0
    for step in stack:
        seen.update(c for c in step.cards if c != HIDDEN)
        holes += step.cards.count(HIDDEN)
    unseen = [c for c in deck if c not in seen]
    others = [s for s in range(len(view.seats)) if s != me]
    sizes = [view.seats[s].hand_size for s in others] + [view.draw_size] + [1] * holes
    pile = len(others)
    kind = catalog.type

    def fits(place: int, card: str) -> bool:
        # A drawn Creeper goes straight to the table: only the pile hides one.
        return place == pile or kind[card] != "creeper"

    dealt = deal(unseen, sizes, rng, fits)
    hands: list[list[str]] = [[] for _ in view.seats]
    hands[me] = list(view.hand)
    for place, seat in enumerate(others):
        hands[seat] = dealt[place]
    fill = iter(dealt[len(others) + 1 :])
    for step in stack:
        step.cards = [next(fill)[0] if c == HIDDEN else c for c in step.cards]
        step.picked = [SIGNS[rng.below(3)] if c == HIDDEN else c for c in step.picked]
    return FluxxState.model_construct(
        seats=[FluxxSeat.model_construct(name=s.name, bot=s.bot) for s in view.seats],
        rng=reseeded(rng),
        log=list(view.log),
        deck=view.deck,
        promos=view.promos,
        draw_pile=dealt[len(others)],
        discard=list(view.discard),
        hands=hands,
        tables=[list(s.table) for s in view.seats],
        rules=list(view.rules),
        goals=list(view.goals),
        attached=view.attached,
        stack=stack,
        phase=cast(Phase, view.phase),  # the state's own phase
        active=view.active,
        turn_no=view.turn_no,
        drawn=view.drawn,
        played=view.played,
        began_empty=view.began_empty,
        used=list(view.used),
        protected=list(view.protected_order),
        bound_next=list(view.bound_next_order),
        bound=view.bound,
        extra=view.extra,
        closed=view.closed,
        another=view.another,
        talk_bonus=view.talk_bonus,
        talk_seen=list(view.talk_seen),
        moves=view.moves,
        winner=view.winner,
        win_goal=view.win_goal,
    )


def _copy_step(step: Step) -> Step:
    new = shallow_copy(step)
    d = new.__dict__
    d["cards"], d["picked"], d["seats"] = list(step.cards), list(step.picked), list(step.seats)
    return new


def copy_state(state: FluxxState) -> FluxxState:
    """An independent copy for the search: every list and step copied, the
    seats shared."""
    new = shallow_copy(state)
    d = new.__dict__
    d["rng"] = shallow_copy(state.rng)
    d["log"] = list(state.log)
    d["draw_pile"] = list(state.draw_pile)
    d["discard"] = list(state.discard)
    d["hands"] = [list(h) for h in state.hands]
    d["tables"] = [list(t) for t in state.tables]
    d["rules"] = list(state.rules)
    d["goals"] = list(state.goals)
    d["stack"] = [_copy_step(s) for s in state.stack]
    d["used"] = list(state.used)
    d["protected"] = list(state.protected)
    d["bound_next"] = list(state.bound_next)
    d["talk_seen"] = list(state.talk_seen)
    return new
