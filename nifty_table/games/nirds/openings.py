"""A commander's memory of the choices it made this round.

Opening a card (a Scientist, a tactic card, a Nird to recruit) or a trade
with a player leads to a further choice that may be backed out of. A
commander that forgets would open and back out of the same thing for ever;
with this memory, what was opened twice in a round stays closed.

It also keeps the trade offers the commander made. An offer is "the same" as
an earlier one when it goes to the same player, gives the same face for the
same face, in the same round, while neither player's unused dice have
changed since. Such an offer is never made again: an accepted trade changes
both players' dice, so an offer still standing was refused, and a person who
just said no does not want to be asked again at once. A trade by anyone that
changes either player's dice, or a new round, makes the offer new again.

The memory lives in the commander, not in the game: a table loaded from a
save starts with commanders who remember nothing, so at most one refused
offer may come again after a load (keeping it in the save would mean a new
field in every save for a courtesy).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from nifty_table.games.nirds.worth import free_dice

TRIES = 2  # openings of one thing in a round


def _unused(player: Any) -> tuple[int, ...]:
    """A player's unused dice, as the faces a trade could swap."""
    return tuple(sorted(player.dice[i] for i in free_dice(player)))


class Openings:
    def __init__(self) -> None:
        self._tries: dict[tuple | None, int] = {}
        self._offered: set[tuple] = set()

    @staticmethod
    def key(view: Any, action: Any) -> tuple | None:
        """What an action opens, or None for one that opens nothing."""
        if action.kind in ("science", "tactic", "recruit"):
            return (view.round, action.kind, action.card)
        if action.kind == "offer":
            return (view.round, view.trades, action.kind, action.to)
        return None

    @staticmethod
    def _standing(view: Any, other: int) -> tuple:
        """The round and both players' unused dice: an offer to `other` made
        with these is the same offer while they last."""
        players = view.players
        return (view.round, other, _unused(players[view.decider]), _unused(players[other]))

    def _swap_key(self, view: Any, action: Any) -> tuple:
        me, other = view.players[view.decider], view.step.card
        faces = (me.dice[action.give], view.players[other].dice[action.take])
        return (*self._standing(view, other), faces)

    def offered(self, view: Any, other: int) -> set[tuple[int, int]]:
        """The (given, asked) faces already offered to `other` as things stand."""
        if not self._offered:  # the usual case, and in every playout
            return set()
        standing = self._standing(view, other)
        return {key[-1] for key in self._offered if key[:-1] == standing}

    def screen(self, view: Any, legal: Sequence) -> list:
        """The legal actions without those opened too often or offered already
        (all, if none is left)."""
        tries, offered = self._tries, self._offered
        return [
            x
            for x in legal
            if tries.get(self.key(view, x), 0) < TRIES
            and not (offered and x.kind == "swap" and self._swap_key(view, x) in offered)
        ] or list(legal)

    def note(self, view: Any, action: Any) -> None:
        if action.kind == "swap":
            self._offered.add(self._swap_key(view, action))
        key = self.key(view, action)
        if key is not None:
            self._tries[key] = self._tries.get(key, 0) + 1
