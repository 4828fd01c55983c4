"""The decks as data: every card loads, every Goal can be met with the deck's
Keepers, every handler named exists, and a broken deck fails with the card id
and the reason."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nifty_table.engine.assets import read_text, read_toml
from nifty_table.games.fluxx.cards import DeckError
from nifty_table.games.fluxx.deck import build_catalog, load_deck
from nifty_table.games.fluxx.effects import EFFECTS
from nifty_table.games.fluxx.goals import SPECIALS, goal_check
from nifty_table.games.fluxx.state import FluxxState
from nifty_table.games.fluxx.table import Table

DECKS = ["firefly.toml", "cartoon_network.toml"]


@pytest.mark.parametrize("deck_file", DECKS)
def test_every_card_loads_and_each_id_is_unique(deck_file):
    cat = load_deck(deck_file)
    raw = read_toml("fluxx", deck_file)
    assert cat.size == len(raw["card"]) == len(set(cat.ids))
    assert all(cat.name[c] and cat.specs[c].text for c in cat.ids)
    assert cat.goals and cat.keepers


@pytest.mark.parametrize("deck_file", DECKS)
def test_every_handler_named_by_a_card_exists(deck_file):
    cat = load_deck(deck_file)
    named = set()
    for c in cat.specs.values():
        named.update(k for k in (c.effect, c.on_turn, c.power) if k)
        if c.special:
            assert c.special in SPECIALS
    assert named <= EFFECTS.keys()
    # and every params block was validated into the handler's own model
    for (card, key), p in cat.params.items():
        assert card in cat.specs
        assert type(p) is (EFFECTS[key].Params if key in EFFECTS else SPECIALS[key].Params)


def test_every_key_listed_in_handlers_md_is_implemented():
    text = read_text("fluxx", "HANDLERS.md")
    block = text.split("All 57 keys, comma-separated:")[1].split("\n## ")[0]
    keys = set(re.findall(r"[a-z_]+", block))
    assert len(keys) == 57
    assert keys <= EFFECTS.keys() | SPECIALS.keys()


def _table_with(cat, seat_cards: list[str], others: int = 1) -> Table:
    st = FluxxState.model_construct(
        tables=[list(seat_cards)] + [[] for _ in range(others)],
        hands=[[] for _ in range(others + 1)],
        rules=[],
        goals=[],
    )
    return Table(cat, st)


@pytest.mark.parametrize("deck_file", DECKS)
def test_every_goal_can_be_met_with_the_decks_keepers(deck_file):
    cat = load_deck(deck_file)
    for goal in cat.goals:
        spec = cat.specs[goal]
        check = goal_check(cat, goal)
        if spec.special:
            # the player holding every Keeper (and the whole deck in hand) meets it
            t = _table_with(cat, [*cat.keepers])
            t.state.hands[0] = [c for c in cat.ids if cat.type[c] != "creeper"]
            assert check(t) == [0], goal
            continue
        sets = [spec.requires] if spec.requires else spec.any_of
        assert any(check(_table_with(cat, list(s))) == [0] for s in sets), goal


@pytest.mark.parametrize("deck_file", DECKS)
def test_no_goal_is_met_by_an_empty_table(deck_file):
    cat = load_deck(deck_file)
    for goal in cat.goals:
        assert goal_check(cat, goal)(_table_with(cat, [])) == []


def test_firefly_has_creepers_and_surprises_and_cartoon_network_has_neither():
    ff, cn = load_deck("firefly.toml"), load_deck("cartoon_network.toml")
    assert ff.has_creepers and ff.creepers and ff.has_surprises
    assert any(ff.type[c] == "surprise" for c in ff.ids)
    assert not cn.has_creepers and not cn.creepers and not cn.has_surprises
    assert all(cn.show[k] for k in cn.keepers)  # Get Over Here needs every show


# -- broken decks ---------------------------------------------------------------------------
def _deck(*cards: dict, **info) -> dict:
    base = {"id": "test", "title": "Test", "has_creepers": False, "has_surprises": False}
    goal = {
        "id": "goal_a",
        "name": "A",
        "type": "goal",
        "text": "Have K.",
        "requires": ["keeper_k"],
    }
    keeper = {"id": "keeper_k", "name": "K", "type": "keeper", "text": "A keeper."}
    return {"deck": {**base, **info}, "card": [keeper, goal, *cards]}


def test_a_good_small_deck_builds():
    cat = build_catalog(
        _deck(
            {
                "id": "rule_draw_2",
                "name": "Draw 2",
                "type": "rule",
                "text": "x",
                "family": "draw",
                "value": 2,
            }
        )
    )
    assert cat.size == 3 and cat.family["rule_draw_2"] == "draw"


BROKEN = [
    (
        {"id": "action_x", "name": "X", "type": "action", "text": "x", "effect": "no_such"},
        "action_x",
        "unknown handler key 'no_such'",
    ),
    (
        {
            "id": "action_x",
            "name": "X",
            "type": "action",
            "text": "x",
            "effect": "draw_cards",
            "params": {"count": "lots"},
        },
        "action_x",
        "params of 'draw_cards'",
    ),
    (
        {
            "id": "action_x",
            "name": "X",
            "type": "action",
            "text": "x",
            "effect": "draw_cards",
            "params": {"count": 2, "extra": 1},
        },
        "action_x",
        "extra",
    ),
    (
        {"id": "action_x", "name": "X", "type": "action", "text": "x"},
        "action_x",
        "needs an effect key",
    ),
    (
        {"id": "rule_x", "name": "X", "type": "rule", "text": "x", "family": "draw"},
        "rule_x",
        "needs a value",
    ),
    (
        {
            "id": "rule_x",
            "name": "X",
            "type": "rule",
            "text": "x",
            "effect": "draw_cards",
            "params": {"count": 1},
        },
        "rule_x",
        "cannot be used as rule",
    ),
    (
        {"id": "goal_b", "name": "B", "type": "goal", "text": "x", "requires": ["keeper_nobody"]},
        "goal_b",
        "unknown card 'keeper_nobody'",
    ),
    (
        {
            "id": "goal_b",
            "name": "B",
            "type": "goal",
            "text": "x",
            "special": "most_hats",
            "params": {"count": 2},
        },
        "goal_b",
        "unknown goal special",
    ),
    ({"id": "keeper_k", "name": "Again", "type": "keeper", "text": "x"}, "keeper_k", "used twice"),
    (
        {
            "id": "keeper_j",
            "name": "J",
            "type": "keeper",
            "text": "x",
            "power": "take_keeper",
            "params": {"target": "keeper_missing"},
        },
        "keeper_j",
        "unknown card 'keeper_missing'",
    ),
    (
        {
            "id": "creeper_c",
            "name": "C",
            "type": "creeper",
            "text": "x",
            "power": "creeper_crackdown",
        },
        "creeper_c",
        "no Creepers",
    ),
    ({"id": "keeper_j", "name": "J", "type": "wizard", "text": "x"}, "keeper_j", "type"),
    (
        {"id": "keeper_j", "name": "J", "type": "keeper", "text": "x", "value": 3},
        "keeper_j",
        "only New Rules",
    ),
]


@pytest.mark.parametrize(("card", "card_id", "reason"), BROKEN)
def test_a_broken_deck_fails_with_the_card_id_and_the_reason(card, card_id, reason):
    with pytest.raises(DeckError) as exc:
        build_catalog(_deck(card), "broken.toml")
    msg = str(exc.value)
    assert f"card {card_id!r}" in msg and reason in msg and msg.startswith("broken.toml")


def test_a_deck_without_a_header_or_goals_fails_clearly():
    with pytest.raises(DeckError, match="deck"):
        build_catalog({"card": []}, "x.toml")
    with pytest.raises(DeckError, match="no Goals"):
        build_catalog(
            {
                "deck": {"id": "t", "title": "T"},
                "card": [{"id": "keeper_k", "name": "K", "type": "keeper", "text": "k"}],
            },
            "x.toml",
        )


def test_a_third_themed_deck_needs_no_new_python(tmp_path: Path):
    """A new deck that only reuses existing keys builds and plays."""
    from nifty_table.engine.sim import play_one
    from nifty_table.games.fluxx.game import FluxxGame

    raw = read_toml("fluxx", "cartoon_network.toml")
    raw["deck"] = {**raw["deck"], "id": "pirates", "title": "Pirate Fluxx"}
    for card in raw["card"]:
        card["name"] = card["name"] + " Arr"
    game = FluxxGame("pirate-fluxx", "", build_catalog(raw, "pirates.toml"))
    assert game.title == "Pirate Fluxx"
    runs = [play_one(game, 3, s) for s in range(3)]
    assert all(not r.violations for r in runs)


def test_alias_keepers_each_fill_one_slot():
    cat = load_deck("firefly.toml")
    check = goal_check(cat, "goal_woman_of_many_names")  # Yolanda + Bridget
    assert check(_table_with(cat, ["keeper_saffron"])) == []
    assert check(_table_with(cat, ["keeper_saffron", "keeper_yolanda"])) == [0]
    assert check(_table_with(cat, ["keeper_saffron", "keeper_bridget"])) == [0]
    mrs = goal_check(cat, "goal_mrs_reynolds")  # Mal + Saffron
    assert mrs(_table_with(cat, ["keeper_mal", "keeper_bridget"])) == [0]
    assert mrs(_table_with(cat, ["keeper_mal"])) == []
    # for taking, an alias is only itself
    assert all(
        cat.card_params(c, "take_keeper").target != "keeper_saffron"
        for c in cat.ids
        if cat.power.get(c) == "take_keeper"
    )
