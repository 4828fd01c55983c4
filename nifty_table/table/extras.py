"""What a game's screen draws besides its view, put in the frame by the table
(`Frame.extra`): each game's own small model, built by its policy from what
the frame's seat may know (public facts, or that seat's own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, SerializeAsAny

from nifty_table.engine.contract import Action, Prompt

if TYPE_CHECKING:
    from nifty_table.engine.match import Match


class Extra(BaseModel):
    model_config = ConfigDict(frozen=True)


class FluxxExtra(Extra):
    may_join: bool  # whether someone may jump in now
    cancellable: bool  # the seat's free action or Keeper power still asks them to choose
    go_on: SerializeAsAny[Action] | None  # the 'continue' of the reaction window now open


class GetNiftyExtra(Extra):
    missing: list[str] = []  # the deciding seat's: moves not offered now, with why


class TradeSide(Extra):
    name: str
    faces: list[int]  # the faces of their unused dice


class Swap(Extra):
    give_face: int
    take_face: int
    action: SerializeAsAny[Action]


class Trade(Extra):
    """A trade offer and the swaps the engine would allow after it."""

    offer: SerializeAsAny[Action]
    me: TradeSide
    partner: TradeSide
    swaps: list[Swap]


class NirdsExtra(Extra):
    card_users: list[int]  # people who may use a Scientist or tactic card now
    trades: list[Trade]  # for each trade offer the deciding seat may make


def fluxx_extra(match: Match, seat: int | None, go_on: Action | None) -> FluxxExtra:
    from nifty_table.games.fluxx.actions import UsePower, UseRule

    last = match.actions[-1] if match.actions else None
    cancellable = isinstance(last, UseRule | UsePower) and seat is not None and last.seat == seat
    may_join = match.game.join_refusal(match.state) is None  # type: ignore[attr-defined]
    return FluxxExtra(may_join=may_join, cancellable=cancellable, go_on=go_on)


def get_nifty_extra(match: Match, seat: int | None, prompt: Prompt) -> GetNiftyExtra:
    """Only for the seat deciding outside a challenge (it reads their hand)."""
    state = match.state
    if seat != prompt.seat or state.challenge is not None:  # type: ignore[attr-defined]
        return GetNiftyExtra()
    return GetNiftyExtra(missing=match.game.missing_moves(state, seat))  # type: ignore[attr-defined]


def nirds_extra(match: Match) -> NirdsExtra:
    """Nothing is hidden in Nirds: the same for every seat."""
    legal = match.legal_actions()
    users = [
        i
        for i, s in enumerate(match.seats)
        if not s.bot and any(a.seat == i and a.kind in ("science", "tactic") for a in legal)
    ]
    trades = [nirds_trade(match, offer) for offer in legal if offer.kind == "offer"]
    return NirdsExtra(card_users=users, trades=trades)


def nirds_trade(match: Match, offer: Action) -> Trade:
    """The engine lists the swaps after the offer; the screen only picks one."""
    from nifty_table.games.nirds.state import FREE

    game, state = match.game, match.state
    trial = state.model_copy(deep=True)
    game.apply(trial, offer)
    to = offer.to  # type: ignore[attr-defined]
    me, partner = trial.players[offer.seat], trial.players[to]  # type: ignore[attr-defined]
    swaps: dict[tuple[int, int], Action] = {}
    for swap in game.legal_actions(trial):
        if swap.kind == "swap" and swap.seat == offer.seat:
            faces = (me.dice[swap.give], partner.dice[swap.take])
            swaps[faces] = swap

    def side(seat: int) -> TradeSide:
        p = state.players[seat]  # type: ignore[attr-defined]
        free = [face for face, where in zip(p.dice, p.spot, strict=True) if where == FREE]
        return TradeSide(name=match.seats[seat].name, faces=free)

    return Trade(
        offer=offer,
        me=side(offer.seat),
        partner=side(to),
        swaps=[Swap(give_face=g, take_face=t, action=a) for (g, t), a in swaps.items()],
    )
