"""Bringing a game saved with an older deck up to the deck of today.

A deck that gained or lost cards since a game was saved leaves that save with
cards the deck no longer has, and without the new ones: its cards are not
conserved, and its action log no longer replays (the first shuffle differs).
Rather than refuse it, the game is adapted once, as it is loaded: cards the
deck no longer has leave the game, and its new cards are shuffled into the
draw pile. Everything else (hands, tables, rules, Goals, whose turn it is)
stays as it was saved. The save loader says so and asks before loading it.
"""

from __future__ import annotations

from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.state import FluxxState


def adapt_to_deck(catalog: Catalog, state: FluxxState) -> str | None:
    """Adapt `state` in place to the deck; what changed, in words, or None
    if the state holds exactly the deck's cards already (nothing to do)."""
    deck = catalog.ids if state.promos else catalog.base_ids
    known = set(deck)
    gone: list[str] = []

    def keep(cards: list[str]) -> list[str]:
        kept = [card for card in cards if card in known]
        gone.extend(card for card in cards if card not in known)
        return kept

    # (A step's `picked` may hold words, not cards: a rock-paper-scissors throw.)
    stack_cards = [card for step in state.stack for card in (step.card, *step.cards)]
    stale_stack = any(card is not None and card not in known for card in stack_cards)
    if stale_stack:
        # A card half played that the deck no longer has: the chain is dropped
        # (the cards it held go to the discard pile) and the turn goes on.
        for step in state.stack:
            state.discard.extend(step.cards)
        state.stack.clear()
    state.draw_pile = keep(state.draw_pile)
    state.discard = keep(state.discard)
    state.hands = [keep(hand) for hand in state.hands]
    state.tables = [keep(cards) for cards in state.tables]
    state.rules = keep(state.rules)
    state.goals = keep(state.goals)
    if state.attached is not None and state.attached not in known:
        gone.append(state.attached)
        state.attached = None
    state.used = [card for card in state.used if card in known]
    if state.win_goal is not None and state.win_goal not in known:
        state.win_goal = None
    held = set(_everywhere(state))
    new = [card for card in deck if card not in held]
    if not gone and not new and not stale_stack:
        return None
    state.draw_pile.extend(new)
    state.rng.shuffle(state.draw_pile)
    return _describe(catalog, gone, new, stale_stack)


def _everywhere(state: FluxxState) -> list[str]:
    cards = [*state.draw_pile, *state.discard, *state.rules, *state.goals]
    for hand in state.hands:
        cards.extend(hand)
    for on_table in state.tables:
        cards.extend(on_table)
    if state.attached is not None:
        cards.append(state.attached)
    for step in state.stack:
        cards.extend(step.cards)
    return cards


def _describe(catalog: Catalog, gone: list[str], new: list[str], stale_stack: bool) -> str:
    parts = [f"it was saved with an older {catalog.title} deck"]
    if gone:
        parts.append(
            f"{_count(len(gone))} the deck no longer has left the game "
            f"({_some([_old_name(card) for card in gone])})"
        )
    if new:
        names = _some([catalog.name[card] for card in new])
        parts.append(f"{_count(len(new))} new to the deck went into the draw pile ({names})")
    if stale_stack:
        parts.append("the card being played then was dropped")
    return "; ".join(parts)


def _old_name(card: str) -> str:
    """A name for a card id the deck no longer has: "keeper_the_cargo" -> "The Cargo"."""
    words = card.split("_")[1:] or [card]
    return " ".join(word.capitalize() for word in words)


def _some(names: list[str], shown: int = 4) -> str:
    """A few names, so the message stays short: "A, B, C, D and 9 more"."""
    if len(names) <= shown + 1:
        return ", ".join(names)
    return f"{', '.join(names[:shown])} and {len(names) - shown} more"


def _count(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"
