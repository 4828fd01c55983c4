"""Computer players for Get Nifty. They see their seat's view and legal
actions only (engine/strategies.py); the deck data tells them card stats.

The heuristic gets Safe and Weird by challenging itself with a weak card
when it holds a strong answer, steals or knocks markers off whoever is
closest to winning, defends with its best card while losing, asks for help
and accepts it, offers help when it gains from it or hurts the leader,
buys the token as cheaply as it can and plays Characters for Niftyness.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from nifty_table.engine.contract import Action
from nifty_table.engine.rng import Rng
from nifty_table.engine.search import SearchStrategy
from nifty_table.games.get_nifty import actions as A
from nifty_table.games.get_nifty.blunders import can_help, sensible
from nifty_table.games.get_nifty.cards import Card, load_deck
from nifty_table.games.get_nifty.search import make as make_search
from nifty_table.games.get_nifty.view import GetNiftyView

ATTACK_THRESHOLD = 6  # how good a challenge of another player must look
STAT = {"danger": ("danger", "safety"), "boredom": (None, "weirdness")}


def _n(value: int | None) -> int:
    return 99 if value is None else value


def _points(total: str) -> int:
    return 99 if total == "∞" else int(total)


class Heuristic:
    name = "heuristic"

    def __init__(self) -> None:
        self.card: dict[str, Card] = load_deck().cards

    # -- helpers ---------------------------------------------------------------
    def _team(self, v: GetNiftyView, seat: int):
        return v.teams[v.seats[seat].team]

    def _leader(self, v: GetNiftyView, me: int) -> int | None:
        """The other team closest to winning (with a token first)."""
        mine = v.seats[me].team
        best, best_score = None, -1
        count = len(v.teams)
        # Clockwise from my own team, so a tie never favours a fixed seat number.
        for i in ((mine + k) % count for k in range(1, count)):
            team = v.teams[i]
            score = team.niftyness + (10 if team.token else 0)
            score += 3 * (team.safe.marked + team.weird.marked)
            if score > best_score:
                best, best_score = i, score
        return best

    def _value(self, card: str, stat: str | None) -> int:
        c = self.card[card]
        if c.type == "boredom":
            return c.value
        return _n(c.stat(stat)) if stat else 0

    # -- on your turn and in challenges ------------------------------------------
    def choose(self, view: GetNiftyView, legal: Sequence[Action], rng: Rng) -> Action:
        # Any: each list holds one kind of action, whose fields its reader knows.
        by_kind: dict[str, list[Any]] = {}
        for a in sensible(view, legal, self.card):
            by_kind.setdefault(a.kind, []).append(a)
        if "stop_asking" in by_kind:
            return (by_kind.get("accept_help") or by_kind["stop_asking"])[0]
        if "done" in by_kind:
            return self._in_challenge(view, by_kind)
        return self._turn(view, by_kind)

    def _in_challenge(self, v: GetNiftyView, acts: dict[str, list[Any]]) -> Action:
        ch = v.challenge
        assert ch is not None
        me = v.seat
        side = ch.turn
        done = acts["done"][0]
        if ch.challenger == ch.defender == me and side == "attack":
            return done  # against yourself: let the defence win
        if ch.losing != side:
            return done
        attack_stat, defence_stat = STAT[ch.kind]
        stat = attack_stat if side == "attack" else defence_stat
        mine, theirs = (ch.attack, ch.defence) if side == "attack" else (ch.defence, ch.attack)
        gap = _points(theirs.total) - _points(mine.total) + (1 if side == "attack" else 0)
        if "use_power" in acts:
            return acts["use_power"][0]
        adds = acts.get("add", [])
        if side == "attack" and gap > 6 and ch.challenger != ch.defender:
            adds = []  # not worth a hand of cards
        if adds and side == "defence" and not ch.defence_answered and gap <= 0:
            # The Objects and Plot already hold, but the defence must answer
            # with a card: the least useful one will do.
            return min(adds, key=lambda a: self._value(a.card, stat))
        if adds:
            best = max(adds, key=lambda a: self._value(a.card, stat))
            if self._value(best.card, stat) > 0 or self.card[best.card].cancels:
                return best
        if "ask_help" in acts:
            return acts["ask_help"][0]
        return done

    def _turn(self, v: GetNiftyView, acts: dict[str, list[Any]]) -> Action:
        assert v.seat is not None
        if "buy_token" in acts:
            return min(
                acts["buy_token"], key=lambda a: sum(_n(self.card[c].niftyness) for c in a.cards)
            )
        if "play_nifty" in acts:
            return max(acts["play_nifty"], key=lambda a: _n(self.card[a.card].niftyness))
        if "play_state" in acts:
            return acts["play_state"][0]
        team = self._team(v, v.seat)
        saving = not team.token and team.safe.active and team.weird.active
        for a in acts.get("play_object", []):
            c = self.card[a.card]
            if saving and _n(c.niftyness) > 0:
                continue  # keep it towards the token's price
            if sum(_n(c.stat(s)) for s in ("safety", "weirdness", "niftyness")) > 1:
                return a
        plan = self._self_challenge(v, acts.get("challenge", []))
        if plan is not None:
            return plan
        attack = self._attack(v, acts.get("challenge", []))
        if attack is not None:
            return attack
        better = [
            a
            for a in acts.get("play_plot", [])
            if self._plot_worth(v, a.card) > self._plot_worth(v, v.plot) + 1
        ]
        if better:
            return max(better, key=lambda a: self._plot_worth(v, a.card))
        # Cycle the hand: throw away what is of little use, keep the best.
        discards = acts.get("discard", [])
        junk = [a for a in discards if self._worth(v, a.card) <= 2]
        if saving:  # dig for Niftyness: anything that cannot pay for the token goes
            junk += [
                a
                for a in discards
                if self.card[a.card].type not in ("character", "object") and a not in junk
            ]
        if discards and len(v.hand) >= 5:
            junk = junk or discards  # a full hand that does nothing: cycle one card
        if junk and len(v.hand) >= 4:
            return min(junk, key=lambda a: self._worth(v, a.card))
        return acts["end_turn"][0]

    def _self_challenge(self, v: GetNiftyView, starts: list[Any]) -> Action | None:
        """Challenge yourself only with an answer in hand that wins it alone:
        losing against yourself could only Flux your own card."""
        me = v.seat
        assert me is not None  # a computer seat's view
        team = self._team(v, me)
        for kind, slot in (("danger", team.safe), ("boredom", team.weird)):
            if slot.card is None or (slot.marked and not slot.fluxed):
                continue
            mine = [a for a in starts if a.target == me and self._kind(a.card) == kind]
            if not mine:
                continue
            attack_stat, _ = STAT[kind]
            weakest = min(mine, key=lambda a: self._boosted(v, a.card, attack_stat))
            if self._wins_alone(v, kind, weakest.card):
                return weakest
        return None

    def _wins_alone(self, v: GetNiftyView, kind: str, attack_card: str) -> bool:
        """Whether this seat, attacking itself with `attack_card`, can answer
        with one card of its hand and hold, counting its team's Objects and the
        Plot, with the Plot's boosts, and leaving out whatever the attack card
        cancels."""
        me = v.seat
        assert me is not None  # a computer seat's view
        attack_stat, defence_stat = STAT[kind]
        attacker = self.card[attack_card]
        cancels = attacker.type == "character" and attacker.only_in in (None, kind)

        def cancelled(card: str) -> bool:
            return cancels and attacker.targets(self.card[card])

        need = self._boosted(v, attack_card, attack_stat) + self._plot(v, attack_stat)
        team = v.seats[me].team  # at six, the partner defends with you, Objects and all
        own = [o for seat in v.seats if seat.team == team for o in seat.objects if not cancelled(o)]
        if kind == "boredom" and any(self.card[o].weirdness is None for o in own):
            return True  # an infinite defence holds without an answer
        have = sum(self._boosted(v, o, defence_stat) for o in own) + self._plot(v, defence_stat)
        answers = [
            self._boosted(v, c, defence_stat)
            for c in v.hand
            if c != attack_card
            and not cancelled(c)
            and (
                self.card[c].type == "character"
                or (self.card[c].type == "object" and self._boosted(v, c, defence_stat) > 0)
            )
        ]
        return bool(answers) and have + max(answers) >= need

    def _boosted(self, v: GetNiftyView, card: str, stat: str | None) -> int:
        """A card's value for `stat` with the Plot's boosts to its attributes
        (a Boredom card's value when `stat` is None)."""
        c = self.card[card]
        if stat is None:
            return c.value
        value = _n(c.stat(stat))
        if v.plot is not None and value != 99:
            value += sum(
                b.amount
                for b in self.card[v.plot].boosts
                if b.stat == stat and b.attribute in c.attributes
            )
        return value

    def _attack(self, v: GetNiftyView, starts: list[Any]) -> Action | None:
        me = v.seat
        assert me is not None  # a computer seat's view
        leader = self._leader(v, me)
        if leader is None:
            return None
        seats = len(v.seats)
        # Nearest target clockwise first: on a tie no fixed seat number is picked on.
        others = sorted(
            (a for a in starts if a.target != me), key=lambda a: (a.target - me) % seats
        )
        mine = self._team(v, me)
        best, best_score = None, 0
        for a in others:
            kind = self._kind(a.card)
            target = self._team(v, a.target)
            slot = target.safe if kind == "danger" else target.weird
            own = mine.safe if kind == "danger" else mine.weird
            score = 0
            if slot.marked:
                close = target.token and target.niftyness >= v.target - 6
                score += 2 + (4 if close else 0)
            elif own.card is None or own.fluxed:
                score += 3  # a card to steal
            if v.seats[a.target].team == leader:
                score += 2
            score += self._value(a.card, "danger" if kind == "danger" else None) // 2
            if score > best_score:
                best, best_score = a, score
        return best if best_score >= ATTACK_THRESHOLD else None

    def _worth(self, v: GetNiftyView, card: str) -> int:
        assert v.seat is not None  # a computer seat's view
        c = self.card[card]
        if c.type == "state":
            return 0  # listed for discard only when it cannot be played
        team = self._team(v, v.seat)
        if c.type == "boredom":
            needs = team.weird.card is not None and not team.weird.active
            return 5 if needs and c.value <= 2 else c.value
        if c.type == "plot":
            return 2
        return max(_n(c.safety), _n(c.weirdness), _n(c.niftyness), _n(c.danger) - 1)

    def _plot_worth(self, v: GetNiftyView, plot: str | None) -> int:
        """How much a Plot suits this seat: Niftyness for a token holder,
        safe defences while it needs to Get Safe, Weirdness likewise."""
        if plot is None:
            return 0
        c = self.card[plot]
        assert v.seat is not None  # a computer seat's view
        team = self._team(v, v.seat)
        worth = _n(c.niftyness) * (3 if team.token else 1)
        worth += (_n(c.safety) - _n(c.danger)) * (2 if not team.safe.active else 1)
        worth += _n(c.weirdness) * (2 if not team.weird.active else 1)
        return worth

    def _kind(self, card: str) -> str:
        return "danger" if self.card[card].type == "character" else "boredom"

    def _plot(self, v: GetNiftyView, stat: str | None) -> int:
        if v.plot is None or stat is None:
            return 0
        return _n(self.card[v.plot].stat(stat))

    # -- out of turn --------------------------------------------------------------
    def react(self, view: GetNiftyView, legal: Sequence[Action], rng: Rng) -> Action | None:
        ch = view.challenge
        me = view.seat
        if ch is None or me is None:
            return None
        leader = self._leader(view, me)
        offer = next((a for a in legal if isinstance(a, A.OfferHelp)), None)
        if offer is not None:
            asking = ch.turn  # the side asking is the one on turn
            lead = ch.challenger if asking == "attack" else ch.defender
            other_lead = ch.defender if asking == "attack" else ch.challenger
            mine = self._team(view, me)
            slot = mine.safe if ch.kind == "danger" else mine.weird
            gains = asking == "defence" and slot.card is not None and not slot.marked
            gains |= asking == "attack" and (slot.card is None or slot.fluxed)
            hurts_leader = view.seats[other_lead].team == leader
            helpful = can_help(view, self.card)  # an offer with nothing to add only delays
            if (gains or hurts_leader) and helpful and view.seats[lead].team != leader:
                return offer
        return None


def search() -> SearchStrategy:
    return make_search(fallback=Heuristic)


STRATEGIES = {"heuristic": Heuristic, "search": search}
