"""Playing a card: the reaction window first, then its effect, then the discard.

Whatever an Action makes happen (nested temporary hands, cards played by
effects) stays inside its one resolve step, so it is one play however deep it
goes, and the chain lives in the state.
"""

from __future__ import annotations

from nifty_table.games.fluxx.registry import EFFECTS, discard_rule
from nifty_table.games.fluxx.rule_info import replaces
from nifty_table.games.fluxx.state import Step, new_step
from nifty_table.games.fluxx.surprises import open_window
from nifty_table.games.fluxx.table import Table


def play_card(table: Table, seat: int, card: str, *, reuse: bool = False, how: str = "") -> None:
    """Start playing `card` for `seat` (the card has already left where it was)."""
    verb = "uses" if reuse else "plays"
    table.log(f"{table.who(seat)} {verb} {table.card_name(card)}{how}.")
    table.push(
        new_step(kind="resolve", seat=seat, card=card, cards=[] if reuse else [card], reuse=reuse)
    )


def run_resolve(table: Table, step: Step) -> None:
    """Move a resolve step on by one stage (it never waits for a decision itself)."""
    state, catalog = table.state, table.catalog
    card = step.card
    assert card is not None
    kind = catalog.type[card]
    stage = step.stage
    if stage == "":
        step.__dict__["stage"] = "open"  # (past pydantic's __setattr__, at every play)
        if catalog.has_surprises and kind in catalog.counterable:
            open_window(table, kind, card, step.seat, guard=len(state.stack) - 1)
        return
    if step.cancelled:  # by a Surprise, before or during its effect
        table.pop()
        state.discard.extend(step.cards)
        table.log(
            f"{table.card_name(card)} is cancelled" + (" for this use." if step.reuse else ".")
        )
        return
    if stage == "open":
        if step.target is not None:  # a Surprise made the Keeper land elsewhere
            table.pop()
            table.place(step.target, card)
            table.log(
                f"{table.card_name(card)} lands in front of {table.who(step.target)} instead."
            )
            return
        if kind == "keeper":
            if table.in_play("yeahuh"):
                step.stage = "shout"
                table.push_effect(
                    "yeahuh", step.seat, card=card, ask=True, guard=len(state.stack) - 1
                )
                return
            table.pop()
            table.place(step.seat, card)
            return
        if kind == "goal":
            table.pop()
            land_goal(table, step.seat, card)
            return
        if kind == "rule":
            table.pop()
            land_rule(table, step.seat, card)
            return
        step.stage = "done"
        key = catalog.play_effect[card]
        EFFECTS[key].play(table, step, table.card_params(card, key))
        return
    if stage in ("shouted", "silent"):
        table.pop()
        if stage == "shouted":
            table.place(step.seat, card)
        elif step.target is not None:  # Yeahuh!: the player who caught them takes it
            table.place(step.target, card)
            table.log(f"No shout: {table.who(step.target)} takes {table.card_name(card)}.")
        else:  # nobody else at the table to take it (cannot happen with 2+ players)
            state.discard.append(card)
            table.log(f"No shout: {table.card_name(card)} goes to the discard pile.")
        return
    # step.stage == "done": the effect has finished; the card goes away.
    table.pop()
    if step.reuse or not step.cards:
        return
    state.discard.append(card)


def land_goal(table: Table, seat: int, card: str) -> None:
    state = table.state
    cap = table.goal_capacity()
    if len(state.goals) >= cap and cap == 1:
        state.discard.extend(state.goals)
        state.goals.clear()
    state.goals.append(card)
    if len(state.goals) > cap:
        # Double Agenda with two Goals out: the player of the third picks one to go.
        table.push_effect("double_agenda", seat, stage="drop")


def land_rule(table: Table, seat: int, card: str) -> None:
    state, catalog = table.state, table.catalog
    for old in [rule for rule in state.rules if replaces(catalog, card, rule)]:
        discard_rule(table, old)
        table.log(f"{table.card_name(old)} is replaced and discarded.")
    table.add_rule(card)
    key = catalog.rule_effect.get(card)
    if key is not None:
        EFFECTS[key].landed(table, card, table.card_params(card, key))
