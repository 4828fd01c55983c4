"""The deck as data: what it holds, and clear refusals of broken files."""

from __future__ import annotations

import copy
import tomllib

import pytest

from nifty_table.engine.assets import read_text
from nifty_table.games.get_nifty.cards import Amount, DeckError, compile_deck, holds, load_deck


def raw() -> dict:
    return tomllib.loads(read_text("get_nifty", "deck.toml"))


def test_the_deck_keeps_every_data_point_of_the_rulebook():
    cat = load_deck()
    c = cat.cards
    assert (c["bun-bun"].danger, c["bun-bun"].safety) == (5, 0)
    assert "zoe" in c["dex"].cancels
    halloween = c["halloween"]
    assert (halloween.safety, halloween.danger, halloween.weirdness, halloween.niftyness) == (
        0,
        2,
        2,
        2,
    )
    assert "inflatable-time-machine" in c["sword"].cancels
    assert "ELECTRONIC" in c["aylee"].cancels and "ELECTRONIC" in c["bun-bun"].cancels
    assert c["anti-vamp-cannon"].single_use and "VAMPIRE" in c["anti-vamp-cannon"].cancels
    assert c["playstashun"].weirdness is None  # ∞, not a big number
    kinds = {card.type for card in c.values()}
    assert kinds == {"state", "character", "object", "boredom", "plot"}
    assert len(cat.ids) == len(set(cat.ids))  # copies have their own ids
    assert "switchblade-2" in c


def test_infinity_has_its_own_comparison():
    inf = Amount().plus(None)
    assert str(inf) == "∞" and inf.infinite
    assert holds(inf, Amount(999))  # ∞ beats any number
    assert not holds(Amount(999), inf)
    assert holds(inf, inf)  # ∞ against ∞ is a tie, and ties go to the defender
    assert holds(Amount(4), Amount(4)) and not holds(Amount(3), Amount(4))
    assert inf.plus(-2).infinite


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["card"][2].update(danger=6), "card torg: character stats run from 0 to 5"),
        (lambda d: d["card"][2].update(colour="red"), "card torg: colour"),
        (lambda d: d["card"][5].update(cancels=["nobody"]), "card dex: cancels 'nobody'"),
        (lambda d: d["card"][3].update(id="torg"), "card torg: the id is used twice"),
        (lambda d: d["card"][0].pop("state"), "card safe: "),
        (lambda d: d["card"][2].update(weirdness="lots"), "card torg: weirdness"),
    ],
)
def test_a_broken_deck_names_the_card_and_the_reason(change, message):
    data = copy.deepcopy(raw())
    change(data)
    with pytest.raises(DeckError) as err:
        compile_deck(data)
    assert str(err.value).startswith(message), str(err.value)


def test_electronic_objects_say_they_are_cancelled_by_aylee():
    # "her EMP cancels all of the opposing player's electronic Objects (these
    # will say "Cancelled by: AYLEE" on them)".
    cards = load_deck().cards.values()
    electronic = [c for c in cards if "ELECTRONIC" in c.attributes]
    assert len(electronic) >= 5
    for card in electronic:
        line = card.text.rsplit("Cancelled by: ", 1)[-1]
        assert card.text.count("Cancelled by: ") == 1 and "AYLEE" in line, card.id
        assert "BUN-BUN" in line, card.id
    zoe = load_deck().cards["zoe"]
    assert zoe.text.endswith("Cancelled by: DEX.")  # "ZOE is cancelled by DEX"
    torg = load_deck().cards["torg"]
    assert "Cancelled by" not in torg.text  # nothing cancels him
