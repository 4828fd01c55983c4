"""What the keyboard must do now: the steps `Table.next_step()` answers with."""

from __future__ import annotations

from dataclasses import dataclass

from nifty_table.engine.contract import Action, Prompt


@dataclass(frozen=True)
class GameOver:
    """The game is over: the end is watched by everyone."""


@dataclass(frozen=True)
class ComputerReacts:
    """A computer plays out of turn (after a pause): the table watches."""

    action: Action
    pause: float


@dataclass(frozen=True)
class GoesOn:
    """An answer given for a person, because waiting on it serves nobody."""

    action: Action


@dataclass(frozen=True)
class ComputerDecides:
    """A computer seat decides `prompt` after `pause` seconds."""

    prompt: Prompt
    pause: float


@dataclass(frozen=True)
class Watched:
    """A decision the whole table watches (a reaction window): nobody's hand
    (but a person's alone with computers: nobody to hide it from)."""

    prompt: Prompt


@dataclass(frozen=True)
class Curtain:
    """The keyboard passes to `seat`: hide the table until they lift it.
    `undo_by` (who just decided, still at the keyboard) may take it back
    instead; `recap` is what happened since `seat`'s last turn, in public words;
    `again`: `seat` had the keyboard last, before a moment in public."""

    seat: int
    name: str
    reason: str
    recap: list[str]
    undo_by: int | None
    again: bool = False


@dataclass(frozen=True)
class Elsewhere:
    """A person who plays from elsewhere (a remote seat) decides `prompt`
    on their own screen; this keyboard waits, showing nobody's hand (but
    the one person's at it, alone here with computers and remote seats)."""

    prompt: Prompt


@dataclass(frozen=True)
class Asks:
    """A person decides `prompt` with the viewer on screen; no curtain needed."""

    prompt: Prompt


Step = GameOver | ComputerReacts | GoesOn | ComputerDecides | Watched | Curtain | Elsewhere | Asks
