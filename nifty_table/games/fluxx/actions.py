"""Every decision a Fluxx player can make, as small frozen pydantic models."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field

from nifty_table.engine.contract import Action, interned


class PlayCard(Action):
    """Play a card from your hand (one of this turn's plays)."""

    kind: Literal["play"] = "play"
    card: str


class PlayRandom(Action):
    """First Play Random: the engine picks the card from your hand."""

    kind: Literal["play_random"] = "play_random"


class UseRule(Action):
    """Use a free-action New Rule in play (never a play)."""

    kind: Literal["use_rule"] = "use_rule"
    card: str


class UsePower(Action):
    """Use the power of a Keeper (or the way out of a Creeper) on your table."""

    kind: Literal["use_power"] = "use_power"
    card: str


class EndTurn(Action):
    kind: Literal["end_turn"] = "end_turn"
    hands_over: ClassVar[bool] = True


class DrawCards(Action):
    """Go on to the draw step (offered when a free action could come first)."""

    kind: Literal["draw"] = "draw"


class Discard(Action):
    """Discard a card from your hand or a Keeper from your table to meet a limit."""

    kind: Literal["discard"] = "discard"
    card: str


class Pick(Action):
    """Answer a choice inside a card's effect: a card, a player, or a named option."""

    kind: Literal["pick"] = "pick"
    card: str | None = None
    target: int | None = None
    option: str | None = None


class Answer(Action):
    """Answer a yes/no question (an honest one, for table-talk rules)."""

    kind: Literal["answer"] = "answer"
    yes: bool


class PlaySurprise(Action):
    """Play a Surprise from your hand in reply to what just happened."""

    kind: Literal["surprise"] = "surprise"
    card: str


class Continue(Action):
    """Let what was just played go ahead (closes a reaction window)."""

    kind: Literal["continue"] = "continue"


class Join(Action):
    """Jumping In: a new player joins with three cards. Legal at any time."""

    kind: Literal["join"] = "join"
    name: str = Field(min_length=1, max_length=24)
    bot: bool = False


FluxxAction = Annotated[
    PlayCard
    | PlayRandom
    | UseRule
    | UsePower
    | EndTurn
    | DrawCards
    | Discard
    | Pick
    | Answer
    | PlaySurprise
    | Continue
    | Join,
    Field(discriminator="kind"),
]


# Frozen actions are values: the common ones are built once and shared, which
# keeps listing legal actions cheap in the simulator's hot loop.
play_card_action = interned(PlayCard)  # (seat, card)
discard_action = interned(Discard)  # (seat, card)
use_rule_action = interned(UseRule)  # (seat, card)
use_power_action = interned(UsePower)  # (seat, card)
play_random_action = interned(PlayRandom)  # (seat)
end_turn_action = interned(EndTurn)  # (seat)
draw_action = interned(DrawCards)  # (seat)
continue_action = interned(Continue)  # (seat)
play_surprise_action = interned(PlaySurprise)  # (seat, card)
answer_action = interned(Answer)  # (seat, yes)
_pick = interned(Pick)  # (seat, card, target, option)


def pick_card_action(seat: int, card: str) -> Pick:
    return _pick(seat, card, None, None)


def pick_seat_action(seat: int, target: int) -> Pick:
    return _pick(seat, None, target, None)


def pick_option_action(seat: int, option: str) -> Pick:
    return _pick(seat, None, None, option)


def give_card_action(seat: int, card: str, target: int) -> Pick:
    """A card handed to a seat (a card and a seat in one choice)."""
    return _pick(seat, card, target, None)
