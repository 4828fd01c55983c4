"""What each seat keeps secret, worked out from the games' own views, and
where such a secret shows on a screen.

A seat's secrets are the names of the cards in its own view (hand, a
temporary hand, picks) that appear nowhere in the public view (`view(state,
None)`) or the public log. A name is searched as a whole word, after every
longer card name that contains it is blanked out, and a name that the text of a
card the viewer may see mentions (a Goal names its Keepers) is left out: it may
be on screen for that reason. Nirds vs Gnomes hides nothing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from nifty_table.engine.match import Match


@dataclass(frozen=True)
class Leak:
    seat: int  # whose secret
    name: str  # the words found on screen

    def __str__(self) -> str:
        return f"seat {self.seat}'s {self.name!r}"


# -- per game: the private card ids of a seat, and how a card is written -------
def _private_ids(match: Match, seat: int) -> list:
    game_id, view = match.game_id, match.game.view(match.state, seat)
    if game_id == "net":
        return [*view.hand, *view.my_picks]
    if game_id in ("firefly-fluxx", "cartoon-network-fluxx"):
        return [*view.hand, *view.private, *view.set_aside]
    if game_id == "get-nifty":
        # The State cards' names (SAFE, WEIRD) are also the table's own words
        # for everybody's States: on screen they tell nothing about a hand.
        cards = match.game.catalog.cards
        return [card for card in view.hand if cards[card].type != "state"]
    return []  # nirds: nothing is hidden


def _public_ids(match: Match) -> set:
    """Every card id the public view holds (any field)."""
    view = match.game.view(match.state, None)
    if match.game_id == "net":
        trick = [card for _, card in view.trick] + [card for _, card in view.last_trick]
        return set(trick)
    found: set = set()
    _leaves(view.model_dump(), found)
    return found & _card_ids(match.game_id, match.game)


@functools.cache
def _card_ids(game_id: str, game) -> frozenset:
    if game_id == "get-nifty":
        return frozenset(game.catalog.cards)
    if game_id in ("firefly-fluxx", "cartoon-network-fluxx"):
        return frozenset(game.catalog.specs)
    return frozenset()


def _leaves(value, into: set) -> None:
    if isinstance(value, dict):
        for item in value.values():
            _leaves(item, into)
    elif isinstance(value, list | tuple):
        for item in value:
            _leaves(item, into)
    elif isinstance(value, str):
        into.add(value)


def names_of(match: Match, card) -> list[str]:
    """The ways the screens write a card."""
    game = match.game
    if match.game_id == "net":
        from nifty_table.games.net import cards

        return [cards.label(card), cards.name(card)]
    if match.game_id == "get-nifty":
        return [game.catalog.cards[card].name]
    return [game.catalog.name[card]]


def card_text(match: Match, card) -> str:
    if match.game_id == "get-nifty":
        return match.game.catalog.cards[card].text
    if match.game_id in ("firefly-fluxx", "cartoon-network-fluxx"):
        return match.game.card(card).text
    return ""


@functools.cache
def _all_names(game_id: str, game) -> tuple[str, ...]:
    if game_id == "net":
        return ()
    if game_id == "get-nifty":
        return tuple({c.name for c in game.catalog.cards.values()})
    if game_id in ("firefly-fluxx", "cartoon-network-fluxx"):
        return tuple(set(game.catalog.name.values()))
    return ()


@functools.cache
def _word(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w])" + re.escape(name) + r"(?![\w])")


def _contains(text: str, name: str) -> bool:
    """`name` as a whole word in `text`. The regular expression starts at the
    name's first occurrence (its look-behind still sees the character before):
    a pattern that opens with a look-behind is tried at every position, and the
    texts searched (a whole game's log) run to thousands of characters."""
    start = text.find(name)
    return start >= 0 and _word(name).search(text, start) is not None


# -- the oracle ----------------------------------------------------------------
class Secrets:
    """Each seat's secret names in the match as it is now."""

    def __init__(self, match: Match) -> None:
        self.match = match
        public = _public_ids(match)
        # Every text of the public view, and the public log: a name written
        # there (Fluxx's play rule "Play 2" is also a card) may be on screen.
        words: set = set()
        _leaves(match.game.view(match.state, None).model_dump(), words)
        public_text = "\n".join([*match.state.log, *words])
        public_names = {n for card in public for n in _safe_names(match, card)}
        self.by_seat: dict[int, set[str]] = {}
        self.ids: dict[int, list] = {}
        for seat in range(len(match.seats)):
            ids = [card for card in _private_ids(match, seat) if card not in public]
            self.ids[seat] = ids
            names = set()
            for card in ids:
                for name in names_of(match, card):
                    if name in public_names or _contains(public_text, name):
                        continue
                    names.add(name)
            self.by_seat[seat] = names
        self._public = public

    def explained(self, viewers: Iterable[int]) -> str:
        """The texts of the cards these viewers (and everyone) may see: a name
        they mention may be on screen for that reason."""
        cards = set(self._public)
        for seat in viewers:
            cards.update(self.ids.get(seat, []))
        return "\n".join(card_text(self.match, card) for card in cards if card is not None)

    def anything_hidden_from(self, allowed: set[int]) -> bool:
        return any(names for seat, names in self.by_seat.items() if seat not in allowed)

    def leaks(self, screen: str, allowed: set[int], known: str = "") -> list[Leak]:
        """Secrets of seats other than `allowed` found on the screen (`known`:
        what the allowed seats were told in private, which they may see)."""
        if not self.anything_hidden_from(allowed):
            return []
        explained = self.explained(allowed) + "\n" + known
        # A name the viewer's own cards carry too (NΣT!'s three 1s of a colour,
        # Get Nifty's copies) is theirs to see.
        own = {
            name
            for seat in allowed
            for card in self.ids.get(seat, [])
            for name in names_of(self.match, card)
        }
        longer = _all_names(self.match.game_id, self.match.game)
        found = []
        for seat, names in self.by_seat.items():
            if seat in allowed:
                continue
            for name in sorted(names):
                if name in own or _contains(explained, name):
                    continue
                text = screen
                for other in longer:  # "Time" must not be found inside "Time Machine"
                    if other != name and name in other and other in text:
                        text = text.replace(other, " ")
                if _contains(text, name):
                    found.append(Leak(seat, name))
        return found


def _safe_names(match: Match, card) -> list[str]:
    try:
        return names_of(match, card)
    except (KeyError, TypeError, IndexError, AttributeError):
        return []
