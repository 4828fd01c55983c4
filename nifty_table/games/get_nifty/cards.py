"""The deck as data: card schema, validation on load, and the compiled catalog.

The deck file (assets/get_nifty/deck.toml) is checked card by card with
pydantic and then across cards (unique ids, cancel targets that exist); any
problem is reported with the card id and the reason. The rules then work on
plain frozen `Card` records, one per physical card, so nothing in the hot
path touches pydantic.

Infinity (the Playstashun's Weirdness) is stored as `None` and never as a big
number: `Amount` adds it up and `holds` compares it by its own rule.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, cast

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from nifty_table.engine.assets import read_toml

CardType = Literal["state", "character", "object", "boredom", "plot"]
StatName = Literal["danger", "safety", "weirdness", "niftyness"]
TakeType = Literal["character", "object", "boredom", "plot", "state", "any"]
INFINITY = "inf"  # how a deck file writes ∞
Stat = int | None  # None is ∞


class DeckError(ValueError):
    """A deck file that cannot be played, with the card id and the reason."""


class Boost(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    attribute: str = Field(pattern=r"^[A-Z][A-Z-]*$")
    stat: StatName
    amount: int = Field(ge=-5, le=5)


class CardSpec(BaseModel):
    """One card as written in the deck file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9-]+$", max_length=40)
    name: str = Field(min_length=1, max_length=40)
    type: CardType
    text: str = Field(min_length=1, max_length=400)
    count: int = Field(default=1, ge=1, le=12)
    danger: int | Literal["inf"] = 0
    safety: int | Literal["inf"] = 0
    weirdness: int | Literal["inf"] = 0
    niftyness: int | Literal["inf"] = 0
    value: int = Field(default=0, ge=0, le=9)
    state: Literal["SAFE", "WEIRD"] | None = None
    attributes: list[str] = Field(default_factory=list)
    cancels: list[str] = Field(default_factory=list)
    power: Literal["auto", "use"] | None = None
    only_in: Literal["danger", "boredom"] | None = None
    single_use: bool = False
    discard_option: TakeType | None = None
    boosts: list[Boost] = Field(default_factory=list)

    @model_validator(mode="after")
    def _fits_its_type(self) -> CardSpec:
        stats = (self.danger, self.safety, self.weirdness, self.niftyness)
        finite = cast(list[int], [s for s in stats if s != INFINITY])  # numbers, once ∞ is out
        if self.type == "character" and any(not 0 <= s <= 5 for s in finite):
            raise ValueError("character stats run from 0 to 5")
        if self.type == "object" and any(not -2 <= s <= 5 for s in finite):
            raise ValueError("object stats run from -2 to 5")
        if self.type == "plot" and any(not -5 <= s <= 5 for s in finite):
            raise ValueError("plot stats run from -5 to 5")
        if self.type == "state" and self.state is None:
            raise ValueError("a state card says whether it is SAFE or WEIRD")
        if self.type != "state" and self.state is not None:
            raise ValueError("only state cards have a state")
        if self.type == "boredom" and self.value < 1:
            raise ValueError("a Boredom card needs a value of at least 1")
        if self.type not in ("character", "object") and (self.cancels or self.attributes):
            raise ValueError("only characters and objects have attributes or cancel others")
        if self.type != "object" and (self.power or self.single_use):
            raise ValueError("only objects have a power or are single-use")
        if self.type == "object" and self.cancels and self.power is None:
            raise ValueError("an object that cancels says whether it is 'auto' or 'use'")
        if self.type != "character" and self.discard_option is not None:
            raise ValueError("only characters have a discard option")
        if self.type != "plot" and self.boosts:
            raise ValueError("only plots boost other cards")
        if self.type in ("state", "boredom") and any(s != 0 for s in stats):
            raise ValueError("state and boredom cards have no D/S/W/N stats")
        return self


class DeckFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    deck: dict[str, str]
    card: list[CardSpec]


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card (copies have their own id: `switchblade-2`)."""

    id: str
    base: str
    name: str
    type: str
    danger: Stat
    safety: Stat
    weirdness: Stat
    niftyness: Stat
    value: int
    state: str | None
    attributes: frozenset[str]
    cancels: frozenset[str]
    power: str | None
    only_in: str | None
    single_use: bool
    discard_option: str | None
    boosts: tuple[Boost, ...]
    text: str

    def stat(self, name: str) -> Stat:
        return getattr(self, name)

    def targets(self, other: Card) -> bool:
        """True when this card's cancel list names the other card."""
        return other.base in self.cancels or not self.cancels.isdisjoint(other.attributes)


class Amount(NamedTuple):
    """A challenge total: finite points, or infinite (∞ plus anything is ∞)."""

    points: int = 0
    infinite: bool = False

    def plus(self, stat: Stat) -> Amount:
        if stat is None:
            return Amount(self.points, True)
        return Amount(self.points + stat, self.infinite)

    def __str__(self) -> str:
        return "∞" if self.infinite else str(self.points)


def holds(defence: Amount, attack: Amount) -> bool:
    """The defence holds when it is at least the attack; ties go to the
    defender. ∞ beats every finite total, and ∞ against ∞ is a tie."""
    if defence.infinite:
        return True
    if attack.infinite:
        return False
    return defence.points >= attack.points


def show_stat(stat: Stat) -> str:
    return "∞" if stat is None else str(stat)


@dataclass(frozen=True)
class Catalog:
    id: str
    title: str
    cards: dict[str, Card]  # physical id -> card, in deck order
    specs: tuple[CardSpec, ...]
    # (plot, stat) -> every card's boosted stat; see `boosted_stats`.
    _boosted: dict[tuple[str | None, str], dict[str, Stat]] = field(
        default_factory=dict, compare=False, repr=False
    )

    @property
    def ids(self) -> list[str]:
        return list(self.cards)

    @functools.cached_property
    def plots(self) -> frozenset[str]:
        """The Plot cards (any seat may play one during a challenge)."""
        return frozenset(c for c, card in self.cards.items() if card.type == "plot")

    @functools.cached_property
    def unbounded(self) -> frozenset[str]:
        """The cards with an infinite stat (the Playstashun's Weirdness)."""
        stats = ("danger", "safety", "weirdness", "niftyness")
        return frozenset(
            c for c, card in self.cards.items() if any(card.stat(s) is None for s in stats)
        )

    @functools.cached_property
    def powers(self) -> frozenset[str]:
        """The Objects with a cancel power to declare (`use_power`)."""
        return frozenset(c for c, card in self.cards.items() if card.power == "use")

    @functools.cached_property
    def cancel_targets(self) -> dict[str, frozenset[str]]:
        """For each card that cancels anything, every card its list names
        (`Card.targets`, worked out once: challenges ask after every card)."""
        cards = self.cards.items()
        return {
            c: frozenset(o for o, other in cards if card.targets(other))
            for c, card in cards
            if card.cancels
        }

    @functools.cached_property
    def cancellers(self) -> frozenset[str]:
        """The cards that cancel anything at all (most challenges have none)."""
        return frozenset(self.cancel_targets)

    @functools.cached_property
    def cancellable(self) -> frozenset[str]:
        """The cards some canceller names (most cards are named by none)."""
        return frozenset().union(*self.cancel_targets.values())

    def boosted_stats(self, plot: str | None, stat: str) -> dict[str, Stat]:
        """Every card's `stat` (by physical id) with the boosts the Plot gives
        its attributes. Challenge totals and Niftyness are added up after most
        actions, so each table is built once per Plot and stat, then looked up."""
        table = self._boosted.get((plot, stat))
        if table is None:
            plot_boosts = self.cards[plot].boosts if plot is not None else ()
            boosts = [b for b in plot_boosts if b.stat == stat]
            table = self._boosted[plot, stat] = {}
            for card_id, card in self.cards.items():
                value = card.stat(stat)
                if value is not None:
                    value += sum(b.amount for b in boosts if b.attribute in card.attributes)
                table[card_id] = value
        return table


def _stat(value: int | str) -> Stat:
    return None if value == INFINITY else int(value)


def compile_deck(raw: dict[str, Any]) -> Catalog:
    """Validate a parsed deck file; DeckError names the card and the reason."""
    for i, entry in enumerate(raw.get("card", []) if isinstance(raw, dict) else []):
        try:
            CardSpec.model_validate(entry)
        except ValidationError as exc:
            card_id = entry.get("id", f"#{i + 1}") if isinstance(entry, dict) else f"#{i + 1}"
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            msg = first["msg"].removeprefix("Value error, ")
            reason = f"{where}: {msg}" if where else msg
            raise DeckError(f"card {card_id}: {reason}") from None
    try:
        deck = DeckFile.model_validate(raw)
    except ValidationError as exc:
        raise DeckError(f"deck file: {exc.errors()[0]['msg']}") from None
    bases = {s.id for s in deck.card}
    if len(bases) != len(deck.card):
        seen: set[str] = set()
        # set.add returns None (falsy): the test marks each id seen as it goes.
        twice = next(s.id for s in deck.card if s.id in seen or seen.add(s.id))  # type: ignore[func-returns-value]
        raise DeckError(f"card {twice}: the id is used twice")
    attributes = {a for s in deck.card for a in s.attributes}
    cancelled_by = _cancelled_by(deck.card)
    cards: dict[str, Card] = {}
    for spec in deck.card:
        for target in spec.cancels:
            known = target in attributes if target.isupper() else target in bases
            if not known:
                raise DeckError(f"card {spec.id}: cancels {target!r}, which no card is")
        for copy in range(spec.count):
            card_id = spec.id if copy == 0 else f"{spec.id}-{copy + 1}"
            if card_id in bases and copy:
                raise DeckError(f"card {spec.id}: copy id {card_id} clashes with a card")
            cards[card_id] = Card(
                id=card_id,
                base=spec.id,
                name=spec.name,
                type=spec.type,
                danger=_stat(spec.danger),
                safety=_stat(spec.safety),
                weirdness=_stat(spec.weirdness),
                niftyness=_stat(spec.niftyness),
                value=spec.value,
                state=spec.state,
                attributes=frozenset(spec.attributes),
                cancels=frozenset(spec.cancels),
                power=spec.power,
                only_in=spec.only_in,
                single_use=spec.single_use,
                discard_option=spec.discard_option,
                boosts=tuple(spec.boosts),
                text=spec.text + cancelled_by.get(spec.id, ""),
            )
    info = deck.deck
    if "id" not in info or "title" not in info:
        raise DeckError("deck file: the [deck] table needs an id and a title")
    return Catalog(id=info["id"], title=info["title"], cards=cards, specs=tuple(deck.card))


def _cancelled_by(specs: list[CardSpec]) -> dict[str, str]:
    """The "Cancelled by: AYLEE, BUN-BUN." line each card that others can
    cancel carries at the end of its text, as printed cards do."""
    out = {}
    for target in specs:
        names = [
            s.name.upper()
            for s in specs
            if target.id in s.cancels or not set(s.cancels).isdisjoint(target.attributes)
        ]
        if names:
            out[target.id] = f" Cancelled by: {', '.join(names)}."
    return out


@functools.cache
def load_deck(name: str = "deck.toml") -> Catalog:
    return compile_deck(read_toml("get_nifty", name))
