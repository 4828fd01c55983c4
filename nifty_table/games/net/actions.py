"""Every decision a NΣT! player can make, as small pydantic models."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from nifty_table.engine.contract import Action


class PickCharacter(Action):
    kind: Literal["character"] = "character"
    character: int


class PlaceToken(Action):
    kind: Literal["token"] = "token"
    line: int
    box: int


class ChooseTeam(Action):
    """The first player names the two seats that form the pair team
    (with 4 players: the first player and a partner)."""

    kind: Literal["team"] = "team"
    pair: tuple[int, int]

    @field_validator("pair")
    @classmethod
    def _in_seat_order(cls, pair: tuple[int, int]) -> tuple[int, int]:
        # (2, 0) and (0, 2) name the same pair: keep one spelling, so either
        # order is accepted and compares equal to the listed legal action.
        return (min(pair), max(pair))


class GiveBonus(Action):
    kind: Literal["bonus"] = "bonus"
    to: int


class PickCard(Action):
    """Choose one card to discard or pass in the exchange phase."""

    kind: Literal["pick"] = "pick"
    card: int


class PlayCard(Action):
    kind: Literal["play"] = "play"
    card: int


class Double(Action):
    kind: Literal["double"] = "double"
    double: bool


NetAction = Annotated[
    PickCharacter | PlaceToken | ChooseTeam | GiveBonus | PickCard | PlayCard | Double,
    Field(discriminator="kind"),
]
