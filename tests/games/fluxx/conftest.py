"""Helpers for the Fluxx rules tests, handed out through the `kit` fixture.

`kit.arrange(...)` builds a real game state and then puts named cards where a
scenario needs them (hands, tables, rules, goals, the top of the draw pile);
every other card stays in the draw pile, so cards are always conserved.
Scenarios then move on only through `GAME.apply`, exactly as a player would.
"""

from __future__ import annotations

from typing import Any

import pytest

from nifty_table.engine.contract import Action, IllegalAction, Seat
from nifty_table.games.fluxx.actions import (
    Answer,
    Continue,
    EndTurn,
    Pick,
    PlayCard,
    PlaySurprise,
    UsePower,
    UseRule,
)
from nifty_table.games.fluxx.cartoon_network import GAME as CN
from nifty_table.games.fluxx.firefly import GAME as FF
from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.games.fluxx.rules import draw_target, plays_left
from nifty_table.games.fluxx.state import FluxxState, Options
from nifty_table.games.fluxx.turn import settle


class Deck:
    """Cards one scenario can use in either edition."""

    def __init__(self, game: FluxxGame, keepers: list[str], goal: str, **cards: str) -> None:
        self.game = game
        self.keepers = keepers  # Keepers without powers
        self.goal = goal  # met by keepers[0] + keepers[1]
        self.__dict__.update(cards)

    def __repr__(self) -> str:
        return self.game.id


FIREFLY = Deck(
    FF,
    [
        "keeper_serenity",
        "keeper_mule",
        "keeper_book",
        "keeper_vera",
        "keeper_jaynes_hat",
        "keeper_shuttle",
        "keeper_saffron",
        "keeper_yolanda",
    ],
    "goal_quick_getaway",
    draw3="action_shiny",
    steal="action_steal_something",
    trash_keeper="action_trash_something",
    rotate=None,  # the Firefly deck has no Rotate Hands
    tax="action_random_tax",
    share="action_mix_it_all_up",
)
CARTOON = Deck(
    CN,
    [
        "keeper_mordecai",
        "keeper_rigby",
        "keeper_johnny_bravo",
        "keeper_ice_king",
        "keeper_gumball",
        "keeper_darwin",
        "keeper_blossom",
        "keeper_bubbles",
    ],
    "goal_slacking_off",
    draw3="action_jackpot",
    steal="action_steal_a_keeper",
    trash_keeper="action_trash_a_keeper",
    rotate="action_rotate_hands",
    tax="action_taxation",
    share="action_share_the_wealth",
)
BOTH = [FIREFLY, CARTOON]


class Kit:
    FF = FF
    CN = CN

    # -- building scenarios --------------------------------------------------------
    @staticmethod
    def arrange(
        game: FluxxGame,
        players: int = 3,
        *,
        hands: dict[int, list[str]] | None = None,
        tables: dict[int, list[str]] | None = None,
        rules: list[str] | None = None,
        goals: list[str] | None = None,
        draw: list[str] | None = None,
        discard: list[str] | None = None,
        active: int = 0,
        drawn: int | None = None,
        played: int = 0,
        names: list[str] | None = None,
        empty_pile: bool = False,
        seed: int = 1,
        promos: bool = False,
    ) -> FluxxState:
        """A state at the active player's play step with exactly these cards placed.

        Hands not named are empty. `draw` lists the top of the draw pile, top
        first. `drawn` defaults to the current draw target (the draw step done).
        `empty_pile` puts every unnamed card in the discard pile instead."""
        names = names or [f"P{i}" for i in range(players)]
        st = game.new_game([Seat(name=n) for n in names], Options(), seed)
        st.promos = promos  # the promo cards join the deck
        named: list[str] = []
        for group in (
            *(hands or {}).values(),
            *(tables or {}).values(),
            rules or [],
            goals or [],
            draw or [],
            discard or [],
        ):
            named.extend(group)
        assert len(named) == len(set(named)), "a card is named twice"
        rest = [
            c for c in (game.catalog.ids if st.promos else game.catalog.base_ids) if c not in named
        ]
        st.hands = [list((hands or {}).get(s, [])) for s in range(players)]
        st.tables = [list((tables or {}).get(s, [])) for s in range(players)]
        st.rules = list(rules or [])
        st.goals = list(goals or [])
        st.stack = []
        st.attached = None
        if empty_pile:
            st.draw_pile = list(reversed(draw or []))
            st.discard = [*rest, *(discard or [])]
        else:
            st.draw_pile = [*rest, *reversed(draw or [])]
            st.discard = list(discard or [])
        st.active = active
        st.phase = "play"
        st.winner = st.win_goal = None
        st.played = played
        st.turn_no = 2
        st.log = []
        t = game.table(st)
        st.drawn = draw_target(t) if drawn is None else drawn
        game.forget()
        settle(t)
        assert game.check_invariants(st) == []
        return st

    @staticmethod
    def needs(deck: Deck, *cards: str) -> None:
        """Skip a two-edition scenario for the edition that lacks one of its
        cards (the other edition still runs it)."""
        missing = [c for c in cards if c not in deck.game.catalog.type]
        if missing:
            pytest.skip(f"{deck!r} has no {', '.join(missing)}")

    # -- acting ------------------------------------------------------------------------
    @staticmethod
    def do(game: FluxxGame, st: FluxxState, action: Action) -> list:
        return game.apply(st, action)

    def play(self, game: FluxxGame, st: FluxxState, *cards: str, through: bool = True):
        """The active player plays these cards in turn; open windows pass unless
        `through` is False."""
        events = []
        for card in cards:
            events += self.do(game, st, PlayCard(seat=st.active, card=card))
            if through:
                self.through(game, st)
        return events

    def use(self, game: FluxxGame, st: FluxxState, card: str, through: bool = True):
        """Use a free-action rule or a power (whichever the card is)."""
        kind = game.catalog.type[card]
        a = UseRule if kind == "rule" else UsePower
        events = self.do(game, st, a(seat=st.active, card=card))
        if through:
            self.through(game, st)
        return events

    def end_turn(self, game: FluxxGame, st: FluxxState):
        return self.do(game, st, EndTurn(seat=st.active))

    def pick(self, game: FluxxGame, st: FluxxState, through: bool = True, **want: Any):
        """Apply the one legal Pick whose fields equal `want` (card/target/option)."""
        found = [
            a
            for a in game.legal_actions(st)
            if isinstance(a, Pick) and all(getattr(a, k) == v for k, v in want.items())
        ]
        assert len(found) == 1, (want, game.legal_actions(st), game.prompt(st))
        events = self.do(game, st, found[0])
        if through:
            self.through(game, st)
        return events

    def answer(self, game: FluxxGame, st: FluxxState, yes: bool):
        prompt = game.prompt(st)
        assert prompt is not None
        return self.do(game, st, Answer(seat=prompt.seat, yes=yes))

    def surprise(self, game: FluxxGame, st: FluxxState, seat: int, card: str):
        return self.do(game, st, PlaySurprise(seat=seat, card=card))

    def cont(self, game: FluxxGame, st: FluxxState):
        """Close the open reaction window (nobody reacts)."""
        assert self.kind(game, st) == "window", game.prompt(st)
        return self.do(game, st, Continue(seat=st.active))

    def through(self, game: FluxxGame, st: FluxxState) -> int:
        """Let every reaction window pass; returns how many there were."""
        n = 0
        while self.kind(game, st) == "window":
            self.cont(game, st)
            n += 1
        return n

    # -- looking -----------------------------------------------------------------------
    @staticmethod
    def kind(game: FluxxGame, st: FluxxState) -> str | None:
        d = game.decision(st)
        return None if d is None else d.kind

    @staticmethod
    def plays_left(game: FluxxGame, st: FluxxState) -> int:
        return plays_left(game.table(st))

    @staticmethod
    def draw_target(game: FluxxGame, st: FluxxState) -> int:
        return draw_target(game.table(st))

    @staticmethod
    def illegal(game: FluxxGame, st: FluxxState, action: Action) -> str:
        """The action is refused and the state is left exactly as it was."""
        before = st.model_dump()
        with pytest.raises(IllegalAction) as exc:
            game.apply(st, action)
        assert st.model_dump() == before
        assert exc.value.reason
        return exc.value.reason

    @staticmethod
    def ok(game: FluxxGame, st: FluxxState) -> None:
        assert game.check_invariants(st) == []


@pytest.fixture
def kit() -> Kit:
    return Kit()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test asking for `deck` runs once per edition."""
    if "deck" in metafunc.fixturenames:
        metafunc.parametrize("deck", BOTH, ids=["firefly", "cartoon"])


@pytest.fixture
def ff() -> Deck:
    return FIREFLY


@pytest.fixture
def cn() -> Deck:
    return CARTOON
