"""What dice are worth to a commander: the damage its awake Troops could
still deal with them, and the one trade between two players that adds most to
it. The computer commanders trade by it, and a hint names the dice a trade it
weighed would swap (the look-ahead plays a trade on as they would)."""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from nifty_table.games.nirds import dice as d
from nifty_table.games.nirds.cards import NirdCard, catalog
from nifty_table.games.nirds.state import FREE, Player


def free_dice(p: Player) -> list[int]:
    return [i for i, w in enumerate(p.spot) if w == FREE]


def expected(card: NirdCard, wompins: bool) -> float:
    return card.dice * 3.5 + card.bonus + (1 if wompins else 0) + card.splash


def plan(p: Player, faces: list[int] | None = None) -> float:
    """Expected damage this player can still deal with their awake Troops (greedy)."""
    nirds = catalog().nirds
    faces = list(faces if faces is not None else [p.dice[i] for i in free_dice(p)])
    troops = tuple(c for c in p.army if nirds[c].kind == "troop" and c not in p.asleep)
    return _plan(troops, p.leader == "wompins", tuple(sorted(faces)))


@lru_cache(maxsize=50_000)
def _plan(troops: tuple[int, ...], wompins: bool, faces_in: tuple[int, ...]) -> float:
    nirds = catalog().nirds
    faces = list(faces_in)
    total = 0.0
    for card in sorted(troops, key=lambda c: -expected(nirds[c], wompins)):
        spec = nirds[card]
        options = d.activations(spec, faces, list(range(len(faces))))
        if options:
            # Spend the dice the others need least: the lowest-sum activation.
            chosen = min(options, key=lambda ix: sum(faces[i] for i in ix))
            total += expected(spec, wompins)
            faces = [f for i, f in enumerate(faces) if i not in chosen]
    return total + 0.3 * sum(faces)  # leftovers still buy something


def best_swap(
    a: Player, b: Player, skip: Collection[tuple[int, int]] = ()
) -> tuple[int, int] | None:
    """The faces (a's, b's) of the swap that adds most to what the two can
    deal, if one adds enough to be worth a trade; swaps in `skip` (faces, as
    returned) are not considered (offers already refused)."""
    base = plan(a) + plan(b)
    best, gain = None, 0.5
    mine = {a.dice[i]: i for i in reversed(free_dice(a))}  # one die per face
    theirs = {b.dice[i]: i for i in reversed(free_dice(b))}
    for gi in mine.values():
        for ti in theirs.values():
            if a.dice[gi] == b.dice[ti] or (a.dice[gi], b.dice[ti]) in skip:
                continue
            fa = [a.dice[i] if i != gi else b.dice[ti] for i in free_dice(a)]
            fb = [b.dice[i] if i != ti else a.dice[gi] for i in free_dice(b)]
            value = plan(a, fa) + plan(b, fb) - base
            if value > gain:
                best, gain = (a.dice[gi], b.dice[ti]), value
    return best
