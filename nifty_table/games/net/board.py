"""The board as data: lines of boxes, read from assets/net/*.toml."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, Field, field_validator

from nifty_table.engine.assets import read_toml

LINES = 5
BOXES = 5
FIRST_PLAYER, DISCARD, TRUMP, SUPERTRUMP, VALUE = range(LINES)

BOARDS = {"standard": "board.toml", "discard3": "board_discard3.toml"}


class Box(BaseModel):
    label: str = ""
    short: str = ""  # for narrow screens; defaults to the label
    character: int | None = None
    discard: int = 0
    keep_ones: bool = False  # "Except 1": the discarded card may not be a 1
    pass_left: int = 0
    colour: int | None = Field(default=None, ge=0, le=3)
    value: int | None = None


class Line(BaseModel):
    id: str
    title: str
    short: str = ""
    boxes: list[Box]

    @field_validator("boxes")
    @classmethod
    def five_boxes(cls, boxes: list[Box]) -> list[Box]:
        if len(boxes) != BOXES:
            raise ValueError(f"a line needs {BOXES} boxes, not {len(boxes)}")
        return boxes


class Character(BaseModel):
    name: str
    glyph: str = Field(min_length=1, max_length=1)
    style: str


class Board(BaseModel):
    id: str
    title: str
    line: list[Line]

    @field_validator("line")
    @classmethod
    def five_lines(cls, lines: list[Line]) -> list[Line]:
        if len(lines) != LINES:
            raise ValueError(f"a board needs {LINES} lines, not {len(lines)}")
        if any(box.value is None for box in lines[VALUE].boxes):
            raise ValueError("every box of the points line needs a value")
        return lines


@cache
def board(board_id: str) -> Board:
    return Board.model_validate(read_toml("net", BOARDS[board_id]))


@cache
def characters() -> tuple[Character, ...]:
    data = read_toml("net", "characters.toml")
    return tuple(Character.model_validate(c) for c in data["character"])
