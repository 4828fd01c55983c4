"""Every action of Get Nifty: small frozen models in one union on `kind`."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field

from nifty_table.engine.contract import Action


class PlayState(Action):
    kind: Literal["play_state"] = "play_state"
    card: str


class PlayObject(Action):
    kind: Literal["play_object"] = "play_object"
    card: str


class PlayPlot(Action):
    """On your turn, or during any challenge by anyone (out of turn)."""

    kind: Literal["play_plot"] = "play_plot"
    card: str


class StartChallenge(Action):
    """A Danger challenge (a Character) or a Boredom one (a Boredom card)."""

    kind: Literal["challenge"] = "challenge"
    target: int
    card: str


class AddCard(Action):
    kind: Literal["add"] = "add"
    card: str


class UsePower(Action):
    """Declare a single-use Object's cancel power in a challenge."""

    kind: Literal["use_power"] = "use_power"
    card: str


class AskHelp(Action):
    kind: Literal["ask_help"] = "ask_help"


class OfferHelp(Action):
    kind: Literal["offer_help"] = "offer_help"


class AcceptHelp(Action):
    kind: Literal["accept_help"] = "accept_help"
    helper: int


class RefuseHelp(Action):
    kind: Literal["refuse_help"] = "refuse_help"
    helper: int


class StopAsking(Action):
    kind: Literal["stop_asking"] = "stop_asking"


class Done(Action):
    """Confirm your cards; if your side is still losing and nobody on it is
    left to act, this declares the challenge over."""

    kind: Literal["done"] = "done"
    hands_over: ClassVar[bool] = True


class Discard(Action):
    kind: Literal["discard"] = "discard"
    card: str


class TakeFromDiscards(Action):
    """A Character's discard option: throw it away, take `take` instead."""

    kind: Literal["discard_option"] = "discard_option"
    card: str
    take: str


class BuyToken(Action):
    kind: Literal["buy_token"] = "buy_token"
    cards: tuple[str, ...]


class PlayNifty(Action):
    kind: Literal["play_nifty"] = "play_nifty"
    card: str


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"
    hands_over: ClassVar[bool] = True


GetNiftyAction = Annotated[
    PlayState
    | PlayObject
    | PlayPlot
    | StartChallenge
    | AddCard
    | UsePower
    | AskHelp
    | OfferHelp
    | AcceptHelp
    | RefuseHelp
    | StopAsking
    | Done
    | Discard
    | TakeFromDiscards
    | BuyToken
    | PlayNifty
    | EndTurn,
    Field(discriminator="kind"),
]
