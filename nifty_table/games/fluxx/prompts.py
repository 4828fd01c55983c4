"""What Fluxx asks the seat deciding now, in words."""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.contract import Action, Prompt, PromptKind
from nifty_table.games.fluxx.decision import DRAW, EFFECT, HAND_LIMIT, MAIN, WINDOW, Decision
from nifty_table.games.fluxx.effects import EFFECTS
from nifty_table.games.fluxx.rules import keeper_count, plays_left
from nifty_table.games.fluxx.surprises import window_prompt
from nifty_table.games.fluxx.table import Table


def decision_prompt(table: Table, decision: Decision, first: Callable[[], Action]) -> Prompt:
    """What the seat deciding now is asked (`first`: the first legal action,
    worked out only when an effect's choices need telling apart)."""
    kind, seat, step = decision
    state = table.state
    who = table.who(seat)
    if kind is WINDOW:
        assert step is not None
        return window_prompt(table, step)
    if kind is EFFECT:
        assert step is not None
        effect = EFFECTS[step.handler]
        if step.ask:
            return Prompt(seat=seat, kind=PromptKind.YES_NO, text=effect.question(table, step))
        first_action = first()
        prompt_kind = (
            PromptKind.CARD
            if getattr(first_action, "card", None)
            else PromptKind.SEAT
            if getattr(first_action, "target", None) is not None
            else PromptKind.OPTION
        )
        return Prompt(seat=seat, kind=prompt_kind, text=effect.text(table, step))
    if kind is MAIN:
        left = plays_left(table)
        if left:
            text = f"{who}, play a card ({left} to play)."
        elif state.bound:
            text = f"{who}, you are bound by law: no plays this turn. End your turn."
        else:
            text = f"{who}, your plays are done: use a free action or end your turn."
        return Prompt(seat=seat, kind=PromptKind.CARD, text=text)
    if kind is DRAW:
        text = f"{who}, draw your cards, or first use a free action or a Keeper's power."
        return Prompt(seat=seat, kind=PromptKind.OPTION, text=text)
    info = table.info
    if kind is HAND_LIMIT:
        over = len(state.hands[seat]) - (info.hand_limit or 0)
        text = f"{who}, discard down to the Hand Limit of {info.hand_limit} ({over} to go)."
    else:
        over = keeper_count(table, seat) - (info.keeper_limit or 0)
        limit = info.keeper_limit
        text = f"{who}, discard Keepers down to the Keeper Limit of {limit} ({over} to go)."
    return Prompt(seat=seat, kind=PromptKind.CARD, text=text)
