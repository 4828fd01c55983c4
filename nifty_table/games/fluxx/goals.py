"""Who meets which Goal, and the single win check run after every event.

A Goal is met by a player who has the named Keepers (an alias Keeper fills one
slot), none of the forbidden ones, and no Creeper the Goal does not name. Two
or more players meeting Goals at the same moment means nobody wins yet.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from nifty_table.games.fluxx.cards import CardSpec, Catalog

if TYPE_CHECKING:
    from nifty_table.games.fluxx.table import Table

Check = Callable[["Table"], list[int]]


class _P(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CountParams(_P):
    count: int = Field(ge=1)
    tag: str | None = None


class Special:
    """A Goal condition other than "have these Keepers"."""

    key: ClassVar[str]
    Params: ClassVar[type[BaseModel]] = CountParams
    reads_hands: ClassVar[bool] = False  # met by what players hold, not only by their tables

    def scores(self, table: Table, goal: str, params) -> list[int]:  # pragma: no cover
        raise NotImplementedError

    def needs(self, params) -> str:  # pragma: no cover
        """What it takes, in a few words ("5+ Keepers, the most")."""
        raise NotImplementedError


class KeepersCount(Special):
    key = "keepers_count"

    def scores(self, table: Table, goal: str, params) -> list[int]:
        kind, tags = table.catalog.type, table.catalog.tags
        return [
            sum(
                1
                for card in on_table
                if kind[card] == "keeper" and (params.tag is None or params.tag in tags[card])
            )
            for on_table in table.state.tables
        ]

    def needs(self, params) -> str:
        return f"{params.count}+ {params.tag + ' ' if params.tag else ''}Keepers, the most"


class CardsInHand(Special):
    key = "cards_in_hand"
    reads_hands = True

    def scores(self, table: Table, goal: str, params) -> list[int]:
        return [len(hand) for hand in table.state.hands]

    def needs(self, params) -> str:
        return f"{params.count}+ cards in hand, the most"


SPECIALS: dict[str, Special] = {special.key: special for special in (KeepersCount(), CardsInHand())}


def needs(catalog: Catalog, goal: str, inflation: bool = False) -> str:
    """What a Goal asks for, short enough for a narrow table ("Jayne +
    Serenity, no Mal"); its card's text says it in full."""
    spec = catalog.specs[goal]
    if spec.special:
        params = (catalog.inflated_params if inflation else catalog.params)[(goal, spec.special)]
        return SPECIALS[spec.special].needs(params)

    def name(card: str) -> str:
        return catalog.specs[card].name

    groups = [spec.requires] if spec.requires else spec.any_of
    words = " or ".join(" + ".join(map(name, group)) for group in groups)
    if spec.forbids:
        words += ", no " + " or ".join(map(name, spec.forbids))
    return words


# -- compiling Goals ----------------------------------------------------------
def _fills(catalog: Catalog) -> dict[str, frozenset[str]]:
    """Which Goal slots each Keeper can fill (itself, plus its aliases)."""
    out = {}
    for card in catalog.ids:
        if catalog.power.get(card) == "alias":
            out[card] = frozenset([card, *catalog.card_params(card, "alias").counts_as])
    return out


def _match(slots: list[str], table: list[str], fills: dict[str, frozenset[str]]) -> bool:
    """Can each slot be filled by a different card on the table?"""
    for slot in slots:
        if slot not in table:
            break
    else:
        return True  # distinct ids are distinct cards
    if not fills or fills.keys().isdisjoint(table):
        return False  # no alias Keeper on the table

    def can(card: str, slot: str) -> bool:
        slots = fills.get(card)
        return card == slot if slots is None else slot in slots

    def go(i: int, used: frozenset[int]) -> bool:
        if i == len(slots):
            return True
        return any(
            j not in used and can(card, slots[i]) and go(i + 1, used | {j})
            for j, card in enumerate(table)
        )

    return go(0, frozenset())


def compile_goal(catalog: Catalog, spec: CardSpec) -> Check:
    """A function giving the seats that meet this Goal right now."""
    kind = catalog.type
    named = {*spec.requires, *spec.allows_creepers, *(i for group in spec.any_of for i in group)}
    exempt = frozenset(card for card in named if kind[card] == "creeper")
    creepers = catalog.has_creepers

    def blocked(on_table: list[str]) -> bool:
        return creepers and any(kind[card] == "creeper" and card not in exempt for card in on_table)

    if spec.special:
        special = SPECIALS[spec.special]
        params = catalog.card_params(spec.id, spec.special)
        inflated = catalog.inflated_params[(spec.id, spec.special)]

        def check_special(table: Table) -> list[int]:
            need = (inflated if table.info.infl else params).count
            scores = special.scores(table, spec.id, params)
            tables = table.state.tables
            eligible = [
                seat
                for seat, value in enumerate(scores)
                if value >= need and not blocked(tables[seat])
            ]
            if not eligible:
                return []
            best = max(scores[seat] for seat in eligible)
            top = [seat for seat in eligible if scores[seat] == best]
            return top if len(top) == 1 else []  # a tie for the most: nobody meets it yet

        return check_special

    sets = [list(spec.requires)] if spec.requires else [list(group) for group in spec.any_of]
    forbids = list(spec.forbids)
    fills = _fills(catalog)
    alias_slots = {slot for slots in fills.values() for slot in slots}

    if len(sets) == 1 and not forbids and not alias_slots & set(sets[0]):
        first, rest = sets[0][0], tuple(sets[0][1:])  # the common case: "have these Keepers"

        def check_plain(table: Table) -> list[int]:
            out = []
            for seat, on_table in enumerate(table.state.tables):
                if first not in on_table:
                    continue  # (nearly every seat, nearly every time: one test)
                for card in rest:
                    if card not in on_table:
                        break
                else:
                    if not blocked(on_table):
                        out.append(seat)
            return out

        return check_plain

    def check(table: Table) -> list[int]:
        out = []
        for seat, on_table in enumerate(table.state.tables):
            if not on_table:
                continue
            for group in sets:
                if _match(group, on_table, fills):
                    break
            else:
                continue  # no set of Keepers is there
            if forbids and any(card in on_table for card in forbids):
                continue
            if not blocked(on_table):
                out.append(seat)
        return out

    return check


@functools.cache
def hand_goals(catalog: Catalog) -> frozenset[str]:
    """The deck's Goals that look at hands: with none of them in play, a card
    leaving a hand cannot decide a win."""
    return frozenset(
        goal
        for goal in catalog.goals
        if (special := catalog.specs[goal].special) and SPECIALS[special].reads_hands
    )


def goal_check(catalog: Catalog, goal: str) -> Check:
    cache = catalog.goal_checks
    check = cache.get(goal)
    if check is None:
        check = cache[goal] = compile_goal(catalog, catalog.specs[goal])
    return check


def meeting(table: Table) -> set[int]:
    """Every seat meeting any Goal in play right now."""
    out: set[int] = set()
    for goal in table.state.goals:
        out.update(goal_check(table.catalog, goal)(table))
    return out


def check_win(table: Table) -> bool:
    """Award the win if exactly one player meets a Goal; True once someone has won."""
    state = table.state
    if state.winner is not None:
        return True
    goals = state.goals
    if not goals:
        return False
    if len(goals) == 1:
        win_goal = goals[0]
        check = table.catalog.goal_checks.get(win_goal)  # (goal_check's cache, asked first)
        winners = (check or goal_check(table.catalog, win_goal))(table)
    else:
        if len(goals) > table.goal_capacity():
            return False  # Double Agenda is waiting for a Goal to go
        met: set[int] = set()
        for goal in goals:
            seats = goal_check(table.catalog, goal)(table)
            if seats:
                met.update(seats)
                win_goal = goal
        winners = list(met)
    if len(winners) != 1:
        return False  # nobody, or a tie: play goes on
    seat = winners[0]
    state.winner, state.win_goal, state.phase = seat, win_goal, "over"
    table.log(f"{table.who(seat)} meets the Goal {table.card_name(win_goal)} and wins!")
    return True
