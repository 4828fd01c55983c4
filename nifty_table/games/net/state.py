"""Everything about a NΣT! game in progress, as one pydantic model."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field

from nifty_table.engine.contract import GameState
from nifty_table.engine.options import choice

OPEN = -1  # a box nobody has covered yet
COVERED = -2  # a character box nobody chose: closed for the whole game

# Bounds a loaded save must respect (checked when a save is validated, never
# per action): seat numbers, cards 0..59, at most 10 rounds of small scores.
SeatNo = Annotated[int, Field(ge=0, le=4)]
CardNo = Annotated[int, Field(ge=0, le=59)]
Points = Annotated[int, Field(ge=-10_000, le=10_000)]
RoundNo = Annotated[int, Field(ge=1, le=10)]


class Phase(StrEnum):
    CHARACTERS = "characters"  # each seat picks a character (once per game)
    NYET = "nyet"  # tokens go on the board
    TEAMS = "teams"  # the first player forms the teams
    BONUS = "bonus"  # the first player hands out the bonus card (5 players)
    EXCHANGE = "exchange"  # everybody picks cards to discard or pass, applied together
    TRICKS = "tricks"
    DOUBLE = "double"  # the bonus card's owner decides whether to double
    OVER = "over"


class Options(BaseModel):
    """Setup options for NΣT!."""

    board: str = choice(
        "standard",
        {"standard": "Standard board", "discard3": "Variant: Discard 3 instead of Pass left"},
        "Board",
        pattern="^(standard|discard3)$",
    )
    # Who deals the first round; None draws it at random. A rematch sets it to
    # the seat after the last game's first dealer, so the deal goes round.
    first_dealer: SeatNo | None = None


class RoundRules(BaseModel):
    """What the open boxes say for this round (set when the NY3T! phase ends)."""

    first_player: SeatNo = 0
    discard: int = Field(default=0, ge=0, le=15)
    keep_ones: bool = False
    pass_left: int = Field(default=0, ge=0, le=15)
    trump: int | None = Field(default=None, ge=0, le=13)
    supertrump: int | None = Field(default=None, ge=0, le=13)
    value: int = Field(default=1, ge=-100, le=100)


class RoundRecord(BaseModel):
    """One finished round, for the score chart."""

    round: RoundNo
    dealer: SeatNo
    first_player: SeatNo
    teams: list[int]
    tricks: list[Points]
    loot: list[Points]
    value: int = Field(ge=-100, le=100)
    doubled: bool
    points: list[Points]  # what each seat scored this round


class NetState(GameState):
    options: Options = Field(default_factory=Options)
    players: int = Field(ge=2, le=5)
    characters: list[int] = Field(default_factory=list)  # per seat
    phase: Phase = Phase.CHARACTERS
    round: RoundNo = 1
    rounds: RoundNo
    dealer: SeatNo = 0
    turn: SeatNo = 0  # seat that must decide now
    board: list[list[Annotated[int, Field(ge=COVERED, le=4)]]] = Field(
        default_factory=list
    )  # token owner per box
    rules: RoundRules = Field(default_factory=RoundRules)
    hands: list[list[CardNo]] = Field(default_factory=list)
    set_aside: list[CardNo] = Field(default_factory=list)  # 2 players: unseen this round
    discarded: list[CardNo] = Field(default_factory=list)
    picks: list[list[CardNo]] = Field(default_factory=list)  # exchange phase choices
    teams: list[int] = Field(default_factory=list)  # team number per seat
    bonus_owner: SeatNo | None = None
    doubled: bool = False
    leader: SeatNo = 0
    trick: list[tuple[SeatNo, CardNo]] = Field(default_factory=list)  # (seat, card)
    last_trick: list[tuple[SeatNo, CardNo]] = Field(default_factory=list)
    last_winner: SeatNo | None = None
    tricks_won: list[Points] = Field(default_factory=list)
    won_cards: list[list[CardNo]] = Field(default_factory=list)  # trick piles per seat
    loot: list[list[CardNo]] = Field(default_factory=list)  # captured 1s per seat
    scores: list[Points] = Field(default_factory=list)
    history: list[RoundRecord] = Field(default_factory=list)
    # This round's finished tricks in play order (public: every card was seen),
    # and what each seat discarded or passed in the exchange (each knows its own).
    round_tricks: list[list[tuple[SeatNo, CardNo]]] = Field(default_factory=list)
    exchanged: list[list[CardNo]] = Field(default_factory=list)


class SeatView(BaseModel):
    name: str
    bot: bool
    character: int | None
    team: int | None
    hand_size: int
    tricks: int
    loot: int
    score: int


class NetView(BaseModel):
    """What one seat may see: its own hand, everyone's public information.

    `seat` None is the public view (a spectator, the table between turns):
    no hand at all."""

    seat: int | None
    board_id: str  # which board (Options.board) the round is played on
    hand: list[int]
    my_picks: list[int]
    seats: list[SeatView]
    phase: Phase
    round: int
    rounds: int
    dealer: int
    turn: int
    board: list[list[int]]
    rules: RoundRules | None
    bonus_owner: int | None
    trick: list[tuple[int, int]]
    last_trick: list[tuple[int, int]]
    last_winner: int | None
    leader: int
    history: list[RoundRecord]
    log: list[str]
    # What the seat has seen this round beyond the table: every finished trick
    # (who played what, so who cannot follow a colour) and its own exchange.
    round_tricks: list[list[tuple[int, int]]] = []
    my_exchange: list[int] = []
