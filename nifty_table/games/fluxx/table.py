"""The table: the state, its deck and the event log of one call, with the moves
every rule is made of (draw, discard, place, take a rule away ...).

A `Table` lives for one engine call; it holds no state of its own that matters
after the call, so the pydantic state stays the whole truth.
"""

from __future__ import annotations

from nifty_table.engine.contract import Event
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.rule_info import RuleInfo, rule_info
from nifty_table.games.fluxx.state import FluxxState, Step

LOG_KEEP = 200  # the log in the state is for display; replays use the actions


class Table:
    __slots__ = ("_info", "cat", "events", "st")

    def __init__(self, cat: Catalog, st: FluxxState) -> None:
        self.cat = cat
        self.st = st
        self.events: list[Event] = []
        self._info: RuleInfo | None = None

    # -- reading ---------------------------------------------------------------
    @property
    def info(self) -> RuleInfo:
        """What the rules in play say (kept until a rule comes or goes)."""
        info = self._info
        if info is None:
            info = self._info = rule_info(self.cat, self.st.rules)
        return info

    def p(self, card: str, key: str):
        """The params a card gives the handler `key`, as the rules in play read
        them: under Inflation every number the card writes in digits is 1 more."""
        cat = self.cat
        return (cat.inflated_params if self.info.infl else cat.params)[(card, key)]

    def who(self, seat: int) -> str:
        return self.st.seats[seat].name

    def cn(self, card: str) -> str:
        return self.cat.name[card]

    @staticmethod
    def cards(n: int) -> str:
        """'1 card', '3 cards'."""
        return f"{n} card" if n == 1 else f"{n} cards"

    def names(self, cards: list[str]) -> str:
        return ", ".join(self.cat.name[c] for c in cards) or "nothing"

    def others(self, seat: int, *, unprotected: bool = True) -> list[int]:
        """The other seats in turn order after `seat`; protected ones left out."""
        n = len(self.st.seats)
        order = [(seat + i) % n for i in range(1, n)]
        if unprotected and self.st.protected:
            return [s for s in order if s not in self.st.protected]
        return order

    def in_play(self, effect: str) -> str | None:
        """The card of a stacking rule in play with this effect key, if any."""
        return self.info.effects.get(effect)

    def owner(self, card: str) -> int | None:
        for seat, tbl in enumerate(self.st.tables):
            if card in tbl:
                return seat
        return None

    def keepers(self, seat: int) -> list[str]:
        kind = self.cat.type
        return [c for c in self.st.tables[seat] if kind[c] == "keeper"]

    # -- the log ---------------------------------------------------------------
    def log(self, text: str, private: dict[int, str] | None = None) -> None:
        self.events.append(Event(text=text, private=private or {}))
        log = self.st.log
        log.append(text)
        if len(log) > LOG_KEEP:
            del log[: len(log) - LOG_KEEP]

    # -- the stack -------------------------------------------------------------
    def push(self, step: Step) -> Step:
        self.st.stack.append(step)
        return step

    def pop(self) -> Step:
        return self.st.stack.pop()

    def fx(self, h: str, seat: int, **fields) -> Step:
        """Push a step owned by the effect handler `h`."""
        return self.push(Step(k="fx", h=h, seat=seat, **fields))

    # -- moving cards ----------------------------------------------------------
    def top_card(self) -> str | None:
        """Take the top card of the draw pile, reshuffling the discards if it is empty."""
        st = self.st
        if not st.draw_pile:
            if not st.discard:
                return None
            st.draw_pile, st.discard = st.discard, []
            st.rng.shuffle(st.draw_pile)
            self.log("The draw pile ran out: the discard pile is shuffled into a new one.")
        return st.draw_pile.pop()

    def draw(self, seat: int, n: int, into: list[str] | None = None) -> list[str]:
        """Draw n cards for `seat` into its hand (or a temporary hand).

        A Creeper drawn at any time goes straight onto the drawer's table and is
        replaced: it never counts toward n and is never a play.
        """
        target = self.st.hands[seat] if into is None else into
        got: list[str] = []
        creepers = self.cat.has_creepers
        kind = self.cat.type
        while len(got) < n:
            card = self.top_card()
            if card is None:
                break
            if creepers and kind[card] == "creeper":
                self.st.tables[seat].append(card)
                self.log(
                    f"{self.who(seat)} draws the Creeper {self.cn(card)}: it goes on the table."
                )
                continue
            target.append(card)
            got.append(card)
        if got:
            self.log(
                f"{self.who(seat)} draws {self.cards(len(got))}.",
                {seat: f"You drew {self.names(got)}."},
            )
        return got

    def discard(self, card: str) -> None:
        self.st.discard.append(card)

    def place(self, seat: int, card: str) -> None:
        """A Keeper or Creeper lands on a seat's table."""
        self.st.tables[seat].append(card)

    def unplace(self, card: str) -> int:
        """Take a card off whichever table holds it; returns the old owner."""
        seat = self.owner(card)
        if seat is None:
            raise ValueError(f"{card} is on no table")
        self.st.tables[seat].remove(card)
        return seat

    def move(self, card: str, to: int) -> int:
        """Move a Keeper or Creeper from its table to another seat's table."""
        frm = self.unplace(card)
        self.place(to, card)
        return frm

    def add_rule(self, card: str) -> None:
        self.st.rules.append(card)
        self._info = None

    def remove_rule(self, card: str) -> None:
        """A New Rule leaves play (the caller puts it somewhere). Its effects
        stop at once; the rules with a lasting attachment clean up now."""
        st = self.st
        st.rules.remove(card)
        self._info = None
        key = self.cat.rule_effect.get(card)
        if key == "lets_keep_doing_that" and st.attached is not None:
            self.log(f"{self.cn(st.attached)} is no longer tucked under a rule: discarded.")
            st.discard.append(st.attached)
            st.attached = None
        elif key == "double_agenda" and len(st.goals) > 1:
            # The active player decides which Goal stays (HANDLERS: double_agenda).
            self.fx("double_agenda", st.active, s="keep")

    def discard_rule(self, card: str) -> None:
        self.remove_rule(card)
        self.discard(card)

    def goal_capacity(self) -> int:
        return 2 if "double_agenda" in self.info.effects else 1
