"""Who decides what right now, and every legal answer.

`decision(state)` names the one pending decision and its seat. Scientists and
Tactic cards are extra answers any player may give during the Action phase
(`anytime`), listed for every seat that has one (the prompt's interrupters).
Choices with many parts are asked one part at a time (`Step`): first the card
or the trade partner, then the dice, faces or target.
"""

from __future__ import annotations

import functools
from enum import StrEnum

from nifty_table.engine.contract import interned
from nifty_table.games.nirds import dice as d
from nifty_table.games.nirds import table
from nifty_table.games.nirds.actions import (
    Adjust,
    Answer,
    Attack,
    Cancel,
    Choose,
    Lose,
    NirdsAction,
    Offer,
    Order,
    Pass,
    Pay,
    Ready,
    Recruit,
    Space,
    Swap,
    Target,
)
from nifty_table.games.nirds.anytime import aims, anytime_everyone, anytime_open, tweaks
from nifty_table.games.nirds.flow import night_attackers
from nifty_table.games.nirds.state import (
    ACTION,
    BOSS_GNOME,
    NIGHTFALL,
    OVER,
    TRADING,
    Boss,
    NirdsState,
)
from nifty_table.games.nirds.state import Phase as P

# Shared action instances, validated once (fields in declaration order): legal
# lists are rebuilt after every action.
_adjust = interned(Adjust)
_answer = interned(Answer)
_attack = interned(Attack)
_cancel = interned(Cancel)
_choose = interned(Choose)
_lose = interned(Lose)
_offer = interned(Offer)
_order = interned(Order)
_pass = interned(Pass)
_pay = interned(Pay)
_ready = interned(Ready)
_recruit = interned(Recruit)
_space = interned(Space)
_swap = interned(Swap)
_target = interned(Target)


class Decision(StrEnum):
    TRADE = "trade"  # start a trade, or agree to end the Die Trading phase
    SWAP = "swap"  # which dice the trade swaps
    ANSWER = "answer"  # accept or refuse a trade offer
    SNEEFLE = "sneefle"  # Captain Sneefle's adjustment
    TURN = "turn"  # Attack, Recruit or Pass
    PAY = "pay"  # the dice paying for a recruit
    TWEAK = "tweak"  # what a Scientist does
    AIM = "aim"  # a tactic card's target
    TARGET = "target"  # the Gnome a rolled attack hits
    SPACE = "space"  # the Invisible Walls' multiplier space
    ORDER = "order"  # which of your Gnomes attacks next
    ANY = "any"  # which player an 'Any' attack hits
    LOSE_NIRD = "lose_nird"
    LOSE_TACTIC = "lose_tactic"


# The members again as plain names, like the phases in state.py: in Python 3.11
# every `Decision.X` is a lookup through the enum metaclass's __getattr__ hook,
# and `answers` compares against several after every action.
TRADE, SWAP, ANSWER, SNEEFLE = Decision.TRADE, Decision.SWAP, Decision.ANSWER, Decision.SNEEFLE
TURN, PAY, TWEAK, AIM = Decision.TURN, Decision.PAY, Decision.TWEAK, Decision.AIM
TARGET, SPACE, ORDER, ANY = Decision.TARGET, Decision.SPACE, Decision.ORDER, Decision.ANY
LOSE_NIRD, LOSE_TACTIC = Decision.LOSE_NIRD, Decision.LOSE_TACTIC

STEPS = {"offer": SWAP, "pay": PAY, "science": TWEAK, "tactic": AIM}


def decision(state: NirdsState) -> tuple[Decision, int] | None:
    phase = state.phase
    if phase is OVER:
        return None
    if state.queue:
        item = state.queue[0]
        if item.target == "any":
            return ANY, item.seat
        return (LOSE_NIRD if item.what == "nird" else LOSE_TACTIC), item.seat
    if state.step is not None:
        return STEPS[state.step.what], state.step.seat
    if phase is ACTION:  # the phases in the order of how often they decide
        if state.attack is not None:
            return (TARGET if state.attack.target is None else SPACE), state.attack.seat
        return TURN, state.turn
    if phase is TRADING:
        if state.offer is not None:
            return ANSWER, state.offer.taker
        n = len(state.players)
        for k in range(n):
            seat = (state.first + k) % n
            if not state.players[seat].ready:
                return TRADE, seat
        raise AssertionError("everyone agreed, yet the trading phase goes on")
    if phase is NIGHTFALL:
        return ORDER, (state.first + state.night_seat) % len(state.players)
    if phase is P.SNEEFLE:
        seat = next(i for i, p in enumerate(state.players) if p.leader == "sneefle")
        return SNEEFLE, seat
    raise AssertionError(phase)


def legal(state: NirdsState) -> list[NirdsAction]:
    now = decision(state)
    if now is None:
        return []
    kind, seat = now
    out = answers(state, kind, seat)
    if anytime_open(state):
        out += anytime_everyone(state)
    return out


def answers(state: NirdsState, kind: Decision, seat: int) -> list[NirdsAction]:
    """The deciding seat's own answers (not the at-any-time cards)."""
    player = state.players[seat]
    if kind is TURN:  # the commonest first
        free = table.free_dice(player)
        return [*attacks(state, seat, free), *recruits(state, seat, free), _pass(seat)]
    if kind is TRADE:
        out: list[NirdsAction] = [_ready(seat)]
        out += [_offer(seat, o) for o in range(len(state.players)) if o != seat]
        return out
    if kind is SWAP:
        return [*swaps(state, seat), _cancel(seat)]
    if kind is ANSWER:
        return [_answer(seat, True), _answer(seat, False)]
    if kind is SNEEFLE:
        out = [_adjust(seat, -1, 0)]
        groups = d.by_value(player.dice, table.free_dice(player))
        for face, indices in sorted(groups.items()):
            for new in range(max(1, face - 2), min(6, face + 2) + 1):
                if new != face:
                    out.append(_adjust(seat, indices[0], new))
        return out
    if kind is PAY:
        return [*payments(state, seat), _cancel(seat)]
    if kind is TWEAK:
        return [*tweaks(state, seat), _cancel(seat)]
    if kind is AIM:
        return [*aims(state, seat), _cancel(seat)]
    if kind is TARGET:
        return [_target(seat, g) for g in targets(state)]
    if kind is SPACE:
        spaces = table.catalog().bosses.walls_spaces
        return [_space(seat, i) for i in range(len(spaces)) if i not in state.walls_used]
    if kind is ORDER:
        return [_order(seat, g) for g in night_attackers(state)]
    if kind is ANY:
        return [_choose(seat, p) for p in range(len(state.players))]
    if kind is LOSE_NIRD:
        return [_lose(seat, c) for c in player.army]
    seen: dict[str, int] = {}
    for c in player.tactics:
        seen.setdefault(table.catalog().tactics[c].id, c)
    return [_lose(seat, c) for c in seen.values()]


def swaps(state: NirdsState, seat: int) -> list[NirdsAction]:
    assert state.step is not None
    other = state.players[state.step.card]
    mine = d.by_value(state.players[seat].dice, table.free_dice(state.players[seat]))
    theirs = sorted(d.by_value(other.dice, table.free_dice(other)).items())  # sorted once
    return [
        _swap(seat, gi[0], ti[0])
        for give, gi in sorted(mine.items())
        for take, ti in theirs
        if give != take
    ]


def targets(state: NirdsState) -> list[int]:
    gnomes = table.gnomes_in_play(state)
    boss = state.boss  # (None until the Boss comes: no member of Boss is looked up)
    if boss is not None and (boss is Boss.WALLS or (boss is Boss.SCARECROW and not gnomes)):
        return [*gnomes, BOSS_GNOME]
    return gnomes


def attacks(state: NirdsState, seat: int, free: list[int]) -> list[NirdsAction]:
    """Every way each awake Troop can attack with these unused dice."""
    if not targets(state):
        return []
    player = state.players[seat]
    troops = table.troop_dice()
    nirds = table.catalog().nirds
    out: list[NirdsAction] = []
    dice = None
    asleep, spare = player.asleep, len(free)  # read once: the model's fields cost more
    for card in player.army:
        need = troops.get(card)  # None: not a Troop
        if need is not None and need <= spare and card not in asleep:
            dice = dice or d.pool(player.dice, free)
            for used in d.activations_in(nirds[card], dice):
                out.append(_attack(seat, card, used))
    return out


def cost(state: NirdsState, seat: int, card: int) -> int:
    return table.nird_costs()[card] - _discount(state, seat)


def _discount(state: NirdsState, seat: int) -> int:
    return 2 if state.players[seat].leader == "pebbles" else 0


def recruits(state: NirdsState, seat: int, free: list[int]) -> list[NirdsAction]:
    """Market cards these unused dice of the player can pay for."""
    budget = _budget(state, seat, free)
    if budget is None:
        return []
    # `cost` for every card, with the discount and the costs looked up once
    budget += _discount(state, seat)
    costs = table.nird_costs()
    market = (*state.market1, *state.market2)
    return [_recruit(seat, card) for card in market if budget >= costs[card]]


def can_recruit(state: NirdsState, seat: int, card: int) -> bool:
    """Whether `recruits` lists this card (asked without building the list)."""
    budget = _budget(state, seat, table.free_dice(state.players[seat]))
    in_market = card in state.market1 or card in state.market2
    return budget is not None and in_market and budget >= cost(state, seat, card)


def _budget(state: NirdsState, seat: int, free: list[int]) -> int | None:
    """What these unused dice add up to; None when this player may not recruit."""
    if not free or table.political(state, "no_recruit"):
        return None
    dice = state.players[seat].dice
    return sum([dice[i] for i in free])


def payments(state: NirdsState, seat: int) -> list[NirdsAction]:
    assert state.step is not None
    player = state.players[seat]
    price = cost(state, seat, state.step.card)
    return list(_payments(seat, price, tuple(player.dice), tuple(table.free_dice(player))))


@functools.lru_cache(maxsize=4096)
def _payments(
    seat: int, price: int, dice: tuple[int, ...], free: tuple[int, ...]
) -> tuple[NirdsAction, ...]:
    """Kept: overpaying makes the lists long, and random players back out of a
    recruit and come back to the same dice often."""
    return tuple(_pay(seat, paid) for paid in d.payments(price, list(dice), list(free)))


# -- at any time in the Action phase ---------------------------------------------------
