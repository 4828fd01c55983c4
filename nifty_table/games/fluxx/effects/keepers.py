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
    remove_rule,
    src_index,
    swap_keepers,
    take_label,
)
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import steal_window
from nifty_table.games.fluxx.table import Table


class KeeperParams(NoParams):
    include_creepers: bool = False
    tag: str | None = None


def _on_tables(table: Table, seats: list[int], creepers: bool, tag: str | None = None) -> list[str]:
    kind, tags = table.catalog.type, table.catalog.tags
    out = []
    for seat in seats:
        for card in table.state.tables[seat]:
            card_type = kind[card]
            if (card_type == "keeper" or (creepers and card_type == "creeper")) and (
                tag is None or tag in tags[card]
            ):
                out.append(card)
    return out


class Taking(Effect):
    """Shared flow: choose a card on a table, then (if it is an opponent's
    Keeper) a steal window, then `go` moves it."""

    def play(self, table: Table, src: Step, params) -> None:
        table.push_effect(self.key, src.seat, card=src.card, guard=src_index(table))

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        """The usual pick: one card, taken (or trashed ...) by `go` after the window."""
        table.pop()
        if action is not None and action.card is not None:
            self.take_later(table, step, [action.card], table.owner(action.card))

    def move_to_actor(self, table: Table, step: Step, verb: str) -> None:
        """`go` for the takers: the card comes to the actor's table if still there."""
        card = step.picked[0]
        if table.owner(card) == step.target:
            table.move(card, step.seat)
            table.log(
                f"{table.who(step.seat)} "
                f"{verb.format(card=table.card_name(card), owner=table.who(step.target or 0))}."
            )

    def take_later(self, table: Table, step: Step, cards: list[str], victim: int | None) -> None:
        """Push the deed, with a steal window over it when opponents' Keepers go."""
        table.push_effect(
            self.key, step.seat, stage="go", card=step.card, picked=cards, target=victim
        )
        kind = table.catalog.type
        stolen = [
            card
            for card in cards
            if kind[card] == "keeper" and table.owner(card) not in (None, step.seat)
        ]
        if stolen:
            steal_window(table, stolen, step.seat, step.guard)


@register
class StealKeeper(Taking):
    key = "steal_keeper"
    uses = frozenset({"action"})
    Params = KeeperParams

    def options(self, table: Table, step: Step) -> list[Action]:
        params = table.catalog.card_params(step.card or "", self.key)
        return cards_pick(
            step.seat,
            _on_tables(table, table.others(step.seat), params.include_creepers, params.tag),
        )

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose what to take from another player's table."

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return take_label(table, action)

    def go(self, table: Table, step: Step) -> None:
        self.move_to_actor(table, step, "takes {card} from {owner}")


@register
class ExchangeKeepers(Taking):
    key = "exchange_keepers"
    uses = frozenset({"action"})

    def options(self, table: Table, step: Step) -> list[Action]:
        theirs = _on_tables(table, table.others(step.seat), False)
        if step.stage == "theirs":
            return cards_pick(step.seat, theirs)
        return cards_pick(step.seat, table.keepers(step.seat)) if theirs else []

    def text(self, table: Table, step: Step) -> str:
        if step.stage == "theirs":
            return f"{table.who(step.seat)}, choose the Keeper you get in exchange."
        return f"{table.who(step.seat)}, choose one of your Keepers to give away."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None or action.card is None:
            table.pop()
            return
        if step.stage != "theirs":
            step.picked, step.stage = [action.card], "theirs"
            return
        table.pop()
        self.take_later(table, step, [step.picked[0], action.card], table.owner(action.card))

    def go(self, table: Table, step: Step) -> None:
        mine, theirs = step.picked
        victim = step.target
        if victim is not None and swap_keepers(table, step.seat, mine, theirs, victim):
            table.log(
                f"{table.who(step.seat)} swaps {table.card_name(mine)} "
                f"for {table.card_name(theirs)} with {table.who(victim)}."
            )


@register
class TrashKeeper(Taking):
    key = "trash_keeper"
    uses = frozenset({"action"})
    Params = KeeperParams

    def options(self, table: Table, step: Step) -> list[Action]:
        params = table.catalog.card_params(step.card or "", self.key)
        seats = [step.seat, *table.others(step.seat)]
        return cards_pick(step.seat, _on_tables(table, seats, params.include_creepers))

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a card on any table to discard."

    def go(self, table: Table, step: Step) -> None:
        card = step.picked[0]
        if table.owner(card) == step.target:
            table.unplace(card)
            table.discard(card)
            table.log(f"{table.who(step.seat)} trashes {table.card_name(card)}.")


class ZapParams(NoParams):
    # Never "creeper": a Creeper in a hand could not be played or discarded.
    types: list[Literal["keeper", "goal", "rule"]]


@register
class ZapCard(Taking):
    key = "zap_card"
    uses = frozenset({"action"})
    Params = ZapParams

    def options(self, table: Table, step: Step) -> list[Action]:
        types = table.catalog.card_params(step.card or "", self.key).types
        state, kind = table.state, table.catalog.type
        found = [
            card
            for seat in [step.seat, *table.others(step.seat)]
            for card in state.tables[seat]
            if kind[card] in types
        ]
        if "goal" in types:
            found.extend(state.goals)
        if "rule" in types:
            found.extend(state.rules)
        return cards_pick(step.seat, found)

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a card in play to take into your hand."

    def go(self, table: Table, step: Step) -> None:
        card, state = step.picked[0], table.state
        if card in state.rules:
            remove_rule(table, card)
        elif card in state.goals:
            state.goals.remove(card)
        elif table.owner(card) == step.target and step.target is not None:
            table.unplace(card)
        else:
            return
        state.hands[step.seat].append(card)
        table.log(f"{table.who(step.seat)} zaps {table.card_name(card)} into their hand.")


@register
class ShareWealth(Taking):
    """Gather (unprotected tables'), shuffle, deal round from the actor. One
    steal window covers every opponent losing a Keeper."""

    key = "share_wealth"
    uses = frozenset({"action"})
    Params = KeeperParams

    def play(self, table: Table, src: Step, params: KeeperParams) -> None:
        guard = src_index(table)
        seats = [src.seat, *table.others(src.seat)]
        pool = _on_tables(table, seats, params.include_creepers)
        table.push_effect(self.key, src.seat, stage="go", card=src.card, picked=pool, seats=seats)
        stolen = [
            card
            for card in pool
            if table.catalog.type[card] == "keeper" and table.owner(card) != src.seat
        ]
        if stolen:
            steal_window(table, stolen, src.seat, guard)

    def go(self, table: Table, step: Step) -> None:
        pool = [card for card in step.picked if table.owner(card) is not None]
        for card in pool:
            table.unplace(card)
        table.state.rng.shuffle(pool)
        for i, card in enumerate(pool):
            table.place(step.seats[i % len(step.seats)], card)
        if pool:
            table.log(
                f"{table.who(step.seat)} gathers {table.cards(len(pool))} "
                "from the tables and deals them."
            )


@register
class GetOverHere(Taking):
    """Take an opponent's Keeper from the same show as one of your Keepers."""

    key = "get_over_here"
    uses = frozenset({"action"})

    def options(self, table: Table, step: Step) -> list[Action]:
        show = table.catalog.show
        shows = {show[card] for card in table.keepers(step.seat)} - {None}
        theirs = _on_tables(table, table.others(step.seat), False)
        return cards_pick(step.seat, [card for card in theirs if show[card] in shows])

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, call over a Keeper from the same show as one of yours."

    def go(self, table: Table, step: Step) -> None:
        self.move_to_actor(table, step, "calls {card} over from {owner}")


@register
class Plunder(Taking):
    """Firefly (a real card name; the FAQ counts it among the free actions
    that take a Keeper from in front of someone): once per turn, take a
    Keeper from another player's table, then give that player a card of your
    choice from your hand. Steps: "what" (the Keeper), a steal window over
    "go" (it moves), then "give" (only if it moved)."""

    key = "plunder"
    uses = frozenset({"rule"})
    activated = True

    def usable(self, table: Table, card: str, params) -> bool:
        seat = table.state.active
        return bool(table.state.hands[seat]) and bool(_on_tables(table, table.others(seat), False))

    def use(self, table: Table, card: str, params) -> None:
        # `guard`: the index the "go" step will take, which a Surprise may cancel
        stack = table.state.stack
        table.push_effect(self.key, table.state.active, card=card, stage="what", guard=len(stack))

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.stage == "give":
            return cards_pick(step.seat, table.state.hands[step.seat])
        return cards_pick(step.seat, _on_tables(table, table.others(step.seat), False))

    def text(self, table: Table, step: Step) -> str:
        if step.stage == "give":
            return (
                f"{table.who(step.seat)}, choose a card to give "
                f"{table.who(step.target or 0)} in return."
            )
        return f"{table.who(step.seat)}, choose a Keeper to plunder."

    def label(self, table: Table, step: Step, action: Pick) -> str:
        if step.stage == "give":
            return f"Give {table.card_name(action.card or '')}"
        return take_label(table, action)

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if step.stage != "give":
            super().choose(table, step, action)
            return
        table.pop()
        state = table.state
        if action is None or action.card is None or step.target is None:
            return
        state.hands[step.seat].remove(action.card)
        state.hands[step.target].append(action.card)
        table.log(
            f"{table.who(step.seat)} gives {table.who(step.target)} a card in return.",
            {
                step.seat: f"You gave {table.card_name(action.card)}.",
                step.target: f"You got {table.card_name(action.card)}.",
            },
        )

    def go(self, table: Table, step: Step) -> None:
        card = step.picked[0]
        if table.owner(card) != step.target or step.target is None:
            return
        self.move_to_actor(table, step, "plunders {card} from {owner}")
        table.push_effect(self.key, step.seat, stage="give", card=step.card, target=step.target)
