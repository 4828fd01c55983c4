"""One decision's facts about the table for the heuristic: the table rebuilt
from the seat's view, the deciding seat and facts worked out once (who meets
what, how far each seat is from each Goal, what moving one Keeper or having one
New Rule is worth).

A few "what if" checks move one card and put it straight back (never a copy).
The values of whole cards played are in `context.py`, on top of these facts."""

from __future__ import annotations

from nifty_table.games.fluxx.bot.goals import LOSE, WIN, goal_info
from nifty_table.games.fluxx.cards import PLAY_ALL
from nifty_table.games.fluxx.goals import goal_check
from nifty_table.games.fluxx.rules import keeper_count, sole_extreme
from nifty_table.games.fluxx.table import Table


# -- one decision's view of the table ------------------------------------------------------
class TableFacts:
    """What one decision needs: the table, the deciding seat and cached facts."""

    def __init__(self, table: Table, me: int) -> None:
        self.table = table
        self.state = table.state
        self.catalog = table.catalog
        self.me = me
        players = len(table.state.seats)
        self.seat_count = players
        self.opponents = [seat for seat in range(players) if seat != me]
        self._dist: dict[tuple[int, str], float] = {}
        self._leader: int | None = None

    # -- who meets what ---------------------------------------------------------------
    def met(self, goals: list[str]) -> set[int]:
        out: set[int] = set()
        catalog, table = self.catalog, self.table
        for goal in goals:
            out.update(goal_check(catalog, goal)(table))
        return out

    def outcome(self, goals: list[str] | None = None) -> float:
        """WIN if I alone meet a Goal, LOSE if one opponent alone does, else 0."""
        met = self.met(self.state.goals if goals is None else goals)
        if len(met) != 1:
            return 0.0
        return WIN if self.me in met else LOSE

    # -- how far a seat is from a Goal -------------------------------------------------
    def dist(self, seat: int, goal: str, *, hand: bool = False) -> float:
        key = (seat if not hand else -1 - seat, goal)
        distance = self._dist.get(key)
        if distance is None:
            distance = self._dist[key] = self._measure(seat, goal, hand)
        return distance

    def _measure(self, seat: int, goal: str, hand: bool) -> float:
        catalog, state = self.catalog, self.state
        shape = goal_info(catalog, goal)
        on_table = state.tables[seat]
        kind = catalog.type
        if shape.special:
            need = self.table.card_params(goal, shape.special).count
            if shape.special == "cards_in_hand":
                have = len(state.hands[seat])
            else:
                tags = catalog.tags
                have = sum(
                    1
                    for card in on_table
                    if kind[card] == "keeper" and (shape.tag is None or shape.tag in tags[card])
                )
            distance = float(max(0, need - have))
        else:
            held = set(on_table)
            mine = state.hands[seat] if hand else ()
            distance = min(
                sum(0 if card in held else (0.5 if card in mine else 1.0) for card in group)
                for group in shape.sets
            )
        if shape.forbids:
            distance += sum(1 for card in on_table if card in shape.forbids)
        if catalog.has_creepers:
            distance += sum(
                1 for card in on_table if kind[card] == "creeper" and card not in shape.exempt
            )
        return distance

    def closest(self, seat: int, goals: list[str], *, hand: bool = False) -> float:
        return min((self.dist(seat, goal, hand=hand) for goal in goals), default=9.0)

    def threat(self, goals: list[str]) -> float:
        """How close the nearest opponent is to any of these Goals."""
        return min((self.closest(seat, goals) for seat in self.opponents), default=9.0)

    def position(self, goals: list[str]) -> float:
        """How good a set of Goals in play is for me (higher is better)."""
        if not goals:
            return 0.0
        mine = self.closest(self.me, goals, hand=True)
        theirs = self.threat(goals)
        return 25.0 * (min(theirs, 4.0) - min(mine, 4.0)) - 5.0 * mine

    def leader(self) -> int:
        """The opponent closest to winning (most Keepers breaks ties)."""
        if self._leader is None:
            goals = self.state.goals
            self._leader = min(
                self.opponents,
                key=lambda seat: (self.closest(seat, goals), -len(self.state.tables[seat]), seat),
            )
        return self._leader

    # -- how much a card on a table matters -------------------------------------------
    def worth(self, seat: int, card: str) -> float:
        """How much `seat` wants `card` on its table (negative: wants it gone)."""
        catalog = self.catalog
        kind = catalog.type[card]
        goals = self.state.goals
        if kind == "creeper":
            if any(card in goal_info(catalog, goal).exempt for goal in goals):
                return 20.0
            return -40.0
        wanted = 8.0
        for goal in goals:
            shape = goal_info(catalog, goal)
            if card in shape.named:
                wanted += 50.0 if self.dist(seat, goal) <= 2 else 30.0
            elif shape.special == "keepers_count" and (
                shape.tag is None or shape.tag in catalog.tags[card]
            ):
                wanted += 15.0
            if card in shape.forbids:
                wanted -= 45.0
        if seat == self.me:
            for held in self.state.hands[seat]:
                if catalog.type[held] == "goal" and card in goal_info(catalog, held).named:
                    wanted += 10.0
        return wanted

    # -- "what if" with one card moved and put back ---------------------------------------
    def outcome_if_placed(self, card: str, seat: int) -> float:
        on_table = self.state.tables[seat]
        on_table.append(card)
        try:
            return self.outcome()
        finally:
            on_table.pop()

    def outcome_if_moved(self, card: str, frm: int, to: int) -> float:
        src, dst = self.state.tables[frm], self.state.tables[to]
        i = src.index(card)
        del src[i]
        dst.append(card)
        try:
            return self.outcome()
        finally:
            dst.pop()
            src.insert(i, card)

    def outcome_if_gone(self, card: str, frm: int) -> float:
        src = self.state.tables[frm]
        i = src.index(card)
        del src[i]
        try:
            return self.outcome()
        finally:
            src.insert(i, card)

    def owner(self, card: str) -> int | None:
        return self.table.owner(card)

    # -- values of single moves -------------------------------------------------------------
    def take_value(self, card: str) -> float:
        """Moving `card` from its owner's table to mine."""
        frm = self.owner(card)
        if frm is None or frm == self.me:
            return -5.0
        out = self.outcome_if_moved(card, frm, self.me)
        if out:
            return out
        bonus = 15.0 if frm == self.leader() else 0.0
        return self.worth(self.me, card) + 0.8 * self.worth(frm, card) + bonus

    def trash_value(self, card: str) -> float:
        """Discarding `card` from whichever table holds it."""
        frm = self.owner(card)
        if frm is None:
            return 0.0
        out = self.outcome_if_gone(card, frm)
        if out:
            return out
        if frm == self.me:
            return -self.worth(self.me, card)
        bonus = 15.0 if frm == self.leader() else 0.0
        return self.worth(frm, card) + bonus

    def rule_value(self, card: str) -> float:
        catalog, table, state, me = self.catalog, self.table, self.state, self.me
        info = table.info
        family = catalog.family.get(card)
        if family is not None:
            value = catalog.value[card]
            if family == "draw":
                return 8.0 + 6.0 * (value + info.infl - info.draw)
            if family in ("play", "play_all_but"):
                if value == PLAY_ALL or family == "play_all_but":
                    return 6.0
                return 6.0 + 5.0 * (value + info.infl - info.play if info.play != PLAY_ALL else 0)
            limit = value + info.infl
            if family == "hand_limit":
                theirs = sum(max(0, len(state.hands[seat]) - limit) for seat in self.opponents)
                mine = max(0, len(state.hands[me]) - 1 - limit)
                return 2.0 + 3.0 * theirs - 4.0 * mine
            theirs = sum(max(0, keeper_count(table, seat) - limit) for seat in self.opponents)
            mine = max(0, keeper_count(table, me) - limit)
            return 2.0 + 6.0 * theirs - 10.0 * mine
        key = catalog.rule_effect.get(card, "")
        if key in ("rich_bonus", "poor_bonus"):
            return 20.0 if sole_extreme(table, most=key == "rich_bonus") == me else 2.0
        if key in ("first_play_random", "e_name_bonus", "yeahuh"):
            return 2.0
        if key in ("inflation", "cartoon_talk", "double_agenda", "no_hand_bonus"):
            return 10.0
        return 12.0  # free-action rules: something to use every turn
