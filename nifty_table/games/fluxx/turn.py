"""The turn machine: run everything automatic, stop at the next decision.

`settle` is called after every applied action. Between any two events it
checks for a winner, makes non-active players meet the Hand and Keeper Limits,
and tops up the active player's draw when the rules now ask for more. Then it
advances the top step of the stack, or the turn's phase when the stack is empty.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import (
    draw_action,
    end_turn_action,
    play_card_action,
    play_random_action,
    use_power_action,
    use_rule_action,
)
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.goals import check_win
from nifty_table.games.fluxx.play import run_resolve
from nifty_table.games.fluxx.registry import EFFECTS, Effect, power_usable
from nifty_table.games.fluxx.rules import draw_target, keeper_count, play_bonus, plays_left
from nifty_table.games.fluxx.table import Table

LOOP_CAP = 100_000


class Stop(NamedTuple):
    """What `settle` already knows where it stopped, so that working out the
    decision and the legal actions there need not do it again."""

    limits_clear: bool = False  # no other seat owes a limit discard (checked, nothing moved since)
    optional: list[Action] | None = None  # the active player's optional actions, if worked out
    options: list[Action] | None = None  # the choices of the handler's step on top, if listed
    # The limit discard owed now, (seat, "hand" or "keeper"), when that is the decision.
    due: tuple[int, str] | None = None
    plays: bool | None = None  # in the play step: does the active player have plays left?


# The stops that carry no list, built once: `settle` stops after every action,
# and building a NamedTuple costs a call. Indexed by `limits_clear`; the play
# step's first by whether plays are left.
BARE_STOPS = (Stop(False), Stop(True))
NOTHING_KNOWN = BARE_STOPS[False]
PLAY_STOPS = tuple((Stop(False, plays=left), Stop(True, plays=left)) for left in (False, True))


def settle(table: Table, *, unchanged: bool = False) -> Stop:
    """`unchanged`: the action just applied changed nothing the checks read, and
    they had passed where the last `settle` stopped (its `limits_clear`)."""
    state = table.state
    stack = state.stack  # (the one list, changed in place)
    quiet = unchanged  # the last step changed no card's place: no need to check again
    checked = unchanged  # the limits were checked, nobody owed one, and nothing moved since
    for _ in range(LOOP_CAP):
        if state.winner is not None:
            return NOTHING_KNOWN
        top = stack[-1] if stack else None
        phase = state.phase
        if not quiet:
            checked = False
        if not quiet and (top is None or not top.hold):
            # Limits come before wins: while anyone still owes a limit discard
            # nobody wins, so the winner never depends on who discards first.
            due = limit_due(table)
            if due is not None:
                return Stop(due=due)
            owing = phase == "end" and top is None and end_discard_due(table) is not None
            if not owing and check_win(table):
                return NOTHING_KNOWN
            if phase == "play" and _draw_up(table):
                continue
            checked = True
        quiet = False
        if top is not None:
            kind = top.kind
            if kind == "resolve":
                quiet = top.stage == ""  # this stage only opens the reaction window
                run_resolve(table, top)
                continue
            if kind == "window":
                return BARE_STOPS[checked]
            table.offered = None
            if not EFFECTS[top.handler].advance(table, top):
                # (advance changes nothing when it answers False)
                return Stop(checked, options=table.offered)
            continue
        quiet = phase != "draw"
        if phase == "start":
            _begin_turn(table)
        elif phase == "draw":
            optional = optional_actions(table)
            if optional:
                return Stop(checked, optional)  # free actions and powers may come before the draw
            draw_step(table)
        elif phase == "play":
            left = plays_left(table) > 0
            # (with no play made yet, so an empty table never spins through turns unasked)
            if left or state.played == 0:
                return PLAY_STOPS[left][checked]
            optional = optional_actions(table)
            if optional:
                return Stop(checked, optional, plays=False)  # the player may still use them
            state.__dict__["phase"] = "end"  # (past __setattr__, at nearly every turn)
        elif phase == "end":
            due = end_discard_due(table)
            if due is not None:
                # (unchecked, another seat's limit would come first: left to work out)
                return Stop(True, due=due) if checked else NOTHING_KNOWN
            _next_turn(table)
        else:
            return NOTHING_KNOWN
    raise RuntimeError("the Fluxx engine went round in circles")


# -- limits --------------------------------------------------------------------
def limit_due(table: Table) -> tuple[int, str] | None:
    """A non-active player over a Hand or Keeper Limit must discard now."""
    info = table.info
    hand_limit, keeper_limit = info.hand_limit, info.keeper_limit
    if hand_limit is None and keeper_limit is None:
        return None
    state = table.state
    hands, tables, active = state.hands, state.tables, state.active
    # Nobody but the active player over either limit (the usual case): a few
    # calls in C say so. (The active player often holds more until the limits
    # bind them at the end of the turn; Creepers counted here go on below.)
    if (hand_limit is None or _most_but(hands, active) <= hand_limit) and (
        keeper_limit is None or _most_but(tables, active) <= keeper_limit
    ):
        return None
    players = len(state.seats)
    for i in range(1, players):
        seat = (active + i) % players
        if hand_limit is not None and len(hands[seat]) > hand_limit:
            return seat, "hand"
        if (
            keeper_limit is not None
            and len(tables[seat]) > keeper_limit
            and keeper_count(table, seat) > keeper_limit
        ):
            return seat, "keeper"
    return None


def _most_but(piles: list[list[str]], seat: int) -> int:
    """The most cards in any of `piles` but `seat`'s."""
    sizes = list(map(len, piles))
    sizes[seat] = 0
    return max(sizes)


def end_discard_due(table: Table) -> tuple[int, str] | None:
    """At the end of a turn the active player meets the Hand Limit, then the Keeper Limit."""
    info = table.info
    state = table.state
    seat = state.active
    if info.hand_limit is not None and len(state.hands[seat]) > info.hand_limit:
        return seat, "hand"
    if info.keeper_limit is not None and keeper_count(table, seat) > info.keeper_limit:
        return seat, "keeper"
    return None


# -- the active player's turn ---------------------------------------------------
def _draw_up(table: Table) -> bool:
    """A rule now asks for more draws than this turn's draw step made: draw the difference."""
    state, info = table.state, table.info
    # (draw_target, without its call when no bonus rule is in play: asked
    # after every move in the play step)
    target = draw_target(table) if info.draw_bonus else info.draw
    if target <= state.drawn:
        return False
    count = target - state.drawn
    state.drawn = target
    table.draw(state.active, count)
    return True


def _begin_turn(table: Table) -> None:
    state, catalog = table.state, table.catalog
    seat = state.active
    if seat in state.protected:
        state.protected.remove(seat)
    if seat in state.bound_next:
        state.bound_next.remove(seat)
        state.bound = True
    who = table.who(seat)
    table.log(f"— Turn {state.turn_no}: {who}{' (bound by law)' if state.bound else ''} —")
    # Past pydantic's __setattr__, as in `_next_turn`: plain values, at every turn.
    state.__dict__.update(began_empty=not state.hands[seat], phase="draw")
    # Turn-start hooks: the New Rules in play, then the seat's own cards from
    # the newest. Steps run last-pushed first, so a Creeper's raid comes
    # before a rule's question (Cartoon Talk).
    for card, effect in _rule_handlers(table, "turn_start"):
        effect.turn_start(table, seat, card)
    power = catalog.power
    for card in reversed(state.tables[seat]):
        key = power.get(card)
        if key is not None:
            EFFECTS[key].turn_start(table, seat, card)


def _rule_handlers(table: Table, hook: str) -> tuple[tuple[str, Effect], ...]:
    """Each New Rule in play whose handler does something at `hook` (a method
    of `Effect`), with that handler, in play order: worked out once per set of
    rules in play (kept with what they say), as every turn asks three hooks."""
    info = table.info
    found = info.hooks.get(hook)
    if found is None:
        rule_effect, base = table.catalog.rule_effect, getattr(Effect, hook)
        found = info.hooks[hook] = tuple(
            (card, EFFECTS[rule_effect[card]])
            for card in table.state.rules
            if card in rule_effect and getattr(type(EFFECTS[rule_effect[card]]), hook) is not base
        )
    return found


def draw_step(table: Table) -> None:
    state = table.state
    seat = state.active
    hand = state.hands[seat]
    for card, effect in _rule_handlers(table, "before_draw"):
        effect.before_draw(table, seat, card)
    target = draw_target(table)
    table.draw(seat, target)
    info = table.info
    if info.but is not None and state.began_empty and not state.bound:
        keep = max(0, info.but - play_bonus(table, seat))
        if keep and len(hand) == keep:  # nothing could be played: one more card
            table.draw(seat, 1)
    state.__dict__.update(drawn=target, phase="play")  # (past __setattr__, at every turn)


def _next_turn(table: Table) -> None:
    state = table.state
    seat = state.active
    # What this turn leaves for the seat's next one: nothing, unless a rule in
    # play says so as the turn ends.
    for effect in _deck_handlers(table.catalog, "any_turn_end"):
        effect.any_turn_end(table, seat)
    for card, effect in _rule_handlers(table, "turn_end"):
        effect.turn_end(table, seat, card)
    again = state.another and not state.extra
    if again:
        table.log(f"{table.who(seat)} takes another turn.")
    state.used.clear()
    # The turn's flags and counters start afresh in one write past pydantic's
    # __setattr__ (a call per field, at every turn): plain values, nothing to
    # validate, and the state model validates no assignment anyway.
    state.__dict__.update(
        extra=again,
        active=seat if again else (seat + 1) % len(state.seats),
        another=False,
        bound=False,
        closed=False,
        played=0,
        drawn=0,
        talk_bonus=0,
        turn_no=state.turn_no + 1,
        phase="start",
    )


# -- the main decision: what the active player does next --------------------------
def plays_at_random(table: Table) -> bool:
    """Does a New Rule in play have the active player's next play picked at random?"""
    in_play = table.info.effects
    for effect in _deck_handlers(table.catalog, "random_play"):  # (asked at every play)
        if effect.key in in_play and effect.random_play(table):
            return True
    return False


@functools.cache
def _deck_handlers(catalog: Catalog, hook: str) -> tuple[Effect, ...]:
    """The handlers the deck's New Rules name that do something at `hook`
    (a method of `Effect`), worked out once per deck."""
    keys = dict.fromkeys(catalog.rule_effect.values())  # each once, in deck order
    return tuple(
        EFFECTS[key]
        for key in keys
        if getattr(type(EFFECTS[key]), hook) is not getattr(Effect, hook)
    )


def optional_actions(table: Table) -> list[Action]:
    """Free-action rules and Keeper powers the active player may use now.

    The rulebook allows them at any point of the turn: before the draw, in
    the play step, and while discarding for the limits at its end."""
    state, catalog = table.state, table.catalog
    if state.bound or state.closed:
        return []  # Bound By Law, or a turn already ended: no free actions, no powers
    seat = state.active
    out: list[Action] = []
    used = state.used
    for rule, key, params in table.info.free:
        if rule not in used and EFFECTS[key].usable(table, rule, params):
            out.append(use_rule_action(seat, rule))
    activated, anyone = _powers(catalog, state.promos)
    mine = state.tables[seat]
    for card in mine:
        if card in activated and card not in used and power_usable(table, card):
            out.append(use_power_action(seat, card))
    for card in anyone:  # a Creeper any player may move, wherever it is
        if (
            card not in mine
            and card not in used
            and table.owner(card) is not None
            and power_usable(table, card)
        ):
            out.append(use_power_action(seat, card))
    return out


@functools.cache
def _powers(catalog: Catalog, promos: bool) -> tuple[frozenset[str], tuple[str, ...]]:
    """Per deck, worked out once (the registry is complete by then): the cards
    with a power used by choice, and the Creepers among them that any active
    player may use wherever they are (the promo cards only when the game
    has them: else they would be looked for on every table, in vain)."""
    power = catalog.power
    activated = frozenset(card for card, key in power.items() if EFFECTS[key].activated)
    in_game = catalog.ids if promos else catalog.base_ids
    anyone = tuple(
        card
        for card in catalog.creepers
        if card in activated and EFFECTS[power[card]].anyone and card in in_game
    )
    return activated, anyone


def main_actions(
    table: Table, optional: list[Action] | None = None, plays: bool | None = None
) -> list[Action]:
    """`optional`, `plays`: the optional actions, and whether plays are left,
    when already worked out for this state."""
    state = table.state
    seat = state.active
    if optional is None:
        optional = optional_actions(table)
    if plays is None:
        plays = plays_left(table) > 0
    if plays:
        if plays_at_random(table):
            return [play_random_action(seat), *optional]
        acts: list[Action] = [play_card_action(seat, card) for card in state.hands[seat]]
        acts.extend(optional)
        return acts
    return [*optional, end_turn_action(seat)]


def before_draw_actions(table: Table, optional: list[Action] | None = None) -> list[Action]:
    """The active player may use free actions before drawing, or draw now."""
    if optional is None:
        optional = optional_actions(table)
    return [draw_action(table.state.active), *optional]
