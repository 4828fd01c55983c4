"""A frame: what one seat may know right now, built by the table from that
seat's own view (or the public view, seat None) and nothing else.

A screen draws a frame; it does not need the match to do so. The same frame
can travel to a remote seat as JSON.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, SerializeAsAny

from nifty_table.engine.contract import Action


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

    @property
    def actions(self) -> list[Action]:
        return [choice.action for choice in self.choices]

    @property
    def labels(self) -> list[str]:
        return [choice.label for choice in self.choices]
