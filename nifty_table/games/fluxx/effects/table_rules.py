"""Actions on the rules and Goals in play, and on the piles."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class TrashRulesParams(NoParams):
    mode: Literal["choose", "half", "all"]
    count: int = Field(default=1, ge=1)
    up_to: bool = False
    families: list[Literal["draw", "play", "play_all_but", "hand_limit", "keeper_limit"]] | None = (
        None
    )


@register
class TrashRules(Effect):
    """Discard New Rules: `count` of the actor's choice, up to half, or all
    (of the given families). Each goes at once, so its effect stops at once."""

    key = "trash_rules"
    uses = frozenset({"action"})
    Params = TrashRulesParams

    def _scope(self, t: Table, p: TrashRulesParams) -> list[str]:
        fam = t.cat.family
        return [r for r in t.st.rules if p.families is None or fam.get(r) in p.families]

    def play(self, t: Table, src: Step, p: TrashRulesParams) -> None:
        scope = self._scope(t, p)
        if p.mode == "all":
            for r in scope:
                t.discard_rule(r)
            if scope:
                t.log(f"Discarded: {t.names(scope)}.")
            return
        left = p.count if p.mode == "choose" else (len(scope) + 1) // 2
        t.fx(self.key, src.seat, card=src.card, left=left)

    def options(self, t: Table, f: Step) -> list[Action]:
        p = t.p(f.card or "", self.key)
        scope = self._scope(t, p) if f.left > 0 else []
        acts = cards_pick(f.seat, scope)
        if acts and (p.up_to or p.mode == "half"):
            acts.append(Pick(seat=f.seat, option="done"))
        return acts

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose a New Rule to discard ({f.left} at most)."

    def label(self, t: Table, f: Step, a: Pick) -> str:
        return "Stop discarding rules" if a.option else f"Discard {t.cn(a.card or '')}"

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        if a is None or a.card is None:
            t.pop()
            return
        f.left -= 1
        if f.left <= 0:
            t.pop()  # before the rule goes: leaving may push a step of its own
        t.discard_rule(a.card)
        t.log(f"{t.who(f.seat)} discards the rule {t.cn(a.card)}.")


@register
class TrashGoals(Effect):
    key = "trash_goals"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        st = t.st
        if st.goals:
            t.log(f"Discarded: {t.names(st.goals)}. There is no Goal now.")
            st.discard.extend(st.goals)
            st.goals.clear()


@register
class DoThatAgain(Effect):
    """Play an Action or New Rule out of the discard pile as part of this play
    (cards still resolving are never in the pile; Surprises are not offered)."""

    key = "do_that_again"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        t.fx(self.key, src.seat, card=src.card)

    def options(self, t: Table, f: Step) -> list[Action]:
        kind = t.cat.type
        found = [c for c in t.st.discard if kind[c] in ("action", "rule")]
        return cards_pick(f.seat, found[::-1])  # newest first

    def text(self, t: Table, f: Step) -> str:
        return f"{t.who(f.seat)}, choose an Action or New Rule from the discard pile to play."

    def choose(self, t: Table, f: Step, a: Pick | None) -> None:
        t.pop()
        if a is None or a.card is None:
            return
        t.st.discard.remove(a.card)
        play_card(t, f.seat, a.card, how=" again, from the discard pile")


@register
class EmptyTheTrash(Effect):
    """The discards go into the draw pile; this card then starts the new pile
    (it is still resolving, so it is not among the cards shuffled in)."""

    key = "empty_the_trash"
    uses = frozenset({"action"})

    def play(self, t: Table, src: Step, p) -> None:
        st = t.st
        st.draw_pile.extend(st.discard)
        st.discard.clear()
        st.rng.shuffle(st.draw_pile)
        t.log("The discard pile is shuffled into the draw pile.")
