"""Dice arithmetic: which dice activate a Troop, which pay for a Nird, damage.

Works on plain ints (faces) and index lists; no pydantic here, it is the hot loop.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, combinations_with_replacement, pairwise
from typing import NamedTuple

from nifty_table.games.nirds.cards import FACES, NirdCard

WEAKNESS_BONUS = 2


def fits(card: NirdCard, faces: list[int]) -> bool:
    """True when these faces (one per slot, any order) activate the Troop."""
    slots = card.activation
    if len(faces) != len(slots):
        return False
    rule = card.together
    if rule == "same" and len(set(faces)) != 1:
        return False
    if rule == "straight":
        ordered = sorted(faces)
        if any(b - a != 1 for a, b in pairwise(ordered)):
            return False
    if isinstance(rule, int) and rule and sum(faces) < rule:
        return False
    return _assign(slots, sorted(faces))


def _assign(slots: tuple[tuple[int, ...], ...], faces: list[int]) -> bool:
    """Can each face go to its own slot that accepts it? (at most 4 slots)"""
    if not slots:
        return True
    first, rest = slots[0], slots[1:]
    tried = set()
    for i, face in enumerate(faces):
        if face in first and face not in tried:
            tried.add(face)
            if _assign(rest, faces[:i] + faces[i + 1 :]):
                return True
    return False


def by_value(dice: list[int], free: list[int]) -> dict[int, list[int]]:
    """Free dice indices grouped by face."""
    out: dict[int, list[int]] = {}
    for i in free:
        face = dice[i]
        if face in out:  # (not setdefault: that makes a new list for every die)
            out[face].append(i)
        else:
            out[face] = [i]
    return out


def pick(groups: dict[int, list[int]], faces: tuple[int, ...]) -> tuple[int, ...]:
    """The lowest free dice indices that show these faces."""
    if len(faces) == 1:  # the commonest case: one die
        return (groups[faces[0]][0],)
    taken: dict[int, int] = {}
    out = []
    for face in faces:
        k = taken.get(face, 0)
        out.append(groups[face][k])
        taken[face] = k + 1
    return tuple(sorted(out))


class Pool(NamedTuple):
    """Free dice grouped by face, and how many of each face: worked out once
    for all of a player's Troops."""

    groups: dict[int, list[int]]
    counts: tuple[tuple[int, int], ...]


def pool(dice: list[int], free: list[int]) -> Pool:
    groups = by_value(dice, free)
    return Pool(groups, _counts(groups))


def activations(card: NirdCard, dice: list[int], free: list[int]) -> list[tuple[int, ...]]:
    """One index tuple per distinct set of faces that activates the Troop."""
    return activations_in(card, pool(dice, free))


def activations_in(card: NirdCard, dice: Pool) -> list[tuple[int, ...]]:
    """`activations` from dice already pooled."""
    # The fitting faces are looked up here, not in a helper: this runs for
    # every Troop in every Turn listing.
    key = (id(card), dice.counts)
    known = _FITTING.get(key)
    if known is None or known[0] is not card:
        known = _fitting(card, dice.counts)
    found = []
    for faces in known[1]:  # (a loop: often one or two)
        found.append(pick(dice.groups, faces))
    return found


def _counts(groups: dict[int, list[int]]) -> tuple[tuple[int, int], ...]:
    # (strict=False: the keys and values of one dict always pair up, and the
    # strict check costs more than the rest of this)
    return tuple(sorted(zip(groups, map(len, groups.values()), strict=False)))


@lru_cache(maxsize=8192)
def _multisets(counts: tuple[tuple[int, int], ...], size: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct sorted set of `size` faces among these dice (kept: the
    same dice come back for other Troops and other costs)."""
    pool = [face for face, k in counts for _ in range(min(k, size))]
    return tuple(sorted(set(combinations(pool, size))))


# Per card (by id, the card kept to check it) and counts: the fitting faces.
# Not an lru_cache on the card itself: hashing a pydantic card costs a microsecond.
_FITTING: dict[tuple[int, tuple], tuple[NirdCard, tuple[tuple[int, ...], ...]]] = {}
# Per card (the same way): every sorted set of faces that activates it, whatever
# the dice. Few per card, and a look-up here is much quicker than `fits`.
_PATTERNS: dict[int, tuple[NirdCard, frozenset[tuple[int, ...]]]] = {}


def _fitting(
    card: NirdCard, counts: tuple[tuple[int, int], ...]
) -> tuple[NirdCard, tuple[tuple[int, ...], ...]]:
    """Work out and keep the faces fitting the card among these dice."""
    if len(_FITTING) > 20_000:
        _FITTING.clear()
    patterns = _patterns(card)
    found = tuple([f for f in _multisets(counts, card.dice) if f in patterns])
    known = _FITTING[(id(card), counts)] = (card, found)
    return known


def _patterns(card: NirdCard) -> frozenset[tuple[int, ...]]:
    known = _PATTERNS.get(id(card))
    if known is None or known[0] is not card:
        every = combinations_with_replacement(FACES, card.dice)
        known = _PATTERNS[id(card)] = (card, frozenset(f for f in every if fits(card, list(f))))
    return known[1]


def payments(cost: int, dice: list[int], free: list[int]) -> list[tuple[int, ...]]:
    """Every distinct way to pay at least `cost` with one die or more: "equal to
    or higher than the cost", and no change. The closest payments come first."""
    groups = by_value(dice, free)
    return [pick(groups, faces) for faces in _paying(cost, _counts(groups))]


@lru_cache(maxsize=20_000)
def _paying(cost: int, counts: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    out = []
    high_first = sorted([face for face, k in counts for _ in range(k)], reverse=True)
    for size in range(1, len(high_first) + 1):
        if sum(high_first[:size]) < cost:
            continue  # even the highest dice of this many fall short
        out += [faces for faces in _multisets(counts, size) if sum(faces) >= cost]
    out.sort(key=lambda faces: (sum(faces), len(faces)))  # least overpaid, fewest dice first
    return tuple(out)


def pays(cost: int, faces: list[int]) -> bool:
    """A legal payment: at least one die, and enough in total (overpaying is allowed)."""
    return bool(faces) and sum(faces) >= cost


def die_damage(face: int, weak: tuple[int, ...], armor: tuple[int, ...], pierce: bool) -> int:
    if face in armor and not pierce:
        return 0
    return face + (WEAKNESS_BONUS if face in weak else 0)


def attack_damage(
    faces: list[int], weak: tuple[int, ...], armor: tuple[int, ...], pierce: bool, extra: int
) -> int:
    """The attack's total: every die, weakness and armour per face, plus extras; never < 0."""
    return max(0, sum(die_damage(f, weak, armor, pierce) for f in faces) + extra)
