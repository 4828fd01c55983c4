"""Scores for every kind of decision: the main step, choices inside a card's
effect, limit discards and Surprises in a reaction window."""

from __future__ import annotations

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
from nifty_table.games.fluxx.bot.context import Ctx
from nifty_table.games.fluxx.bot.goals import LOSE, WIN
from nifty_table.games.fluxx.bot.table_values import goal_gone_value
from nifty_table.games.fluxx.state import Step


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
            return goal_gone_value(c, card)
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


def reaction(c: Ctx, w: Step, mine: list[PlaySurprise]) -> PlaySurprise | None:
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


# -- the entry point -----------------------------------------------------------------------------
def best_action(c: Ctx, kind: str, step: Step | None, mine: list[Action], rng: Rng) -> Action:
    """The best scored of `mine` (the deciding seat's legal actions); ties by `rng`."""
    seat = c.me
    scored: list[tuple[float, Action]] = []
    if kind in ("main", "draw"):
        scored = _main(c, mine)
    elif kind == "window":
        assert step is not None
        surprise = reaction(c, step, [a for a in mine if isinstance(a, PlaySurprise)])
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
