"""A simple heuristic computer player for Fluxx.

Static scoring, no search: every legal action of the deciding seat gets a
number from what the cards say about the Goals in play (who meets them, how
far each player is from them, which Keepers matter), and the best one is
taken (ties broken by the rng passed in). A few "what if" checks move one
card in the state and put it straight back (never a copy of the state).

Entry points: `choose` (the prompted seat's move) and `react` (a Surprise
out of turn for a seat that is not prompted, or None).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import (
    Continue,
    Discard,
    DrawCards,
    EndTurn,
    Pick,
    PlayCard,
    PlayRandom,
    PlaySurprise,
    UsePower,
    UseRule,
)
from nifty_table.games.fluxx.cards import PLAY_ALL, Catalog
from nifty_table.games.fluxx.goals import goal_check
from nifty_table.games.fluxx.rules import keeper_count, plays_left
from nifty_table.games.fluxx.state import FluxxState, Step
from nifty_table.games.fluxx.table import Table

if TYPE_CHECKING:
    from nifty_table.games.fluxx.game import FluxxGame

WIN = 1000.0  # the move makes me the single player meeting a Goal
LOSE = -1000.0  # the move makes an opponent the single player meeting a Goal


# -- what a Goal asks for, compiled once per deck -------------------------------------------
class GoalInfo:
    __slots__ = ("exempt", "forbids", "named", "need", "sets", "special", "tag")

    def __init__(self, cat: Catalog, goal: str) -> None:
        spec = cat.specs[goal]
        self.sets = (
            [frozenset(spec.requires)] if spec.requires else [frozenset(s) for s in spec.any_of]
        )
        self.named = frozenset(c for s in self.sets for c in s)
        self.forbids = frozenset(spec.forbids)
        kind = cat.type
        self.exempt = frozenset(
            c for c in (*self.named, *spec.allows_creepers) if kind[c] == "creeper"
        )
        self.special = spec.special
        p = cat.p(goal, spec.special) if spec.special else None
        self.need = p.count if p is not None else 0
        self.tag = getattr(p, "tag", None)


_GOALS: dict[tuple[str, str], GoalInfo] = {}


def goal_info(cat: Catalog, goal: str) -> GoalInfo:
    key = (cat.id, goal)
    gi = _GOALS.get(key)
    if gi is None:
        gi = _GOALS[key] = GoalInfo(cat, goal)
    return gi


# -- one decision's view of the table ------------------------------------------------------
class Ctx:
    """What one decision needs: the table, the deciding seat and cached facts."""

    def __init__(self, t: Table, me: int) -> None:
        self.t = t
        self.st = t.st
        self.cat = t.cat
        self.me = me
        n = len(t.st.seats)
        self.n = n
        self.opps = [s for s in range(n) if s != me]
        self._dist: dict[tuple[int, str], float] = {}
        self._leader: int | None = None

    # -- who meets what ---------------------------------------------------------------
    def met(self, goals: list[str]) -> set[int]:
        out: set[int] = set()
        cat, t = self.cat, self.t
        for g in goals:
            out.update(goal_check(cat, g)(t))
        return out

    def outcome(self, goals: list[str] | None = None) -> float:
        """WIN if I alone meet a Goal, LOSE if one opponent alone does, else 0."""
        met = self.met(self.st.goals if goals is None else goals)
        if len(met) != 1:
            return 0.0
        return WIN if self.me in met else LOSE

    # -- how far a seat is from a Goal -------------------------------------------------
    def dist(self, seat: int, goal: str, *, hand: bool = False) -> float:
        key = (seat if not hand else -1 - seat, goal)
        d = self._dist.get(key)
        if d is None:
            d = self._dist[key] = self._measure(seat, goal, hand)
        return d

    def _measure(self, seat: int, goal: str, hand: bool) -> float:
        cat, st = self.cat, self.st
        gi = goal_info(cat, goal)
        tbl = st.tables[seat]
        kind = cat.type
        if gi.special:
            need = self.t.p(goal, gi.special).count
            if gi.special == "cards_in_hand":
                have = len(st.hands[seat])
            else:
                tags = cat.tags
                have = sum(
                    1 for c in tbl if kind[c] == "keeper" and (gi.tag is None or gi.tag in tags[c])
                )
            d = float(max(0, need - have))
        else:
            held = set(tbl)
            mine = st.hands[seat] if hand else ()
            d = min(
                sum(0 if c in held else (0.5 if c in mine else 1.0) for c in s) for s in gi.sets
            )
        if gi.forbids:
            d += sum(1 for c in tbl if c in gi.forbids)
        if cat.has_creepers:
            d += sum(1 for c in tbl if kind[c] == "creeper" and c not in gi.exempt)
        return d

    def closest(self, seat: int, goals: list[str], *, hand: bool = False) -> float:
        return min((self.dist(seat, g, hand=hand) for g in goals), default=9.0)

    def threat(self, goals: list[str]) -> float:
        """How close the nearest opponent is to any of these Goals."""
        return min((self.closest(s, goals) for s in self.opps), default=9.0)

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
            goals = self.st.goals
            self._leader = min(
                self.opps,
                key=lambda s: (self.closest(s, goals), -len(self.st.tables[s]), s),
            )
        return self._leader

    # -- how much a card on a table matters -------------------------------------------
    def worth(self, seat: int, card: str) -> float:
        """How much `seat` wants `card` on its table (negative: wants it gone)."""
        cat = self.cat
        kind = cat.type[card]
        goals = self.st.goals
        if kind == "creeper":
            if any(card in goal_info(cat, g).exempt for g in goals):
                return 20.0
            return -40.0
        w = 8.0
        for g in goals:
            gi = goal_info(cat, g)
            if card in gi.named:
                w += 50.0 if self.dist(seat, g) <= 2 else 30.0
            elif gi.special == "keepers_count" and (gi.tag is None or gi.tag in cat.tags[card]):
                w += 15.0
            if card in gi.forbids:
                w -= 45.0
        if seat == self.me:
            for c in self.st.hands[seat]:
                if cat.type[c] == "goal" and card in goal_info(cat, c).named:
                    w += 10.0
        return w

    # -- "what if" with one card moved and put back ---------------------------------------
    def outcome_if_placed(self, card: str, seat: int) -> float:
        tbl = self.st.tables[seat]
        tbl.append(card)
        try:
            return self.outcome()
        finally:
            tbl.pop()

    def outcome_if_moved(self, card: str, frm: int, to: int) -> float:
        src, dst = self.st.tables[frm], self.st.tables[to]
        i = src.index(card)
        del src[i]
        dst.append(card)
        try:
            return self.outcome()
        finally:
            dst.pop()
            src.insert(i, card)

    def outcome_if_gone(self, card: str, frm: int) -> float:
        src = self.st.tables[frm]
        i = src.index(card)
        del src[i]
        try:
            return self.outcome()
        finally:
            src.insert(i, card)

    def owner(self, card: str) -> int | None:
        return self.t.owner(card)

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

    # -- cards played ----------------------------------------------------------------------
    def play_value(self, card: str, *, in_hand: bool = True) -> float:
        kind = self.cat.type[card]
        if kind == "keeper":
            return self.keeper_value(card)
        if kind == "goal":
            return self.goal_value(card, in_hand=in_hand)
        if kind == "rule":
            return self.rule_value(card)
        if kind == "action":
            return self.action_value(self.cat.play_effect[card], card)
        if kind == "surprise":  # better kept for answering out of turn
            return min(self.action_value(self.cat.play_effect[card], card), 12.0) - 6.0
        return 0.0

    def keeper_value(self, card: str) -> float:
        me = self.me
        out = self.outcome_if_placed(card, me)
        if out:
            return out
        goals = self.st.goals
        v = 10.0
        if goals:
            before = self.closest(me, goals)
            tbl = self.st.tables[me]
            tbl.append(card)
            try:
                after = min(self._measure(me, g, False) for g in goals)
            finally:
                tbl.pop()
            v += 40.0 * (before - after)
        v += self.worth(me, card) - 8.0
        limit = self.t.info.keeper_limit
        if limit is not None and keeper_count(self.t, me) >= limit:
            v -= 15.0
        return v

    def goals_after(self, goal: str) -> list[str]:
        goals = self.st.goals
        cap = self.t.goal_capacity()
        if cap == 1 or not goals:
            return [goal]
        if len(goals) < cap:
            return [*goals, goal]
        keep = max(goals, key=lambda g: self.position([g]))  # I would drop the worse one
        return [keep, goal]

    def goal_value(self, goal: str, *, in_hand: bool = True) -> float:
        hand = self.st.hands[self.me]
        took = in_hand and goal in hand
        if took:
            i = hand.index(goal)
            del hand[i]
        try:
            after = self.goals_after(goal)
            met = self.met(after)
            if met:
                if met == {self.me}:
                    return WIN
                if self.me not in met:
                    return LOSE if len(met) == 1 else -300.0
                return -200.0  # a tie: nobody wins, and the Goal helps nobody
            return 5.0 + self.position(after) - self.position(self.st.goals)
        finally:
            if took:
                hand.insert(i, goal)

    def rule_value(self, card: str) -> float:
        cat, t, st, me = self.cat, self.t, self.st, self.me
        info = t.info
        fam = cat.family.get(card)
        if fam is not None:
            v = cat.value[card]
            if fam == "draw":
                return 8.0 + 6.0 * (v + info.infl - info.draw)
            if fam in ("play", "play_all_but"):
                if v == PLAY_ALL or fam == "play_all_but":
                    return 6.0
                return 6.0 + 5.0 * (v + info.infl - info.play if info.play != PLAY_ALL else 0)
            limit = v + info.infl
            if fam == "hand_limit":
                theirs = sum(max(0, len(st.hands[s]) - limit) for s in self.opps)
                mine = max(0, len(st.hands[me]) - 1 - limit)
                return 2.0 + 3.0 * theirs - 4.0 * mine
            theirs = sum(max(0, keeper_count(t, s) - limit) for s in self.opps)
            mine = max(0, keeper_count(t, me) - limit)
            return 2.0 + 6.0 * theirs - 10.0 * mine
        key = cat.rule_effect.get(card, "")
        if key in ("rich_bonus", "poor_bonus"):
            counts = [keeper_count(t, s) for s in range(self.n)]
            best = max(counts) if key == "rich_bonus" else min(counts)
            return 20.0 if counts.count(best) == 1 and counts[me] == best else 2.0
        if key in ("first_play_random", "e_name_bonus", "yeahuh"):
            return 2.0
        if key in ("inflation", "cartoon_talk", "double_agenda", "no_hand_bonus"):
            return 10.0
        return 12.0  # free-action rules: something to use every turn

    def action_value(self, key: str, card: str) -> float:
        st, me, cat = self.st, self.me, self.cat
        hand = st.hands[me]
        f = _ACTIONS.get(key)
        if f is not None:
            return f(self, card)
        if key in ("draw_and_use", "todays_special"):
            return 32.0
        if key == "draw_cards":
            return 22.0 + 4.0 * self.t.p(card, key).count
        if key in ("random_tax", "plunder", "opponents_discard"):
            return 24.0
        if key == "take_another_turn":
            return 30.0
        if key in ("use_what_you_take", "press_your_luck", "do_that_again"):
            return 18.0
        if key == "trade_hands":
            best = max((len(st.hands[s]) for s in self.t.others(me)), default=0)
            return 8.0 + 6.0 * (best - (len(hand) - 1))
        if key == "rps_showdown":
            return 8.0 + 2.0 * max((len(st.hands[s]) for s in self.t.others(me)), default=0)
        if key == "discard_and_draw":
            return 0.0
        if key == "bound_by_law":
            return 14.0
        if key == "in_my_bunk":
            return 12.0 if plays_left(self.t) <= 1 else 0.0
        if key == "trash_goals":
            return -self.position(st.goals) if st.goals else -2.0
        if key == "trash_rules":
            return 6.0
        if key == "tag_holders_draw":
            tag = cat.p(card, key).tag
            mine = any(tag in cat.tags[c] for c in self.t.keepers(me))
            return 20.0 if mine else 1.0
        return 10.0  # everybody_gets, rotate_hands, empty_the_trash ...

    def keep_value(self, card: str) -> float:
        """How much I want to keep a card in my hand (for discards)."""
        kind = self.cat.type[card]
        if kind == "surprise":
            return 40.0
        if kind == "keeper":
            return 20.0 + self.worth(self.me, card)
        return self.play_value(card)


# Actions whose value depends on what is on the tables.
def _steal_value(c: Ctx, card: str) -> float:
    key = c.cat.play_effect[card]
    p = c.cat.p(card, key)
    kind, tags = c.cat.type, c.cat.tags
    best = -5.0
    for s in c.t.others(c.me):
        for k in c.st.tables[s]:
            fits = kind[k] == "keeper" or (p.include_creepers and kind[k] == "creeper")
            if fits and (p.tag is None or p.tag in tags[k]):
                best = max(best, c.take_value(k))
    return 10.0 + best if best < WIN else WIN


def _trash_keeper_value(c: Ctx, card: str) -> float:
    p = c.cat.p(card, "trash_keeper")
    kind = c.cat.type
    best = -5.0
    for s in [c.me, *c.t.others(c.me)]:
        for k in c.st.tables[s]:
            if kind[k] == "keeper" or (p.include_creepers and kind[k] == "creeper"):
                best = max(best, c.trash_value(k))
    return 6.0 + best if best < WIN else WIN


def _exchange_value(c: Ctx, card: str) -> float:
    mine = c.t.keepers(c.me)
    theirs = [k for s in c.t.others(c.me) for k in c.t.keepers(s)]
    if not mine or not theirs:
        return 0.0
    give = min(c.worth(c.me, k) for k in mine)
    return 4.0 + max(c.take_value(k) for k in theirs) - give


def _zap_value(c: Ctx, card: str) -> float:
    return 12.0 + max((v for v in _zap_scores(c, card)), default=-12.0)


def _zap_scores(c: Ctx, card: str) -> list[float]:
    types = c.cat.p(card, "zap_card").types
    out = []
    if "keeper" in types:
        out.extend(c.trash_value(k) + 0.5 * c.worth(c.me, k) for k in _all_keepers(c))
    if "goal" in types:
        out.extend(_goal_gone_value(c, g) for g in c.st.goals)
    if "rule" in types:
        out.extend(5.0 - c.rule_value(r) for r in c.st.rules)
    return out


def _all_keepers(c: Ctx) -> list[str]:
    return [k for s in [c.me, *c.t.others(c.me)] for k in c.t.keepers(s)]


def _goal_gone_value(c: Ctx, goal: str) -> float:
    rest = [g for g in c.st.goals if g != goal]
    return c.position(rest) - c.position(c.st.goals)


def _share_value(c: Ctx, card: str) -> float:
    counts = [keeper_count(c.t, s) for s in range(c.n)]
    avg = sum(counts) / c.n
    return 6.0 + 10.0 * (avg - counts[c.me])


def _get_over_here_value(c: Ctx, card: str) -> float:
    show = c.cat.show
    shows = {show[k] for k in c.t.keepers(c.me)} - {None}
    cands = [k for s in c.t.others(c.me) for k in c.t.keepers(s) if show[k] in shows]
    return 10.0 + max((c.take_value(k) for k in cands), default=-10.0)


_ACTIONS: dict[str, Callable[[Ctx, str], float]] = {
    "steal_keeper": _steal_value,
    "trash_keeper": _trash_keeper_value,
    "exchange_keepers": _exchange_value,
    "zap_card": _zap_value,
    "share_wealth": _share_value,
    "get_over_here": _get_over_here_value,
}


# -- the main decision -----------------------------------------------------------------------
def _free_value(c: Ctx, a: UseRule | UsePower, best_play: float) -> float:
    cat, st, me = c.cat, c.st, c.me
    if isinstance(a, UseRule):
        key = cat.rule_effect[a.card]
        if key == "goal_mill":
            goals = [g for g in st.hands[me] if cat.type[g] == "goal"]
            return 20.0 if any(c.goal_value(g) < 0 for g in goals) else -1.0
        if key == "recycling":
            low = min((c.worth(me, k) for k in c.t.keepers(me)), default=99.0)
            return 25.0 if low <= 10.0 else -1.0
        if key == "mystery_play":
            return 8.0
        if key in ("get_on_with_it", "swap_plays_for_draws"):
            return 15.0 if best_play < -20.0 else -1.0
        if key == "plunder":
            return 10.0
        if key == "lets_keep_doing_that" and st.attached is not None:
            return c.action_value(cat.play_effect[st.attached], st.attached) - 5.0
        return -1.0
    key = cat.power.get(a.card, "")
    if key == "take_keeper":
        target = cat.p(a.card, key).target
        return 20.0 + c.take_value(target)
    if key == "give_up_keeper":
        low = min((c.worth(me, k) for k in c.t.keepers(me)), default=99.0)
        return 30.0 if low < 30.0 else -1.0
    if key == "move_creeper":
        return 40.0  # a Creeper of mine goes to someone else
    if key == "move_to_holder":
        return 35.0 if c.owner(a.card) == me else -1.0
    if key == "trade_keeper":
        return 10.0
    return -1.0


def _main(c: Ctx, mine: list[Action]) -> list[tuple[float, Action]]:
    plays = [a for a in mine if isinstance(a, PlayCard)]
    scored = [(c.play_value(a.card), a) for a in plays]
    best_play = max((s for s, _ in scored), default=0.0)
    for a in mine:
        if isinstance(a, UseRule | UsePower):
            scored.append((_free_value(c, a, best_play), a))
        elif isinstance(a, EndTurn | PlayRandom | DrawCards):
            scored.append((0.0, a))
    return scored


# -- choices inside a card's effect ------------------------------------------------------------
def _pick_value(c: Ctx, f: Step, a: Pick) -> float | None:
    h, st, me = f.h, c.st, c.me
    card, target, option = a.card, a.target, a.option
    if h in ("draw_and_use", "todays_special") and card:
        return c.play_value(card, in_hand=False)
    if h in ("steal_keeper", "get_over_here", "trade_keeper") and card:
        return c.take_value(card)
    if h == "trash_keeper" and card:
        return c.trash_value(card)
    if h == "zap_card" and card:
        if card in st.goals:
            return _goal_gone_value(c, card)
        if card in st.rules:
            return 5.0 - c.rule_value(card)
        return c.trash_value(card) + 0.5 * c.worth(me, card)
    if h == "exchange_keepers" and card:
        if f.s == "theirs":
            return c.take_value(card)
        return -c.worth(me, card)
    if h == "plunder":
        if card:  # the card I give back
            return -c.keep_value(card)
        if target is not None:
            return float(len(st.hands[target]))
    if h == "copy_power" and card:
        key = c.cat.power[card]
        target = c.cat.p(card, key).target if key == "take_keeper" else None
        return c.take_value(target) if target else 5.0
    if h == "lets_keep_doing_that" and card:
        return c.action_value(c.cat.play_effect[card], card)
    if h == "move_creeper" and card and target is not None:
        return 1.0 if target == c.leader() else 0.0
    if h == "move_to_holder" and target is not None:
        return 1.0 if target == c.leader() else 0.0
    if h in ("recycling", "give_up_keeper", "creeper_raid") and card:
        return -c.worth(me, card)
    if h == "opponents_discard" and card:
        return -c.keep_value(card)
    if h in ("trade_hands", "use_what_you_take", "rps_showdown") and target is not None:
        return float(len(st.hands[target]))
    if h == "bound_by_law" and target is not None:
        return -c.closest(target, st.goals) + (0.5 if target == c.leader() else 0.0)
    if h == "rotate_hands" and option:
        ring = [s for s in range(c.n) if s not in st.protected]
        if me not in ring:
            return 0.0
        i = ring.index(me)
        giver = ring[(i - 1) % len(ring)] if option == "left" else ring[(i + 1) % len(ring)]
        return float(len(st.hands[giver]))
    if h == "double_agenda" and card:
        if f.s == "drop":
            return c.position([g for g in st.goals if g != card])
        return c.position([card])
    if h == "goal_mill":
        if card:
            v = c.goal_value(card)
            return 10.0 - v if v < 0 or not f.left else -1.0
        return 0.0
    if h == "trash_rules":
        if card:
            return -c.rule_value(card)
        return 0.0
    if h == "do_that_again" and card:
        return c.play_value(card, in_hand=False)
    if h == "press_your_luck":
        if card:
            return c.play_value(card, in_hand=False)
        return 1.0 if (option == "stop") == (len(f.cards) >= 2) else 0.0
    if h == "everybody_gets" and card and target is not None:
        if target == me:
            return c.keep_value(card) + 50.0
        return -_gift_harm(c, card, target)
    return None


def _gift_harm(c: Ctx, card: str, target: int) -> float:
    """How much giving `card` to an opponent helps them."""
    kind = c.cat.type[card]
    if kind == "keeper":
        return c.worth(target, card) + (10.0 if target == c.leader() else 0.0)
    if kind == "goal":
        met = c.met([card])
        return 60.0 if target in met else 5.0
    return 10.0


# -- reaction windows --------------------------------------------------------------------------
def _event_feeling(c: Ctx, w: Step) -> float:
    """>0: I want what the window guards to go ahead; <0: I want it stopped."""
    me, st, cat = c.me, c.st, c.cat
    card, by = w.card or "", w.seat
    if w.s == "steal":
        mine = [k for k in w.picked if c.owner(k) == me]
        if by == me:
            return 10.0
        return -30.0 - sum(c.worth(me, k) for k in mine) if mine else 0.0
    if w.s == "keeper" and card:
        if by == me:
            return 10.0 + c.keeper_value(card)
        out = c.outcome_if_placed(card, by)
        return -100.0 if out == LOSE else 0.0
    if w.s == "goal" and card:
        after = [card] if c.t.goal_capacity() == 1 else [*st.goals[-1:], card]
        met = c.met(after)
        if me in met and len(met) == 1:
            return 100.0
        if met - {me}:
            return -100.0
        return 10.0 if by == me else 0.0
    if by == me and card and cat.type.get(card) in ("action", "rule", "surprise"):
        return 10.0
    strong = cat.type.get(card) == "action" and cat.play_effect[card] in _STRONG
    if by != me and strong and c.closest(by, st.goals) <= 1:
        return -20.0  # a strong Action for a player one step from winning
    return 0.0


_STRONG = frozenset(
    {
        "steal_keeper",
        "zap_card",
        "plunder",
        "draw_and_use",
        "take_another_turn",
        "exchange_keepers",
    }
)


def _reaction(c: Ctx, w: Step, mine: list[PlaySurprise]) -> PlaySurprise | None:
    if not mine:
        return None
    feel = _event_feeling(c, w)
    goes_ahead = len(w.cards) % 2 == 0
    if not w.cards and w.s == "keeper" and w.seat != c.me and w.card:
        # Grabbing a Keeper as it lands (redirect): worth it if it wins or matters to me.
        grab = [a for a in mine if c.cat.counter_effect[a.card] == "redirect_keeper"]
        if grab:
            if c.outcome_if_placed(w.card, c.me) == WIN or feel <= -100.0:
                return grab[0]
            if c.worth(c.me, w.card) >= 50.0:
                return grab[0]
    if feel < -15.0 and goes_ahead:
        return mine[0]
    if feel > 15.0 and not goes_ahead:
        return mine[0]
    return None


def react(game: FluxxGame, state: FluxxState, seat: int) -> PlaySurprise | None:
    """A Surprise for `seat` (not the prompted seat) to play into the open window."""
    d = game._decision(state)
    if d is None or d[0] != "window" or d[2] is None or seat == d[1]:
        return None
    mine = [a for a in game.legal_actions(state) if isinstance(a, PlaySurprise) and a.seat == seat]
    if not mine:
        return None
    return _reaction(Ctx(game.table(state), seat), d[2], mine)


# -- the entry point -----------------------------------------------------------------------------
def choose(game: FluxxGame, state: FluxxState, rng: Rng) -> Action:
    """The prompted seat's move (yes/no questions are answered by the caller)."""
    d = game._decision(state)
    assert d is not None
    kind, seat, step = d
    mine = [a for a in game.legal_actions(state) if a.seat == seat]
    if len(mine) == 1:
        return mine[0]
    c = Ctx(game.table(state), seat)
    scored: list[tuple[float, Action]] = []
    if kind in ("main", "draw"):
        scored = _main(c, mine)
    elif kind == "window":
        assert step is not None
        surprise = _reaction(c, step, [a for a in mine if isinstance(a, PlaySurprise)])
        if surprise is not None:
            return surprise
        cont = [a for a in mine if isinstance(a, Continue)]
        if cont:
            return cont[0]
    elif kind == "limit-hand":
        scored = [(-c.keep_value(a.card), a) for a in mine if isinstance(a, Discard)]
    elif kind == "limit-keeper":
        scored = [(-c.worth(seat, a.card), a) for a in mine if isinstance(a, Discard)]
    elif kind == "fx":
        assert step is not None
        for a in mine:
            if isinstance(a, Pick):
                v = _pick_value(c, step, a)
                if v is None:
                    scored = []
                    break
                scored.append((v, a))
    if not scored:
        return rng.choice(mine)
    top = max(s for s, _ in scored)
    best = [a for s, a in scored if s >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)
