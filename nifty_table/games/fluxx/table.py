"""The table: the state, its deck and the event log of one call, with the moves
every rule is made of (draw, discard, place, take a rule away ...).

A `Table` lives for one engine call; it holds no state of its own that matters
after the call, so the pydantic state stays the whole truth.
"""

from __future__ import annotations

from nifty_table.engine.contract import Action, Event, new_event
from nifty_table.engine.wording import plural, tidy
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.rule_info import RuleInfo, rule_info
from nifty_table.games.fluxx.state import FluxxState, Step, new_step

LOG_KEEP = 200  # the log in the state is for display; replays use the actions


class Table:
    __slots__ = ("catalog", "events", "info", "offered", "state")

    def __init__(self, catalog: Catalog, state: FluxxState, info: RuleInfo | None = None) -> None:
        """`info`: what the rules in play say, when already read for this state."""
        self.catalog = catalog
        self.state = state
        self.events: list[Event] | None = []
        # The choices a handler's step offered as the turn machine stopped at it
        # (`Effect.advance`), so they are not listed a second time.
        self.offered: list[Action] | None = None
        # What the rules in play say: read at every turn of the loop, so kept
        # as a plain attribute, renewed whenever a rule comes or goes.
        self.info: RuleInfo = info if info is not None else rule_info(catalog, state.rules)

    def card_params(self, card: str, key: str):
        """The params a card gives the handler `key`, as the rules in play read
        them: under Inflation every number the card writes in digits is 1 more."""
        catalog = self.catalog
        return (catalog.inflated_params if self.info.infl else catalog.params)[(card, key)]

    def who(self, seat: int) -> str:
        return self.state.seats[seat].name

    def card_name(self, card: str) -> str:
        return self.catalog.name[card]

    @staticmethod
    def cards(count: int) -> str:
        """'1 card', '3 cards'."""
        return plural(count, "card")

    def names(self, cards: list[str]) -> str:
        return ", ".join(map(self.catalog.name.__getitem__, cards)) or "nothing"

    def others(self, seat: int, *, unprotected: bool = True) -> list[int]:
        """The other seats in turn order after `seat`; protected ones left out."""
        players = len(self.state.seats)
        order = [(seat + i) % players for i in range(1, players)]
        if unprotected and self.state.protected:
            return [seat for seat in order if seat not in self.state.protected]
        return order

    def in_play(self, effect: str) -> str | None:
        """The card of a stacking rule in play with this effect key, if any."""
        return self.info.effects.get(effect)

    def owner(self, card: str) -> int | None:
        for seat, on_table in enumerate(self.state.tables):
            if card in on_table:
                return seat
        return None

    def keepers(self, seat: int) -> list[str]:
        kind = self.catalog.type
        return [card for card in self.state.tables[seat] if kind[card] == "keeper"]

    def has_keepers(self, seat: int) -> bool:
        """Any Keeper on the seat's table? (one test in C: asked whenever
        free actions are listed, while a rule that needs one is in play)"""
        return not self.catalog.keeper_set.isdisjoint(self.state.tables[seat])

    # -- the log ---------------------------------------------------------------
    def log(self, text: str, private: dict[int, str] | None = None) -> None:
        text = tidy(text)  # "plays Shiny!." reads "plays Shiny!"
        events = self.events
        if events is not None:  # (None: nobody reads them, see `apply_quietly`)
            if private:
                private = {seat: tidy(line) for seat, line in private.items()}
            events.append(new_event(text, private))
        log = self.state.log
        log.append(text)
        if len(log) > LOG_KEEP:
            del log[: len(log) - LOG_KEEP]

    # -- the stack -------------------------------------------------------------
    def push(self, step: Step) -> Step:
        self.state.stack.append(step)
        return step

    def pop(self) -> Step:
        return self.state.stack.pop()

    def push_effect(self, handler: str, seat: int, **fields) -> Step:
        """Push a step owned by the effect handler with the key `handler`."""
        return self.push(new_step(kind="fx", handler=handler, seat=seat, **fields))

    # -- moving cards ----------------------------------------------------------
    def top_card(self) -> str | None:
        """Take the top card of the draw pile, reshuffling the discards if it is empty."""
        state = self.state
        if not state.draw_pile:
            if not state.discard:
                return None
            state.draw_pile, state.discard = state.discard, []
            state.rng.shuffle(state.draw_pile)
            self.log("The draw pile ran out: the discard pile is shuffled into a new one.")
        return state.draw_pile.pop()

    def draw(self, seat: int, count: int, into: list[str] | None = None) -> list[str]:
        """Draw n cards for `seat` into its hand (or a temporary hand).

        A Creeper drawn at any time goes straight onto the drawer's table and is
        replaced: it never counts toward n and is never a play.
        """
        target = self.state.hands[seat] if into is None else into
        got: list[str] = []
        creepers = self.catalog.has_creepers
        kind = self.catalog.type
        while len(got) < count:
            card = self.top_card()
            if card is None:
                break
            if creepers and kind[card] == "creeper":
                self.state.tables[seat].append(card)
                self.log(
                    f"{self.who(seat)} draws the Creeper "
                    f"{self.card_name(card)}: it goes on the table."
                )
                continue
            target.append(card)
            got.append(card)
        if got:  # (the cards' names only for the events, when someone reads them)
            mine = {seat: f"You drew {self.names(got)}."} if self.events is not None else None
            self.log(f"{self.who(seat)} draws {self.cards(len(got))}.", mine)
        return got

    def discard(self, card: str) -> None:
        self.state.discard.append(card)

    def place(self, seat: int, card: str) -> None:
        """A Keeper or Creeper lands on a seat's table."""
        self.state.tables[seat].append(card)

    def unplace(self, card: str) -> int:
        """Take a card off whichever table holds it; returns the old owner."""
        seat = self.owner(card)
        if seat is None:
            raise ValueError(f"{card} is on no table")
        self.state.tables[seat].remove(card)
        return seat

    def move(self, card: str, to: int) -> int:
        """Move a Keeper or Creeper from its table to another seat's table."""
        frm = self.unplace(card)
        self.place(to, card)
        return frm

    def add_rule(self, card: str) -> None:
        self.state.rules.append(card)
        self.info = rule_info(self.catalog, self.state.rules)

    def take_rule(self, card: str) -> None:
        """Take a New Rule out of play, and nothing more: rules leave play
        through `registry.remove_rule`, which lets their handler clean up."""
        self.state.rules.remove(card)
        self.info = rule_info(self.catalog, self.state.rules)

    def goal_capacity(self) -> int:
        return 2 if "double_agenda" in self.info.effects else 1
