"""Why an action is refused: the reason a person reads, naming the rule that
stands in the way. Worked out only when `apply` refuses (never on the way of
a legal action), so it may take its time."""

from __future__ import annotations

from nifty_table.games.fluxx.actions import FluxxAction, Pick
from nifty_table.games.fluxx.decision import (
    DRAW,
    EFFECT,
    HAND_LIMIT,
    KEEPER_LIMIT,
    MAIN,
    WINDOW,
    Decision,
)
from nifty_table.games.fluxx.rules import keeper_count
from nifty_table.games.fluxx.table import Table

# What each kind of action does, in words: "Ann cannot <this> now".
DOING = {
    "play": "play a card",
    "play_random": "play a card at random",
    "use_rule": "use a New Rule",
    "use_power": "use a Keeper's power",
    "end_turn": "end the turn",
    "draw": "draw",
    "discard": "discard for a limit",
    "pick": "pick",
    "answer": "answer a question",
    "surprise": "play a Surprise",
    "continue": "let a card go ahead",
}


def why_not(table: Table, decision: Decision | None, action: FluxxAction, legal: list) -> str:
    """The reason `action` (not among `legal`) is refused now."""
    state = table.state
    if decision is None:
        return "The game is over: nobody plays any more."
    if not 0 <= action.seat < len(state.seats):
        return f"There is no seat {action.seat} at this table."
    seat, who = decision.seat, table.who(decision.seat)
    card: str = getattr(action, "card", None) or ""
    if action.kind == "surprise":
        return _surprise(table, decision, action.seat, card)
    asked = _asked(table, decision)
    if action.seat != seat:
        return f"It is {who}'s decision now, not {table.who(action.seat)}'s: {who} must {asked}."
    if action.kind not in {a.kind for a in legal}:
        return f"{who} cannot {DOING.get(action.kind, action.kind)} now: {who} must {asked}."
    if card and card not in table.catalog.name and action.kind != "pick":
        return f"There is no card {card!r} in this deck."
    if action.kind == "play":
        return _play(table, seat, card)
    if action.kind in ("use_rule", "use_power"):
        return _free_action(table, seat, action.kind, card)
    if action.kind == "discard":
        where = f"in {who}'s hand" if decision.kind is HAND_LIMIT else f"one of {who}'s Keepers"
        return f"{_name(table, card)} is not {where}: {who} must {asked}."
    if isinstance(action, Pick):
        step = decision.step
        source = _name(table, step.card) if step is not None and step.card else "this card"
        return f"{_picked(table, action)} is not among what {source} lets {who} pick now."
    return f"{who} must {asked}."


def _asked(table: Table, decision: Decision) -> str:
    """What the seat deciding now must do, after "must"."""
    state, kind, seat = table.state, decision.kind, decision.seat
    info = table.info
    if kind is MAIN:
        return "play a card, use a free action or end the turn"
    if kind is DRAW:
        return "draw (or first use a free action)"
    if kind is WINDOW:
        return "let the card go ahead, unless someone plays a Surprise"
    if kind is HAND_LIMIT:
        over = len(state.hands[seat]) - (info.hand_limit or 0)
        return f"discard for Hand Limit {info.hand_limit}: {over} more"
    if kind is KEEPER_LIMIT:
        over = keeper_count(table, seat) - (info.keeper_limit or 0)
        return f"discard Keepers for Keeper Limit {info.keeper_limit}: {over} more"
    assert kind is EFFECT and decision.step is not None
    source = decision.step.card
    named = f" for {_name(table, source)}" if source else ""
    return f"answer the choice{named} first"


def _play(table: Table, seat: int, card: str) -> str:
    state, who = table.state, table.who(seat)
    if card not in state.hands[seat]:
        return f"{who} does not hold {_name(table, card)}."
    if state.bound:
        return f"{who} is bound by law this turn: no cards may be played."
    return f"{who} has made every play the Play rule allows this turn ({state.played})."


def _free_action(table: Table, seat: int, kind: str, card: str) -> str:
    state, name = table.state, _name(table, card)
    if kind == "use_rule" and card not in state.rules:
        return f"{name} is not a New Rule in play."
    if kind == "use_power" and card not in state.tables[seat]:
        return f"{name} is not on {table.who(seat)}'s table."
    if card in state.used:
        return f"{name} was already used this turn: once per turn."
    if seat != state.active:
        return f"{name} is used only on its owner's own turn."
    if state.bound:
        return f"{table.who(seat)} is bound by law this turn: no free actions."
    return f"{name} has nothing to do now (its condition is not met)."


def _surprise(table: Table, decision: Decision, seat: int, card: str) -> str:
    state, who = table.state, table.who(seat)
    if card not in state.hands[seat]:
        return f"{who} does not hold {_name(table, card)}."
    if table.catalog.specs[card].type != "surprise":
        return f"{_name(table, card)} is not a Surprise."
    if decision.kind is not WINDOW:
        return "A Surprise answers a card as it is played; no card is waiting for one now."
    return f"{_name(table, card)} does not answer what is waiting now."


def _name(table: Table, card: str | None) -> str:
    """A card's name; a made-up id (a damaged log, a hostile caller) as it is."""
    return table.catalog.name.get(card or "", f"no card {card!r}")


def _picked(table: Table, action: Pick) -> str:
    if action.card is not None:
        return _name(table, action.card)
    if action.target is not None:
        if 0 <= action.target < len(table.state.seats):
            return table.who(action.target)
        return f"Seat {action.target}"
    return f"The option {action.option!r}"
