"""What one seat may see: its own hand and private cards, everyone's table,
the discard pile (browsable by anyone), never the draw pile's order.

`seat = None` is the public view, what a spectator sees: no hand at all."""

from __future__ import annotations

from pydantic import BaseModel

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import (
    Answer,
    Discard,
    Join,
    Pick,
    PlayCard,
    PlayRandom,
    PlaySurprise,
    UsePower,
    UseRule,
)
from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.rules import draw_target, play_target_label, plays_left
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class SeatView(BaseModel):
    name: str
    bot: bool
    hand_size: int
    table: list[str]  # Keepers and Creepers, in the order they arrived
    keepers: list[str]
    creepers: list[str]
    protected: bool  # I'll Be In My Bunk
    bound_next: bool  # Bound By Law waits for their next turn


class PendingView(BaseModel):
    """Something still resolving, as the table sees it."""

    by: int
    what: str
    cards: list[str]  # face-up cards involved (the card being played, Surprises ...)
    hidden: int = 0  # cards in a temporary hand only its holder sees


class FluxxView(BaseModel):
    seat: int | None  # None: the public view
    deck: str
    hand: list[str]
    private: list[str]  # cards only this seat sees now (a temporary hand, peeked cards)
    private_from: str  # the handler key they belong to ("draw_and_use" ...), "" if none
    set_aside: list[str]  # own cards of outer temporary hands, waiting under a nested one
    seats: list[SeatView]
    rules: list[str]
    goals: list[str]
    attached: str | None
    draw_size: int
    discard: list[str]  # bottom first, top last
    active: int
    turn_no: int
    phase: str
    draw_rule: int
    drawn: int
    play_rule: str
    played: int
    plays_left: int
    bound: bool  # this turn is bound by law
    used: list[str]  # once-per-turn cards and powers used this turn
    decision_kind: str  # what is being decided now ("main", "window", "fx" ...), "" if over
    deciding: int | None  # the seat deciding now
    decision: Step | None  # the step asking now, with cards this seat may not see left out
    hand_limit: int | None
    keeper_limit: int | None
    inflation: bool
    pending: list[PendingView]
    winner: int | None
    win_goal: str | None
    log: list[str]
    # The rest of the table as the rules keep it: every step still resolving,
    # with the cards this seat may not see as HIDDEN (so how many there are
    # shows), and the turn's bookkeeping.
    stack: list[Step] = []
    promos: bool = False
    moves: int = 0
    began_empty: bool = False
    extra: bool = False
    closed: bool = False
    another: bool = False
    talk_bonus: int = 0
    talk_seen: list[bool] = []
    protected_order: list[int] = []
    bound_next_order: list[int] = []


HIDDEN = "?"  # a card (or a secret choice) this seat may not see


def redacted(step: Step, seat: int | None) -> Step:
    """A step of the stack as `seat` may see it: the cards it holds face down
    and secret choices stand as HIDDEN, one for each."""
    if step.seat == seat or step.kind != "fx":
        return step.model_copy(deep=True)
    effect = EFFECTS[step.handler]
    hidden: dict[str, list[str]] = {}
    if step.cards and not effect.public_cards:
        hidden["cards"] = [HIDDEN] * len(step.cards)
    if step.picked and effect.secret_picks:
        hidden["picked"] = [HIDDEN] * len(step.picked)
    return step.model_copy(update=hidden, deep=True)


def _seen_step(table: Table, step: Step | None, seat: int | None) -> Step | None:
    """The step that asks now, as `seat` may see it: the cards it holds are
    face down to everyone but their owner unless the handler shows them."""
    if step is None:
        return None
    if step.seat == seat or step.kind != "fx":
        return step.model_copy(deep=True)
    effect = EFFECTS[step.handler]
    hidden: dict[str, list[str]] = {}
    if step.cards and not effect.public_cards:
        hidden["cards"] = []
    if step.picked and effect.secret_picks:
        hidden["picked"] = []  # a throw made in secret stays secret until both are made
    return step.model_copy(update=hidden, deep=True)


def build_view(
    table: Table, seat: int | None, decision: tuple[str, int, Step | None] | None = None
) -> FluxxView:
    state, catalog = table.state, table.catalog
    kind = catalog.type
    private: list[str] = []
    private_from = ""
    set_aside: list[str] = []
    pending: list[PendingView] = []
    for step in state.stack:
        if step.kind == "resolve":
            pending.append(PendingView(by=step.seat, what="playing", cards=[step.card or ""]))
        elif step.kind == "window":
            if step.cards:
                pending.append(
                    PendingView(by=step.seats[-1], what="surprises", cards=list(step.cards))
                )
        elif step.cards:
            if EFFECTS[step.handler].public_cards:
                pending.append(PendingView(by=step.seat, what=step.handler, cards=list(step.cards)))
            elif seat is not None and step.seat == seat:
                set_aside.extend(private)  # an outer temporary hand waits under this one
                private, private_from = list(step.cards), step.handler
            else:
                pending.append(
                    PendingView(by=step.seat, what=step.handler, cards=[], hidden=len(step.cards))
                )
    info = table.info
    playing = state.phase == "play" and state.winner is None
    return FluxxView(
        seat=seat,
        deck=catalog.id,
        hand=list(state.hands[seat]) if seat is not None and 0 <= seat < len(state.hands) else [],
        private=private,
        private_from=private_from,
        set_aside=set_aside,
        seats=[
            SeatView(
                name=seat.name,
                bot=seat.bot,
                hand_size=len(state.hands[i]),
                table=list(state.tables[i]),
                keepers=[card for card in state.tables[i] if kind[card] == "keeper"],
                creepers=[card for card in state.tables[i] if kind[card] == "creeper"],
                protected=i in state.protected,
                bound_next=i in state.bound_next,
            )
            for i, seat in enumerate(state.seats)
        ],
        rules=list(state.rules),
        goals=list(state.goals),
        attached=state.attached,
        draw_size=len(state.draw_pile),
        discard=list(state.discard),
        active=state.active,
        turn_no=state.turn_no,
        phase=state.phase,
        draw_rule=draw_target(table),
        drawn=state.drawn,
        play_rule=play_target_label(table),
        played=state.played,
        plays_left=plays_left(table) if playing else 0,
        bound=state.bound,
        used=list(state.used),
        decision_kind=decision[0] if decision else "",
        deciding=decision[1] if decision else None,
        decision=_seen_step(table, decision[2], seat) if decision else None,
        hand_limit=info.hand_limit,
        keeper_limit=info.keeper_limit,
        inflation=bool(info.infl),
        pending=pending,
        winner=state.winner,
        win_goal=state.win_goal,
        log=state.log[-60:],
        stack=[redacted(step, seat) for step in state.stack],
        promos=state.promos,
        moves=state.moves,
        began_empty=state.began_empty,
        extra=state.extra,
        closed=state.closed,
        another=state.another,
        talk_bonus=state.talk_bonus,
        talk_seen=list(state.talk_seen),
        protected_order=list(state.protected),
        bound_next_order=list(state.bound_next),
    )


def describe_action(table: Table, action: Action) -> str:
    """A short label for a legal action (menus, the log of a replay)."""
    state, catalog = table.state, table.catalog
    name = table.card_name
    if isinstance(action, PlayCard):
        return f"Play {name(action.card)}"
    if isinstance(action, PlayRandom):
        return "Play a card picked at random"
    if isinstance(action, UseRule):
        return f"Use {name(action.card)}"
    if isinstance(action, UsePower):
        if catalog.type[action.card] == "creeper":
            if EFFECTS[catalog.power[action.card]].anyone:
                return f"Move {name(action.card)}"
            return f"Get rid of {name(action.card)}"
        return f"Use {name(action.card)}'s power"
    if isinstance(action, Discard):
        return f"Discard {name(action.card)}"
    if isinstance(action, Answer):
        return "Yes" if action.yes else "No"
    if isinstance(action, PlaySurprise):
        return f"Play {name(action.card)} (Surprise)"
    if isinstance(action, Join):
        return f"{action.name} jumps in"
    if isinstance(action, Pick):
        top = state.stack[-1] if state.stack else None
        if top is not None and top.kind == "fx":
            return EFFECTS[top.handler].label(table, top, action)
        return "Choose"
    return {"end_turn": "End your turn", "continue": "Continue", "draw": "Draw your cards"}.get(
        action.kind, action.kind
    )
