"""Loading a deck file: read, validate against the handler registry, compile.

Kept apart from `cards.py` (the schema and the compiled Catalog) so the card
data never imports the handlers that check it."""

from __future__ import annotations

import functools
from typing import Any

from pydantic import ValidationError

from nifty_table.engine.assets import read_toml
from nifty_table.games.fluxx.cards import CardSpec, Catalog, DeckError, DeckFile
from nifty_table.games.fluxx.effects import EFFECTS
from nifty_table.games.fluxx.goals import SPECIALS


def _card_error(source: str, card_id: str, reason: str) -> DeckError:
    return DeckError(f"{source}: card {card_id!r}: {reason}")


def _first(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(part) for part in err["loc"])
    return f"{where}: {err['msg']}" if where else err["msg"]


def build_catalog(raw: dict[str, Any], source: str = "deck") -> Catalog:
    """Validate a parsed deck file and compile it, or raise DeckError."""
    try:
        top = DeckFile.model_validate(raw)
    except ValidationError as exc:
        raise DeckError(f"{source}: {_first(exc)}") from None
    cards: list[CardSpec] = []
    for i, entry in enumerate(top.card):
        cid = str(entry.get("id", f"#{i + 1}"))
        try:
            cards.append(CardSpec.model_validate(entry))
        except ValidationError as exc:
            raise _card_error(source, cid, _first(exc)) from None
    ids: dict[str, CardSpec] = {}
    for card in cards:
        if card.id in ids:
            raise _card_error(source, card.id, "the id is used twice")
        ids[card.id] = card
    info = top.deck
    params: dict[tuple[str, str], Any] = {}

    def handler(card: CardSpec, key: str | None, use: str, values: dict[str, Any]) -> None:
        if key is None:
            return
        effect = EFFECTS.get(key)
        if effect is None:
            raise _card_error(source, card.id, f"unknown handler key {key!r}")
        if use not in effect.uses:
            raise _card_error(source, card.id, f"handler {key!r} cannot be used as {use}")
        try:
            params[(card.id, key)] = effect.Params.model_validate(values)
        except ValidationError as exc:
            raise _card_error(source, card.id, f"params of {key!r}: {_first(exc)}") from None

    for card in cards:
        if card.type == "creeper" and not info.has_creepers:
            raise _card_error(source, card.id, "this deck says it has no Creepers")
        if card.type == "surprise" and not info.has_surprises:
            raise _card_error(source, card.id, "this deck says it has no Surprises")
        if card.type == "rule":
            handler(card, card.effect, "rule", card.params)
            if card.family and card.params:
                raise _card_error(source, card.id, "a family rule takes no params")
        elif card.type == "action":
            handler(card, card.effect, "action", card.params)
        elif card.type == "surprise":
            handler(card, card.effect, "counter", card.params)
            handler(card, card.on_turn, "action", card.on_turn_params)
        elif card.type in ("keeper", "creeper"):
            handler(card, card.power, card.type, card.params)
            if not card.power and card.params:
                raise _card_error(source, card.id, "params without a power")
        elif card.type == "goal":
            if card.special:
                special = SPECIALS.get(card.special)
                if special is None:
                    raise _card_error(source, card.id, f"unknown goal special {card.special!r}")
                try:
                    params[(card.id, card.special)] = special.Params.model_validate(card.params)
                except ValidationError as exc:
                    raise _card_error(
                        source, card.id, f"params of {card.special!r}: {_first(exc)}"
                    ) from None
            elif card.params:
                raise _card_error(source, card.id, "params without a special")
            named = [*card.requires, *(i for group in card.any_of for i in group), *card.forbids]
            for ref in [*named, *card.allows_creepers]:
                if ref not in ids:
                    raise _card_error(source, card.id, f"names unknown card {ref!r}")
                if ids[ref].type not in ("keeper", "creeper"):
                    raise _card_error(source, card.id, f"{ref!r} is not a Keeper or Creeper")
            for ref in card.allows_creepers:
                if ids[ref].type != "creeper":
                    raise _card_error(source, card.id, f"allows_creepers names {ref!r}, no Creeper")
    # Card ids inside params (targets, aliases) must exist too.
    for (cid, key), values in params.items():
        for ref in getattr(values, "card_refs", lambda: [])():
            if ref not in ids:
                raise _card_error(source, cid, f"params of {key!r} name unknown card {ref!r}")
            if ids[ref].type != "keeper":
                raise _card_error(source, cid, f"params of {key!r}: {ref!r} is not a Keeper")
    if not any(card.type == "goal" for card in cards):
        raise DeckError(f"{source}: the deck has no Goals")
    return Catalog(info, cards, params)


@functools.cache
def load_deck(filename: str) -> Catalog:
    """Read and validate assets/fluxx/<filename> once per process."""
    try:
        raw = read_toml("fluxx", filename)
    except FileNotFoundError:
        raise DeckError(f"{filename}: no such deck file") from None
    except ValueError as exc:  # tomllib.TOMLDecodeError
        raise DeckError(f"{filename}: not valid TOML ({exc})") from None
    return build_catalog(raw, filename)


def deck_for(deck_id: str) -> Catalog:
    """The catalog of a deck by its id (a state or view names its deck)."""
    return load_deck(f"{deck_id}.toml")
