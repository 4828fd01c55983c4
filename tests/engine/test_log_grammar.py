"""The log reads as English in every game: counts take the right noun, and a
card or name that ends in "!" or "?" ends the sentence by itself."""

from __future__ import annotations

import random
import re

import pytest

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.wording import closed, plural, tidy, verb

# What the log must never say: a full stop or a second "!" after a name's own
# "!"/"?" ("Shiny!.", "Stop That!!"), a count with the wrong noun, "themself".
BAD = re.compile(
    r"[!?][.!](\s|$)|\b1 (cards|points|lives|Gnomes)\b|\b([02-9]|\d\d+) life\b|themself"
)


def test_plural_counts_take_the_right_noun():
    assert plural(1, "card") == "1 card"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "life", "lives") == "2 lives"
    assert plural(1, "life", "lives") == "1 life"
    assert verb(1, "goes", "go") == "goes" and verb(3, "goes", "go") == "go"


def test_a_name_with_its_own_mark_ends_the_sentence():
    assert closed("Ann plays Shiny!") == "Ann plays Shiny!"
    assert closed("Ann plays the Surprise Stop That!", "!") == "Ann plays the Surprise Stop That!"
    assert closed("Ann plays Nash") == "Ann plays Nash."
    assert closed("Ann discards Whatever.") == "Ann discards Whatever."
    assert tidy("Ann covers Trump: NY3T!.") == "Ann covers Trump: NY3T!"
    plot = "The Plot: It's Halloween!. Danger gets +2."
    assert tidy(plot) == "The Plot: It's Halloween! Danger gets +2."
    assert tidy("Turn 3: Who?.") == "Turn 3: Who?"
    # A person's name keeps its own marks, however many.
    assert tidy("Wow!! plays Nash.") == "Wow!! plays Nash."


# Short seeded random games whose logs (public and private) hit the old mistakes:
# "discards Dude!.", "plays Shiny!.", "covers Trump: NY3T!.", "with 1 points".
GAMES = [
    ("get-nifty", 3, 400),
    ("firefly-fluxx", 1, 400),
    ("cartoon-network-fluxx", 2, 400),
    ("net", 1, 600),
    ("nirds", 1, 600),
]


@pytest.mark.parametrize(("game_id", "seed", "steps"), GAMES, ids=[g for g, *_ in GAMES])
def test_random_games_write_no_broken_sentences(game_id, seed, steps):
    seats = [Seat(name=n) for n in ("Ann", "Bob", "Cy")]
    match = Match.new(game_id, seats, seed=seed)
    rng = random.Random(seed)
    lines: list[str] = []
    for _ in range(steps):
        if match.result() is not None:
            break
        for event in match.apply(rng.choice(match.legal_actions())):
            lines += [event.text, *event.private.values()]
    bad = [line for line in lines if BAD.search(line)]
    assert bad == []
