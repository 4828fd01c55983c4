"""Actions that take, swap, trash or share Keepers on the table.

Taking a Keeper off an opponent's table is a "steal" event: the choice is
made, then a "go" step waits under a reaction window (Firefly's retaliating
Surprise may cancel the whole card), then the deed happens.
"""

from __future__ import annotations

from typing import Literal

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.registry import (
    Effect,
    NoParams,
    cards_pick,
    register,
    src_index,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import steal_window
from nifty_table.games.fluxx.table import Table


class KeeperParams(NoParams):
    include_creepers: bool = False
    tag: str | None = None


def _on_tables(t: Table, seats: list[int], creepers: bool, tag: str | None = None) -> list[str]:
    kind, tags = t.cat.type, t.cat.tags
    out = []
    for s in seats:
        for c in t.st.tables[s]:
            k = kind[c]
            if (k == "keeper" or (creepers and k == "creeper")) and (tag is None or tag in tags[c]):
                out.append(c)
    return out


class Taking(Effect):
    """Shared flow: choose a card on a table, then (if it is an opponent's
    Keeper) a steal window, then `go` moves it."""

    def play(self, t: Table, src: Step, p) -> None:
        t.fx(self.key, src.seat, card=src.card, guard=src_index(t))

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        """The usual pick: one card, taken (or trashed ...) by `go` after the window."""
        t.pop()
        if a is not None and a.card is not None:
            self.take_later(t, f, [a.card], t.owner(a.card))

    def move_to_actor(self, t: Table, f: Step, verb: str) -> None:
        """`go` for the takers: the card comes to the actor's table if still there."""
        card = f.picked[0]
        if t.owner(card) == f.target:
            t.move(card, f.seat)
            t.log(f"{t.who(f.seat)} {verb.format(card=t.cn(card), owner=t.who(f.target or 0))}.")

    def take_later(self, t: Table, f: Step, cards: list[str], victim: int | None) -> None:
        """Push the deed, with a steal window over it when opponents' Keepers go."""
        t.fx(self.key, f.seat, s="go", card=f.card, picked=cards, target=victim)
        kind = t.cat.type
        stolen = [c for c in cards if kind[c] == "keeper" and t.owner(c) not in (None, f.seat)]
        if stolen:
            steal_window(t, stolen, f.seat, f.guard)


@register
class StealKeeper(Taking):
    key = "steal_keeper"
    uses = frozenset({"action"})
    Params = KeeperParams

    def options(self, t: Table, f: Step) -> list[Action]:
        p = t.cat.p(f.card or "", self.key)
        return cards_pick(f.seat, _on_tables(t, t.others(f.seat), p.include_creepers, p.tag))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose what to take from another player's table."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return f"Take {t.cn(a.card or '')} from {t.who(t.owner(a.card or '') or 0)}"

    def go(self, t: Table, f: Step) -> None:
        self.move_to_actor(t, f, "takes {card} from {owner}")


@register
class ExchangeKeepers(Taking):
    key = "exchange_keepers"
    uses = frozenset({"action"})

    def options(self, t: Table, f: Step) -> list[Action]:
        theirs = _on_tables(t, t.others(f.seat), False)
        if f.s == "theirs":
            return cards_pick(f.seat, theirs)
        return cards_pick(f.seat, t.keepers(f.seat)) if theirs else []

    def text(self, t: Table, f: Step) -> str:
        if f.s == "theirs":
            return f"{t.who(f.seat)}, choose the Keeper you get in exchange."
        return f"{t.who(f.seat)}, choose one of your Keepers to give away."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None or a.card is None:
            t.pop()
            return
        if f.s != "theirs":
            f.picked, f.s = [a.card], "theirs"
            return
        t.pop()
        self.take_later(t, f, [f.picked[0], a.card], t.owner(a.card))

    def go(self, t: Table, f: Step) -> None:
        mine, theirs = f.picked
        victim = f.target
        if victim is not None and t.owner(mine) == f.seat and t.owner(theirs) == victim:
            t.move(mine, victim)
            t.move(theirs, f.seat)
            t.log(f"{t.who(f.seat)} swaps {t.cn(mine)} for {t.cn(theirs)} with {t.who(victim)}.")


@register
class TrashKeeper(Taking):
    key = "trash_keeper"
    uses = frozenset({"action"})
    Params = KeeperParams

    def options(self, t: Table, f: Step) -> list[Action]:
        p = t.cat.p(f.card or "", self.key)
        seats = [f.seat, *t.others(f.seat)]
        return cards_pick(f.seat, _on_tables(t, seats, p.include_creepers))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a card on any table to discard."

    def go(self, t: Table, f: Step) -> None:
        card = f.picked[0]
        if t.owner(card) == f.target:
            t.unplace(card)
            t.discard(card)
            t.log(f"{t.who(f.seat)} trashes {t.cn(card)}.")


class ZapParams(NoParams):
    # Never "creeper": a Creeper in a hand could not be played or discarded.
    types: list[Literal["keeper", "goal", "rule"]]


@register
class ZapCard(Taking):
    key = "zap_card"
    uses = frozenset({"action"})
    Params = ZapParams

    def options(self, t: Table, f: Step) -> list[Action]:
        types = t.cat.p(f.card or "", self.key).types
        st, kind = t.st, t.cat.type
        found = [c for s in [f.seat, *t.others(f.seat)] for c in st.tables[s] if kind[c] in types]
        if "goal" in types:
            found.extend(st.goals)
        if "rule" in types:
            found.extend(st.rules)
        return cards_pick(f.seat, found)

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a card in play to take into your hand."

    def go(self, t: Table, f: Step) -> None:
        card, st = f.picked[0], t.st
        if card in st.rules:
            t.remove_rule(card)
        elif card in st.goals:
            st.goals.remove(card)
        elif t.owner(card) == f.target and f.target is not None:
            t.unplace(card)
        else:
            return
        st.hands[f.seat].append(card)
        t.log(f"{t.who(f.seat)} zaps {t.cn(card)} into their hand.")


@register
class ShareWealth(Taking):
    """Gather (unprotected tables'), shuffle, deal round from the actor. One
    steal window covers every opponent losing a Keeper."""

    key = "share_wealth"
    uses = frozenset({"action"})
    Params = KeeperParams

    def play(self, t: Table, src: Step, p: KeeperParams) -> None:
        guard = src_index(t)
        seats = [src.seat, *t.others(src.seat)]
        pool = _on_tables(t, seats, p.include_creepers)
        t.fx(self.key, src.seat, s="go", card=src.card, picked=pool, seats=seats)
        stolen = [c for c in pool if t.cat.type[c] == "keeper" and t.owner(c) != src.seat]
        if stolen:
            steal_window(t, stolen, src.seat, guard)

    def go(self, t: Table, f: Step) -> None:
        pool = [c for c in f.picked if t.owner(c) is not None]
        for c in pool:
            t.unplace(c)
        t.st.rng.shuffle(pool)
        for i, c in enumerate(pool):
            t.place(f.seats[i % len(f.seats)], c)
        if pool:
            t.log(f"{t.who(f.seat)} gathers {t.cards(len(pool))} from the tables and deals them.")


@register
class GetOverHere(Taking):
    """Take an opponent's Keeper from the same show as one of your Keepers."""

    key = "get_over_here"
    uses = frozenset({"action"})

    def options(self, t: Table, f: Step) -> list[Action]:
        show = t.cat.show
        shows = {show[c] for c in t.keepers(f.seat)} - {None}
        theirs = _on_tables(t, t.others(f.seat), False)
        return cards_pick(f.seat, [c for c in theirs if show[c] in shows])

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, call over a Keeper from the same show as one of yours."

    def go(self, t: Table, f: Step) -> None:
        self.move_to_actor(t, f, "calls {card} over from {owner}")
