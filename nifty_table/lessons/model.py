"""What a lesson file holds, read and checked by pydantic.

The learner is the deal's only person; every other seat is a computer
("bot:Name"), which plays the other side by its own strategy (its dice are
fixed by the seed and the move number, so the lesson replays the same way).
"""

from __future__ import annotations

import tomllib
from typing import Any, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from nifty_table.engine.assets import asset, read_text
from nifty_table.engine.contract import Seat

COMPUTER = "bot:"


class LessonError(Exception):
    """A lesson file that cannot be read or does not make sense, with the reason."""


class Check(BaseModel):
    """One simple fact about what the learner sees now.

    Where to look is one of: `view` (a dotted path into the learner's view,
    list positions as numbers: "players.0.keepers"), `log` (the log lines
    since the step's move), `question` (the line over the choices) or
    `choice` (the labels of the learner's choices). What must hold is one of:
    `equals`, `len`, `at_least` (a number or a list's length), `has` (a text
    inside, or an item of a list whose text holds it), `lacks` (the opposite).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    view: str | None = None
    log: bool = False
    question: bool = False
    choice: bool = False
    equals: Any = None
    len: int | None = None
    at_least: int | None = None
    has: str | None = None
    lacks: str | None = None

    @model_validator(mode="after")
    def _one_place_one_test(self) -> Self:
        places = [self.view is not None, self.log, self.question, self.choice]
        tests = [self.equals, self.len, self.at_least, self.has, self.lacks]
        if sum(places) != 1:
            raise ValueError("a check looks in exactly one place: view, log, question or choice")
        if sum(t is not None for t in tests) != 1:
            raise ValueError("a check has exactly one of equals, len, at_least, has, lacks")
        return self


class Move(BaseModel):
    """The move the coach suggests: the learner's legal action whose label
    holds `label`, and whose fields equal `fields` (both optional, at least one)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    label: str | None = None
    fields: dict[str, Any] = Field(default_factory=dict)
    # Any legal move will do (the learner's own choice); the cursor starts on
    # the one the computer player would make.
    any: bool = False

    @model_validator(mode="after")
    def _something(self) -> Self:
        if (self.label is None and not self.fields) == (not self.any):
            raise ValueError("a move names a label or some action fields, or is 'any'")
        return self


class Step(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    say: str  # what is happening and what to try, shown before the move
    move: Move
    repeat: int = Field(default=1, ge=1, le=20)  # how many such moves the step asks for
    then: str = ""  # what the move did, shown once it is played
    claim: str  # the check in words: what the learner can now see
    check: list[Check] = Field(min_length=1)


class Lesson(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    title: str
    seed: int
    players: list[str] = Field(min_length=1)  # "Ann", "bot:Bob"
    options: dict[str, Any] = Field(default_factory=dict)
    welcome: str  # the coach's first words, before any step
    farewell: str  # the last words, with the offer of a real game
    steps: list[Step] = Field(min_length=10, max_length=20)

    def step_at(self, played: int) -> tuple[int, int]:
        """(step, moves of it already played) after `played` scripted moves."""
        for index, step in enumerate(self.steps):
            if played < step.repeat:
                return index, played
            played -= step.repeat
        return len(self.steps), 0

    @model_validator(mode="after")
    def _one_person(self) -> Self:
        if sum(not p.startswith(COMPUTER) for p in self.players) != 1:
            raise ValueError("a lesson has exactly one person; the others are 'bot:Name'")
        return self

    def seats(self) -> list[Seat]:
        return [
            Seat(name=p.removeprefix(COMPUTER), bot=p.startswith(COMPUTER)) for p in self.players
        ]

    @property
    def learner(self) -> int:
        return next(i for i, p in enumerate(self.players) if not p.startswith(COMPUTER))


def has_lesson(game_id: str) -> bool:
    return asset("lessons", f"{game_id}.toml").is_file()


def load(game_id: str) -> Lesson:
    """The lesson of a game (LessonError says why it cannot be read)."""
    if not has_lesson(game_id):
        raise LessonError(f"there is no lesson for {game_id!r}")
    try:
        data = tomllib.loads(read_text("lessons", f"{game_id}.toml"))
        lesson = Lesson.model_validate(data)
    except (tomllib.TOMLDecodeError, ValidationError) as exc:
        raise LessonError(f"the lesson for {game_id} is broken: {exc}") from None
    if lesson.game != game_id:
        raise LessonError(f"the lesson for {game_id} is about {lesson.game!r}")
    return lesson
