"""The messages between a host and a seat, as JSON over a WebSocket.

Frames go out, actions come in. Every message a host reads is size-capped
(by the WebSocket itself) and validated here before anything looks at it; a
message that does not fit is answered with an `Error` and changes nothing.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

VERSION = 1
MAX_IN = 16 * 1024  # bytes a host reads in one message from a seat
MAX_OUT = 8 * 1024 * 1024  # bytes a seat reads in one message from its host
CODE_LENGTH = 10
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"  # no look-alikes (l/1, o/0, i)


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# -- from a seat to its host ---------------------------------------------------
class Hello(_Message):
    """The first message: which seat (by its code) this connection plays."""

    type: Literal["hello"] = "hello"
    code: str = Field(min_length=1, max_length=64)
    version: int = VERSION


class Act(_Message):
    """An answer to the frame numbered `frame`: a choice of its list (`choice`)
    or one of its actions spelled out (`action`)."""

    type: Literal["act"] = "act"
    frame: int = Field(ge=0)
    choice: int | None = Field(default=None, ge=0, le=10_000)
    action: dict[str, Any] | None = None


class TakeBack(_Message):
    """Take back this seat's last decision, where the game allows it."""

    type: Literal["take_back"] = "take_back"
    frame: int = Field(ge=0)


FromSeat = Annotated[Hello | Act | TakeBack, Field(discriminator="type")]
# Some mypy versions read an Annotated union as a value here, not the type
# form pydantic takes: the cast keeps every version content.
_from_seat: TypeAdapter[Hello | Act | TakeBack] = TypeAdapter(cast(Any, FromSeat))


# -- from the host to a seat ---------------------------------------------------
class Welcome(_Message):
    type: Literal["welcome"] = "welcome"
    seat: int | None  # None: a spectator
    name: str  # the seat's name, or "Spectator"
    game: str  # the game's id
    title: str
    seats: list[str]  # every seat's name, in order


class FrameOut(_Message):
    """A frame (table/frame.py) for this seat, numbered: an action names the
    frame it answers, so an answer to an old one is refused."""

    type: Literal["frame"] = "frame"
    number: int
    yours: bool = False  # the game waits on this seat's decision
    frame: dict[str, Any]


class Error(_Message):
    """A message refused, and why; the game goes on."""

    type: Literal["error"] = "error"
    reason: str


class Bye(_Message):
    """The host closes this connection, and why."""

    type: Literal["bye"] = "bye"
    reason: str


FromHost = Annotated[Welcome | FrameOut | Error | Bye, Field(discriminator="type")]
_from_host: TypeAdapter[Welcome | FrameOut | Error | Bye] = TypeAdapter(cast(Any, FromHost))


class BadMessage(ValueError):
    """A message that is not one of ours, with a reason for the sender."""


def read_from_seat(data: str | bytes) -> Hello | Act | TakeBack:
    # A text message's letters may take up to four bytes each: its bytes count.
    if len(data) > MAX_IN or (isinstance(data, str) and len(data.encode()) > MAX_IN):
        raise BadMessage(f"message too long (over {MAX_IN} bytes)")
    try:
        return _from_seat.validate_json(data)
    except ValidationError as exc:
        raise BadMessage(_first_error(exc)) from None


def read_from_host(data: str | bytes) -> Welcome | FrameOut | Error | Bye:
    try:
        return _from_host.validate_json(data)
    except ValidationError as exc:
        raise BadMessage(_first_error(exc)) from None


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"])
    return (
        f"not a message this table reads ({where}: {error['msg']})"
        if where
        else (f"not a message this table reads ({error['msg']})")
    )


def encode(message: _Message) -> str:
    return message.model_dump_json()
