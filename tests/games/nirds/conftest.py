"""Helpers for the Nirds vs Gnomes rules tests, handed out through the `kit` fixture.

The helpers live on a fixture object (not an importable module) so the tests
work under every pytest import mode. Cards are found by id (`kit.nird("odd_owl")`),
and `kit.table(...)` builds a game and then places exactly the cards and dice a
rules scenario needs, so each test reads like the rulebook's example.
"""

from __future__ import annotations

import pytest

from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.games.nirds import GAME
from nifty_table.games.nirds import actions as a
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.decision import Decision, decision
from nifty_table.games.nirds.state import FREE, NirdsState, Options, Phase


class Kit:
    game = GAME
    a = a
    Decision = Decision
    Phase = Phase
    IllegalAction = IllegalAction
    FREE = FREE

    def seats(self, n: int) -> list[Seat]:
        return [Seat(name=name) for name in ("Anton", "Beatrix", "Cleo", "Dag")[:n]]

    def new(self, players: int = 2, seed: int = 1, **options) -> NirdsState:
        return GAME.new_game(self.seats(players), Options(**options), seed)

    def nird(self, ident: str, copy: int = 0) -> int:
        found = [i for i, n in enumerate(catalog().nirds) if n.id == ident]
        return found[copy]

    def gnome(self, ident: str) -> int:
        return next(i for i, g in enumerate(catalog().gnomes) if g.id == ident)

    def tactic(self, effect: str, copy: int = 0) -> int:
        return [i for i, c in enumerate(catalog().tactics) if c.effect == effect][copy]

    def take_nird(self, state: NirdsState, card: int) -> None:
        """Lift a Nird card from wherever it is (decks, market, armies)."""
        for pile in (
            state.level1_deck,
            state.level2_deck,
            state.market1,
            state.market2,
            state.removed,
        ):
            if card in pile:
                pile.remove(card)
                return
        for p in state.players:
            if card in p.army:
                p.army.remove(card)
                if card in p.asleep:
                    p.asleep.remove(card)
                return
        raise AssertionError(f"nird {card} is nowhere")

    def take_gnome(self, state: NirdsState, gnome: int) -> None:
        for pile in (state.draw_pile, state.knocked_out, state.unused_gnomes, state.minion_pile):
            if gnome in pile:
                pile.remove(gnome)
                return
        for p in state.players:
            if gnome in p.gnomes:
                p.gnomes.remove(gnome)
                state.damage.pop(gnome, None)
                return
        raise AssertionError(f"gnome {gnome} is nowhere")

    def set_army(self, state: NirdsState, seat: int, idents: list[str]) -> list[int]:
        """Replace a player's army with these cards (the old ones leave the game)."""
        player = state.players[seat]
        for card in list(player.army):
            self.take_nird(state, card)
            state.removed.append(card)
        cards = []
        for ident in idents:
            copy = 0
            while self.nird(ident, copy) in cards:
                copy += 1
            card = self.nird(ident, copy)
            self.take_nird(state, card)  # from anywhere, even another army
            player.army.append(card)
            cards.append(card)
        return cards

    def set_gnomes(self, state: NirdsState, seat: int, idents: list[str]) -> list[int]:
        player = state.players[seat]
        for g in list(player.gnomes):
            self.take_gnome(state, g)
            state.unused_gnomes.append(g)
        out = []
        for ident in idents:
            g = self.gnome(ident)
            self.take_gnome(state, g)
            player.gnomes.append(g)
            out.append(g)
        return out

    def set_dice(self, state: NirdsState, seat: int, faces: list[int]) -> None:
        player = state.players[seat]
        state.dice_pool += len(player.dice) - len(faces)
        player.dice = list(faces)
        player.spot = [FREE] * len(faces)

    def rulebook_trade(self) -> NirdsState:
        """The rulebook's trade: seat 0 gains by giving a 1 for seat 1's 6."""
        for seed in range(40):
            state = self.new(2, seed=seed)
            if state.phase is Phase.TRADING:
                break
        self.set_army(state, 0, ["wompins_leader", "sharp_sparrow", "wompins_techie"])
        state.players[0].leader = "wompins"
        self.set_army(state, 1, ["odd_owl", "peck_private"])
        self.set_dice(state, 0, [3, 1, 1, 1])
        self.set_dice(state, 1, [6, 2, 2, 2])
        state.first = 0
        return state

    def give_tactic(self, state: NirdsState, seat: int, effect: str) -> int:
        for copy in range(6):
            card = self.tactic(effect, copy)
            if card in state.tactic_deck:
                state.tactic_deck.remove(card)
                state.players[seat].tactics.append(card)
                return card
        raise AssertionError(f"no {effect} left in the tactic deck")

    def to_action_phase(self, state: NirdsState) -> None:
        """Everyone agrees to stop trading (and Sneefle leaves the dice)."""
        while state.phase is Phase.TRADING:
            _, seat = decision(state)
            self.do(state, a.Ready(seat=seat))
        if state.phase is Phase.SNEEFLE:
            _, seat = decision(state)
            self.do(state, a.Adjust(seat=seat, die=-1))
        assert state.phase is Phase.ACTION

    # The scenarios edit states by hand between steps: each step first drops
    # the engine's cached legal actions, which only an apply keeps up to date.
    def do(self, state: NirdsState, action):
        GAME.forget()
        events = GAME.apply(state, action)
        assert GAME.check_invariants(state) == [], GAME.check_invariants(state)
        return events

    def refused(self, state: NirdsState, action) -> str:
        GAME.forget()
        before = state.model_dump()
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, action)
        assert state.model_dump() == before
        return err.value.reason

    def now(self, state: NirdsState):
        return decision(state)

    def legal(self, state: NirdsState, seat: int | None = None, kind: str | None = None):
        GAME.forget()
        return [
            x
            for x in GAME.legal_actions(state)
            if (seat is None or x.seat == seat) and (kind is None or x.kind == kind)
        ]


@pytest.fixture
def kit() -> Kit:
    return Kit()
