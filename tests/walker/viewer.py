"""Who may see the screen now, worked out by the walker itself (never read
from the app), from what happened at the keyboard and in the game.

The rules (issue 16, "The mechanism"), for a table with two or more people:
- Nobody may see anything private until a person lifts a curtain addressed to
  them (Enter or Space on "Pass the keyboard to X"); then X may.
- It is nobody again as soon as
  * a curtain is up,
  * a computer seat decides (its turn, or it is about to play out of turn),
  * a screen the whole table watches is up: the NΣT! round summary, the end of
    the game, a Fluxx reaction window ("Anyone? Press !"),
  * any seat other than X decides something (a computer, or a person after a
    take back), or the decision passes to someone other than X: the deciding
    seat is not X (X stays only while X is the seat that claimed the keyboard
    to play out of turn, until that claim has played or been handed back with
    the list's "Back" entry),
  * the table is left (menu) or another table opens.
  Taking a decision back does not give anybody the keyboard: if it returns to
  someone other than X, nobody may see until that person lifts a curtain.
- A new player joining (Fluxx) comes to the keyboard: nobody may see anything
  private from the moment the name is asked until a curtain goes up again.

With exactly one person among computers there is no curtain: everybody at the
keyboard is that person, and computers do not look at screens. So that person
may always see their own secrets (during computer turns and on shared screens
too), and nobody may ever see a computer seat's secrets. With no person at all,
nobody may see any secret.
"""

from __future__ import annotations

from nifty_table.engine.match import Match


def people(match: Match) -> list[int]:
    return [i for i, seat in enumerate(match.seats) if not seat.bot]


def reaction_window(match: Match) -> bool:
    """A Fluxx "anyone?" window: the deciding seat's only answer is to go on,
    in an edition with Surprises, while another person could react."""
    catalog = getattr(match.game, "catalog", None)
    if not getattr(catalog, "has_surprises", False):
        return False
    prompt = match.prompt()
    if prompt is None:
        return False
    own = [a for a in match.legal_actions() if a.seat == prompt.seat]
    others = [i for i in people(match) if i != prompt.seat]
    return len(own) == 1 and own[0].kind == "continue" and bool(others)


class EntitledViewer:
    """The seat whose secrets may be on screen (None: nobody's)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.claim = False  # the seat lifted a curtain to play out of turn
        self.table: object | None = None
        self.seen: list = []  # the actions seen so far on this table

    def reset(self, table: object | None, match: Match | None) -> None:
        self.seat, self.claim, self.table = None, False, table
        self.seen = list(match.actions) if match is not None else []

    def lifted(self, match: Match, name: str) -> None:
        """The curtain for `name` went up by that person's Enter."""
        names = [s.name for s in match.seats]
        if name not in names:
            return
        self.seat = names.index(name)
        prompt = match.prompt()
        self.claim = prompt is not None and prompt.seat != self.seat

    def hand_back(self) -> None:
        """The person who claimed the keyboard out of turn handed it back."""
        self.seat, self.claim = None, False

    def update(self, match: Match, *, curtain: bool, shared: bool, computer_busy: bool) -> None:
        """After a key (or while computers play): apply every reason to hide."""
        actions = match.actions
        common = 0
        for mine, theirs in zip(self.seen, actions, strict=False):
            if mine is not theirs:
                break
            common += 1
        fresh = actions[common:]
        self.seen = list(actions)
        if fresh and self.claim:
            self.claim = False  # the claim was used (or replaced)
        if any(a.seat != self.seat or a.kind == "join" for a in fresh):
            self.seat = None
        prompt = match.prompt()
        if curtain or shared or computer_busy or prompt is None or match.result() is not None:
            self.seat, self.claim = None, False
            return
        if match.seats[prompt.seat].bot:
            self.seat, self.claim = None, False
            return
        if self.claim:
            return
        if reaction_window(match) or prompt.seat != self.seat:
            self.seat = None

    def allowed(self, match: Match) -> set[int]:
        """The seats whose secrets may be on screen now."""
        humans = people(match)
        if len(humans) == 1:
            return set(humans)
        return {self.seat} if self.seat is not None else set()
