"""Computer levels (easy, normal, hard): what each plays, and that a seat's
level survives a save and a replay while older saves still load."""

from __future__ import annotations

import shutil

import pytest

from nifty_table.cli.players import check_levels, parse_players
from nifty_table.engine import levels, registry, saves, sim, strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match


def test_normal_is_the_games_heuristic_and_easy_slips_from_it():
    for game_id in registry.GAMES:
        if not registry.available(game_id):
            continue
        normal = levels.strategy(game_id, "normal")
        assert type(normal) is type(strategies.get(game_id))
        easy = levels.strategy(game_id, "easy")
        assert isinstance(easy, levels.Careless)
        assert type(easy.inner) is type(normal)


def test_easy_loses_more_often_than_normal():
    """Forty two-player Firefly Fluxx games, easy against normal, seats swapped
    every game: easy wins clearly fewer than half."""
    game = registry.load("firefly-fluxx")
    easy_wins = decided = 0
    for seed in range(100, 140):
        easy_seat = seed % 2
        players = [levels.strategy(game.id, "normal") for _ in range(2)]
        players[easy_seat] = levels.strategy(game.id, "easy")
        run = sim.play_one(game, 2, seed, players_strategies=players, checks=False)
        if len(run.winners) == 1:
            decided += 1
            easy_wins += run.winners == [easy_seat]
    assert decided >= 35
    assert easy_wins / decided < 0.45


def test_hard_is_offered_only_where_the_game_has_a_searching_player():
    for game_id in registry.GAMES:
        if not registry.available(game_id):
            continue
        offered = levels.offered(game_id)
        assert offered[:2] == ["easy", "normal"]
        assert ("hard" in offered) == ("search" in strategies.names(game_id))


def test_a_hard_seat_searches_with_the_hard_budget():
    for game_id in registry.GAMES:
        if "hard" not in levels.offered(game_id):
            continue
        hard = levels.strategy(game_id, "hard")
        # The tree search in Firefly Fluxx, where it measured the stronger.
        tree = game_id == "firefly-fluxx"
        assert hard.name == ("ismcts" if tree else "search")
        assert hard.think == levels.HARD_THINK


def test_the_command_line_names_each_computers_level():
    seats = parse_players("Ann, hard:Cy ,bot:Bo,easy:Di,Normal:Ed,hard:")
    assert [(s.name, s.bot, s.level) for s in seats] == [
        ("Ann", False, "normal"),
        ("Cy", True, "hard"),
        ("Bo", True, "normal"),
        ("Di", True, "easy"),
        ("Ed", True, "normal"),
        ("Computer", True, "hard"),
    ]
    # A word of letters before a colon is a level, so a slip is refused, not
    # made a person's name; another colon is part of the name.
    for slip in ("godlike:Bob", "hrad: Cy", "Dr: Who"):
        with pytest.raises(ValueError, match="is not a computer level; a seat may start with bot:"):
            parse_players(f"Ann,{slip}")
    assert parse_players("Ann,R2-D2: Jr,10:30")[1:] == [Seat(name="R2-D2: Jr"), Seat(name="10:30")]


def test_the_command_line_refuses_a_level_the_game_cannot_play():
    check_levels("net", parse_players("Ann,easy:Cy"))
    lacking = [g for g in registry.GAMES if "hard" not in levels.offered(g)]
    for game_id in lacking:
        with pytest.raises(ValueError, match="no hard computer player"):
            check_levels(game_id, parse_players("Ann,hard:Cy"))


def test_each_seats_level_is_kept_by_a_save_and_its_replay(saves_dir):
    for game_id in ("net", "firefly-fluxx", "get-nifty", "nirds"):
        seats = [Seat(name="Ann"), Seat(name="Cy", bot=True, level="easy")]
        match = Match.new(game_id, seats, seed=3)
        for _ in range(5):
            match.apply(match.legal_actions()[0])
        path = saves_dir / f"{game_id}.json"
        saves.save(match, path)
        loaded = saves.load(path)  # replays the log from the starting seats
        assert [s.level for s in loaded.seats] == ["normal", "easy"], game_id
        assert [s.level for s in loaded.start_seats] == ["normal", "easy"], game_id
        assert [s.level for s in loaded.fresh_state().seats] == ["normal", "easy"], game_id


@pytest.mark.parametrize("fixture", ["net_v1.json", "net_v2.json", "fluxx_v2.json"])
def test_saves_made_before_levels_load_with_normal_computers(kit, saves_dir, fixture):
    path = saves_dir / fixture
    shutil.copyfile(kit.data / fixture, path)
    match = saves.load(path, as_saved=fixture.startswith("fluxx"))  # an older deck
    assert all(s.level == "normal" for s in match.seats)


def test_the_ladder_says_how_often_each_level_beat_the_one_below():
    words = levels.ladder("get-nifty").splitlines()
    assert words[0] == "Levels, weakest to strongest:"
    assert words[1] == "easy: rule of thumb, often a careless move"  # nothing below it
    won, decided = levels.BEAT_BELOW["get-nifty"]["hard"]
    assert words[3].endswith(f"(beat normal {round(100 * won / decided)}%)")
    assert "(beat easy 60%)" in words[2]
    assert "both ways" in words[-1]
    # Measured only in games for rivals: Nirds' army has its own figures.
    assert "beat" not in levels.ladder("nirds")
