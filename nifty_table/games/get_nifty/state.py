"""Everything about a game of Get Nifty in progress, as one pydantic model.

Cards are their physical ids (`switchblade-2`) in plain lists; the top of the
draw pile is the END of its list. Every card is always in exactly one place:
the draw pile, the discards, a hand, a seat's Objects, a team's State slot,
under a team's NIFTY token, or on one side of the challenge.

A team is one seat, except at six players: three teams of two partners sitting
opposite (seats i and i+3), who share State cards, the token and Niftyness.
"""

from __future__ import annotations

import functools
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from nifty_table.engine.contract import GameState
from nifty_table.engine.options import choice

Kind = Literal["danger", "boredom"]
SideName = Literal["attack", "defence"]
MAX_TURNS = 100_000  # a bound for saves; no real game gets near it
HISTORY = 400  # turns of Niftyness history kept for the end screen


class Slot(BaseModel):
    """A team's SAFE or WEIRD place: the card, its marker, Fluxed or not.
    Replaced whole when it changes (`Team.place`), never changed in place, so
    copies of a state (the search makes thousands) may share it."""

    model_config = ConfigDict(frozen=True)

    card: str | None = None
    marked: bool = False
    fluxed: bool = False

    @property
    def active(self) -> bool:
        """Played, marked and face up: the team is Safe (or Weird)."""
        return self.card is not None and self.marked and not self.fluxed


@functools.cache  # a few hundred at most: every card in each of four states
def _slot(card: str | None, marked: bool, fluxed: bool) -> Slot:
    """Slots are frozen: each one is made (and validated) once, then shared."""
    return Slot(card=card, marked=marked, fluxed=fluxed)


class Team(BaseModel):
    safe: Slot = Field(default_factory=Slot)
    weird: Slot = Field(default_factory=Slot)
    token: bool = False
    nifty: list[str] = Field(default_factory=list, max_length=200)  # under the token

    def slot(self, kind: Kind) -> Slot:
        return self.safe if kind == "danger" else self.weird

    def place(
        self, kind: Kind, card: str | None, *, marked: bool = False, fluxed: bool = False
    ) -> None:
        """Set the team's SAFE (danger) or WEIRD (boredom) place."""
        slot = _slot(card, marked, fluxed)
        if kind == "danger":
            self.safe = slot
        else:
            self.weird = slot


class Challenge(BaseModel):
    """A Danger or Boredom challenge being played out.

    The side whose `turn` it is adds cards, one member at a time (`acting`
    indexes [lead, *helpers]); a member confirms with Done. A side that is
    losing and has nobody left to act has declared the challenge over.
    """

    kind: Kind
    challenger: int
    defender: int
    attack: list[str] = Field(default_factory=list, max_length=100)
    defence: list[str] = Field(default_factory=list, max_length=100)
    played_by: dict[str, int] = Field(default_factory=dict)  # card -> seat that played it
    attack_helpers: list[int] = Field(default_factory=list, max_length=6)
    defence_helpers: list[int] = Field(default_factory=list, max_length=6)
    fresh_objects: list[str] = Field(default_factory=list, max_length=50)  # played from hand
    defence_played: bool = False  # the defence has answered with at least one card
    turn: SideName = "attack"
    acting: int = Field(default=0, ge=0, le=6)
    asked: bool = False  # the side on turn has asked for help in this exchange
    asking: bool = False  # waiting for offers now
    offers: list[int] = Field(default_factory=list, max_length=6)
    # Refusals are per side: a seat one side turned down may still help the other.
    attack_refused: list[int] = Field(default_factory=list, max_length=6)
    defence_refused: list[int] = Field(default_factory=list, max_length=6)

    @property
    def self_challenge(self) -> bool:
        return self.challenger == self.defender

    def members(self, side: SideName) -> list[int]:
        if side == "attack":
            return [self.challenger, *self.attack_helpers]
        return [self.defender, *self.defence_helpers]

    def refusals(self, side: SideName) -> list[int]:
        return self.attack_refused if side == "attack" else self.defence_refused

    def cards(self, side: SideName) -> list[str]:
        return self.attack if side == "attack" else self.defence

    def side_of(self, seat: int) -> SideName | None:
        if seat == self.challenger or seat in self.attack_helpers:
            return "attack"
        if seat == self.defender or seat in self.defence_helpers:
            return "defence"
        return None

    @property
    def acting_seat(self) -> int:
        """`members(turn)[acting]`, asked at every step, without building the list."""
        attack = self.turn == "attack"
        if self.acting == 0:
            return self.challenger if attack else self.defender
        return (self.attack_helpers if attack else self.defence_helpers)[self.acting - 1]


class Options(BaseModel):
    """Setup options for Get Nifty (six players always play as three teams)."""

    round_limit: int = choice(
        0,
        {
            0: "None: play until Nifty",
            30: "30 rounds, most Nifty wins",
            40: "40 rounds, most Nifty wins",
            60: "60 rounds, most Nifty wins",
        },
        "Round limit (not a printed rule)",
        ge=0,
        le=500,
    )

    first_player: str = choice(
        "first",
        {"first": "The first seat starts", "random": "A random player starts"},
        "Who goes first",
        pattern="^(first|random)$",
    )


class GetNiftyState(GameState):
    deck: str
    target: int = Field(ge=1, le=99)
    team_of: list[int]
    draw_pile: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    hands: list[list[str]] = Field(default_factory=list)
    objects: list[list[str]] = Field(default_factory=list)  # Objects in front of each seat
    teams: list[Team] = Field(default_factory=list)
    plot: str | None = None
    active: int = Field(default=0, ge=0, le=5)
    turn_no: int = Field(default=1, ge=1, le=MAX_TURNS)
    step: int = Field(default=0, ge=0)  # actions applied so far
    challenge: Challenge | None = None
    round_limit: int = Field(default=0, ge=0, le=500)  # 0: none (our table option)
    winners: list[int] = Field(default_factory=list, max_length=3)  # winning teams
    over: bool = False
    history: list[list[int]] = Field(default_factory=list, max_length=HISTORY)
