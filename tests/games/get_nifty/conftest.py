"""Helpers for the Get Nifty rules tests, handed out through the `kit` fixture.

`kit.table(...)` deals a real game, then puts named cards where a scenario
needs them (hands, Objects, State cards with or without markers, the Plot);
every other card stays in the draw pile, so cards are always conserved.
"""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.games.get_nifty import GAME
from nifty_table.games.get_nifty import actions as A
from nifty_table.games.get_nifty.state import GetNiftyState, Options

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


class Kit:
    game = GAME
    A = A

    def table(
        self,
        players: int = 2,
        hands: dict[int, list[str]] | None = None,
        objects: dict[int, list[str]] | None = None,
        safe: dict[int, str] | None = None,
        weird: dict[int, str] | None = None,
        plot: str | None = None,
        active: int = 0,
        token: tuple[int, ...] = (),
        nifty: dict[int, list[str]] | None = None,
        round_limit: int = 0,
    ) -> GetNiftyState:
        seats = [Seat(name=NAMES[i]) for i in range(players)]
        st = GAME.new_game(seats, Options(round_limit=round_limit), 5)
        for hand in st.hands:
            st.draw_pile.extend(hand)
            hand.clear()
        st.log.clear()
        st.active = active
        for seat, cards in (hands or {}).items():
            st.hands[seat] = [self._take(st, c) for c in cards]
        for seat, cards in (objects or {}).items():
            st.objects[seat] = [self._take(st, c) for c in cards]
        for word, given in (("safe", safe or {}), ("weird", weird or {})):
            for team, how in given.items():
                card = self._take(st, self._free(st, word))
                kind = "danger" if word == "safe" else "boredom"
                st.teams[team].place(kind, card, marked=how == "marked", fluxed=how == "fluxed")
        for team in token:
            st.teams[team].token = True
        for team, cards in (nifty or {}).items():
            st.teams[team].nifty = [self._take(st, c) for c in cards]
        if plot is not None:
            st.plot = self._take(st, plot)
        GAME.forget()
        assert GAME.check_invariants(st) == []
        return st

    @staticmethod
    def _free(st: GetNiftyState, word: str) -> str:
        return next(c for c in st.draw_pile if c.startswith(word))

    @staticmethod
    def _take(st: GetNiftyState, card: str) -> str:
        st.draw_pile.remove(card)
        return card

    def act(self, st: GetNiftyState, action) -> list:
        GAME.forget()
        events = GAME.apply(st, action)
        problems = GAME.check_invariants(st)
        assert problems == [], problems
        return events

    def legal(self, st: GetNiftyState, seat: int | None = None) -> list:
        GAME.forget()
        acts = GAME.legal_actions(st)
        return [a for a in acts if seat is None or a.seat == seat]

    def refused(self, st: GetNiftyState, action) -> str:
        GAME.forget()
        before = st.model_dump()
        with pytest.raises(IllegalAction) as err:
            GAME.apply(st, action)
        assert st.model_dump() == before
        return err.value.reason

    def totals(self, st: GetNiftyState) -> tuple[str, str]:
        v = GAME.view(st, None)
        assert v.challenge is not None
        return v.challenge.attack.total, v.challenge.defence.total

    def challenge(self, st: GetNiftyState, seat: int, target: int, card: str) -> None:
        self.act(st, A.StartChallenge(seat=seat, target=target, card=card))

    def add(self, st: GetNiftyState, seat: int, *cards: str) -> None:
        for card in cards:
            self.act(st, A.AddCard(seat=seat, card=card))

    def done(self, st: GetNiftyState, seat: int) -> None:
        self.act(st, A.Done(seat=seat))

    def prompted(self, st: GetNiftyState) -> int:
        GAME.forget()
        prompt = GAME.prompt(st)
        assert prompt is not None
        return prompt.seat


@pytest.fixture
def kit() -> Kit:
    return Kit()
