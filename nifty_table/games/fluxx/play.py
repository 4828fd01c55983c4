"""Playing a card: the reaction window first, then its effect, then the discard.

Whatever an Action makes happen (nested temporary hands, cards played by
effects) stays inside its one resolve step, so it is one play however deep it
goes, and the chain lives in the state.
"""

from __future__ import annotations

from nifty_table.games.fluxx.registry import EFFECTS
from nifty_table.games.fluxx.rule_info import replaces
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import open_window
from nifty_table.games.fluxx.table import Table


def play_card(t: Table, seat: int, card: str, *, reuse: bool = False, how: str = "") -> None:
    """Start playing `card` for `seat` (the card has already left where it was)."""
    verb = "uses" if reuse else "plays"
    t.log(f"{t.who(seat)} {verb} {t.cn(card)}{how}.")
    t.push(Step(k="resolve", seat=seat, card=card, cards=[] if reuse else [card], reuse=reuse))


def run_resolve(t: Table, f: Step) -> None:
    """Move a resolve step on by one stage (it never waits for a decision itself)."""
    st, cat = t.st, t.cat
    card = f.card
    assert card is not None
    kind = cat.type[card]
    if f.s == "":
        f.s = "open"
        if cat.has_surprises and kind in cat.counterable:
            open_window(t, kind, card, f.seat, guard=len(st.stack) - 1)
        return
    if f.cancelled:  # by a Surprise, before or during its effect
        t.pop()
        st.discard.extend(f.cards)
        t.log(f"{t.cn(card)} is cancelled" + (" for this use." if f.reuse else "."))
        return
    if f.s == "open":
        if f.target is not None:  # a Surprise made the Keeper land elsewhere
            t.pop()
            t.place(f.target, card)
            t.log(f"{t.cn(card)} lands in front of {t.who(f.target)} instead.")
            return
        if kind == "keeper":
            if t.in_play("yeahuh"):
                f.s = "shout"
                t.fx("yeahuh", f.seat, card=card, ask=True, guard=len(st.stack) - 1)
                return
            t.pop()
            t.place(f.seat, card)
            return
        if kind == "goal":
            t.pop()
            land_goal(t, f.seat, card)
            return
        if kind == "rule":
            t.pop()
            land_rule(t, f.seat, card)
            return
        f.s = "done"
        key = cat.play_effect[card]
        EFFECTS[key].play(t, f, t.p(card, key))
        return
    if f.s in ("shouted", "silent"):
        t.pop()
        if f.s == "shouted":
            t.place(f.seat, card)
        else:
            st.discard.append(card)
            t.log(f"No shout: {t.cn(card)} goes to the discard pile.")
        return
    # f.s == "done": the effect has finished; the card goes away.
    t.pop()
    if f.reuse or not f.cards:
        return
    st.discard.append(card)


def land_goal(t: Table, seat: int, card: str) -> None:
    st = t.st
    cap = t.goal_capacity()
    if len(st.goals) >= cap and cap == 1:
        st.discard.extend(st.goals)
        st.goals.clear()
    st.goals.append(card)
    if len(st.goals) > cap:
        # Double Agenda with two Goals out: the player of the third picks one to go.
        t.fx("double_agenda", seat, s="drop")


def land_rule(t: Table, seat: int, card: str) -> None:
    st, cat = t.st, t.cat
    for old in [r for r in st.rules if replaces(cat, card, r)]:
        t.discard_rule(old)
        t.log(f"{t.cn(old)} is replaced and discarded.")
    t.add_rule(card)
    key = cat.rule_effect.get(card)
    if key is not None:
        EFFECTS[key].landed(t, card, t.p(card, key))
