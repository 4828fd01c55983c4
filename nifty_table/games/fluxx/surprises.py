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
from nifty_table.games.fluxx.actions import Continue, PlaySurprise
from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


def open_window(
    t: Table, event: str, card: str, by: int, guard: int, at_stake: list[str] | None = None
) -> None:
    """Open a window before `event` (a card type, or "steal" of the Keepers
    `at_stake`). A cancel stops the step at stack index `guard`."""
    t.push(Step(k="window", s=event, card=card, seat=by, guard=guard, picked=at_stake or []))


def steal_window(t: Table, keepers: list[str], by: int, guard: int) -> None:
    """Before Keepers are taken off opponents' tables: open a window if some
    Surprise of this deck could ever answer it (a public fact, so no leak)."""
    cat = t.cat
    if not cat.has_surprises or "steal" not in cat.counterable:
        return
    probe = Step(k="window", s="steal", seat=by, picked=keepers)
    for c, counters in cat.counters.items():
        if "steal" in counters:
            eff = EFFECTS[cat.counter_effect[c]]
            if any(eff.fits(t, probe, s, c) for s in _owners(t, keepers, by)):
                open_window(t, "steal", keepers[0], by, guard, keepers)
                return


def _owners(t: Table, keepers: list[str], by: int) -> list[int]:
    out = []
    for k in keepers:
        s = t.owner(k)
        if s is not None and s != by and s not in out:
            out.append(s)
    return out


def reactions(t: Table, w: Step) -> dict[int, list[str]]:
    """Seat -> the Surprises it may play into this window right now."""
    st, cat = t.st, t.cat
    active = st.active
    if w.cards:  # answering the last Surprise: any Surprise may cancel it
        event = "surprise"
        seats = [s for s in range(len(st.seats)) if s != w.seats[-1]]
    else:
        event = w.s
        if event == "steal":
            seats = [s for s in _owners(t, w.picked, w.seat) if s != active]
        else:  # out-of-turn mode is never for the active player
            seats = [s for s in range(len(st.seats)) if s != active and s != w.seat]
    out: dict[int, list[str]] = {}
    counters = cat.counters
    for s in seats:
        mine = [
            c
            for c in st.hands[s]
            if c in counters
            and event in counters[c]
            and (event != "steal" or EFFECTS[cat.counter_effect[c]].fits(t, w, s, c))
        ]
        if mine:
            out[s] = mine
    return out


def window_prompt(t: Table, w: Step) -> Prompt:
    st = t.st
    if w.cards:
        last = w.seats[-1]
        what = f"{t.who(last)} answered with {t.cn(w.cards[-1])}"
    elif w.s == "steal":
        what = f"{t.who(w.seat)} is about to {_deed(t)} {t.names(w.picked)}"
    else:
        what = f"{t.who(w.seat)} played {t.cn(w.card or '')}"
    return Prompt(
        seat=st.active,
        kind=PromptKind.OPTION,
        text=f"{what}. Continue, unless someone plays a Surprise.",
        interrupters=sorted(reactions(t, w)),
    )


# What the step waiting under a steal window will do to the Keepers at stake,
# so the prompt never says "take" before a card that trashes.
DEEDS = {"trash_keeper": "discard", "exchange_keepers": "swap for", "share_wealth": "share out"}


def _deed(t: Table) -> str:
    stack = t.st.stack
    below = stack[-2] if len(stack) >= 2 else None
    if below is not None and below.k == "fx" and below.s == "go":
        return DEEDS.get(below.h, "take")
    return "take"


def window_actions(t: Table, w: Step) -> list[Action]:
    acts: list[Action] = [Continue(seat=t.st.active)]
    for s, cards in reactions(t, w).items():
        acts.extend(PlaySurprise(seat=s, card=c) for c in cards)
    return acts


def apply_window(t: Table, w: Step, a: Action) -> None:
    if isinstance(a, PlaySurprise):
        t.st.hands[a.seat].remove(a.card)
        w.cards.append(a.card)
        w.seats.append(a.seat)
        t.log(f"{t.who(a.seat)} plays the Surprise {t.cn(a.card)}!")
        return
    close_window(t, w)


def close_window(t: Table, w: Step) -> None:
    st = t.st
    t.pop()
    chain = list(w.cards)
    st.discard.extend(chain)
    if len(chain) % 2 == 0:
        if chain:
            t.log(f"The Surprises cancel each other out: {t.cn(w.card or '')} goes ahead.")
        return
    seat, card = w.seats[0], chain[0]
    # Against a Surprise every Surprise simply cancels it.
    key = "cancel_play" if w.s == "surprise" else t.cat.counter_effect[card]
    EFFECTS[key].counter(t, w, seat, card)


def cancel_guarded(t: Table, w: Step) -> Step:
    """Stop the guarded step and drop whatever it had pushed above itself."""
    stack = t.st.stack
    guarded = stack[w.guard]
    for dropped in stack[w.guard + 1 :]:
        t.st.discard.extend(dropped.cards)  # nothing is lost if a step held cards
    del stack[w.guard + 1 :]
    guarded.cancelled = True
    return guarded
