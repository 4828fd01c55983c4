"""Did an action bring hidden information to light? A helper for `Game.reveals`.

Most card games can answer by trying the action on a copy of the state and
looking at what a person could not see before: the RNG (a shuffle, a deal, a
die, a random pick), the hidden piles (the draw pile, cards set aside unseen)
and the hands of everyone but the acting player (a card passed, taken, traded).
The actor's own hand is left out on purpose: playing from it is the decision
itself, and cards it gains come from a hidden pile or another hand anyway.
A card put into a hidden pile (a used card under its deck) reveals nothing:
everyone saw it go. Taking one out, or changing the pile's order, does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from nifty_table.engine.contract import Action, GameState


def hidden_changed(
    game: Any, state: GameState, action: Action, piles: Iterable[str] = ("draw_pile",)
) -> bool:
    """True if applying `action` to a copy of `state` changes anything hidden."""
    after = state.model_copy(deep=True)
    game.apply(after, action)
    if after.rng != state.rng:
        return True
    if any(_taken_from(getattr(state, pile, None), getattr(after, pile, None)) for pile in piles):
        return True
    hands_before = getattr(state, "hands", [])
    hands_after = getattr(after, "hands", [])
    if len(hands_before) != len(hands_after):
        return True
    return any(
        old != new
        for seat, (old, new) in enumerate(zip(hands_before, hands_after, strict=True))
        if seat != action.seat
    )


def _taken_from(before: Any, after: Any) -> bool:
    """Whether a card left a hidden pile or the pile's cards changed order;
    cards only added to it (on top or underneath) do not count."""
    if not isinstance(before, list) or not isinstance(after, list):
        return before != after
    if before == after:
        return False
    kept = set(before)
    return [card for card in after if card in kept] != before
