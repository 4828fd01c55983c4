"""The searching computer player and the determinizers it samples worlds with.

Each game's determinizer builds a full state from one seat's view: that seat's
view of it is the view it was given, the game's invariants hold, the hidden
part changes with the searcher's seed, and nothing of the real state leaks in
(two real states that differ only in what the seat cannot see give the same
world). The search plays whole games without breaking a rule.
"""

from __future__ import annotations

import json
import threading

import pytest

from nifty_table.engine import registry, search, sim, strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.search_spec import SearchSpec

GAMES = [g for g in registry.GAMES if registry.available(g)]


def test_every_game_offers_the_search_with_a_think_budget():
    for game_id in GAMES:
        strategy = strategies.get(game_id, "search")
        assert strategy.name == "search"
        assert strategy.think == search.DEFAULT_THINK == 0.1


def _spec(game_id: str) -> SearchSpec:
    strategy = strategies.get(game_id, "search")
    assert isinstance(strategy, search.SearchStrategy)
    return strategy.spec


def _json(model) -> str:
    return json.dumps(model.model_dump(mode="json"), sort_keys=True)


def _random_states(game_id: str, players: int, seed: int, looks: int):
    """About `looks` states spread along a random game, and its last state."""
    game = registry.load(game_id)
    length = sim.play_one(game, players, seed, checks=False).actions
    every = max(1, length // looks)
    state = game.new_game(sim.seats_for(players), game.Options(), seed)
    rng = Rng.from_seed(seed ^ 0x5EED)  # the random players of play_one
    step = 0
    while actions := game.legal_actions(state):
        if step % every == 0:
            yield game, state
        game.apply(state, sim.random_action(game, state, actions, rng))
        step += 1
    yield game, state


def _seats_cases(every_count: bool = False):
    out = []
    for game_id in GAMES:
        info = registry.info(game_id)
        counts = range(info.min_players, info.max_players + 1)
        for players in counts if every_count else (counts[0], counts[-1]):
            out.append(pytest.param(game_id, players, id=f"{game_id}-{players}p"))
    return out


@pytest.mark.parametrize(("game_id", "players"), _seats_cases())
def test_a_determinized_state_agrees_with_the_view_and_keeps_the_rules(game_id, players):
    spec = _spec(game_id)
    looked = 0
    for k, (game, state) in enumerate(_random_states(game_id, players, 40 + players, 12)):
        seat = k % players
        view = game.view(state, seat)
        world = spec.determinize(view, Rng.from_seed(k))
        assert game.check_invariants(world) == []
        assert _json(game.view(world, seat)) == _json(view)
        assert world.rng != state.rng  # the real deck order is never learnt
        assert spec.determinize(view, Rng.from_seed(k)).rng == world.rng  # its own generator
        looked += 1
    assert looked > 5


def _hidden(game, state, seat: int) -> str:
    """What the seat cannot see: the others' views and the draw piles' order."""
    parts = [_json(game.view(state, s)) for s in range(len(state.seats)) if s != seat]
    for pile in ("draw_pile", "set_aside", "tactic_deck", "level1_deck", "level2_deck"):
        parts.append(json.dumps(getattr(state, pile, None)))
    return "|".join(parts)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hidden_part_varies_with_the_searchers_seed(game_id):
    spec = _spec(game_id)
    varied = 0
    for game, state in _random_states(game_id, 3, 7, 6):
        if game.prompt(state) is None:
            continue
        view = game.view(state, 1)
        worlds = {_hidden(game, spec.determinize(view, Rng.from_seed(s)), 1) for s in range(3)}
        varied += len(worlds) > 1
    assert varied >= 3


@pytest.mark.parametrize("game_id", GAMES)
def test_the_world_depends_on_the_view_alone(game_id):
    """Two real states the seat cannot tell apart (their hidden piles in
    another order) give the same worlds, and the same ranking by the search."""
    spec = _spec(game_id)
    checked = 0
    for game, state in _random_states(game_id, 2, 5, 5):
        if game.prompt(state) is None:
            continue
        other = state.model_copy(deep=True)
        for pile in ("draw_pile", "set_aside", "tactic_deck", "level2_deck"):
            cards = getattr(other, pile, None)
            if cards:
                cards.reverse()
        seat = game.prompt(state).seat
        view, view2 = game.view(state, seat), game.view(other, seat)
        assert _json(view) == _json(view2)
        a = spec.determinize(view, Rng.from_seed(3))
        b = spec.determinize(view2, Rng.from_seed(3))
        assert _json(a) == _json(b)
        checked += 1
    assert checked


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_copy_is_independent_of_the_original(game_id):
    spec = _spec(game_id)
    for game, state in _random_states(game_id, 2, 11, 6):
        before = _json(state)
        copy = spec.copy(state)
        assert _json(copy) == before
        # Equal as models too: the same fields set, no extras or private parts lost.
        assert copy == state
        assert copy.model_fields_set == state.model_fields_set
        rng = Rng.from_seed(1)
        for _ in range(40):  # play the copy on: the original must not move
            actions = game.legal_actions(copy)
            if not actions:
                break
            game.apply(copy, rng.choice(actions))
        assert _json(state) == before


@pytest.mark.parametrize("name", ["search", "ismcts"])
@pytest.mark.parametrize(("game_id", "players"), _seats_cases(every_count=True))
def test_a_search_seat_plays_a_whole_game_within_the_rules(game_id, players, name):
    """Every game, every number of players, the flat and the tree search; a
    small and shallow search (one world, or a few so the tree grows;
    playouts of a few actions), so the game is played quickly."""
    game = registry.load(game_id)
    seats = []
    for seat in range(players):
        strategy = strategies.get(game_id, name if seat == 0 else "heuristic")
        if seat == 0:
            strategy.max_iterations = 1 if name == "search" else 4
            strategy.playout_cap = 4
        seats.append(strategy)
    run = sim.play_one(game, players, 3, players_strategies=seats, options=_short(game_id))
    assert run.violations == []
    assert run.finished


def _short(game_id: str):
    """Get Nifty and Nirds to a round limit below the table's choices (after
    it, most Niftyness wins, or the army has lost), so the suite stays quick."""
    game = registry.load(game_id)
    if "round_limit" in game.Options.model_fields:
        return game.Options.model_construct(round_limit=3)
    return game.Options()


@pytest.mark.parametrize("game_id", GAMES)
def test_rank_lists_every_legal_action_best_first_with_a_chance(game_id):
    game = registry.load(game_id)
    strategy = strategies.get(game_id, "search")
    strategy.max_iterations = 40
    for g, state in _random_states(game_id, 2, 13, 8):
        prompt = g.prompt(state)
        if prompt is None:
            continue
        legal = [a for a in game.legal_actions(state) if a.seat == prompt.seat]
        ranked = strategy.rank(game.view(state, prompt.seat), legal, Rng.from_seed(2))
        assert sorted(map(repr, (a for a, _ in ranked))) == sorted(map(repr, set(legal)))
        assert all(0.0 <= p <= 1.0 for _, p in ranked)
        assert (
            strategy.choose(game.view(state, prompt.seat), legal, Rng.from_seed(2))
            == (ranked[0][0])
        )
        break


def test_the_search_gives_the_same_answer_on_a_worker_thread():
    game = registry.load("net")
    state = next(s for i, (_, s) in enumerate(_random_states("net", 3, 2, 20)) if i == 3)
    prompt = game.prompt(state)
    legal = [a for a in game.legal_actions(state) if a.seat == prompt.seat]
    view = game.view(state, prompt.seat)

    def ranked():
        strategy = strategies.get("net", "search")
        strategy.max_iterations = 30
        return strategy.rank(view, legal, Rng.from_seed(4))

    here = ranked()
    there = []
    worker = threading.Thread(target=lambda: there.append(ranked()))
    worker.start()
    worker.join()
    assert there == [here]


def test_the_think_budget_bounds_a_decision():
    import time

    game = registry.load("net")
    state = next(s for i, (_, s) in enumerate(_random_states("net", 2, 2, 20)) if i == 2)
    prompt = game.prompt(state)
    legal = [a for a in game.legal_actions(state) if a.seat == prompt.seat]
    strategy = strategies.get("net", "search")
    assert strategy.think == search.DEFAULT_THINK
    strategy.think = 0.05
    # The decision's own processor time: the budget is on the clock, so this
    # is never more, and other work on a loaded machine does not count.
    start = time.thread_time()
    strategy.rank(game.view(state, prompt.seat), legal, Rng.from_seed(1))
    assert time.thread_time() - start < 0.05 + 0.2  # one round of playouts past the budget
    assert strategy.last_iterations >= len(set(legal))


@pytest.mark.parametrize("game_id", ["firefly-fluxx", "cartoon-network-fluxx"])
def test_fluxx_cards_held_face_down_by_a_step_are_dealt_in_the_world(game_id):
    """A temporary hand (or a secret throw) of another seat shows as '?' in the
    view; the world holds real cards there, and looks the same to the seat."""
    from nifty_table.games.fluxx.view import HIDDEN

    game = registry.load(game_id)
    spec = _spec(game_id)
    state = game.new_game(sim.seats_for(3), game.Options(), 0)
    rng = Rng.from_seed(0)
    while actions := game.legal_actions(state):
        for seat in range(3):
            view = game.view(state, seat)
            hidden = [s for s in view.stack if HIDDEN in s.cards or HIDDEN in s.picked]
            if hidden:
                world = spec.determinize(view, Rng.from_seed(seat))
                assert all(HIDDEN not in s.cards + s.picked for s in world.stack)
                assert _json(game.view(world, seat)) == _json(view)
                assert game.check_invariants(world) == []
                return
        game.apply(state, sim.random_action(game, state, actions, rng))
    pytest.fail("no step held cards face down in this game")


def test_net_worlds_respect_the_colours_a_player_showed_to_lack_and_cards_passed():
    """A seat that did not follow a colour holds none of it in any world, and
    the card this seat passed left is in its neighbour's hand until played."""
    from nifty_table.games.net import determinize as net
    from nifty_table.games.net.state import Phase

    game = registry.load("net")
    voids = passed = 0
    for seed in range(80):
        state = game.new_game(sim.seats_for(4), game.Options(), seed)
        rng = Rng.from_seed(seed)
        while actions := game.legal_actions(state):
            if state.phase is Phase.TRICKS and state.round_tricks and game.prompt(state).seat == 0:
                rules = state.rules
                view = game.view(state, 0)
                lacking = net.voids(view, rules)
                world = net.determinize(view, Rng.from_seed(seed))
                for seat in (1, 2, 3):
                    suits = {
                        net.tricks.suit(c, rules.trump, rules.supertrump) for c in world.hands[seat]
                    }
                    assert not suits & lacking[seat]
                played = {c for t in [*state.round_tricks, state.trick] for _, c in t}
                given = [c for c in view.my_exchange if c not in played] if rules.pass_left else []
                assert set(given) <= set(world.hands[1])
                passed += bool(given)
                voids += any(lacking[1:])
            game.apply(state, sim.random_action(game, state, actions, rng))
        if voids >= 30 and passed >= 3:
            break
    assert voids >= 30 and passed >= 3
