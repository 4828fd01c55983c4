"""Set-up options with named choices: a default is always one of its choices,
and every choice of every registered game starts a game (issue 16 item 1)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field

from nifty_table.engine import registry
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.options import OptionsError, choice, menus


def _seats(game_id: str) -> list[Seat]:
    info = registry.info(game_id)
    return [Seat(name=f"P{i}") for i in range(max(2, info.min_players))]


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_every_option_of_every_game_has_its_default_among_its_choices(game_id):
    model = registry.load(game_id).Options
    for menu in menus(model):
        assert menu.default in menu.values()
        # The default as the model itself holds it: same value, same type.
        held = getattr(model(), menu.name)
        assert held == menu.default and type(held) is type(menu.default)


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_every_choice_of_every_option_starts_a_game(game_id):
    model = registry.load(game_id).Options
    started = Match.new(game_id, _seats(game_id), {}, seed=1)
    assert started.prompt() is not None
    for menu in menus(model):
        for value in menu.values():
            match = Match.new(game_id, _seats(game_id), {menu.name: value}, seed=1)
            assert getattr(match.options, menu.name) == value
            assert match.prompt() is not None


def test_nirds_difficulty_menu_holds_numbers_like_its_default():
    (difficulty,) = [m for m in menus(registry.load("nirds").Options) if m.name == "difficulty"]
    assert difficulty.values() == list(range(1, 10))
    assert difficulty.default == 5 and isinstance(difficulty.default, int)
    assert difficulty.pick("7") == 7  # a remembered value written as text
    assert difficulty.pick(12) == 5  # no longer a choice: the default


def test_a_default_outside_its_choices_cannot_even_be_declared():
    with pytest.raises(OptionsError, match="defaults to 5"):
        choice(5, {str(k): str(k) for k in range(1, 10)}, "Difficulty")


def test_a_hand_made_option_whose_default_is_not_a_choice_is_refused():
    class Loose(BaseModel):
        level: int = Field(
            default=10, ge=1, le=12, json_schema_extra={"choices": {"1": "one", "2": "two"}}
        )

    with pytest.raises(OptionsError, match=r"Loose\.level: the default 10"):
        menus(Loose)


def test_a_choice_the_field_itself_would_refuse_is_refused():
    class Loose(BaseModel):
        level: int = choice(1, {1: "one", 99: "ninety-nine"}, "Level", le=9)

    with pytest.raises(OptionsError, match=r"Loose\.level: a choice is not a valid value"):
        menus(Loose)


def test_labels_for_a_number_of_players_follow_it_and_must_cover_every_choice():
    class Opts(BaseModel):
        level: int = choice(
            1,
            {1: "easy", 2: "hard"},
            "Level",
            per_players={2: {1: "easy, won 80%", 2: "hard, won 20%"}},
        )

    assert menus(Opts)[0].choices == ((1, "easy"), (2, "hard"))
    assert menus(Opts, 3)[0].choices == ((1, "easy"), (2, "hard"))  # none for 3
    assert menus(Opts, 2)[0].choices == ((1, "easy, won 80%"), (2, "hard, won 20%"))
    with pytest.raises(OptionsError, match="its labels for 2 players differ"):
        choice(1, {1: "easy", 2: "hard"}, "Level", per_players={2: {1: "easy"}})
