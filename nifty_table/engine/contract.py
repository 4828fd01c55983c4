"""The contract every game implements, and the data it speaks in.

A game is a module-level object with `new_game`, `prompt`, `legal_actions`,
`apply`, `view`, `result` and `describe`. State, actions, prompts and events
are plain data (pydantic models), so a game can be saved at any moment and a
pending decision is never a callback.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from enum import StrEnum
from typing import Any, ClassVar, Literal, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from nifty_table.engine.rng import Rng


class IllegalAction(Exception):
    """Raised by `apply` before anything changes, with a reason for people."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class TakeBackRefused(Exception):
    """A take-back that is not allowed, with the reason for people (raised by
    `Match.take_back`; here, so a screen catches it without the match)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# How well a computer seat plays (engine/levels.py says what each means).
Level = Literal["easy", "normal", "hard"]


class Seat(BaseModel):
    """One place at the table: a person or a computer player."""

    # No control characters: a name from a save file reaches the terminal.
    name: str = Field(min_length=1, max_length=24, pattern=r"^[^\x00-\x1f\x7f]+$")
    bot: bool = False
    level: Level = "normal"  # a computer's; a person's is unused


class Action(BaseModel):
    """Base of every game action. Games subclass it with a `kind` literal."""

    model_config = ConfigDict(frozen=True)

    kind: str
    seat: int
    # True on the kinds that hand the turn or the keyboard over (end the turn,
    # done, pass): the table lists them after every other choice. A class
    # attribute, so the engine's own order of legal actions stays as it is.
    hands_over: ClassVar[bool] = False

    # Legal-action lists are compared in the hot loop of every game, so actions
    # skip pydantic's general (and several times slower) equality: an action is
    # a small frozen record of plain values, with no private or extra fields.
    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *self.__dict__.values()))


A = TypeVar("A", bound=Action)


def interned(cls: type[A]) -> Callable[..., A]:
    """A maker of `cls` from its field values in declaration order (`seat`
    first, `kind` left out) that validates each distinct action once and then
    hands out the same instance: actions are frozen, so legal-action lists in
    the hot loop may share them. Bounded, for actions with many spellings (a
    dropped one is simply built again: actions compare by value)."""
    names = [name for name in cls.model_fields if name != "kind"]

    @functools.lru_cache(maxsize=1 << 14)
    def make(*values: Any) -> A:
        return cls(**dict(zip(names, values, strict=True)))

    return make


class PromptKind(StrEnum):
    CARD = "card"  # pick a card from a zone
    SEAT = "seat"  # pick a player
    OPTION = "option"  # pick one of several named options
    YES_NO = "yes_no"
    BOARD = "board"  # pick a place on a board


class Prompt(BaseModel):
    """Who must decide now, and about what.

    `interrupters` lists seats that may react out of turn at this point; the
    UI shows the same interrupt key whatever this holds, so nothing leaks.
    """

    seat: int
    kind: PromptKind
    text: str
    interrupters: list[int] = Field(default_factory=list)
    private: bool = True  # the deciding seat sees hidden information


class Event(BaseModel):
    """Something that happened: public text for the log, private text per seat."""

    text: str
    private: dict[int, str] = Field(default_factory=dict)


_validate_event = Event.__pydantic_validator__.validate_python


def new_event(text: str, private: dict[int, str] | None = None) -> Event:
    """An Event made by the model's own validator, past BaseModel.__init__'s
    frame: engines log one or two lines after every action, and that frame costs
    a third again. Lines without a private part leave it to its default."""
    return _validate_event({"text": text, "private": private} if private else {"text": text})


class Result(BaseModel):
    """The outcome once a game is over."""

    winners: list[int] = Field(default_factory=list)
    scores: list[int] | None = None
    cooperative: Literal["won", "lost"] | None = None
    summary: str = ""


class Chart(BaseModel):
    """How a game went, as lines over rounds or turns (end screen, round summary).

    Games that have something worth plotting offer `chart(state) -> Chart | None`.
    """

    title: str
    x_label: str  # "Round", "Turn"
    y_label: str
    x: list[int]
    # One line per player, team or thing; len == len(x). None: no value at that
    # x (a line that starts later, such as a Boss that arrives mid-game).
    series: dict[str, list[float | None]]
    # The lines measure the same thing against each other (players' points):
    # one scale for all, never a right-hand one for a line far behind (drawn
    # as high as the leader's, after one round it lay right on it).
    one_scale: bool = False


class GameState(BaseModel):
    """Fields every game state has. Games subclass it."""

    seats: list[Seat]
    rng: Rng
    log: list[str] = Field(default_factory=list)


class Game(Protocol):
    """What the table, the simulator and the UI may rely on.

    Optional hooks, looked up by name: `chart(state)` (see Chart),
    `rematch_options(state, options)`, the options of a rematch when they
    should differ from this game's (NΣT! passes the first deal on), and
    `hint_label(state, action)`, a choice as a hint words it when that says
    more than `describe` (the dice of a trade the look-ahead tried),
    `hint_withheld(state)`, why a hint weighs no choice now (a question only
    the person can answer truthfully), or None, and
    `asked(state)`, the prompt's `(seat, interrupters)` without its words
    (see `asked` below: random players ask it before nearly every action),
    and `apply_quietly(state, action)`, `apply` without building its events
    (see `quiet_apply` below).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    Options: type[BaseModel]
    State: type[GameState]
    Action: Any  # a pydantic TypeAdapter-able discriminated union

    def new_game(self, seats: list[Seat], options: BaseModel, seed: int) -> GameState: ...

    def prompt(self, state: GameState) -> Prompt | None: ...

    def legal_actions(self, state: GameState) -> list[Action]: ...

    def apply(self, state: GameState, action: Action) -> list[Event]: ...

    def view(self, state: GameState, seat: int | None) -> BaseModel:
        """What a seat may see; `None` is the public (spectator) view."""
        ...

    def result(self, state: GameState) -> Result | None: ...

    def describe(self, state: GameState, action: Action) -> str: ...

    def summary(self, state: GameState) -> str: ...

    def check_invariants(self, state: GameState) -> list[str]: ...

    def reveals(self, state: GameState, action: Action) -> bool:
        """Would applying this legal `action` to `state` bring hidden information
        to light for anyone?

        True when it (or anything it sets off) draws, deals or turns a card from a
        hidden pile, passes or shows a card from one person's hand to another,
        moves cards out of or into another player's hand, rolls a die, shuffles,
        or uses the state's RNG in any way. The decision itself being seen does
        not count: a card played face up from your own hand, a token placed, a
        choice made are public but reveal nothing the acting player did not know,
        and neither does a card put into a hidden pile (a used card under its deck).

        This is what take-back asks (`Match.take_back`): a decision that
        revealed something stands. It must not change `state`; it is not on the
        hot path, so applying the action to a deep copy and comparing is fine.
        When in doubt, answer True. The conformance suite checks that an action
        answered False leaves the RNG, the hidden piles and every other player's
        hand as they were.
        """
        ...


def asked(game: Game, state: GameState) -> tuple[int, list[int]] | None:
    """Who the prompt asks and who may interrupt, or None once the game is
    over: from the game's `asked` hook when it has one (random players and
    playouts ask this before nearly every action, and need no words), else
    from its prompt."""
    hook = getattr(game, "asked", None)
    if hook is not None:
        return hook(state)
    prompt = game.prompt(state)
    return None if prompt is None else (prompt.seat, prompt.interrupters)


def quiet_apply(game: Game) -> Callable[[GameState, Action], object]:
    """`apply` for a player that reads no events (random games, the bench):
    the game's `apply_quietly` hook when it has one, which changes the state
    exactly as `apply` does (its log lines too) but makes no Event of them,
    else `apply` itself. An Event is a model made and thrown away after
    nearly every action: a tenth of a random action's cost in some games."""
    hook = getattr(game, "apply_quietly", None)
    return hook if hook is not None else game.apply
