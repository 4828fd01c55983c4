"""Helpers for the NΣT! rules tests, handed out through the `kit` fixture.

The helpers live on a fixture object (not in an importable module) so the
tests work under every pytest import mode.

Cards are ints 0..59: colour * 15 + index, where indexes 0..2 are the three 1s
and index v + 1 holds the value v (2..13). `kit.card("B7")` and
`kit.card("R1", copy=2)` spell them readably.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.games.net import GAME, cards
from nifty_table.games.net import board as boards
from nifty_table.games.net.actions import (
    ChooseTeam,
    GiveBonus,
    PickCard,
    PickCharacter,
    PlaceToken,
    PlayCard,
)
from nifty_table.games.net.state import OPEN, NetState, Options, Phase, RoundRules

LETTERS = {"B": 0, "R": 1, "Y": 2, "G": 3}

# Box indexes on the standard board, for readable scenarios.
DISCARD_2, DISCARD_1, EXCEPT_1, PASS_LEFT, NO_DISCARD = range(5)
NO_TRUMP = 4
NO_SUPERTRUMP = 4
VALUE_BOX = {1: 0, 2: 1, 3: 2, 4: 3, -2: 4}


class Kit:
    game = GAME
    DISCARD_2 = DISCARD_2
    DISCARD_1 = DISCARD_1
    EXCEPT_1 = EXCEPT_1
    PASS_LEFT = PASS_LEFT
    NO_DISCARD = NO_DISCARD
    NO_TRUMP = NO_TRUMP
    NO_SUPERTRUMP = NO_SUPERTRUMP
    VALUE_BOX = VALUE_BOX

    # -- cards -------------------------------------------------------------
    @staticmethod
    def card(spec: str, copy: int = 0) -> int:
        """'B7' -> blue 7; 'R1' with copy 0..2 -> one of the three red 1s."""
        colour = LETTERS[spec[0]]
        value = int(spec[1:])
        if value == 1:
            assert 0 <= copy < 3
            c = colour * cards.PER_COLOUR + copy
        else:
            assert 2 <= value <= 13
            c = colour * cards.PER_COLOUR + value + 1
        assert cards.COLOUR[c] == colour and cards.VALUE[c] == value
        return c

    def cards(self, *specs: str) -> list[int]:
        """Several cards; repeated 1s of a colour take the next copy."""
        used: dict[str, int] = {}
        out = []
        for spec in specs:
            copy = used.get(spec, 0)
            used[spec] = copy + 1
            out.append(self.card(spec, copy))
        return out

    # -- seats and fresh games -----------------------------------------------
    @staticmethod
    def seats(n: int) -> list[Seat]:
        return [Seat(name=f"P{i}") for i in range(n)]

    def new(self, players: int, seed: int = 0, board: str = "standard") -> NetState:
        return GAME.new_game(self.seats(players), Options(board=board), seed)

    def with_characters(
        self, players: int, seed: int = 0, chars: Sequence[int] | None = None, **kw
    ) -> NetState:
        """A game past the character choice (seat i plays character chars[i])."""
        state = self.new(players, seed, **kw)
        chars = list(chars) if chars is not None else list(range(players))
        # Characters are picked seat by seat, starting at seat 0.
        for seat, ch in enumerate(chars):
            assert state.turn == seat
            GAME.apply(state, PickCharacter(seat=seat, character=ch))
        assert state.phase is Phase.NYET
        return state

    def cover_all_but(self, state: NetState, keep: Sequence[int]) -> list[PlaceToken]:
        """Play the NY3T! phase so that box keep[line] stays open on every line."""
        assert state.phase is Phase.NYET
        played = []
        while state.phase is Phase.NYET:
            choices = [a for a in GAME.legal_actions(state) if a.box != keep[a.line]]
            assert choices, "cannot keep the requested boxes open"
            action = choices[0]
            GAME.apply(state, action)
            played.append(action)
        return played

    def keep_for(
        self,
        state: NetState,
        first: int = 0,
        discard: int = NO_DISCARD,
        trump: int = NO_TRUMP,
        supertrump: int = NO_SUPERTRUMP,
        value: int = 1,
    ) -> list[int]:
        """The open box per line that gives these round rules (first = a seat)."""
        return [state.characters[first], discard, trump, supertrump, VALUE_BOX[value]]

    def to_rules(self, state: NetState, **kw) -> NetState:
        """Play the NY3T! phase to the given rules (see keep_for)."""
        self.cover_all_but(state, self.keep_for(state, **kw))
        return state

    # -- built states ---------------------------------------------------------
    def built(
        self,
        players: int,
        hands: Sequence[Sequence[int]],
        *,
        phase: Phase = Phase.TRICKS,
        teams: Sequence[int] | None = None,
        trump: int | None = None,
        supertrump: int | None = None,
        value: int = 1,
        first: int = 0,
        discard: int = 0,
        keep_ones: bool = False,
        pass_left: int = 0,
        bonus_owner: int | None = None,
        seed: int = 0,
    ) -> NetState:
        """A state in `phase` with the given hands; every other card of the deck
        lies in the discard pile, so the card-conservation invariant holds."""
        assert len(hands) == players
        state = self.with_characters(players, seed)
        deck = cards.deck_for(players)
        held = [c for h in hands for c in h]
        assert len(set(held)) == len(held), "a card appears twice"
        assert all(c in deck for c in held), "a card is not in this player count's deck"
        state.hands = [list(h) for h in hands]
        state.set_aside = []
        state.discarded = [c for c in deck if c not in set(held)]
        state.picks = [[] for _ in range(players)]
        state.rules = RoundRules(
            first_player=first,
            discard=discard,
            keep_ones=keep_ones,
            pass_left=pass_left,
            trump=trump,
            supertrump=supertrump,
            value=value,
        )
        if teams is None:
            teams = list(range(players)) if players == 2 else [s % 2 for s in range(players)]
        state.teams = list(teams)
        state.bonus_owner = bonus_owner
        state.doubled = False
        state.trick, state.last_trick, state.last_winner = [], [], None
        state.tricks_won = [0] * players
        state.won_cards = [[] for _ in range(players)]
        state.loot = [[] for _ in range(players)]
        # A plausible board: every line down to its one open box.
        state.board = [[0] * boards.BOXES for _ in range(boards.LINES)]
        for line in state.board:
            line[-1] = OPEN
        # Line 1 stays open on the first player's own character.
        first_line = boards.board(state.options.board).line[boards.FIRST_PLAYER].boxes
        state.board[boards.FIRST_PLAYER] = [
            OPEN if box.character == state.characters[first] else 0 for box in first_line
        ]
        state.phase = phase
        state.leader = state.turn = first
        assert GAME.check_invariants(state) == []
        return state

    # -- driving --------------------------------------------------------------
    @staticmethod
    def play(state: NetState, *plays: int) -> None:
        """Play cards in turn order (whoever's turn it is plays the next card)."""
        for c in plays:
            GAME.apply(state, PlayCard(seat=state.turn, card=c))

    @staticmethod
    def random_until(state: NetState, done: Callable[[NetState], bool], rng: Rng) -> int:
        """Random legal actions until `done(state)`; returns how many were applied."""
        n = 0
        while not done(state):
            assert GAME.prompt(state) is not None, "the game ended first"
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            n += 1
            assert n < 50_000
        return n

    @staticmethod
    def exchange_all(state: NetState, choose: Callable[[int, list[int]], int] | None = None):
        """Answer every exchange prompt (default: the first pickable card)."""
        while state.phase is Phase.EXCHANGE:
            seat = state.turn
            options = [a.card for a in GAME.legal_actions(state)]
            c = choose(seat, options) if choose else options[0]
            GAME.apply(state, PickCard(seat=seat, card=c))

    @staticmethod
    def team(state: NetState, pair: tuple[int, int]) -> None:
        GAME.apply(state, ChooseTeam(seat=state.turn, pair=pair))

    @staticmethod
    def bonus(state: NetState, to: int) -> None:
        GAME.apply(state, GiveBonus(seat=state.turn, to=to))


@pytest.fixture
def kit() -> Kit:
    return Kit()
