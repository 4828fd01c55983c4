"""A game's set-up options with named choices, declared and read in one place.

A game declares such an option with `choice(...)`: its default must be one of
its choices, checked when the Options class is defined, so a game whose
default cannot be shown does not even import. The set-up screen and the CLI
read the options back through `menus(...)`, which gives each choice as a value
of the field's own type (the int 5, not the text "5"), so a menu built from it
always holds its default.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BaseModel, Field, TypeAdapter, ValidationError


class OptionsError(ValueError):
    """An option declared so that no menu could show it."""


def choice(
    default: Any,
    choices: Mapping[Any, str],
    description: str,
    *,
    per_players: Mapping[int, Mapping[Any, str]] | None = None,
    **field: Any,
) -> Any:
    """A pydantic Field for an option picked from named `choices` (value -> label).

    `per_players` gives labels that say something only true for a number of
    players (a measured win rate), per player count; the others read `choices`."""
    if not choices:
        raise OptionsError(f"the option {description!r} has no choices")
    if default not in choices:
        raise OptionsError(
            f"the option {description!r} defaults to {default!r}, "
            f"which is not one of its choices ({', '.join(map(repr, choices))})"
        )
    # Labels are kept under their values' text, as JSON would keep them.
    extra: dict[str, Any] = {"choices": {str(value): label for value, label in choices.items()}}
    for players, labels in (per_players or {}).items():
        if set(labels) != set(choices):
            problem = f"its labels for {players} players differ from its choices"
            raise OptionsError(f"the option {description!r}: {problem}")
        counted = extra.setdefault("per_players", {})
        counted[str(players)] = {str(value): label for value, label in labels.items()}
    return Field(default=default, description=description, json_schema_extra=extra, **field)


@dataclass(frozen=True)
class OptionMenu:
    """One option as a menu: its choices as (value, label), values typed like the field."""

    name: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any

    def values(self) -> list[Any]:
        return [value for value, _ in self.choices]

    def pick(self, wanted: Any) -> Any:
        """`wanted` (a remembered or typed value, maybe as text) if it is one of
        the choices, else the default."""
        for value, _ in self.choices:
            if wanted == value or str(wanted) == str(value):
                return value
        return self.default


def menus(model: type[BaseModel], players: int | None = None) -> list[OptionMenu]:
    """Every option of `model` that has named choices, in declaration order,
    labelled for this many players where an option has such labels.

    Each choice is validated as the field itself would validate it (type and
    constraints), and the default must be one of them; otherwise OptionsError
    says which option of which game is wrong."""
    found = []
    for name, info in model.model_fields.items():
        # What `choice` stored: plain JSON-like data, read back as it was put.
        extra: dict[str, Any] = (
            info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        )
        named = extra.get("choices")
        if not isinstance(named, dict) or not named:
            continue
        named = extra.get("per_players", {}).get(str(players), named)
        # A type built at run time (the field's type with its constraints).
        kind: Any = Annotated[info.annotation, *info.metadata] if info.metadata else info.annotation
        adapter: TypeAdapter[Any] = TypeAdapter(kind)
        where = f"{model.__name__}.{name}"
        try:
            choices = tuple(
                (adapter.validate_python(key), str(label)) for key, label in named.items()
            )
            default = adapter.validate_python(info.get_default(call_default_factory=True))
        except ValidationError as exc:
            raise OptionsError(f"{where}: a choice is not a valid value ({exc})") from None
        if default not in [value for value, _ in choices]:
            raise OptionsError(f"{where}: the default {default!r} is not one of its choices")
        found.append(OptionMenu(name, info.description or name, choices, default))
    return found
