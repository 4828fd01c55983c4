"""Keeper powers and Creeper effects (Firefly).

Activated powers are offered to the owner on their own turn, once per turn
per card, never inside a compound effect, and never use a play.
"""

from __future__ import annotations

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.effects.base import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import steal_window
from nifty_table.games.fluxx.table import Table


def powers_blocked(t: Table, seat: int) -> bool:
    """The Alliance (creeper_crackdown) on your table shuts your Keepers' powers."""
    power = t.cat.power
    return any(power.get(c) == "creeper_crackdown" for c in t.st.tables[seat])


class TargetParams(NoParams):
    target: str

    def card_refs(self) -> list[str]:
        return [self.target]


@register
class TakeKeeper(Effect):
    key = "take_keeper"
    uses = frozenset({"keeper"})
    Params = TargetParams
    activated = True

    def usable(self, t: Table, card: str, p: TargetParams) -> bool:
        seat = t.st.active
        owner = t.owner(p.target)
        return (
            owner is not None
            and owner != seat
            and owner not in t.st.protected
            and not powers_blocked(t, seat)
        )

    def use(self, t: Table, card: str, p: TargetParams) -> None:
        seat = t.st.active
        victim = t.owner(p.target)
        t.log(f"{t.who(seat)} uses {t.cn(card)}'s power on {t.cn(p.target)}.")
        t.fx(self.key, seat, s="go", card=card, picked=[p.target], target=victim)
        steal_window(t, [p.target], seat, guard=len(t.st.stack) - 1)

    def go(self, t: Table, f: Step) -> None:
        target = f.picked[0]
        if t.owner(target) == f.target:
            t.move(target, f.seat)
            t.log(f"{t.who(f.seat)} takes {t.cn(target)} from {t.who(f.target or 0)}.")


class PeekParams(NoParams):
    count: int = Field(ge=1)


@register
class PeekDrawPile(Effect):
    """Look at the top cards and put them back in an order you choose, one
    pick at a time (the first pick goes on top). Only you see them."""

    key = "peek_draw_pile"
    uses = frozenset({"keeper"})
    Params = PeekParams
    activated = True

    def usable(self, t: Table, card: str, p: PeekParams) -> bool:
        return bool(t.st.draw_pile) and not powers_blocked(t, t.st.active)

    def use(self, t: Table, card: str, p: PeekParams) -> None:
        st = t.st
        seat = st.active
        n = min(t.num(p.count), len(st.draw_pile))
        top = [st.draw_pile.pop() for _ in range(n)]  # top card first
        t.log(
            f"{t.who(seat)} uses {t.cn(card)} to look at the top {t.cards(n)}.",
            {seat: f"From the top: {t.names(top)}."},
        )
        t.fx(self.key, seat, card=card, cards=top)

    def options(self, t: Table, f: Step) -> list[Action]:
        if len(f.cards) - f.left <= 1:
            return []  # the last card's place is decided
        return cards_pick(f.seat, f.cards[f.left :])

    def text(self, t: Table, f: Step) -> str:
        which = "on top" if f.left == 0 else f"in place {f.left + 1} from the top"
        return f"{t.who(f.seat)}, choose the card to put back {which}."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None or a.card is None:
            t.pop()
            t.st.draw_pile.extend(reversed(f.cards))
            t.log(f"{t.who(f.seat)} puts the cards back.")
            return
        f.cards.remove(a.card)
        f.cards.insert(f.left, a.card)
        f.left += 1


class AliasParams(NoParams):
    counts_as: list[str] = Field(min_length=1)

    def card_refs(self) -> list[str]:
        return list(self.counts_as)


@register
class Alias(Effect):
    key = "alias"  # passive: goals.compile_goal reads it
    uses = frozenset({"keeper"})
    Params = AliasParams


class EscapeParams(NoParams):
    escape_with: str

    def card_refs(self) -> list[str]:
        return [self.escape_with]


@register
class CreeperRaid(Effect):
    """At the start of the owner's turn: pass the Creeper on (only with the
    escape Keeper) or lose a Keeper of your choice."""

    key = "creeper_raid"
    uses = frozenset({"creeper"})
    Params = EscapeParams

    def advance(self, t: Table, f: Step) -> bool:
        if f.s == "" and t.owner(f.card or "") != f.seat:
            t.pop()  # it left this table meanwhile
            return True
        if f.s == "":
            p = t.cat.p(f.card or "", self.key)
            nxt = t.others(f.seat)
            if p.escape_with in t.st.tables[f.seat] and nxt:
                f.s, f.ask, f.target = "escape", True, nxt[0]
            else:
                f.s = "lose"
            return True
        return super().advance(t, f)

    def question(self, t: Table, f: Step) -> str:
        return (
            f"{t.who(f.seat)}, outrun {t.cn(f.card or '')} by passing them to "
            f"{t.who(f.target or 0)}? (If not, you lose a Keeper.)"
        )

    def answer(self, t: Table, f: Step, yes: bool) -> None:
        if yes:
            t.pop()
            t.move(f.card or "", f.target or 0)
            t.log(
                f"{t.who(f.seat)} outruns {t.cn(f.card or '')}: they go to {t.who(f.target or 0)}."
            )
            return
        f.s, f.ask = "lose", False

    def options(self, t: Table, f: Step) -> list[Action]:
        return cards_pick(f.seat, t.keepers(f.seat))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, {t.cn(f.card or '')} strike: choose a Keeper to lose."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is not None and a.card is not None:
            t.unplace(a.card)
            t.discard(a.card)
            t.log(f"{t.cn(f.card or '')} take {t.who(f.seat)}'s {t.cn(a.card)}.")


@register
class CreeperCrackdown(Effect):
    """While on your table your Keepers' powers are shut (see powers_blocked).
    Once per turn: give up a Keeper from your table to discard it too."""

    key = "creeper_crackdown"
    uses = frozenset({"creeper"})
    activated = True

    def usable(self, t: Table, card: str, p) -> bool:
        return bool(t.keepers(t.st.active))

    def use(self, t: Table, card: str, p) -> None:
        t.fx(self.key, t.st.active, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        if t.owner(f.card or "") != f.seat:
            return []
        return cards_pick(f.seat, t.keepers(f.seat))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a Keeper to give up to be rid of {t.cn(f.card or '')}."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        creeper = f.card or ""
        for c in (a.card, creeper):
            t.unplace(c)
            t.discard(c)
        t.log(f"{t.who(f.seat)} gives up {t.cn(a.card)} and is rid of {t.cn(creeper)}.")
