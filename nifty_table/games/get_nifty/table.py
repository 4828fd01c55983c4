"""The table: the state with its catalog, and the small moves every rule uses
(log, draw, discard, whose team, Niftyness, challenge totals)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from nifty_table.engine.contract import Event, new_event
from nifty_table.engine.wording import closed, in_sentence, tidy
from nifty_table.games.get_nifty.cards import Amount, Card, Catalog, Stat, holds
from nifty_table.games.get_nifty.state import Challenge, GetNiftyState, Kind, SideName, Team

HAND_SIZE = 5
LOG_KEEP = 200
HISTORY_KEEP = 400  # turns of Niftyness history (the state allows no more)
TARGETS = {2: 20, 3: 18, 4: 16, 5: 14, 6: 18}  # Niftyness to win (six: per team)


class Breakdown(NamedTuple):
    """One side's total, in the parts the screen shows."""

    cards: Amount
    objects: Amount
    plot: int

    @property
    def total(self) -> Amount:
        return Amount(
            self.cards.points + self.objects.points + self.plot,
            self.cards.infinite or self.objects.infinite,
        )


class Table:
    def __init__(self, catalog: Catalog, state: GetNiftyState) -> None:
        self.catalog = catalog
        self.card: dict[str, Card] = catalog.cards
        self.state = state
        self.events: list[Event] | None = []

    # -- naming and logging ------------------------------------------------------
    def who(self, seat: int) -> str:
        return self.state.seats[seat].name

    def cn(self, card: str) -> str:
        """A card's name for a sentence (see `in_sentence`)."""
        return in_sentence(self.card[card].name)

    def log(self, text: str, private: dict[int, str] | None = None) -> None:
        text = tidy(text)
        log = self.state.log
        log.append(text)
        if len(log) > LOG_KEEP:
            del log[:-LOG_KEEP]
        events = self.events
        if events is not None:  # (None: nobody reads them, see `apply_quietly`)
            if private:
                private = {seat: tidy(line) for seat, line in private.items()}
            events.append(new_event(text, private))

    # -- teams ---------------------------------------------------------------------
    def team(self, seat: int) -> Team:
        return self.state.teams[self.state.team_of[seat]]

    def seats_of(self, team: int) -> list[int]:
        return [s for s, of in enumerate(self.state.team_of) if of == team]

    def team_name(self, team: int) -> str:
        return " & ".join(self.who(s) for s in self.seats_of(team))

    def verb(self, team: int, one: str, two: str) -> str:
        """The verb that agrees with the team's name: "Ann gets", "Ann & Bo get"."""
        return one if len(self.seats_of(team)) == 1 else two

    # -- cards moving ----------------------------------------------------------------
    def draw_to(self, seat: int, size: int = HAND_SIZE) -> None:
        state = self.state
        hand = state.hands[seat]
        drawn: list[str] = []
        while len(hand) < size:
            if not state.draw_pile:
                if not state.discard:
                    break
                state.draw_pile, state.discard = state.discard, []
                state.rng.shuffle(state.draw_pile)
                self.log("The discards are shuffled into a new draw pile.")
            # All the cards needed (or left) at once, from the top: the end of the list.
            pile = state.draw_pile
            count = min(size - len(hand), len(pile))
            taken = pile[: -count - 1 : -1]
            del pile[-count:]
            hand += taken
            drawn += taken
        if drawn:  # (the cards' names only for the events, when someone reads them)
            mine = None
            if self.events is not None:
                mine = {seat: closed(f"You drew {', '.join([self.cn(c) for c in drawn])}")}
            self.log(f"{self.who(seat)} draws {len(drawn)}.", mine)

    def discard_object(self, card: str) -> None:
        """An Object leaves whoever's table holds it (cancelled or used up)."""
        for row in self.state.objects:
            if card in row:
                row.remove(card)
                break
        ch = self.state.challenge
        if ch is not None and card in ch.fresh_objects:
            ch.fresh_objects.remove(card)
        self.state.discard.append(card)

    # -- Niftyness ------------------------------------------------------------------
    def boosted(self, stat: str) -> dict[str, Stat]:
        """Every card's stat with the Plot's boosts for its attributes."""
        return self.catalog.boosted_stats(self.state.plot, stat)

    def plot_stat(self, stat: str) -> int:
        plot = self.state.plot
        value = self.card[plot].stat(stat) if plot is not None else 0
        return value or 0

    def niftyness(self, team: int) -> int:
        """Characters under the token, the team's Objects (not those still
        fighting in a challenge) and the Plot. Shown to everyone as a running
        total; it wins only with the token, Safe and Weird (`winning_team`)."""
        state = self.state
        # (asked after every action once a team holds a token: no list of the
        # team's seats is made, the Plot's table is looked up once)
        worth = self.catalog.boosted_stats(state.plot, "niftyness")
        fresh = state.challenge.fresh_objects if state.challenge is not None else ()
        total = 0
        for c in state.teams[team].nifty:
            total += worth[c] or 0
        objects = state.objects
        for seat, of in enumerate(state.team_of):
            if of == team:
                for c in objects[seat]:
                    if c not in fresh:
                        total += worth[c] or 0
        return total + self.plot_stat("niftyness")

    def safe_and_weird(self, team: int) -> bool:
        states = self.state.teams[team]
        return states.safe.active and states.weird.active

    def winning_team(self) -> int | None:
        """The team that has Got Nifty. Should two get there at the same moment
        (a Plot changed mid-challenge), the team whose turn it is wins, else the
        first of them clockwise from the player whose turn it is: no seat
        number is favoured."""
        state = self.state
        teams = state.teams
        # Asked after every action, and nearly always nobody: without a token
        # nobody has Got Nifty (one pass, before any list is built).
        for info in teams:
            if info.token:
                break
        else:
            return None
        ready = [  # (Safe and Weird read off the team in hand: `safe_and_weird`)
            team
            for team, info in enumerate(teams)
            if info.token
            and info.safe.active
            and info.weird.active
            and self.niftyness(team) >= state.target
        ]
        if len(ready) < 2:
            return ready[0] if ready else None
        n = len(state.seats)
        return next(
            team for k in range(n) if (team := state.team_of[(state.active + k) % n]) in ready
        )

    # -- challenge totals --------------------------------------------------------------
    def side_objects(self, ch: Challenge, side: SideName) -> list[str]:
        """Objects counting for a side: those of its members (in a challenge
        against yourself your Objects are on your defence only). A new list."""
        objects = self.state.objects
        if side == "attack":
            if ch.self_challenge:
                return []
            out = list(objects[ch.challenger])
            helpers = ch.attack_helpers
        else:
            out = list(objects[ch.defender])
            helpers = ch.defence_helpers
        for seat in helpers:
            out += objects[seat]
        return out

    def breakdown(self, ch: Challenge, side: SideName) -> Breakdown:
        stat = side_stat(ch.kind, side)
        if stat is None:  # a Boredom attack: only its Boredom cards' values count
            known = self.card
            return Breakdown(add_up(known[c].value for c in ch.cards(side)), Amount(), 0)
        values = self.boosted(stat)
        cards = add_up(values[c] for c in ch.cards(side))
        objects = add_up(values[c] for c in self.side_objects(ch, side))
        return Breakdown(cards, objects, self.plot_stat(stat))

    def total(self, ch: Challenge, side: SideName) -> Amount:
        """`breakdown(ch, side).total` without its parts: who is losing is
        asked after most actions, and this adds up one list into one Amount."""
        stat = side_stat(ch.kind, side)
        if stat is None:
            known = self.card
            return add_up(known[c].value for c in ch.cards(side))
        values = self.catalog.boosted_stats(self.state.plot, stat)
        points, infinite = 0, False
        # (add_up's sum, without a generator step per card)
        for c in (*ch.cards(side), *self.side_objects(ch, side)):
            value = values[c]
            if value is None:
                infinite = True
            else:
                points += value
        return Amount(points + self.plot_stat(stat), infinite)

    def defence_holds(self, ch: Challenge) -> bool:
        """At least the attack, once the defence has answered; an infinite
        defence (a Playstashun against Boredom) holds without answering."""
        if not ch.defence_played and self.catalog.unbounded.isdisjoint(
            self.side_objects(ch, "defence")
        ):
            return False  # unanswered, and no Object of the defence can be infinite
        defence = self.total(ch, "defence")
        if not (ch.defence_played or defence.infinite):
            return False
        return holds(defence, self.total(ch, "attack"))

    def losing(self, ch: Challenge) -> SideName:
        return "attack" if self.defence_holds(ch) else "defence"

    def losing_reason(self, ch: Challenge) -> str:
        """Why the losing side is losing, in the rule's words (for the screen)."""
        defence, attack = self.total(ch, "defence"), self.total(ch, "attack")
        if self.losing(ch) == "defence":
            if not ch.defence_played:  # a tie or more counts only once it has answered
                return "it must add a card"
            return "the attack is higher"
        if defence.infinite:
            return "the defence is ∞"
        if defence == attack:
            return "ties go to the defender"
        return "the defence is higher"


def add_up(stats: Iterable[Stat]) -> Amount:
    """Stats summed into one Amount (a None, an infinite stat, makes it infinite):
    what `Amount.plus` one at a time gives, without a tuple per card."""
    points, infinite = 0, False
    for stat in stats:
        if stat is None:
            infinite = True
        else:
            points += stat
    return Amount(points, infinite)


def side_stat(kind: Kind, side: SideName) -> str | None:
    """Which stat a side adds up; a Boredom attack counts only its cards."""
    if kind == "danger":
        return "danger" if side == "attack" else "safety"
    return None if side == "attack" else "weirdness"


def other(side: SideName) -> SideName:
    return "defence" if side == "attack" else "attack"
