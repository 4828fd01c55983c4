"""Everything about a NΣT! game in progress, as one pydantic model."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, Field

from nifty_table.engine.contract import GameState

OPEN = -1  # a box nobody has covered yet
COVERED = -2  # a character box nobody chose: closed for the whole game


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

    board: str = Field(
        default="standard",
        pattern="^(standard|discard3)$",
        description="Board",
        json_schema_extra={
            "choices": {
                "standard": "Standard board",
                "discard3": "Variant: Discard 3 instead of Pass left",
            }
        },
    )


class RoundRules(BaseModel):
    """What the open boxes say for this round (set when the NY3T! phase ends)."""

    first_player: int = 0
    discard: int = 0
    keep_ones: bool = False
    pass_left: int = 0
    trump: int | None = None
    supertrump: int | None = None
    value: int = 1


class RoundRecord(BaseModel):
    """One finished round, for the score chart."""

    round: int
    dealer: int
    first_player: int
    teams: list[int]
    tricks: list[int]
    loot: list[int]
    value: int
    doubled: bool
    points: list[int]  # what each seat scored this round


class NetState(GameState):
    options: Options = Field(default_factory=Options)
    players: int
    characters: list[int] = Field(default_factory=list)  # per seat
    phase: Phase = Phase.CHARACTERS
    round: int = 1
    rounds: int
    dealer: int = 0
    turn: int = 0  # seat that must decide now
    board: list[list[int]] = Field(default_factory=list)  # token owner per box
    rules: RoundRules = Field(default_factory=RoundRules)
    hands: list[list[int]] = Field(default_factory=list)
    set_aside: list[int] = Field(default_factory=list)  # 2 players: unseen this round
    discarded: list[int] = Field(default_factory=list)
    picks: list[list[int]] = Field(default_factory=list)  # exchange phase choices
    teams: list[int] = Field(default_factory=list)  # team number per seat
    bonus_owner: int | None = None
    doubled: bool = False
    leader: int = 0
    trick: list[tuple[int, int]] = Field(default_factory=list)  # (seat, card)
    last_trick: list[tuple[int, int]] = Field(default_factory=list)
    last_winner: int | None = None
    tricks_won: list[int] = Field(default_factory=list)
    won_cards: list[list[int]] = Field(default_factory=list)  # trick piles per seat
    loot: list[list[int]] = Field(default_factory=list)  # captured 1s per seat
    scores: list[int] = Field(default_factory=list)
    history: list[RoundRecord] = Field(default_factory=list)


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
    """What one seat may see: its own hand, everyone's public information."""

    seat: int
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
