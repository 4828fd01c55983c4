"""A game's --option KEY=VALUE on the command line (play and simulate), and
its refusals in words."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError


def split_option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise ValueError(f"options look like key=value, not {text!r}")
    return key.strip(), value.strip()


def print_refusal(game_id: str, exc: ValidationError) -> None:
    """One line on stderr per option the game refused."""
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"])
        print(f"nifty-table: {where} {_explain(game_id, where, err['msg'])}", file=sys.stderr)


def _explain(game_id: str, field: str, msg: str) -> str:
    """A pydantic message, or the choices when the option has named ones."""
    from nifty_table.engine.options import menus
    from nifty_table.engine.registry import load

    model = load(game_id).Options
    for menu in menus(model):
        if menu.name == field:
            return "must be one of: " + ", ".join(str(value) for value in menu.values())
    if field not in model.model_fields:
        return "is not an option of this game"
    return msg
