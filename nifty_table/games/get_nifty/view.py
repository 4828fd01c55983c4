"""What one seat may see (`seat=None`: what a spectator sees).

Everything on the table is public: State cards and their markers, Objects,
the Plot, the discards, the challenge with both sides' cards and totals, and
offers of help. Hands are counts, except your own; the draw pile's order is
never shown.
"""

from __future__ import annotations

from pydantic import BaseModel

from nifty_table.games.get_nifty.state import Challenge, Slot
from nifty_table.games.get_nifty.table import Table


class SeatView(BaseModel):
    name: str
    bot: bool
    team: int
    hand_size: int
    objects: list[str]


class TeamView(BaseModel):
    seats: list[int]
    safe: Slot
    weird: Slot
    token: bool
    nifty: list[str]
    niftyness: int


class SideView(BaseModel):
    seats: list[int]
    cards: list[str]
    objects: list[str]
    added_objects: list[str]  # Objects its members played into this challenge
    cards_total: str
    objects_total: str
    plot: int
    total: str


class ChallengeView(BaseModel):
    kind: str
    challenger: int
    defender: int
    attack: SideView
    defence: SideView
    losing: str
    losing_reason: str  # the rule that makes it the losing side now
    turn: str
    acting_seat: int
    asking: bool
    offers: list[int]
    refused: list[int]  # turned down by the side on turn
    defence_answered: bool  # the defence has played a card (or fired a power)
    fresh_objects: list[str]


class GetNiftyView(BaseModel):
    seat: int | None
    hand: list[str]
    seats: list[SeatView]
    teams: list[TeamView]
    target: int
    plot: str | None
    discard: list[str]
    draw_count: int
    active: int
    turn_no: int
    challenge: ChallengeView | None
    winners: list[int]  # teams
    history: list[list[int]]
    # The rest of the public table, as the rules keep it: the challenge in full
    # (who played which card, who was refused), the game's round limit, and
    # how many actions have been taken.
    challenge_detail: Challenge | None = None
    round_limit: int = 0
    over: bool = False
    step: int = 0


def build_view(table: Table, seat: int | None) -> GetNiftyView:
    state = table.state
    ch = state.challenge
    challenge = None
    if ch is not None:
        sides = {}
        for side in ("attack", "defence"):
            b = table.breakdown(ch, side)
            objects = table.side_objects(ch, side)
            sides[side] = SideView(
                seats=ch.members(side),
                cards=list(ch.cards(side)),
                objects=objects,
                added_objects=[c for c in objects if c in ch.fresh_objects],
                cards_total=str(b.cards),
                objects_total=str(b.objects),
                plot=b.plot,
                total=str(b.total),
            )
        challenge = ChallengeView(
            kind=ch.kind,
            challenger=ch.challenger,
            defender=ch.defender,
            attack=sides["attack"],
            defence=sides["defence"],
            losing=table.losing(ch),
            losing_reason=table.losing_reason(ch),
            turn=ch.turn,
            acting_seat=ch.acting_seat,
            asking=ch.asking,
            offers=list(ch.offers),
            refused=list(ch.refusals(ch.turn)),
            defence_answered=ch.defence_played,
            fresh_objects=list(ch.fresh_objects),
        )
    return GetNiftyView(
        seat=seat,
        hand=list(state.hands[seat]) if seat is not None else [],
        seats=[
            SeatView(
                name=s.name,
                bot=s.bot,
                team=state.team_of[i],
                hand_size=len(state.hands[i]),
                objects=list(state.objects[i]),
            )
            for i, s in enumerate(state.seats)
        ],
        teams=[
            TeamView(
                seats=table.seats_of(i),
                safe=team.safe,  # frozen: shared
                weird=team.weird,
                token=team.token,
                nifty=list(team.nifty),
                niftyness=table.niftyness(i),
            )
            for i, team in enumerate(state.teams)
        ],
        target=state.target,
        plot=state.plot,
        discard=list(state.discard),
        draw_count=len(state.draw_pile),
        active=state.active,
        turn_no=state.turn_no,
        challenge=challenge,
        winners=list(state.winners),
        history=[list(h) for h in state.history[-60:]],
        challenge_detail=ch.model_copy(deep=True) if ch is not None else None,
        round_limit=state.round_limit,
        over=state.over,
        step=state.step,
    )
