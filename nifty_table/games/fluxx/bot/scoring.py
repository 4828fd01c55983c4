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
from nifty_table.games.fluxx.bot.context import Context
from nifty_table.games.fluxx.bot.goals import LOSE, WIN
from nifty_table.games.fluxx.bot.table_values import goal_gone_value
from nifty_table.games.fluxx.state import Step


# -- the main decision -----------------------------------------------------------------------
def _free_value(ctx: Context, action: UseRule | UsePower, best_play: float) -> float:
    catalog, state, me = ctx.catalog, ctx.state, ctx.me
    if isinstance(action, UseRule):
        key = catalog.rule_effect[action.card]
        if key == "goal_mill":
            goals = [goal for goal in state.hands[me] if catalog.type[goal] == "goal"]
            return 20.0 if any(ctx.goal_value(goal) < 0 for goal in goals) else -1.0
        if key == "recycling":
            low = min((ctx.worth(me, keeper) for keeper in ctx.table.keepers(me)), default=99.0)
            return 25.0 if low <= 10.0 else -1.0
        if key == "mystery_play":
            return 8.0
        if key in ("get_on_with_it", "swap_plays_for_draws"):
            return 15.0 if best_play < -20.0 else -1.0
        if key == "plunder":
            return 10.0
        if key == "lets_keep_doing_that" and state.attached is not None:
            return ctx.action_value(catalog.play_effect[state.attached], state.attached) - 5.0
        return -1.0
    key = catalog.power.get(action.card, "")
    if key == "take_keeper":
        target = catalog.card_params(action.card, key).target
        return 20.0 + ctx.take_value(target)
    if key == "give_up_keeper":
        low = min((ctx.worth(me, keeper) for keeper in ctx.table.keepers(me)), default=99.0)
        return 30.0 if low < 30.0 else -1.0
    if key == "move_creeper":
        return 40.0  # a Creeper of mine goes to someone else
    if key == "move_to_holder":
        return 35.0 if ctx.owner(action.card) == me else -1.0
    if key == "trade_keeper":
        return 10.0
    return -1.0


def _main(ctx: Context, mine: list[Action]) -> list[tuple[float, Action]]:
    plays = [action for action in mine if isinstance(action, PlayCard)]
    scored: list[tuple[float, Action]] = [(ctx.play_value(action.card), action) for action in plays]
    best_play = max((score for score, _ in scored), default=0.0)
    for action in mine:
        if isinstance(action, UseRule | UsePower):
            scored.append((_free_value(ctx, action, best_play), action))
        elif isinstance(action, EndTurn | PlayRandom | DrawCards):
            scored.append((0.0, action))
    return scored


# -- choices inside a card's effect ------------------------------------------------------------
def _pick_value(ctx: Context, step: Step, action: Pick) -> float | None:
    handler, state, me = step.handler, ctx.state, ctx.me
    card, target, option = action.card, action.target, action.option
    if handler in ("draw_and_use", "todays_special") and card:
        return ctx.play_value(card, in_hand=False)
    if handler in ("steal_keeper", "get_over_here", "trade_keeper") and card:
        return ctx.take_value(card)
    if handler == "trash_keeper" and card:
        return ctx.trash_value(card)
    if handler == "zap_card" and card:
        if card in state.goals:
            return goal_gone_value(ctx, card)
        if card in state.rules:
            return 5.0 - ctx.rule_value(card)
        return ctx.trash_value(card) + 0.5 * ctx.worth(me, card)
    if handler == "exchange_keepers" and card:
        if step.stage == "theirs":
            return ctx.take_value(card)
        return -ctx.worth(me, card)
    if handler == "plunder" and card:
        if step.stage == "give":  # the card I give back
            return -ctx.keep_value(card)
        return ctx.take_value(card)
    if handler == "copy_power" and card:
        key = ctx.catalog.power[card]
        target = ctx.catalog.card_params(card, key).target if key == "take_keeper" else None
        return ctx.take_value(target) if target else 5.0
    if handler == "lets_keep_doing_that" and card:
        return ctx.action_value(ctx.catalog.play_effect[card], card)
    if handler == "move_creeper" and card and target is not None:
        return 1.0 if target == ctx.leader() else 0.0
    if handler == "move_to_holder" and target is not None:
        return 1.0 if target == ctx.leader() else 0.0
    if handler in ("recycling", "give_up_keeper", "creeper_raid") and card:
        return -ctx.worth(me, card)
    if handler == "opponents_discard" and card:
        return -ctx.keep_value(card)
    if handler in ("trade_hands", "use_what_you_take", "rps_showdown") and target is not None:
        return float(len(state.hands[target]))
    if handler == "bound_by_law" and target is not None:
        return -ctx.closest(target, state.goals) + (0.5 if target == ctx.leader() else 0.0)
    if handler == "rotate_hands" and option:
        ring = [seat for seat in range(ctx.seat_count) if seat not in state.protected]
        if me not in ring:
            return 0.0
        i = ring.index(me)
        giver = ring[(i - 1) % len(ring)] if option == "left" else ring[(i + 1) % len(ring)]
        return float(len(state.hands[giver]))
    if handler == "double_agenda" and card:
        if step.stage == "drop":
            return ctx.position([goal for goal in state.goals if goal != card])
        return ctx.position([card])
    if handler == "goal_mill":
        if card:
            value = ctx.goal_value(card)
            return 10.0 - value if value < 0 or not step.left else -1.0
        return 0.0
    if handler == "trash_rules":
        if card:
            return -ctx.rule_value(card)
        return 0.0
    if handler == "do_that_again" and card:
        return ctx.play_value(card, in_hand=False)
    if handler == "press_your_luck":
        if card:
            return ctx.play_value(card, in_hand=False)
        return 1.0 if (option == "stop") == (len(step.cards) >= 2) else 0.0
    if handler == "everybody_gets" and card and target is not None:
        if target == me:
            return ctx.keep_value(card) + 50.0
        return -_gift_harm(ctx, card, target)
    return None


def _gift_harm(ctx: Context, card: str, target: int) -> float:
    """How much giving `card` to an opponent helps them."""
    kind = ctx.catalog.type[card]
    if kind == "keeper":
        return ctx.worth(target, card) + (10.0 if target == ctx.leader() else 0.0)
    if kind == "goal":
        met = ctx.met([card])
        return 60.0 if target in met else 5.0
    return 10.0


# -- reaction windows --------------------------------------------------------------------------
def _event_feeling(ctx: Context, window: Step) -> float:
    """>0: I want what the window guards to go ahead; <0: I want it stopped."""
    me, state, catalog = ctx.me, ctx.state, ctx.catalog
    card, by = window.card or "", window.seat
    if window.stage == "steal":
        mine = [keeper for keeper in window.picked if ctx.owner(keeper) == me]
        if by == me:
            return 10.0
        return -30.0 - sum(ctx.worth(me, keeper) for keeper in mine) if mine else 0.0
    if window.stage == "keeper" and card:
        if by == me:
            return 10.0 + ctx.keeper_value(card)
        out = ctx.outcome_if_placed(card, by)
        return -100.0 if out == LOSE else 0.0
    if window.stage == "goal" and card:
        after = [card] if ctx.table.goal_capacity() == 1 else [*state.goals[-1:], card]
        met = ctx.met(after)
        if me in met and len(met) == 1:
            return 100.0
        if met - {me}:
            return -100.0
        return 10.0 if by == me else 0.0
    if by == me and card and catalog.type.get(card) in ("action", "rule", "surprise"):
        return 10.0
    strong = catalog.type.get(card) == "action" and catalog.play_effect[card] in _STRONG
    if by != me and strong and ctx.closest(by, state.goals) <= 1:
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


def reaction(ctx: Context, window: Step, mine: list[PlaySurprise]) -> PlaySurprise | None:
    if not mine:
        return None
    feel = _event_feeling(ctx, window)
    goes_ahead = len(window.cards) % 2 == 0
    if not window.cards and window.stage == "keeper" and window.seat != ctx.me and window.card:
        # Grabbing a Keeper as it lands (redirect): worth it if it wins or matters to me.
        grab = [
            action
            for action in mine
            if ctx.catalog.counter_effect[action.card] == "redirect_keeper"
        ]
        if grab:
            if ctx.outcome_if_placed(window.card, ctx.me) == WIN or feel <= -100.0:
                return grab[0]
            if ctx.worth(ctx.me, window.card) >= 50.0:
                return grab[0]
    if feel < -15.0 and goes_ahead:
        return mine[0]
    if feel > 15.0 and not goes_ahead:
        return mine[0]
    return None


# -- the entry point -----------------------------------------------------------------------------
def best_action(
    ctx: Context, kind: str, step: Step | None, mine: list[Action], rng: Rng, vary: bool = False
) -> Action:
    """The best scored of `mine` (the deciding seat's legal actions); ties by
    `rng`. With `vary`, the best is set aside for the next best, if there is
    another (the way out of a loop: see strategy.SAME_TABLE_AGAIN)."""
    seat = ctx.me
    scored: list[tuple[float, Action]] = []
    if kind in ("main", "draw"):
        scored = _main(ctx, mine)
    elif kind == "window":
        assert step is not None
        surprise = reaction(
            ctx, step, [action for action in mine if isinstance(action, PlaySurprise)]
        )
        if surprise is not None:
            return surprise
        cont = [action for action in mine if isinstance(action, Continue)]
        if cont:
            return cont[0]
    elif kind == "limit-hand":
        scored = [
            (-ctx.keep_value(action.card), action) for action in mine if isinstance(action, Discard)
        ]
    elif kind == "limit-keeper":
        scored = [
            (-ctx.worth(seat, action.card), action)
            for action in mine
            if isinstance(action, Discard)
        ]
    elif kind == "fx":
        assert step is not None
        for action in mine:
            if isinstance(action, Pick):
                value = _pick_value(ctx, step, action)
                if value is None:
                    scored = []
                    break
                scored.append((value, action))
    if not scored:
        return rng.choice(mine)
    top = max(score for score, _ in scored)
    if vary:
        others = [(score, action) for score, action in scored if score < top - 1e-9]
        if others:
            scored, top = others, max(score for score, _ in others)
    best = [action for score, action in scored if score >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)
