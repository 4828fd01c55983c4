"""What a Surprise does out of turn when it wins the parity count
(surprises.close_window calls `counter`)."""

from __future__ import annotations

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.effects.base import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.surprises import cancel_guarded
from nifty_table.games.fluxx.table import Table


@register
class CancelPlay(Effect):
    """The card just played never takes effect (a repeat of an attached
    Action is stopped for this use only; play.run_resolve handles both)."""

    key = "cancel_play"
    uses = frozenset({"counter"})

    def counter(self, t: Table, window: Step, seat: int, card: str) -> None:
        cancel_guarded(t, window)
        t.log(f"{t.who(seat)}'s {t.cn(card)} stops it.")


@register
class RedirectKeeper(Effect):
    key = "redirect_keeper"
    uses = frozenset({"counter"})

    def counter(self, t: Table, window: Step, seat: int, card: str) -> None:
        t.st.stack[window.guard].target = seat
        t.log(f"{t.who(seat)}'s {t.cn(card)} grabs the Keeper.")


class TagParams(NoParams):
    tag: str = Field(min_length=1)


@register
class RetaliateSteal(Effect):
    """Answer a steal of one of your own Keepers with the tag: the whole card
    or power use is cancelled, then take a Keeper of the thief's."""

    key = "retaliate_steal"
    uses = frozenset({"counter"})
    Params = TagParams

    def fits(self, t: Table, window: Step, seat: int, card: str) -> bool:
        tag = t.cat.p(card, self.key).tag
        tags = t.cat.tags
        return any(tag in tags[k] and t.owner(k) == seat for k in window.picked)

    def counter(self, t: Table, window: Step, seat: int, card: str) -> None:
        cancel_guarded(t, window)
        t.log(f"{t.who(seat)}'s {t.cn(card)} stops it, and strikes back.")
        t.fx(self.key, seat, target=window.seat, card=card)

    def options(self, t: Table, f: Step) -> list[Action]:
        return cards_pick(f.seat, t.keepers(f.target or 0))

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, take one of {t.who(f.target or 0)}'s Keepers."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is not None and a.card is not None:
            t.move(a.card, f.seat)
            t.log(f"{t.who(f.seat)} takes {t.cn(a.card)} from {t.who(f.target or 0)}.")
