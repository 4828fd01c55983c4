"""The shape every effect handler has, and the registry they join.

A handler is one object per key (see assets/fluxx/HANDLERS.md). Cards name
it; its code exists once. It is registered here when its module in `effects/`
is imported (`effects/__init__.py` imports them all). The turn machine and
card play look handlers up in `EFFECTS` and never import a handler module, so
handlers may import them freely.

A handler may push "fx" steps (`Table.push_effect`) onto the stack and then
answers for them: the choices offered (`options`), a yes/no question
(`question`/`answer`), or automatic work (`advance`). Steps hold only data, so
a save taken in the middle of any effect resumes exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.actions import Pick, pick_card_action, pick_seat_action

if TYPE_CHECKING:
    from nifty_table.games.fluxx.state import Step
    from nifty_table.games.fluxx.table import Table

EFFECTS: dict[str, Effect] = {}


class NoParams(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    def card_refs(self) -> list[str]:
        """Card ids named in the params (checked to exist when the deck loads)."""
        return []


class CountParams(NoParams):
    """A number of cards, 3 unless the card says (a bonus rule, a free action)."""

    count: int = Field(default=3, ge=0)


class Effect:
    key: ClassVar[str]
    # Where a card may name this key: "rule", "action" (also a Surprise's
    # on-turn mode), "counter" (a Surprise out of turn), "keeper", "creeper".
    uses: ClassVar[frozenset[str]]
    Params: ClassVar[type[BaseModel]] = NoParams
    activated: ClassVar[bool] = False  # a power or free action the owner chooses to use
    anyone: ClassVar[bool] = False  # a Creeper's power any active player may use
    public_cards: ClassVar[bool] = False  # cards its steps hold are face up (else owner only)
    # Its steps' `picked` is a secret choice (a rock-paper-scissors throw): only
    # the step's own seat sees it, until the step reveals it in the log.
    secret_picks: ClassVar[bool] = False

    # -- a card played (an Action, or a Surprise on its owner's turn) ----------
    def play(self, table: Table, src: Step, params: Any) -> None:
        """Start the card's effect. `src` is its resolve step (the card is
        discarded once every step pushed here has finished)."""

    # -- a New Rule arriving ---------------------------------------------------
    def landed(self, table: Table, card: str, params: Any) -> None:
        """Immediate effect of a stacking rule as it lands."""

    # -- a turn starting, drawing, ending ------------------------------------------
    def turn_start(self, table: Table, seat: int, card: str) -> None:
        """Called as `seat`'s turn begins, for each New Rule in play and each card
        on that seat's table that names this handler (a question, a raid ...)."""

    def before_draw(self, table: Table, seat: int, card: str) -> None:
        """Called for each New Rule in play naming this handler just before the
        active player's draw step draws (an extra draw for an empty hand)."""

    def turn_end(self, table: Table, seat: int, card: str) -> None:
        """Called for each New Rule in play naming this handler as `seat`'s turn
        ends, before the next turn is set up."""

    def any_turn_end(self, table: Table, seat: int) -> None:
        """Called as any seat's turn ends, for every handler a New Rule of the
        deck names, in play or not, before the `turn_end` of the rules in play
        (what a handler remembers about a seat's last turn starts afresh)."""

    # -- a New Rule leaving, and rules that change how the turn is played ----------
    def left_play(self, table: Table, card: str) -> None:
        """A New Rule naming this handler has just left play: its effects stop
        at once, and whatever it held is cleaned up now."""

    def random_play(self, table: Table) -> bool:
        """While a New Rule naming this handler is in play: is the active
        player's next play picked at random from their hand?"""
        return False

    # -- free actions and activated powers ---------------------------------------
    def usable(self, table: Table, card: str, params: Any) -> bool:
        return False

    def use(self, table: Table, card: str, params: Any) -> None:
        raise NotImplementedError(self.key)

    # -- a Surprise out of turn, when it wins the parity count ---------------------
    def counter(self, table: Table, window: Step, seat: int, card: str) -> None:
        raise NotImplementedError(self.key)

    def fits(self, table: Table, window: Step, seat: int, card: str) -> bool:
        """May `seat` answer this window with the Surprise `card`?"""
        return True

    # -- the steps this handler pushed ---------------------------------------------
    def advance(self, table: Table, step: Step) -> bool:
        """Automatic work before the step asks anyone; True if something changed.

        A "go" step (pushed under a reaction window) does its deed unless a
        Surprise cancelled it. A choice with nothing to choose from is skipped
        silently."""
        if step.stage == "go":
            table.pop()
            if not step.cancelled:
                self.go(table, step)
            return True
        if step.ask:
            return False
        options = self.options(table, step)
        if options:
            table.offered = options  # the turn machine stops here: kept for the legal actions
            return False
        self.choose(table, step, None)
        return True

    def go(self, table: Table, step: Step) -> None:
        """The deed a "go" step waited for (see `advance`)."""

    def options(self, table: Table, step: Step) -> list[Action]:
        return []

    def first_choice(self, table: Table, step: Step) -> Action | None:
        """The option a person's cursor starts on; None: the first offered."""
        return None

    def decider(self, table: Table, step: Step) -> int:
        """The seat this step asks."""
        return step.seat

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()

    def question(self, table: Table, step: Step) -> str:
        return "Yes or no?"

    def answer(self, table: Table, step: Step, yes: bool) -> None:
        table.pop()

    def bot_answer(self, table: Table, step: Step) -> bool:
        """What a computer seat answers to this step's yes/no question."""
        return True

    def about_the_person(self, step: Step) -> bool:
        """Whether this step's question asks what only the person knows (a
        birthday, a shout they made): its true answer is the only right one."""
        return False

    def label(self, table: Table, step: Step, action: Pick) -> str:
        """A short menu label for one of this step's choices."""
        parts = []
        if action.card is not None:
            parts.append(table.card_name(action.card))
        if action.target is not None:
            parts.append(table.who(action.target))
        if action.option is not None:
            parts.append(action.option.replace("_", " ").capitalize())
        return " · ".join(parts) or "Choose"


class ChooseOpponent(Effect):
    """An Action that starts by choosing an opponent (protected ones cannot be)."""

    def play(self, table: Table, src: Step, params) -> None:
        table.push_effect(self.key, src.seat, stage="who", card=src.card)

    def candidates(self, table: Table, seat: int) -> list[int]:
        return table.others(seat)

    def options(self, table: Table, step: Step) -> list[Action]:
        return seats_pick(step.seat, self.candidates(table, step.seat))

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, choose a player for {table.card_name(step.card or '')}."


class OthersDiscard(Effect):
    """Shared flow: every other (unprotected) player, in turn order, discards
    a card of the type `wanted` names from their hand, their choice; without
    one, a random card of theirs goes. "any": a card of their choice."""

    def wanted(self, table: Table, step: Step) -> str:
        raise NotImplementedError(self.key)

    def others_discard(self, table: Table, src: Step) -> None:
        """Push one "discard" step per other player (the first to ask on top)."""
        for seat in reversed(table.others(src.seat)):
            table.push_effect(self.key, seat, stage="discard", card=src.card, target=src.seat)

    def _matching(self, table: Table, step: Step) -> list[str]:
        want = self.wanted(table, step)
        hand = table.state.hands[step.seat]
        return (
            hand if want == "any" else [card for card in hand if table.catalog.type[card] == want]
        )

    def advance(self, table: Table, step: Step) -> bool:
        state = table.state
        hand = state.hands[step.seat]
        if not hand:
            table.pop()
            return True
        if self._matching(table, step):
            return False
        table.pop()
        card = hand.pop(state.rng.below(len(hand)))
        state.discard.append(card)
        table.log(
            f"{table.who(step.seat)} has no card of that kind: "
            f"{table.card_name(card)} is discarded at random."
        )
        return True

    def options(self, table: Table, step: Step) -> list[Action]:
        return cards_pick(step.seat, self._matching(table, step))

    def text(self, table: Table, step: Step) -> str:
        want = self.wanted(table, step)
        what = "a card" if want == "any" else f"a card of type {want}"
        return f"{table.who(step.seat)}, {table.card_name(step.card or '')}: discard {what}."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        table.pop()
        if action is None or action.card is None:
            return
        table.state.hands[step.seat].remove(action.card)
        table.state.discard.append(action.card)
        table.log(f"{table.who(step.seat)} discards {table.card_name(action.card)}.")


def holds_secret(step: Step | None) -> bool:
    """Does this step hold a secret choice (a first throw) that its answer shows?"""
    return (
        step is not None
        and step.kind == "fx"
        and bool(step.picked)
        and EFFECTS[step.handler].secret_picks
    )


def withheld_from_hints(step: Step | None) -> str | None:
    """Why a hint leaves this decision alone, or None: the person is asked
    what only they know, and a look-ahead would weigh the answers by what
    they bring (a "yes" to a birthday plays more cards)."""
    if step is None or step.kind != "fx" or not step.ask:
        return None
    if not EFFECTS[step.handler].about_the_person(step):
        return None
    return "Only you know the true answer to this one: give it. A hint does not weigh it."


def first_choice(table: Table, step: Step | None) -> Action | None:
    """Where the cursor starts at the decision on this step, if not on the
    first choice."""
    if step is None or step.kind != "fx" or step.ask:
        return None
    return EFFECTS[step.handler].first_choice(table, step)


def src_index(table: Table) -> int:
    """Stack index of the step on top: the resolve step while `play` runs."""
    return len(table.state.stack) - 1


def register(cls: type[Effect]) -> type[Effect]:
    EFFECTS[cls.key] = cls()
    return cls


# -- New Rules leaving play ----------------------------------------------------------
def remove_rule(table: Table, card: str) -> None:
    """A New Rule leaves play (the caller puts it somewhere); its handler cleans up."""
    table.take_rule(card)
    key = table.catalog.rule_effect.get(card)
    if key is not None:
        EFFECTS[key].left_play(table, card)


def discard_rule(table: Table, card: str) -> None:
    remove_rule(table, card)
    table.discard(card)


# -- small helpers the handlers share ----------------------------------------------
def cards_pick(seat: int, cards: list[str]) -> list[Action]:
    return [pick_card_action(seat, card) for card in cards]


def seats_pick(seat: int, seats: list[int]) -> list[Action]:
    return [pick_seat_action(seat, target) for target in seats]


def power_usable(table: Table, card: str) -> bool:
    """Can the activated power of this Keeper or Creeper be used right now?"""
    key = table.catalog.power.get(card)
    if key is None:
        return False
    effect = EFFECTS[key]
    return effect.activated and effect.usable(table, card, table.card_params(card, key))


def take_label(table: Table, action: Pick) -> str:
    """'Take Serenity from Mal': a choice of a Keeper on someone else's table."""
    card = action.card or ""
    return f"Take {table.card_name(card)} from {table.who(table.owner(card) or 0)}"


def swap_keepers(table: Table, seat: int, mine: str, theirs: str, victim: int | None) -> bool:
    """Swap `mine` (on `seat`'s table) with `theirs` (on `victim`'s), if both are
    still where they were when chosen; True if the swap happened."""
    if victim is None or table.owner(mine) != seat or table.owner(theirs) != victim:
        return False
    table.move(mine, victim)
    table.move(theirs, seat)
    return True
