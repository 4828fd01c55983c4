"""The turn machine: run everything automatic, stop at the next decision.

`settle` is called after every applied action. Between any two events it
checks for a winner, makes non-active players meet the Hand and Keeper Limits,
and tops up the active player's draw when the rules now ask for more. Then it
advances the top step of the stack, or the turn's phase when the stack is empty.
"""

from __future__ import annotations

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import (
    DrawCards,
    EndTurn,
    PlayRandom,
    UsePower,
    UseRule,
    play_card_action,
)
from nifty_table.games.fluxx.cards import PLAY_ALL
from nifty_table.games.fluxx.goals import check_win
from nifty_table.games.fluxx.play import run_resolve
from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.rules import draw_target, keeper_count, play_bonus, plays_left
from nifty_table.games.fluxx.table import Table

LOOP_CAP = 100_000


def settle(t: Table) -> None:
    st = t.st
    quiet = False  # the last step changed no card's place: no need to check again
    for _ in range(LOOP_CAP):
        if st.winner is not None:
            return
        stack = st.stack
        top = stack[-1] if stack else None
        if not quiet and (top is None or not top.hold):
            # Limits come before wins: while anyone still owes a limit discard
            # nobody wins, so the winner never depends on who discards first.
            if limit_due(t) is not None:
                return
            owing = st.phase == "end" and top is None and end_discard_due(t) is not None
            if not owing and check_win(t):
                return
            if st.phase == "play" and _draw_up(t):
                continue
        quiet = False
        if top is not None:
            if top.k == "resolve":
                quiet = top.s == ""  # this stage only opens the reaction window
                run_resolve(t, top)
                continue
            if top.k == "window" or not EFFECTS[top.h].advance(t, top):
                return
            continue
        phase = st.phase
        quiet = phase != "draw"
        if phase == "start":
            _begin_turn(t)
        elif phase == "draw":
            if optional_actions(t):
                return  # free actions and powers may come before the draw
            draw_step(t)
        elif phase == "play":
            if plays_left(t) > 0 or _must_confirm_end(t):
                return
            st.phase = "end"
        elif phase == "end":
            if end_discard_due(t) is not None:
                return
            _next_turn(t)
        else:
            return
    raise RuntimeError("the Fluxx engine went round in circles")


# -- limits --------------------------------------------------------------------
def limit_due(t: Table) -> tuple[int, str] | None:
    """A non-active player over a Hand or Keeper Limit must discard now."""
    info = t.info
    hl, kl = info.hand_limit, info.keeper_limit
    if hl is None and kl is None:
        return None
    st = t.st
    n = len(st.seats)
    for i in range(1, n):
        s = (st.active + i) % n
        if hl is not None and len(st.hands[s]) > hl:
            return s, "hand"
        if kl is not None and len(st.tables[s]) > kl and keeper_count(t, s) > kl:
            return s, "keeper"
    return None


def end_discard_due(t: Table) -> tuple[int, str] | None:
    """At the end of a turn the active player meets the Hand Limit, then the Keeper Limit."""
    info = t.info
    st = t.st
    s = st.active
    if info.hand_limit is not None and len(st.hands[s]) > info.hand_limit:
        return s, "hand"
    if info.keeper_limit is not None and keeper_count(t, s) > info.keeper_limit:
        return s, "keeper"
    return None


# -- the active player's turn ---------------------------------------------------
def _draw_up(t: Table) -> bool:
    """A rule now asks for more draws than this turn's draw step made: draw the difference."""
    st = t.st
    target = draw_target(t)
    if target <= st.drawn:
        return False
    n = target - st.drawn
    st.drawn = target
    t.draw(st.active, n)
    return True


def _begin_turn(t: Table) -> None:
    st, cat = t.st, t.cat
    seat = st.active
    if seat in st.protected:
        st.protected.remove(seat)
    if seat in st.bound_next:
        st.bound_next.remove(seat)
        st.bound = True
    st.began_empty = not st.hands[seat]
    who = t.who(seat)
    t.log(f"— Turn {st.turn_no}: {who}{' (bound by law)' if st.bound else ''} —")
    st.phase = "draw"
    # Turn-start hooks: the New Rules in play, then the seat's own cards from
    # the newest. Steps run last-pushed first, so a Creeper's raid comes
    # before a rule's question (Cartoon Talk).
    rule_effect, power = cat.rule_effect, cat.power
    for c in st.rules:
        key = rule_effect.get(c)
        if key is not None:
            EFFECTS[key].turn_start(t, seat, c)
    for c in reversed(st.tables[seat]):
        key = power.get(c)
        if key is not None:
            EFFECTS[key].turn_start(t, seat, c)


def draw_step(t: Table) -> None:
    st = t.st
    seat = st.active
    hand = st.hands[seat]
    bonus = t.in_play("no_hand_bonus")
    if bonus and not hand:
        t.log(f"{t.cn(bonus)}: {t.who(seat)} starts with no cards.")
        t.draw(seat, t.p(bonus, "no_hand_bonus").count)
    target = draw_target(t)
    t.draw(seat, target)
    st.drawn = target
    info = t.info
    if info.but is not None and st.began_empty and not st.bound:
        keep = max(0, info.but - play_bonus(t, seat))
        if keep and len(hand) == keep:  # nothing could be played: one more card
            t.draw(seat, 1)
    st.phase = "play"


def _next_turn(t: Table) -> None:
    st = t.st
    seat = st.active
    # Cartoon Talk's second question needs talk on this turn (a "yes" gave a bonus).
    st.talk_seen[seat] = t.in_play("cartoon_talk") is not None and st.talk_bonus > 0
    if st.another and not st.extra:
        st.extra = True
        t.log(f"{t.who(seat)} takes another turn.")
    else:
        st.extra = False
        st.active = (seat + 1) % len(st.seats)
    st.another = st.bound = False
    st.used.clear()
    st.played = st.drawn = st.talk_bonus = 0
    st.turn_no += 1
    st.phase = "start"


def _must_confirm_end(t: Table) -> bool:
    """Plays are done: stop for the player if they may still do something
    optional, or if the turn made no play at all (so an empty table never
    spins through turns without anybody deciding)."""
    st = t.st
    return st.played == 0 or bool(optional_actions(t))


# -- the main decision: what the active player does next --------------------------
def first_play_random(t: Table) -> bool:
    st = t.st
    if st.played or st.bound or not t.in_play("first_play_random"):
        return False
    info = t.info
    return info.play == PLAY_ALL or info.play + play_bonus(t, st.active) >= 2


def optional_actions(t: Table) -> list[Action]:
    """Free-action rules and Keeper powers the active player may use now.

    The rulebook allows them at any point of the turn: before the draw, in
    the play step, and while discarding for the limits at its end."""
    st, cat = t.st, t.cat
    if st.bound:
        return []  # Bound By Law: no free actions, no powers this turn
    seat = st.active
    out: list[Action] = []
    used = st.used
    for r in st.rules:
        if r in cat.free and r not in used:
            key = cat.rule_effect[r]
            if EFFECTS[key].usable(t, r, t.p(r, key)):
                out.append(UseRule(seat=seat, card=r))
    powered = list(st.tables[seat])
    if cat.has_creepers:  # a Creeper any player may move, wherever it is
        powered.extend(
            c
            for c in cat.creepers
            if EFFECTS[cat.power[c]].anyone and c not in powered and t.owner(c) is not None
        )
    for c in powered:
        key = cat.power.get(c)
        if key is None or c in used:
            continue
        eff = EFFECTS[key]
        if eff.activated and eff.usable(t, c, t.p(c, key)):
            out.append(UsePower(seat=seat, card=c))
    return out


def main_actions(t: Table) -> list[Action]:
    st = t.st
    seat = st.active
    acts: list[Action] = []
    if plays_left(t) > 0:
        if first_play_random(t):
            acts.append(PlayRandom(seat=seat))
        else:
            acts.extend(play_card_action(seat, c) for c in st.hands[seat])
        acts.extend(optional_actions(t))
    else:
        acts.extend(optional_actions(t))
        acts.append(EndTurn(seat=seat))
    return acts


def before_draw_actions(t: Table) -> list[Action]:
    """The active player may use free actions before drawing, or draw now."""
    return [DrawCards(seat=t.st.active), *optional_actions(t)]
