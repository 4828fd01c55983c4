"""Keeper powers and Creeper effects (Firefly).

Activated powers are offered to the owner on their own turn, once per turn
per card, never inside a compound effect, and never use a play.
"""

from __future__ import annotations

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.registry import (
    EFFECTS,
    Effect,
    NoParams,
    cards_pick,
    register,
    seats_pick,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import steal_window
from nifty_table.games.fluxx.table import Table


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
        return owner is not None and owner != seat and owner not in t.st.protected

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
        return bool(t.st.draw_pile)

    def use(self, t: Table, card: str, p: PeekParams) -> None:
        st = t.st
        seat = st.active
        n = min(p.count, len(st.draw_pile))
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

    def turn_start(self, t: Table, seat: int, card: str) -> None:
        t.fx(self.key, seat, card=card)

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
class GiveUpKeeper(Effect):
    """The Bounty Hunter (our design): once per turn, give up a Keeper from
    your table to discard this Creeper too."""

    key = "give_up_keeper"
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


@register
class MoveCreeper(Effect):
    """Mal: move one of the Creepers on your table to another player's table."""

    key = "move_creeper"
    uses = frozenset({"keeper"})
    activated = True

    def _creepers(self, t: Table, seat: int) -> list[str]:
        kind = t.cat.type
        return [c for c in t.st.tables[seat] if kind[c] == "creeper"]

    def usable(self, t: Table, card: str, p) -> bool:
        seat = t.st.active
        return bool(self._creepers(t, seat)) and bool(t.others(seat))

    def use(self, t: Table, card: str, p) -> None:
        t.fx(self.key, t.st.active, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        return [
            Pick(seat=f.seat, card=c, target=s)
            for c in self._creepers(t, f.seat)
            for s in t.others(f.seat)
        ]

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a Creeper of yours and the player it goes to."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Move {t.cn(a.card or '')} to {t.who(a.target or 0)}"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None or a.target is None:
            return
        t.move(a.card, a.target)
        t.log(f"{t.who(f.seat)} uses {t.cn(f.card or '')}: {t.cn(a.card)} go to {t.who(a.target)}.")


class ExceptParams(NoParams):
    # Keepers the trade may never take (Stolen Goods: Serenity).
    exclude: list[str] = Field(default_factory=list, alias="except")

    def card_refs(self) -> list[str]:
        return list(self.exclude)


@register
class TradeKeeper(Effect):
    """Stolen Goods: force a trade of this Keeper for one of another player's
    Keepers (a steal event for theirs: they may answer with a Surprise)."""

    key = "trade_keeper"
    uses = frozenset({"keeper"})
    Params = ExceptParams
    activated = True

    def _wanted(self, t: Table, seat: int, p: ExceptParams) -> list[str]:
        return [k for s in t.others(seat) for k in t.keepers(s) if k not in p.exclude]

    def usable(self, t: Table, card: str, p: ExceptParams) -> bool:
        seat = t.st.active
        return t.owner(card) == seat and bool(self._wanted(t, seat, p))

    def use(self, t: Table, card: str, p: ExceptParams) -> None:
        t.fx(self.key, t.st.active, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        if t.owner(f.card or "") != f.seat:
            return []
        return cards_pick(f.seat, self._wanted(t, f.seat, t.p(f.card or "", self.key)))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose the Keeper to take in trade for {t.cn(f.card or '')}."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Take {t.cn(a.card or '')} from {t.who(t.owner(a.card or '') or 0)}"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        victim = t.owner(a.card)
        t.fx(self.key, f.seat, s="go", card=f.card, picked=[a.card], target=victim)
        steal_window(t, [a.card], f.seat, guard=len(t.st.stack) - 1)

    def go(self, t: Table, f: Step) -> None:
        mine, theirs = f.card or "", f.picked[0]
        victim = f.target
        if victim is not None and t.owner(mine) == f.seat and t.owner(theirs) == victim:
            t.move(mine, victim)
            t.move(theirs, f.seat)
            t.log(f"{t.who(f.seat)} trades {t.cn(mine)} to {t.who(victim)} for {t.cn(theirs)}.")


class HoldersParams(NoParams):
    holders_of: list[str] = Field(min_length=1)

    def card_refs(self) -> list[str]:
        return list(self.holders_of)


@register
class MoveToHolder(Effect):
    """The Alliance (promo): on their turn any player may move it for free to
    a player who has one of the named Keepers."""

    key = "move_to_holder"
    uses = frozenset({"creeper"})
    Params = HoldersParams
    activated = True
    anyone = True  # usable by the active player wherever the card sits

    def _targets(self, t: Table, card: str, p: HoldersParams) -> list[int]:
        owner = t.owner(card)
        st = t.st
        return [
            s
            for s in range(len(st.seats))
            if s != owner and s not in st.protected and any(k in st.tables[s] for k in p.holders_of)
        ]

    def usable(self, t: Table, card: str, p: HoldersParams) -> bool:
        return t.owner(card) is not None and bool(self._targets(t, card, p))

    def use(self, t: Table, card: str, p: HoldersParams) -> None:
        t.fx(self.key, t.st.active, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        card = f.card or ""
        return seats_pick(f.seat, self._targets(t, card, t.p(card, self.key)))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose who {t.cn(f.card or '')} moves to."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.target is None:
            return
        t.move(f.card or "", a.target)
        t.log(f"{t.who(f.seat)} sends {t.cn(f.card or '')} to {t.who(a.target)}.")


@register
class CopyPower(Effect):
    """You Can't Take This Guy From Me on its owner's turn: use the power of
    any Keeper on any table as if it were on yours (it does not count as that
    Keeper's once-per-turn use)."""

    key = "copy_power"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        t.fx(self.key, src.seat, card=src.card)

    def options(self, t: Table, f: Step) -> list[Action]:
        cat = t.cat
        found = []
        for tbl in t.st.tables:
            for c in tbl:
                key = cat.power.get(c)
                if key is None or cat.type[c] != "keeper":
                    continue
                eff = EFFECTS[key]
                if eff.activated and eff.usable(t, c, t.p(c, key)):
                    found.append(c)
        return cards_pick(f.seat, found)

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a Keeper whose power you use."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Use {t.cn(a.card or '')}'s power"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        key = t.cat.power[a.card]
        t.log(f"{t.who(f.seat)} borrows the power of {t.cn(a.card)}.")
        EFFECTS[key].use(t, a.card, t.p(a.card, key))
