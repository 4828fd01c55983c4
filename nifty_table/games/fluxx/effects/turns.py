"""Actions about turns: another one, a bound one, or hiding in your bunk."""

from __future__ import annotations

from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.registry import ChooseOpponent, Effect, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


@register
class TakeAnotherTurn(Effect):
    key = "take_another_turn"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        st = t.st
        if st.extra:  # never more than two turns in a row from this card
            t.log("This is already an extra turn: no third one.")
            return
        st.another = True
        t.log(f"{t.who(src.seat)} will take another turn after this one.")


@register
class BoundByLaw(ChooseOpponent):
    """Binding takes nothing from anyone, so protected players can be bound."""

    key = "bound_by_law"
    uses = frozenset({"action"})

    def candidates(self, t: Table, seat: int) -> list[int]:
        return t.others(seat, unprotected=False)

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.target is None:
            return
        if a.target not in t.st.bound_next:
            t.st.bound_next.append(a.target)
        t.log(f"{t.who(a.target)}'s next turn is bound by law: draw 1, play 1.")


@register
class InMyBunk(Effect):
    key = "in_my_bunk"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        st = t.st
        if src.seat not in st.protected:
            st.protected.append(src.seat)
        if src.seat == st.active:
            st.phase = "end"  # the turn ends now; the limits still apply
        t.log(f"{t.who(src.seat)} hides in their bunk: untouchable until their next turn.")
