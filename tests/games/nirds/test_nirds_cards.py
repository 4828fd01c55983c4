"""The card files: they load, they are big enough for every setup, bad data is named."""

from __future__ import annotations

import pytest

from nifty_table.engine.assets import read_toml
from nifty_table.games.nirds.cards import DeckError, build, catalog, parse_faces
from nifty_table.games.nirds.setup import wave_counts


def _rows():
    return (
        read_toml("nirds", "nirds.toml")["nird"],
        read_toml("nirds", "gnomes.toml")["gnome"],
        read_toml("nirds", "tactics.toml")["tactic"],
        read_toml("nirds", "bosses.toml")["boss"],
    )


def test_the_shipped_cards_load():
    c = catalog()
    assert len(c.starter_sets) == 4
    leaders = {c.nirds[s[0]].leader for s in c.starter_sets}
    assert leaders == {"froomp", "wompins", "pebbles", "sneefle"}
    for leader, assistant, techie in c.starter_sets:
        assert c.nirds[leader].kind == c.nirds[assistant].kind == "troop"
        assert c.nirds[techie].kind == "scientist"
    assert len(c.level1) >= 10 and len(c.level2) >= 10  # a Market of 5 + 5 and refills
    assert all(c.nirds[i].level == 1 for i in c.level1)
    assert c.bosses.scarecrow_health == 40  # the rulebook's 40 per player


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("difficulty", range(1, 10))
def test_every_wave_has_enough_gnomes_for_every_setup(players, difficulty):
    waves = catalog().waves
    for wave, count in enumerate(wave_counts(players, difficulty)):
        assert 0 < count <= len(waves[wave])


def test_faces_are_written_readably():
    assert parse_faces("*") == (1, 2, 3, 4, 5, 6)
    assert parse_faces("4-6") == (4, 5, 6)
    assert parse_faces("1/3/5") == (1, 3, 5)
    with pytest.raises(ValueError):
        parse_faces("7")


def test_a_troop_without_activation_is_refused_with_its_id():
    nirds, gnomes, tactics, bosses = _rows()
    broken = [dict(n) for n in nirds]
    row = next(n for n in broken if n["id"] == "odd_owl")
    del row["activation"]
    with pytest.raises(DeckError, match="odd_owl"):
        build(broken, gnomes, tactics, bosses)


def test_a_gnome_both_weak_and_armoured_on_a_face_is_refused():
    nirds, gnomes, tactics, bosses = _rows()
    broken = [dict(g) for g in gnomes]
    row = next(g for g in broken if g["id"] == "lawn_lurker")
    row["armor"] = [6]  # it is already weak to 6
    with pytest.raises(DeckError, match=r"lawn_lurker.*both weakness and armour"):
        build(nirds, broken, tactics, bosses)


def test_a_bad_effect_and_a_duplicate_id_are_refused():
    nirds, gnomes, tactics, bosses = _rows()
    broken = [dict(g) for g in gnomes]
    broken[0]["attack"] = ["life"]
    with pytest.raises(DeckError, match=broken[0]["id"]):
        build(nirds, broken, tactics, bosses)
    with pytest.raises(DeckError, match="used twice"):
        build(nirds, [*gnomes, gnomes[0]], tactics, bosses)


def test_the_walls_need_a_zero_space():
    nirds, gnomes, tactics, bosses = _rows()
    spaces = [s for s in bosses["walls_spaces"] if s["factor"] != 0]
    with pytest.raises(DeckError, match="by 0"):
        build(nirds, gnomes, tactics, {**bosses, "walls_spaces": spaces})
