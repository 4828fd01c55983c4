"""A frame: what one seat may know right now, built by the table from that
seat's own view (or the public view, seat None) and nothing else.

A screen draws a frame; it does not need the match to do so. The same frame
can travel to a remote seat as JSON.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, SerializeAsAny

from nifty_table.engine.contract import Action, Chart, Prompt, Result


class Choice(BaseModel):
    """One answer the frame's seat may give now, as the game words it."""

    label: str
    action: SerializeAsAny[Action]


class Frame(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int | None  # whose frame this is; None: the public one
    view: SerializeAsAny[BaseModel]  # the game's view for that seat
    question: str  # the line over the choices
    choices: list[Choice] = []  # empty unless this seat may choose now
    back: str | None = None  # a last choice that hands the keyboard back (a claim)
    start: SerializeAsAny[Action] | None = None  # where the cursor starts, if not first
    log: list[str] = []  # the log lines this seat may read, oldest first
    over: bool = False
    # What every screen draws besides: all of it public, or this seat's own.
    title: str = ""  # the game's title
    summary: str = ""  # the game's one line on how it stands
    names: list[str] = []  # every seat's name, in seat order
    bots: list[bool] = []  # which seats a computer plays
    public: SerializeAsAny[BaseModel] | None = None  # the public view (the same as `view` for None)
    # The decision now (whose, what kind); its text only where this seat may
    # read it (else ""). None once the game is over.
    prompt: Prompt | None = None
    moves: int = 0  # how many actions the game has had (a window knows it moved on)
    last: int | None = None  # who made the last move (a remote seat's u is theirs only)
    claimant: int | None = None  # who claimed the keyboard out of turn
    hint_for: int | None = None  # who may ask for a hint now (the viewer deciding)
    result: Result | None = None  # once over: winners, scores, the one-line summary
    chart: Chart | None = None  # the game's chart, after a round's end and at the end
    round_ended: bool = False  # the last move ended a round: a summary for the whole table
    extra: SerializeAsAny[BaseModel] | None = None  # the game's own (table/extras.py)

    @property
    def actions(self) -> list[Action]:
        return [choice.action for choice in self.choices]

    @property
    def labels(self) -> list[str]:
        return [choice.label for choice in self.choices]
