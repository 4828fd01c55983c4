"""A frame read back from its JSON (a remote seat's, sent by its host): typed
with the game's own view, actions and extras, as the table made it, so the
game's screen draws it as it draws a frame of a table of its own.

`Frame` names the base classes (any game's view, any action); read back from
JSON those would keep no field, so each game gets its frame type here.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Optional, get_type_hints

from pydantic import BaseModel, create_model

from nifty_table.engine import registry
from nifty_table.table import extras
from nifty_table.table.frame import Choice, Frame


def read_frame(game_id: str, data: dict[str, Any]) -> Frame:
    """A frame of `game_id` from its JSON form (pydantic's ValidationError if
    it is not one)."""
    return frame_type(game_id).model_validate(data)


@cache
def frame_type(game_id: str) -> type[Frame]:
    game = registry.load(game_id)
    view = get_type_hints(type(game).view)["return"]
    action: Any = game.Action
    choice: Any = create_model("GameChoice", __base__=Choice, action=(action, ...))
    fields: dict[str, Any] = {
        "view": (view, ...),
        "public": (maybe(view), None),
        "start": (maybe(action), None),
        "choices": (list[choice], []),
    }
    extra = _extra_type(game_id, action)
    if extra is not None:
        fields["extra"] = (maybe(extra), None)
    return create_model("GameFrame", __base__=Frame, **fields)


def maybe(kind: Any) -> Any:
    """`kind` or None, for a type known at run time only."""
    return Optional[kind]  # noqa: UP045 (`X | None` needs a class; an action type is a union)


def _extra_type(game_id: str, action: Any) -> type[BaseModel] | None:
    """The game's extra, its actions typed as the game's."""
    if game_id in ("firefly-fluxx", "cartoon-network-fluxx"):
        return create_model(
            "FluxxExtraIn",
            __base__=extras.FluxxExtra,
            go_on=(maybe(action), None),
        )
    if game_id == "nirds":
        swap: Any = create_model("SwapIn", __base__=extras.Swap, action=(action, ...))
        trade: Any = create_model(
            "TradeIn",
            __base__=extras.Trade,
            offer=(action, ...),
            swaps=(list[swap], []),
        )
        return create_model(
            "NirdsExtraIn",
            __base__=extras.NirdsExtra,
            trades=(list[trade], []),
        )
    if game_id == "get-nifty":
        return extras.GetNiftyExtra
    return None
