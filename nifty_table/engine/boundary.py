"""The API boundary of `apply`: only this game's own, well-formed actions pass.

Every game's `apply` calls `check_action` first, so a dict, None, another
game's action or a model built without validation (`model_construct`) is an
IllegalAction with a reason, like every other bad action. The check is a few
type tests per field (no pydantic validation), cheap enough for the hot loop.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, cast

from pydantic import BaseModel

from nifty_table.engine.contract import IllegalAction

# Per action class: (field name, the exact types or literal values it may hold).
_Rule = tuple[str, tuple[type, ...] | None, tuple[Any, ...] | None]
_RULES: dict[int, dict[type, tuple[_Rule, ...]]] = {}  # keyed by id() of a module-level union


def check_action(union: Any, action: object, seats: int | None = None) -> None:
    """Raise IllegalAction unless `action` is one of `union`'s classes and well
    formed (and, given `seats`, for a seat at a table of that many)."""
    rules = _RULES.get(id(union))  # by id: hashing a typing union costs microseconds
    if rules is None:
        rules = _RULES[id(union)] = _rules_for(union)
    fields = rules.get(type(action))
    if fields is None:
        raise IllegalAction(f"{_what(action)} is not an action of this game")
    values = action.__dict__
    for name, kinds, literals in fields:
        if name not in values:
            raise IllegalAction(f"the action has no {name}")
        value = values[name]
        if literals is not None:
            if value not in literals:
                raise IllegalAction(f"the action's {name} {value!r} is not allowed")
        elif kinds is not None and type(value) not in kinds:
            raise IllegalAction(f"the action's {name} has the wrong type ({type(value).__name__})")
    seat = values["seat"]
    if seats is not None and not 0 <= seat < seats:
        raise IllegalAction(f"there is no seat {seat}")


def _what(action: object) -> str:
    if action is None:
        return "nothing (None)"
    if isinstance(action, BaseModel):
        return f"a {type(action).__name__} from {type(action).__module__.split('.')[-2]}"
    return f"a {type(action).__name__}"


def _rules_for(union: Any) -> dict[type, tuple[_Rule, ...]]:
    classes = cast(list[type[BaseModel]], _members(union))  # an action union holds only models
    out: dict[type, tuple[_Rule, ...]] = {}
    for cls in classes:
        rules = []
        for name, info in cls.model_fields.items():
            kinds, literals = _accepts(info.annotation)
            rules.append((name, kinds, literals))
        out[cls] = tuple(rules)
    return out


def _members(union: Any) -> list[type]:
    """The model classes of `Annotated[A | B | ..., Field(discriminator=...)]`."""
    if typing.get_origin(union) is typing.Annotated:
        union = typing.get_args(union)[0]
    if isinstance(union, type):
        return [union]
    return [cls for cls in typing.get_args(union) if isinstance(cls, type)]


def _accepts(annotation: Any) -> tuple[tuple[type, ...] | None, tuple[Any, ...] | None]:
    """Exact types (or literal values) a field may hold; (None, None): not checked."""
    if annotation in (int, str, bool, float):
        return (annotation,), None
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return None, typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        kinds: list[type] = []
        for arg in typing.get_args(annotation):
            if arg is type(None):
                kinds.append(type(None))
                continue
            inner, _ = _accepts(arg)
            if inner is None:
                return None, None
            kinds.extend(inner)
        return tuple(kinds), None
    if origin in (tuple, list):
        return (origin,), None
    if origin is typing.Annotated:
        return _accepts(typing.get_args(annotation)[0])
    return None, None
