"""Reaction windows: Surprises played out of turn, resolved by parity.

Before an event a Surprise could answer (a card played, a Keeper about to be
taken), a window opens in decks that have Surprises, whether or not anybody
holds one, so the screen never leaks a hand. The active player continues it;
any seat allowed to react may play a Surprise first. Each Surprise cancels the
one below it: an even count lets the event go ahead, an odd count means the
first Surprise takes effect.
"""

from __future__ import annotations

from nifty_table.engine.contract import Action, Prompt, PromptKind
from nifty_table.engine.wording import closed
from nifty_table.games.fluxx.actions import PlaySurprise, continue_action, play_surprise_action
from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.state import Step, new_step
from nifty_table.games.fluxx.table import Table


def open_window(
    table: Table, event: str, card: str, by: int, guard: int, at_stake: list[str] | None = None
) -> None:
    """Open a window before `event` (a card type, or "steal" of the Keepers
    `at_stake`). A cancel stops the step at stack index `guard`."""
    table.push(
        new_step(kind="window", stage=event, card=card, seat=by, guard=guard, picked=at_stake or [])
    )


def steal_window(table: Table, keepers: list[str], by: int, guard: int) -> None:
    """Before Keepers are taken off opponents' tables: open a window if some
    Surprise of this deck could ever answer it (a public fact, so no leak)."""
    catalog = table.catalog
    if not catalog.has_surprises or "steal" not in catalog.counterable:
        return
    owners = _owners(table, keepers, by)
    if not owners:
        return
    probe = new_step(kind="window", stage="steal", seat=by, picked=keepers)
    for card, counters in catalog.counters.items():
        if "steal" in counters:
            effect = EFFECTS[catalog.counter_effect[card]]
            if any(effect.fits(table, probe, seat, card) for seat in owners):
                open_window(table, "steal", keepers[0], by, guard, keepers)
                return


def _owners(table: Table, keepers: list[str], by: int) -> list[int]:
    out = []
    for keeper in keepers:
        seat = table.owner(keeper)
        if seat is not None and seat != by and seat not in out:
            out.append(seat)
    return out


def reactions(table: Table, window: Step) -> dict[int, list[str]]:
    """Seat -> the Surprises it may play into this window right now."""
    state, catalog = table.state, table.catalog
    active = state.active
    if window.cards:  # answering the last Surprise: any Surprise may cancel it
        event = "surprise"
        seats = [seat for seat in range(len(state.seats)) if seat != window.seats[-1]]
    else:
        event = window.stage
        if event == "steal":
            seats = [seat for seat in _owners(table, window.picked, window.seat) if seat != active]
        else:  # out-of-turn mode is never for the active player
            seats = [
                seat for seat in range(len(state.seats)) if seat != active and seat != window.seat
            ]
    out: dict[int, list[str]] = {}
    counters = catalog.counters
    for seat in seats:
        if counters.keys().isdisjoint(state.hands[seat]):
            continue  # no Surprise in this hand (the usual case)
        mine = [
            card
            for card in state.hands[seat]
            if card in counters
            and event in counters[card]
            and (
                event != "steal"
                or EFFECTS[catalog.counter_effect[card]].fits(table, window, seat, card)
            )
        ]
        if mine:
            out[seat] = mine
    return out


def window_prompt(table: Table, window: Step) -> Prompt:
    state = table.state
    if window.cards:
        last = window.seats[-1]
        what = f"{table.who(last)} answered with {table.card_name(window.cards[-1])}"
    elif window.stage == "steal":
        verb, cards = _deed(table, window)
        what = f"{table.who(window.seat)} is about to {verb} {table.names(cards)}"
    else:
        resolving = state.stack[window.guard] if 0 <= window.guard < len(state.stack) else None
        again = resolving is not None and resolving.kind == "resolve" and resolving.reuse
        did = "uses" if again else "played"  # a repeat is no new play (the log says "uses")
        what = f"{table.who(window.seat)} {did} {table.card_name(window.card or '')}"
    return Prompt(
        seat=state.active,
        kind=PromptKind.OPTION,
        text=f"{closed(what)} Continue, unless someone plays a Surprise.",
        interrupters=window_interrupters(table, window),
    )


def window_interrupters(table: Table, window: Step) -> list[int]:
    """The seats that may play a Surprise into this window now, in seat order."""
    return sorted(reactions(table, window))


# What the step waiting under a steal window will do to the Keepers at stake,
# so the prompt never says "take" before a card that trashes.
DEEDS = {"trash_keeper": "discard", "exchange_keepers": "swap for"}


def _deed(table: Table, window: Step) -> tuple[str, list[str]]:
    """What will happen, and to which cards: sharing out names the whole pool
    (its own Keepers and Creepers too), not only the opponents' Keepers."""
    stack = table.state.stack
    below = stack[-2] if len(stack) >= 2 else None
    if below is not None and below.kind == "fx" and below.stage == "go":
        if below.handler == "share_wealth":
            return f"share out all {len(below.picked)}:", list(below.picked)
        return DEEDS.get(below.handler, "take"), window.picked
    return "take", window.picked


def window_actions(table: Table, window: Step) -> list[Action]:
    acts: list[Action] = [continue_action(table.state.active)]
    for seat, cards in reactions(table, window).items():
        acts.extend(play_surprise_action(seat, card) for card in cards)
    return acts


def apply_window(table: Table, window: Step, action: Action) -> None:
    # (a class test by identity: nearly every action here is Continue, and a
    # pydantic class's isinstance costs several times more when it misses)
    if type(action) is PlaySurprise:
        table.state.hands[action.seat].remove(action.card)
        window.cards.append(action.card)
        window.seats.append(action.seat)
        table.log(
            closed(
                f"{table.who(action.seat)} plays the Surprise {table.card_name(action.card)}", "!"
            )
        )
        return
    close_window(table, window)


def close_window(table: Table, window: Step) -> None:
    state = table.state
    table.pop()
    chain = list(window.cards)
    state.discard.extend(chain)
    if len(chain) % 2 == 0:
        if chain:
            table.log(
                "The Surprises cancel each other out: "
                f"{table.card_name(window.card or '')} goes ahead."
            )
        return
    seat, card = window.seats[0], chain[0]
    # Against a Surprise every Surprise simply cancels it.
    key = "cancel_play" if window.stage == "surprise" else table.catalog.counter_effect[card]
    EFFECTS[key].counter(table, window, seat, card)


def cancel_guarded(table: Table, window: Step) -> Step:
    """Stop the guarded step and drop whatever it had pushed above itself."""
    stack = table.state.stack
    guarded = stack[window.guard]
    for dropped in stack[window.guard + 1 :]:
        table.state.discard.extend(dropped.cards)  # nothing is lost if a step held cards
    del stack[window.guard + 1 :]
    guarded.cancelled = True
    return guarded
