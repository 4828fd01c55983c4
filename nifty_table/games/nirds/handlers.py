"""What each action does once it is known to be legal.

`apply` in game.py checks legality first (through `decision.py`), so these
functions may assume a legal action and only change the state and log it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from nifty_table.games.nirds import actions as a
from nifty_table.games.nirds import flow, table
from nifty_table.games.nirds.anytime import NEEDS_TARGET
from nifty_table.games.nirds.attacks import attack, attack_without_target, hurt, space, target
from nifty_table.games.nirds.state import NirdsState, Offer, Step


@functools.lru_cache(maxsize=4096)
def _step(seat: int, what: str, card: int) -> Step:
    """Steps are frozen: each one is made (and validated) once, then shared."""
    return Step(seat=seat, what=what, card=card)


@functools.lru_cache(maxsize=4096)
def _offer(giver: int, give: int, taker: int, take: int) -> Offer:
    """Offers are frozen too: made once, then shared."""
    return Offer(giver=giver, give=give, taker=taker, take=take)


# Opening and closing steps writes `step` (and `paused`, `offer`) into the
# state's __dict__, past pydantic's __setattr__ (two Python calls a field, to
# keep `model_fields_set`, which nothing reads during play): random players
# open and back out of steps at most of their actions.


def offer(state: NirdsState, act: a.Offer) -> None:
    state.__dict__["step"] = _step(act.seat, "offer", act.to)


def swap(state: NirdsState, act: a.Swap) -> None:
    assert state.step is not None
    to = state.step.card
    giver, taker = state.players[act.seat], state.players[to]
    state.__dict__.update(step=None, offer=_offer(act.seat, act.give, to, act.take))
    table.say(
        state,
        f"{table.name(state, act.seat)} offers a {table.pips([giver.dice[act.give]])} for "
        f"{table.name(state, to)}'s {table.pips([taker.dice[act.take]])}.",
    )


def cancel(state: NirdsState, act: a.Cancel) -> None:
    _close_step(state)


def _open_step(state: NirdsState, step: Step) -> None:
    """A Scientist or tactic card used while someone pays: the payment waits."""
    if state.step is not None:
        state.__dict__["paused"] = state.step
    state.__dict__["step"] = step


def _close_step(state: NirdsState) -> None:
    """The step is done (or backed out of): a payment that waited comes back."""
    state.__dict__.update(step=state.paused, paused=None)


def answer(state: NirdsState, act: a.Answer) -> None:
    o = state.offer
    assert o is not None
    state.offer = None
    if not act.accept:
        table.say(state, f"{table.name(state, act.seat)} refuses the trade.")
        return
    giver, taker = state.players[o.giver], state.players[o.taker]
    giver.dice[o.give], taker.dice[o.take] = taker.dice[o.take], giver.dice[o.give]
    state.trades += 1
    table.say(
        state,
        f"Trade: {table.name(state, o.giver)} gets a {table.pips([giver.dice[o.give]])}, "
        f"{table.name(state, o.taker)} gets a {table.pips([taker.dice[o.take]])}.",
    )
    # An agreement to move on was made over your own dice: only the two whose
    # dice changed agree again; a trade between two others leaves yours standing.
    for seat in (o.giver, o.taker):
        if state.players[seat].ready:
            state.players[seat].ready = False
            who = table.name(state, seat)
            table.say(
                state, f"{who}'s dice changed in this trade, so {who} is asked again to move on."
            )


def ready(state: NirdsState, act: a.Ready) -> None:
    state.players[act.seat].ready = True
    table.say(state, f"{table.name(state, act.seat)} agrees to move on.")
    if all(p.ready for p in state.players):
        table.say(state, "Everyone agrees: the Die Trading phase ends.")
        flow.end_trading(state)


def adjust(state: NirdsState, act: a.Adjust) -> None:
    state.sneefle_done = True
    if act.die >= 0:
        player = state.players[act.seat]
        old = player.dice[act.die]
        player.dice[act.die] = act.face
        table.say(
            state,
            f"Captain Sneefle: {table.name(state, act.seat)} turns a {table.pips([old])} "
            f"into a {table.pips([act.face])}.",
        )
    flow.begin_action(state)


def recruit(state: NirdsState, act: a.Recruit) -> None:
    state.__dict__["step"] = _step(act.seat, "pay", act.card)


def pay(state: NirdsState, act: a.Pay) -> None:
    assert state.step is not None
    card = state.step.card
    state.step = None
    player = state.players[act.seat]
    paid = [player.dice[i] for i in act.dice]
    (state.market1 if card in state.market1 else state.market2).remove(card)
    player.army.append(card)
    player.asleep.append(card)
    for i in act.dice:
        player.spot[i] = card
    who, newcomer = table.name(state, act.seat), table.catalog().nirds[card].name
    table.say(state, f"{who} recruits {newcomer} for {table.pips(paid)}.")
    flow.end_turn(state)


def pass_(state: NirdsState, act: a.Pass) -> None:
    state.players[act.seat].passed = True
    table.say(state, f"{table.name(state, act.seat)} passes.")
    flow.end_turn(state)


def science(state: NirdsState, act: a.Science) -> None:
    _open_step(state, _step(act.seat, "science", act.card))


def tweak(state: NirdsState, act: a.Tweak) -> None:
    assert state.step is not None
    card = state.step.card
    _close_step(state)
    player = state.players[act.seat]
    spec = table.catalog().nirds[card]
    player.asleep.append(card)
    before = table.pips([player.dice[i] for i in act.dice])
    if not act.faces:
        table.roll(state, act.seat, act.dice, f"uses {spec.name} and rolls {before} again")
        return
    for i, face in zip(act.dice, act.faces, strict=True):
        player.dice[i] = face
    after = table.pips(list(act.faces))
    table.say(state, f"{table.name(state, act.seat)} uses {spec.name}: {before} → {after}.")


def tactic(state: NirdsState, act: a.Tactic) -> None:
    if table.catalog().tactics[act.card].effect in NEEDS_TARGET:
        _open_step(state, _step(act.seat, "tactic", act.card))
        return
    play_tactic(state, act.seat, act.card, -1, 0)


def aim(state: NirdsState, act: a.Aim) -> None:
    assert state.step is not None
    card = state.step.card
    _close_step(state)
    play_tactic(state, act.seat, card, act.target, act.face)


def play_tactic(state: NirdsState, seat: int, card: int, target: int, face: int) -> None:
    player = state.players[seat]
    spec = table.catalog().tactics[card]
    table.discard_tactic(state, seat, card)
    table.say(state, f"{table.name(state, seat)} plays {spec.name}.")
    effect = spec.effect
    if effect == "distraction":
        state.distracted.append(target)
        table.say(state, f"{table.catalog().gnomes[target].name} will skip its attack tonight.")
    elif effect == "medic":
        table.change_lives(state, seat, 1)
    elif effect == "fix_die":
        player.dice[target] = face
        table.say(state, f"One die now shows {table.pips([face])}.")
    elif effect == "second_wind":
        table.roll(state, seat, table.free_dice(player), "rolls the unused dice again")
    elif effect == "air_strike":
        gnomes = table.gnomes_in_play(state)
        table.say(state, f"Air Strike: {_each_takes(state, gnomes, spec.amount)}.")
        for gnome in gnomes:
            hurt(state, seat, gnome, spec.amount)
        attack_without_target(state)
    elif effect == "wake_up":
        player.asleep.remove(target)
        table.say(state, f"{table.catalog().nirds[target].name} wakes up.")
    elif effect == "reinforcements":
        state.market1.remove(target)
        player.army.append(target)
        player.asleep.append(target)
        table.say(
            state, f"{table.catalog().nirds[target].name} joins {table.name(state, seat)}'s army."
        )
    elif effect == "extra_die":
        table.gain_die(state, seat, rolled=True)
    elif effect == "sharpshooter" and state.attack is not None:
        state.attack.bonus += spec.amount
        table.say(state, f"{table.name(state, seat)}'s attack deals {spec.amount} more damage.")


def _each_takes(state: NirdsState, gnomes: list[int], damage: int) -> str:
    """'Bucket Brat and Gate Keeper each take 2 damage' (before any knock-out)."""
    names = [table.catalog().gnomes[g].name for g in gnomes]
    if len(names) == 1:
        return f"{names[0]} takes {damage} damage"
    return f"{', '.join(names[:-1])} and {names[-1]} each take {damage} damage"


def order(state: NirdsState, act: a.Order) -> None:
    flow.gnome_attacks(state, act.gnome)


def choose(state: NirdsState, act: a.Choose) -> None:
    item = state.queue[0]
    who, victim = table.name(state, act.seat), table.name(state, act.player)
    table.say(state, f"{who} sends {item.source}'s attack at {victim}.")
    item.seat, item.target = act.player, "you"


def lose(state: NirdsState, act: a.Lose) -> None:
    item = state.queue[0]
    if item.what == "nird":
        table.discard_nird(state, act.seat, act.card)
    else:
        table.say(
            state, f"{table.name(state, act.seat)} loses {table.catalog().tactics[act.card].name}."
        )
        table.discard_tactic(state, act.seat, act.card)
    item.amount += 1
    if item.amount >= 0 and state.queue:
        state.queue.pop(0)


HANDLERS: dict[str, Callable] = {
    "offer": offer,
    "swap": swap,
    "cancel": cancel,
    "answer": answer,
    "ready": ready,
    "adjust": adjust,
    "attack": attack,
    "target": target,
    "space": space,
    "recruit": recruit,
    "pay": pay,
    "pass": pass_,
    "science": science,
    "tweak": tweak,
    "tactic": tactic,
    "aim": aim,
    "order": order,
    "choose": choose,
    "lose": lose,
}
