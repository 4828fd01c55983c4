"""Everything about a Fluxx game in progress, as one pydantic model.

Cards are their string ids in plain lists; the top of the draw pile and of the
discard pile is the END of the list. A card being resolved, a temporary hand,
a Surprise played in reply and so on are held by a `Step` on the `stack`, so
every card is always in exactly one place and a save mid-chain resumes.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AliasChoices, BaseModel, Field

from nifty_table.engine.contract import GameState, Seat
from nifty_table.engine.options import choice

Phase = Literal["start", "draw", "play", "end", "over"]

# Bounds a loaded save must respect (checked when a save is validated, never
# per action): seat numbers of a 6-seat table, and counts far above any game.
SeatNo = Annotated[int, Field(ge=0, le=5)]
Count = Annotated[int, Field(ge=0, le=10_000)]


class FluxxSeat(Seat):
    # A seat that jumped in mid-game needs no mark: a replay starts from the
    # match's starting seats and the logged "join" brings it in. (Format-2
    # saves still carry `"joined"`, which is ignored when read.)
    pass


class Step(BaseModel):
    """One pending step of something still resolving (a frame of the stack).

    kind = "resolve": a card being played (`card`, held in `cards` unless it is
        a repeat of an attached Action), played by `seat`.
    kind = "window":  a reaction window for Surprises before an event happens.
    kind = "fx":      a step owned by the effect handler `handler` (a choice, a
        question, a temporary hand ...). Its fields mean what the handler says.

    Saves written before these names were words call the first three fields
    `k`, `h` and `s`; they are still read (`validation_alias`), and written
    under the new names.
    """

    kind: Literal["resolve", "window", "fx"] = Field(validation_alias=AliasChoices("kind", "k"))
    # fx: the key of the effect handler that owns the step
    handler: str = Field(default="", validation_alias=AliasChoices("handler", "h"))
    # where the step has got to: a handler's sub-step, a resolve's stage, a window's event
    stage: str = Field(default="", validation_alias=AliasChoices("stage", "s"))
    seat: int = Field(default=-1, ge=-1, le=5)  # who decides (fx) or played the card
    card: str | None = None  # the card this step is about
    target: SeatNo | None = None  # a chosen seat
    cards: list[str] = Field(default_factory=list)  # cards physically held here
    picked: list[str] = Field(default_factory=list)  # choices so far, cards at stake
    seats: list[int] = Field(default_factory=list)  # seats involved (owners, quotas ...)
    left: Count = 0  # picks or plays still to make
    ask: bool = False  # fx: a yes/no question instead of a pick
    hold: bool = False  # win checks and limits wait until this step ends
    cancelled: bool = False  # a Surprise stopped it
    reuse: bool = False  # resolve: a repeat of the Action attached to Let's Keep Doing That
    # The stack index of a step below this one that it refers to (a window: the
    # step a cancel stops; a steal choice: its card's resolve step).
    guard: int = Field(default=-1, ge=-1, le=10_000)


_validate_step = Step.__pydantic_validator__.validate_python


def new_step(**fields) -> Step:
    """A Step made by the model's own validator, past BaseModel.__init__'s
    frame: nearly every play pushes one, and that frame costs a third again."""
    return _validate_step(fields)


class Options(BaseModel):
    """Setup options for a Fluxx game."""

    first_player: str = choice(
        "first",
        {"first": "The first seat starts", "random": "A random player starts"},
        "Who goes first",
        pattern="^(first|random)$",
    )


class FireflyOptions(Options):
    """Firefly adds the promo cards, left out of the deck as sold by default."""

    promo_cards: str = choice(
        "off",
        {"off": "The 100-card deck as sold", "on": "Add the promo Creeper The Alliance"},
        "Promo cards",
        pattern="^(off|on)$",
    )


class FluxxState(GameState):
    # FluxxSeats are Seats, but mypy holds a list field's type fixed in a subclass.
    seats: list[FluxxSeat]  # type: ignore[assignment]
    deck: str  # the deck id, so a state never runs with another deck
    promos: bool = False  # the promo cards were shuffled in
    draw_pile: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    hands: list[list[str]] = Field(default_factory=list)
    tables: list[list[str]] = Field(default_factory=list)  # Keepers and Creepers per seat
    rules: list[str] = Field(default_factory=list)  # New Rules in play (Basic Rules implied)
    goals: list[str] = Field(default_factory=list)
    attached: str | None = None  # the Action tucked under Let's Keep Doing That
    stack: list[Step] = Field(default_factory=list)
    phase: Phase = "start"
    active: SeatNo = 0
    turn_no: int = Field(default=1, ge=1, le=1_000_000)
    drawn: Count = 0  # cards drawn toward this turn's draw target
    played: Count = 0  # plays made this turn
    began_empty: bool = False  # the active player's hand was empty as the turn began
    used: list[str] = Field(default_factory=list)  # once-per-turn things used this turn
    protected: list[SeatNo] = Field(default_factory=list)  # I'll Be In My Bunk
    bound_next: list[SeatNo] = Field(default_factory=list)  # Bound By Law, next turn
    bound: bool = False  # this turn is bound: draw as usual, play nothing, no free actions
    extra: bool = False  # this turn is an extra turn (Take Another Turn)
    # The turn ended at once (Get On With It!, Swap Plays for Draws, I'll Be In My
    # Bunk): only the limit discards are left, no free action or power until the
    # seat's next turn (the FAQ: "you're stuck with them until your next turn").
    closed: bool = False
    another: bool = False  # the active player takes another turn after this one
    talk_bonus: Count = 0  # Cartoon Talk draws this turn
    talk_seen: list[bool] = Field(default_factory=list)  # Cartoon Talk in play at seat's last end
    moves: int = Field(default=0, ge=0)  # applied actions: the decision cache key
    winner: SeatNo | None = None
    win_goal: str | None = None
