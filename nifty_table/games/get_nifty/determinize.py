"""Get Nifty for the search: a full state from one seat's view, and a fast copy.

Everything is on the table but the other hands and the draw pile's order:
cards never pass from hand to hand, so the cards a seat has not seen are
dealt at random into the others' hands (at their sizes) and the draw pile.
"""

from __future__ import annotations

import functools

from nifty_table.engine.contract import Seat
from nifty_table.engine.determinize import deal, reseeded, shallow_copy
from nifty_table.engine.rng import Rng
from nifty_table.games.get_nifty.cards import Catalog, load_deck
from nifty_table.games.get_nifty.state import Challenge, GetNiftyState, Team
from nifty_table.games.get_nifty.view import GetNiftyView


@functools.cache
def catalog() -> Catalog:
    """The deck's data, read once (the search asks for it every world)."""
    return load_deck()


def _deck() -> tuple[str, tuple[str, ...]]:
    return catalog().id, tuple(catalog().ids)


def _seen(view: GetNiftyView) -> set[str]:
    seen = set(view.hand) | set(view.discard)
    for seat in view.seats:
        seen.update(seat.objects)
    for team in view.teams:
        seen.update(c for c in (team.safe.card, team.weird.card) if c is not None)
        seen.update(team.nifty)
    if view.plot is not None:
        seen.add(view.plot)
    if view.challenge_detail is not None:
        seen.update(view.challenge_detail.attack)
        seen.update(view.challenge_detail.defence)
    return seen


def determinize(view: GetNiftyView, rng: Rng) -> GetNiftyState:
    """A Get Nifty state that `view.seat` cannot tell from the real one."""
    me = view.seat
    if me is None:
        raise ValueError("a determinizer needs a seat's view, not the public one")
    deck_id, ids = _deck()
    seen = _seen(view)
    unseen = [c for c in ids if c not in seen]
    others = [s for s in range(len(view.seats)) if s != me]
    sizes = [view.seats[s].hand_size for s in others] + [view.draw_count]
    dealt = deal(unseen, sizes, rng)
    hands: list[list[str]] = [[] for _ in view.seats]
    hands[me] = list(view.hand)
    for place, seat in enumerate(others):
        hands[seat] = dealt[place]
    detail = view.challenge_detail
    return GetNiftyState.model_construct(
        seats=[Seat.model_construct(name=s.name, bot=s.bot) for s in view.seats],
        rng=reseeded(rng),
        log=[],
        deck=deck_id,
        target=view.target,
        team_of=[s.team for s in view.seats],
        draw_pile=dealt[-1],
        discard=list(view.discard),
        hands=hands,
        objects=[list(s.objects) for s in view.seats],
        teams=[
            Team.model_construct(
                safe=t.safe,  # frozen: shared
                weird=t.weird,
                token=t.token,
                nifty=list(t.nifty),
            )
            for t in view.teams
        ],
        plot=view.plot,
        active=view.active,
        turn_no=view.turn_no,
        step=view.step,
        challenge=copy_challenge(detail) if detail is not None else None,
        round_limit=view.round_limit,
        winners=list(view.winners),
        over=view.over,
        history=[list(h) for h in view.history],
    )


def copy_challenge(ch: Challenge) -> Challenge:
    new = shallow_copy(ch)
    d = new.__dict__
    for name in (
        "attack",
        "defence",
        "attack_helpers",
        "defence_helpers",
        "fresh_objects",
        "offers",
        "attack_refused",
        "defence_refused",
    ):
        d[name] = list(d[name])
    d["played_by"] = dict(ch.played_by)
    return new


def copy_state(state: GetNiftyState) -> GetNiftyState:
    """An independent copy for the search: lists and the small mutable models
    copied; the seats, the State places (frozen) and finished history rows
    shared."""
    new = shallow_copy(state)
    d = new.__dict__
    d["rng"] = shallow_copy(state.rng)
    d["log"] = list(state.log)
    d["draw_pile"] = list(state.draw_pile)
    d["discard"] = list(state.discard)
    d["hands"] = [list(h) for h in state.hands]
    d["objects"] = [list(o) for o in state.objects]
    teams = []
    for team in state.teams:
        t = shallow_copy(team)
        t.__dict__["nifty"] = list(team.nifty)
        teams.append(t)
    d["teams"] = teams
    d["challenge"] = copy_challenge(state.challenge) if state.challenge is not None else None
    d["winners"] = list(state.winners)
    d["history"] = list(state.history)
    return new
