"""Helpers for determinizers: building a full state from one seat's view.

A determinizer deals the cards a seat cannot see into the places it cannot
see, at random but consistently with what it knows (hand sizes, colours a
player has shown they lack, cards it passed), and reseeds the new state's
RNG from the searcher's generator: the real deck order never leaks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from pydantic import BaseModel

from nifty_table.engine.rng import Rng

C = TypeVar("C", bound=Hashable)
M = TypeVar("M", bound=BaseModel)

TRIES = 30  # random deals tried before the constraints are relaxed


def reseeded(rng: Rng) -> Rng:
    """A fresh state RNG drawn from the searcher's generator."""
    return Rng.from_seed(rng.next64())


_set = object.__setattr__


def shallow_copy(model: M) -> M:
    """A model copied one level deep, as `model_copy()` copies it, for the
    searches' state copies: no validation, extras or private attributes (our
    game models have none), and at about half the cost, which counts when a
    state copy is a dozen of them and a search makes thousands a second."""
    cls = model.__class__
    new = cls.__new__(cls)
    _set(new, "__dict__", model.__dict__.copy())
    _set(new, "__pydantic_fields_set__", model.__pydantic_fields_set__.copy())
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new


def deal(
    unseen: Sequence[C],
    sizes: Sequence[int],
    rng: Rng,
    fits: Callable[[int, C], bool] | None = None,
) -> list[list[C]]:
    """Share `unseen` out among places of the given `sizes` (they must add up),
    each card to a place it `fits`: the most constrained cards go first, each to
    a fitting place chosen with weight by the room left. When random tries all
    fail (the constraints are too tight for this greedy deal), the constraints
    are dropped rather than failing: a slightly wrong world beats none."""
    if sum(sizes) != len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards for places of {sum(sizes)}")
    cards = list(unseen)
    if fits is None:
        return _plain(cards, sizes, rng)
    places = range(len(sizes))
    options = {card: [p for p in places if fits(p, card)] for card in cards}
    if all(len(o) == len(sizes) for o in options.values()):
        return _plain(cards, sizes, rng)
    for _ in range(TRIES):
        rng.shuffle(cards)
        cards.sort(key=lambda card: len(options[card]))  # stable: random among equals
        room = list(sizes)
        out: list[list[C]] = [[] for _ in sizes]
        for card in cards:
            open_ = [p for p in options[card] if room[p]]
            total = sum(room[p] for p in open_)
            if not total:
                break
            pick = rng.below(total)
            for p in open_:
                pick -= room[p]
                if pick < 0:
                    break
            out[p].append(card)
            room[p] -= 1
        else:
            for hand in out:
                rng.shuffle(hand)
            return out
    return _plain(cards, sizes, rng)


def _plain(cards: list[C], sizes: Sequence[int], rng: Rng) -> list[list[C]]:
    rng.shuffle(cards)
    out, at = [], 0
    for size in sizes:
        out.append(cards[at : at + size])
        at += size
    return out
