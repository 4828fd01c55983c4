"""Cancellation, in the rulebook's four directions.

Only cards on opposite sides of a challenge cancel each other. A card that
enters (played into the challenge, or an Object whose owner joins a side) is
first checked against the cancellers already there: if one of them names it,
it is cancelled at once and does nothing (so of two cards that cancel each
other, the later one goes). Otherwise it cancels what it names on the other
side. Characters cancel by themselves; Objects cancel by themselves when
their power is "auto", and only when declared (`use_power`) when it is "use".
A cancelled card goes to the discards; a cancelled Character counts 0.
"""

from __future__ import annotations

from nifty_table.engine.wording import closed
from nifty_table.games.get_nifty.cards import Card
from nifty_table.games.get_nifty.state import Challenge, SideName
from nifty_table.games.get_nifty.table import Table, other


def _works(card: Card, ch: Challenge, declared: bool = False) -> bool:
    """Whether this card's cancel list applies in this challenge now."""
    if not card.cancels or (card.only_in is not None and card.only_in != ch.kind):
        return False
    return card.type == "character" or card.power == "auto" or declared


def present(table: Table, ch: Challenge, side: SideName) -> list[str]:
    """Every card a side has in play for cancelling: its challenge cards and
    its members' Objects."""
    return [*ch.cards(side), *table.side_objects(ch, side)]


def targets_of(table: Table, ch: Challenge, canceller: str, side: SideName) -> list[str]:
    """What `canceller` (on `side`) names on the other side."""
    c = table.card[canceller]
    return [x for x in present(table, ch, other(side)) if c.targets(table.card[x])]


def cancel(table: Table, ch: Challenge, card: str, side: SideName, by: str) -> None:
    if card in ch.cards(side):
        ch.cards(side).remove(card)
        ch.played_by.pop(card, None)
        table.state.discard.append(card)
    else:
        table.discard_object(card)
    table.log(f"{table.cn(by)} cancels {table.cn(card)}: it is discarded.")


def enter(table: Table, ch: Challenge, cards: list[str], side: SideName) -> None:
    """Cards that just came in on `side`, in order."""
    catalog = table.catalog
    names_any, named_by_any = catalog.cancellers, catalog.cancellable
    if names_any.isdisjoint(cards) and named_by_any.isdisjoint(cards):
        return  # these cards neither cancel nor can be cancelled: most cards
    opposite = other(side)
    theirs = present(table, ch, opposite)
    if names_any.isdisjoint(cards) and names_any.isdisjoint(theirs):
        return  # nothing here or on the other side cancels anything
    named = catalog.cancel_targets
    # What each side has in play, worked out again only after a cancel changed it
    # (a cancel takes a card from one side only).
    mine = present(table, ch, side)
    for card in cards:
        if card not in mine:
            continue  # already cancelled by an earlier card of this batch
        killer = None
        if card in named_by_any:
            killer = next(
                (x for x in theirs if card in named.get(x, ()) and _works(table.card[x], ch)),
                None,
            )
        if killer is not None:
            cancel(table, ch, card, side, killer)
            mine = present(table, ch, side)
            continue
        if _works(table.card[card], ch):
            hits = [x for x in theirs if x in named[card]]  # `theirs` is up to date
            for target in hits:
                cancel(table, ch, target, opposite, card)
            if hits:
                theirs = present(table, ch, opposite)


def open_board(table: Table, ch: Challenge) -> None:
    """At the start: what the two sides already have in front of them meets."""
    enter(table, ch, table.side_objects(ch, "attack"), "attack")
    enter(table, ch, table.side_objects(ch, "defence"), "defence")


def can_use(table: Table, ch: Challenge, card: str) -> bool:
    """A declared power (an Anti-Vamp Cannon) with something to hit, for the
    seat acting on the side on turn (both sides' seat, against yourself)."""
    spec = table.card[card]
    if spec.power != "use":  # most Objects have no power to declare
        return False
    side = ch.turn
    if not _works(spec, ch, declared=True):
        return False
    if side == "attack" and ch.self_challenge:
        return False  # your Objects are on your defence only
    return bool(targets_of(table, ch, card, side))


def use_power(table: Table, ch: Challenge, seat: int, card: str) -> None:
    side = ch.turn
    table.log(closed(f"{table.who(seat)} uses {table.cn(card)}"))
    for target in targets_of(table, ch, card, side):
        cancel(table, ch, target, other(side), card)
    if table.card[card].single_use:
        table.discard_object(card)
        table.log(f"{table.cn(card)} is used up and discarded.")


def would_cancel(table: Table, ch: Challenge, card: str, side: SideName) -> bool:
    """Whether this card, entering on `side`, would cancel something."""
    spec = table.card[card]
    if not (_works(spec, ch) or _works(spec, ch, declared=True)):
        return False
    return any(spec.targets(table.card[x]) for x in present(table, ch, other(side)))
