"""Deck files as data: the card schema, validation on load, and the compiled catalog.

A deck is a TOML file under assets/fluxx/. Each card names its effect by key;
the effect's code lives once in `effects/`. Loading checks every card on its own
(schema), then across cards (ids, references, handler keys and their params),
and fails with the card id and the reason. The result is a `Catalog` of plain
dicts, so the rules never touch pydantic in the hot path.
"""

from __future__ import annotations

import re
from typing import Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, model_validator

CardType = Literal["keeper", "creeper", "goal", "rule", "action", "surprise"]
Family = Literal["draw", "play", "hand_limit", "keeper_limit", "play_all_but"]
Event = Literal["keeper", "goal", "rule", "action", "surprise", "steal"]
PLAY_ALL = -1  # the value of the Play All rule
# Params that hold a number printed on the card. Inflation adds 1 to such a
# number only when the card writes it in digits ("Draw 2"), never in words
# ("one card", "a New Rule"): see `written_in_digits`.
NUMBER_PARAMS = ("value", "count", "draw", "play", "per_player")


class DeckError(ValueError):
    """A deck file that cannot be played, with the card id and the reason."""


class DeckInfo(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    title: str = Field(min_length=1)
    has_creepers: bool = False
    has_surprises: bool = False


class CardSpec(BaseModel):
    """One card as written in the deck file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=48)
    type: CardType
    text: str = Field(min_length=1)
    tags: list[str] = Field(default_factory=list)
    show: str | None = None
    power: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    requires: list[str] = Field(default_factory=list)
    any_of: list[list[str]] = Field(default_factory=list)
    forbids: list[str] = Field(default_factory=list)
    allows_creepers: list[str] = Field(default_factory=list)
    special: str | None = None
    family: Family | None = None
    value: int | None = None
    effect: str | None = None
    free_action: bool = False
    counters: list[Event] = Field(default_factory=list)
    on_turn: str | None = None
    on_turn_params: dict[str, Any] = Field(default_factory=dict)
    promo: bool = False  # only in the deck when the game's promo option is on

    @model_validator(mode="after")
    def _fields_fit_the_type(self) -> CardSpec:
        kind = self.type
        goal_fields = self.requires or self.any_of or self.forbids or self.allows_creepers
        if kind != "goal" and (goal_fields or self.special):
            raise ValueError("only Goals have requires/any_of/forbids/allows_creepers/special")
        if kind not in ("keeper", "creeper") and self.power:
            raise ValueError("only Keepers and Creepers have a power")
        if kind != "rule" and (self.family or self.value is not None or self.free_action):
            raise ValueError("only New Rules have family/value/free_action")
        if kind != "surprise" and (self.counters or self.on_turn or self.on_turn_params):
            raise ValueError("only Surprises have counters/on_turn")
        if kind in ("keeper", "creeper", "goal") and self.effect:
            raise ValueError(f"a {kind} has no effect key")
        if kind == "creeper" and not self.power:
            raise ValueError("a Creeper needs a power (what it does while on a table)")
        if kind == "goal":
            if bool(self.requires) + bool(self.any_of) + bool(self.special) != 1:
                raise ValueError("a Goal needs exactly one of requires, any_of or special")
            if any(len(group) < 1 for group in self.any_of):
                raise ValueError("an any_of set is empty")
        if kind == "rule":
            if bool(self.family) == bool(self.effect):
                raise ValueError("a New Rule needs either family+value or effect")
            if self.family and self.value is None:
                raise ValueError("a family rule needs a value")
            if self.family and self.value is not None:
                low = PLAY_ALL if self.family == "play" else 0
                if self.value < low or (self.family in ("draw", "play") and self.value == 0):
                    raise ValueError(f"value {self.value} makes no sense for family {self.family}")
            if self.family and self.free_action:
                raise ValueError("a family rule cannot be a free action")
        if kind in ("action", "surprise") and not self.effect:
            raise ValueError(f"a {kind} needs an effect key")
        if kind == "surprise":
            if not self.counters:
                raise ValueError("a Surprise needs counters (what it may answer out of turn)")
            if not self.on_turn:
                raise ValueError("a Surprise needs on_turn (its effect on its owner's turn)")
        return self


class DeckFile(BaseModel):
    deck: DeckInfo
    card: list[dict[str, Any]]


class Catalog:
    """A validated deck compiled to plain lookups (card id -> fact)."""

    def __init__(self, info: DeckInfo, cards: list[CardSpec], params: dict) -> None:
        self.id = info.id
        self.title = info.title
        self.has_creepers = info.has_creepers
        self.has_surprises = info.has_surprises
        self.specs = {card.id: card for card in cards}
        self.ids = [card.id for card in cards]
        self.base_ids = [card.id for card in cards if not card.promo]  # the deck as sold
        self.name = {card.id: card.name for card in cards}
        self.type = {card.id: card.type for card in cards}
        self.tags = {card.id: frozenset(card.tags) for card in cards}
        self.show = {card.id: card.show for card in cards}
        self.family = {card.id: card.family for card in cards if card.family}
        # The validator above gives every family rule a value, every Action an
        # effect and every Surprise an effect and an on_turn: never None here.
        self.value = cast(dict[str, int], {card.id: card.value for card in cards if card.family})
        # effect key of a card when played (actions; surprises on their owner's turn)
        self.play_effect = cast(
            dict[str, str],
            {
                card.id: (card.on_turn if card.type == "surprise" else card.effect)
                for card in cards
                if card.type in ("action", "surprise")
            },
        )
        self.rule_effect = {
            card.id: card.effect for card in cards if card.type == "rule" and card.effect
        }
        self.free = {card.id for card in cards if card.free_action}
        self.counter_effect = cast(
            dict[str, str], {card.id: card.effect for card in cards if card.type == "surprise"}
        )
        self.counters = {
            card.id: frozenset(card.counters) for card in cards if card.type == "surprise"
        }
        self.power = {card.id: card.power for card in cards if card.power}
        self.keepers = [card.id for card in cards if card.type == "keeper"]
        self.keeper_set = frozenset(self.keepers)
        self.creepers = [card.id for card in cards if card.type == "creeper"]
        self.goals = [card.id for card in cards if card.type == "goal"]
        self.goal_set = frozenset(self.goals)
        # validated params per (card, handler key): effects read attributes, never dicts
        self.params = params
        # what a Surprise out of turn could ever answer, for opening reaction windows
        self.counterable: frozenset[str] = frozenset(
            event for card in cards if card.type == "surprise" for event in card.counters
        )
        # The same params with Inflation applied (numbers written in digits + 1).
        self.inflated_params: dict[tuple[str, str], Any] = {  # like card_params
            key: inflate(self.specs[key[0]], values) for key, values in params.items()
        }
        # Family rules whose number is written in digits (Play All has none).
        self.value_inflates = frozenset(
            card.id for card in cards if card.family and written_in_digits(card, card.value)
        )
        self.size = len(cards)
        self.rule_cache: dict[tuple[str, ...], Any] = {}
        self.goal_checks: dict[str, Any] = {}

    def card_params(self, card: str, key: str) -> Any:
        """The validated params a card gives the handler `key` (as printed;
        `Table.p` gives them with Inflation applied when it is in play)."""
        return self.params[(card, key)]


def written_in_digits(card: CardSpec, number: int | None) -> bool:
    """Does the card's name or text show this number in digits?"""
    if number is None or number < 0:
        return False
    return re.search(rf"(?<!\d){number}(?!\d)", f"{card.name} {card.text}") is not None


def inflate(card: CardSpec, params: BaseModel) -> BaseModel:
    """The params as Inflation reads them: every number the card writes in
    digits counts one more; numbers in words, ids, tags and flags stay."""
    bump = {}
    for field in NUMBER_PARAMS:
        value: Any = getattr(params, field, None)  # a number only where `number` says so
        number = isinstance(value, int) and not isinstance(value, bool)
        if number and written_in_digits(card, value):
            bump[field] = value + 1
    return params.model_copy(update=bump) if bump else params
