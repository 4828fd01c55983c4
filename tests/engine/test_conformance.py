"""Every game against the engine contract, through the contract only.

Runs over every registered game whose package is in this build
(`registry.available`); the others are skipped per parameter. Games may only
be known here through the contract (`new_game`, `prompt`, `legal_actions`,
`apply`, `view`, `result`, `check_invariants`); the one generic peek is at a
`hands` list on the state, to check what `view` shows of it.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from pydantic import BaseModel

from nifty_table.engine import registry, saves, sim
from nifty_table.engine.contract import (
    Action,
    GameState,
    IllegalAction,
    Prompt,
    Result,
    Seat,
)
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng

# One random game per player count and test (each test its own seed, so
# every count still meets several different games across the file).
GAMES_PER_COUNT = 1
STEP_CAP = sim.DEFAULT_STEP_CAP
# Hidden zones a state may hold under these generic names (shuffling them must
# not change any view): the draw pile's order, cards set aside unseen.
HIDDEN_PILES = ("draw_pile", "set_aside")


def _cases() -> list[Any]:
    out = []
    for game_id, info in registry.GAMES.items():
        for players in range(info.min_players, info.max_players + 1):
            out.append(pytest.param(game_id, players, id=f"{game_id}-{players}p"))
    return out


CASES = _cases()
IDS = [pytest.param(g, id=g) for g in registry.GAMES]


def _game(game_id: str):
    if not registry.available(game_id):
        pytest.skip(f"{registry.info(game_id).title} is not in this build yet")
    return registry.load(game_id)


def _seats(n: int) -> list[Seat]:
    return [Seat(name=f"Seat {i}", bot=i % 2 == 0) for i in range(n)]


# Random Get Nifty games with no round limit (the table's default) run to
# thousands of actions; the conformance games take the 40-round table option
# so the suite stays quick (the default itself has its own rules test).
PLAYOUT_OPTIONS = {"get-nifty": {"round_limit": 40}}


def _match(game_id: str, players: int, seed: int) -> Match:
    _game(game_id)
    return Match.new(game_id, _seats(players), PLAYOUT_OPTIONS.get(game_id), seed=seed)


def _seed(game_id: str, players: int, k: int) -> int:
    return sum(game_id.encode()) * 1000 + players * 10 + k


def _json(model: BaseModel) -> Any:
    """The model as plain JSON data (and proof that it serialises)."""
    return json.loads(model.model_dump_json())


def _hashable(x: Any) -> Any:
    return json.dumps(x, sort_keys=True) if isinstance(x, dict | list) else x


def _check_prompt(game, state: GameState) -> tuple[Prompt | None, list[Action]]:
    """The contract's per-step promises about prompts, results and actions;
    the prompt and the legal actions, for the step that follows."""
    problems = sim.check(game, state)
    assert problems == [], problems
    prompt = game.prompt(state)
    players = len(state.seats)
    if prompt is None:
        result = game.result(state)
        assert isinstance(result, Result)
        assert game.legal_actions(state) == []
        assert all(0 <= w < players for w in result.winners)
        if result.scores is not None:
            assert len(result.scores) == players
        assert result.winners or result.cooperative is not None or result.summary
        return None, []
    assert game.result(state) is None
    assert 0 <= prompt.seat < players
    assert prompt.text.strip()
    assert all(0 <= s < players for s in prompt.interrupters)
    may_act = {prompt.seat, *prompt.interrupters}
    legal = game.legal_actions(state)
    assert legal
    for action in legal:
        assert isinstance(action, Action)
        assert action.seat in may_act, (action, prompt)
    # Every action serialises, and no two are the same (the JSON of each by its
    # own class, fields in their order: a fourth of the cost of sorted dicts).
    assert len({a.model_dump_json() for a in legal}) == len(legal), "an action is listed twice"
    return prompt, legal


def _chooser(seed: int) -> Rng:
    """What picks the random players' actions in a game of this seed."""
    return Rng.from_seed(seed ^ 0xC0FFEE)


def _playout(game_id: str, players: int, seed: int, on_step=None) -> Match:
    """A random game to the end, checking the contract after every action."""
    match = _match(game_id, players, seed)
    game = match.game
    rng = _chooser(seed)
    while True:
        prompt, legal = _check_prompt(game, match.state)
        if prompt is None:
            break
        assert len(match.actions) < STEP_CAP, "the game does not end"
        if on_step is not None:
            on_step(match, rng)
            legal = match.legal_actions()  # as the step left it (a take-back replays)
        action = rng.choice(legal)
        events = match.apply(action)
        assert isinstance(events, list)
        for event in events:
            json.dumps(event.model_dump(mode="json"))
            assert all(0 <= s < len(match.state.seats) for s in event.private)
    return match


# -- setup -------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_new_game_is_deterministic_per_seed(game_id, players):
    game = _game(game_id)
    options = game.Options()
    dumps = []
    for seed in range(3):
        a = game.new_game(_seats(players), options, seed)
        b = game.new_game(_seats(players), options, seed)
        assert isinstance(a, game.State)
        assert a.model_dump() == b.model_dump()
        assert a == b
        assert [s.name for s in a.seats] == [s.name for s in _seats(players)]
        assert game.check_invariants(a) == []
        dumps.append(_json(a))
    assert len({json.dumps(d, sort_keys=True) for d in dumps}) > 1, "the seed changes nothing"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_new_game_does_not_hold_on_to_the_callers_seats(game_id, players):
    game = _game(game_id)
    seats = _seats(players)
    state = game.new_game(seats, game.Options(), 1)
    before = state.model_dump()
    seats[0].name = "Changed"
    seats.append(Seat(name="Extra"))
    assert state.model_dump() == before


@pytest.mark.parametrize("game_id", IDS)
def test_the_seat_range_is_enforced(game_id):
    game = _game(game_id)
    info = registry.info(game_id)
    assert (game.min_players, game.max_players) == (info.min_players, info.max_players)
    with pytest.raises(ValueError):
        Match.new(game_id, _seats(info.max_players + 1), seed=0)
    if info.min_players > 1:
        with pytest.raises(ValueError):
            Match.new(game_id, _seats(info.min_players - 1), seed=0)


# -- whole games ------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_games_play_to_the_end_and_replay(game_id, players):
    for k in range(GAMES_PER_COUNT):
        match = _playout(game_id, players, _seed(game_id, players, k))
        assert match.result() is not None
        assert match.prompt() is None
        assert match.game.check_invariants(match.state) == []
        # The seed and the actions are the whole game.
        replayed = match.replayed()
        assert replayed == match.state
        assert replayed.model_dump() == match.state.model_dump()
        # Nothing is accepted once the game is over.
        last = match.actions[-1]
        before = match.state.model_dump()
        with pytest.raises(IllegalAction):
            match.game.apply(match.state, last)
        assert match.state.model_dump() == before


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_the_same_seed_and_choices_give_the_same_game(game_id, players):
    seed = _seed(game_id, players, 7)
    a = _playout(game_id, players, seed)
    # The second game makes the same choices from the same seed, unchecked: were
    # it another game than the first, checked one, the comparisons below fail.
    b = _match(game_id, players, seed)
    rng = _chooser(seed)
    while b.prompt() is not None and len(b.actions) < STEP_CAP:
        b.apply(rng.choice(b.legal_actions()))
    assert a.state == b.state
    assert a.actions == b.actions


# -- saves ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_save_and_load_at_a_random_point_then_continue(game_id, players, tmp_path):
    for k in range(GAMES_PER_COUNT):
        seed = _seed(game_id, players, 20 + k)
        full = _playout(game_id, players, seed)
        stop = Rng.from_seed(seed).below(len(full.actions) + 1)

        match = _match(game_id, players, seed)
        for action in full.actions[:stop]:
            match.apply(action)
        path = tmp_path / f"{game_id}-{k}.json"
        saves.save(match, path)
        loaded = saves.load(path)

        assert type(loaded.state) is type(match.state)
        assert loaded.state == match.state
        assert loaded.state.model_dump() == match.state.model_dump()
        assert loaded.actions == match.actions
        assert (loaded.seed, loaded.match_id) == (match.seed, match.match_id)
        assert loaded.options == match.options
        assert loaded.prompt() == match.prompt()
        assert loaded.legal_actions() == match.legal_actions()

        # Continuing the loaded game gives exactly the original future.
        for action in full.actions[stop:]:
            loaded.apply(action)
        assert loaded.state == full.state
        assert loaded.result() == full.result()


@pytest.mark.parametrize("game_id", IDS)
def test_a_finished_game_saves_and_loads(game_id, tmp_path):
    info = registry.info(game_id)
    match = _playout(game_id, info.min_players, _seed(game_id, 0, 3))
    path = tmp_path / "done.json"
    saves.save(match, path)
    loaded = saves.load(path)
    assert loaded.state == match.state
    assert loaded.result() == match.result() is not None
    assert saves.list_saves(tmp_path)[0].envelope.summary == match.summary()


# -- what each seat may see -------------------------------------------------------------------
def _hands(state: GameState) -> list[list[Any]] | None:
    hands = getattr(state, "hands", None)
    if isinstance(hands, list) and len(hands) == len(state.seats):
        return hands
    return None


def _check_views(game, state: GameState, rng: Rng) -> None:
    hands = _hands(state)
    for seat in range(len(state.seats)):
        view = game.view(state, seat)
        assert isinstance(view, BaseModel)
        data = _json(view)
        assert "hands" not in data, "a view holds every hand"
        if hands is not None and "hand" in data:
            assert Counter(map(_hashable, data["hand"])) == Counter(map(_hashable, hands[seat]))
        # What others hold, and the order of hidden piles, must not change the
        # view: deal the other seats' cards out again and shuffle the piles.
        hidden = _rearranged(state, seat, rng)
        if hidden is not None:
            assert _json(game.view(hidden, seat)) == data, f"seat {seat} sees hidden cards"


def _rearranged(state: GameState, seat: int, rng: Rng) -> GameState | None:
    # Only the hands and hidden piles are dealt anew, so only they are copied
    # (a deep copy of the whole state per seat was most of this file's time).
    fresh: dict[str, Any] = {}
    hands = _hands(state)
    if hands is not None:
        others = [s for s in range(len(hands)) if s != seat]
        pool = [c for s in others for c in hands[s]]
        rng.shuffle(pool)
        dealt = [list(hand) for hand in hands]
        for s in others:
            size = len(hands[s])
            dealt[s], pool = pool[:size], pool[size:]
        fresh["hands"] = dealt
    for name in HIDDEN_PILES:
        pile = getattr(state, name, None)
        if isinstance(pile, list) and len(pile) > 1:
            fresh[name] = list(pile)
            rng.shuffle(fresh[name])
    return state.model_copy(update=fresh) if fresh else None


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_views_are_json_and_show_only_your_own_hand(game_id, players):
    def look(match: Match, rng: Rng) -> None:
        if len(match.actions) < 5 or rng.below(12) == 0:
            _check_views(match.game, match.state, rng)

    match = _playout(game_id, players, _seed(game_id, players, 40), on_step=look)
    _check_views(match.game, match.state, Rng.from_seed(1))


@pytest.mark.parametrize("game_id", IDS)
def test_a_view_never_changes_the_state(game_id):
    def look(match: Match, rng: Rng) -> None:
        before = match.state.model_dump()
        for seat in range(len(match.state.seats)):
            match.game.view(match.state, seat)
            match.game.summary(match.state)
            match.game.prompt(match.state)
        assert match.state.model_dump() == before

    info = registry.info(game_id)
    _playout(game_id, info.max_players, _seed(game_id, 1, 41), on_step=look)


# -- illegal actions ------------------------------------------------------------------------------
def _assert_refused(game, state: GameState, action: Action) -> None:
    before = state.model_dump()
    with pytest.raises(IllegalAction) as err:
        game.apply(state, action)
    assert isinstance(err.value.reason, str) and err.value.reason.strip()
    assert state.model_dump() == before, f"{action} changed the state before being refused"


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_an_action_from_a_seat_that_is_not_asked_is_refused(game_id, players):
    tried = []

    def wrong_seat(match: Match, rng: Rng) -> None:
        if rng.below(4):
            return
        game, state = match.game, match.state
        prompt = game.prompt(state)
        legal = game.legal_actions(state)
        mine = [a for a in legal if a.seat == prompt.seat]
        may_act = {prompt.seat, *prompt.interrupters}
        others = [s for s in range(len(state.seats)) if s not in may_act]
        if not mine or not others:
            return
        action = rng.choice(mine)
        for other in others:
            wrong = action.model_copy(update={"seat": other})
            if wrong in legal:
                continue
            _assert_refused(game, state, wrong)
            tried.append(wrong)
        # Seats that do not exist at all.
        for ghost in (len(state.seats), len(state.seats) + 5):
            _assert_refused(game, state, action.model_copy(update={"seat": ghost}))
        # The real action is still accepted afterwards (nothing got stuck).
        assert action in game.legal_actions(state)

    for k in range(GAMES_PER_COUNT):
        _playout(game_id, players, _seed(game_id, players, 60 + k), on_step=wrong_seat)
    assert tried or players == 1, "no chance to try a wrong seat"  # alone: no other seat


# -- the public view and the computer players -------------------------------------------------
def _all_hands_dealt_again(state: GameState, rng: Rng) -> GameState | None:
    """Every hand (and the hidden piles) shuffled among the seats, sizes kept."""
    copy = state.model_copy(deep=True)
    hands = _hands(copy)
    if hands is None:
        return None
    pool = [c for hand in hands for c in hand]
    for name in HIDDEN_PILES:
        pile = getattr(copy, name, None)
        if isinstance(pile, list):
            pool += pile
    rng.shuffle(pool)
    for hand in hands:
        hand[:], pool = pool[: len(hand)], pool[len(hand) :]
    for name in HIDDEN_PILES:
        pile = getattr(copy, name, None)
        if isinstance(pile, list):
            pile[:], pool = pool[: len(pile)], pool[len(pile) :]
    return copy


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_the_public_view_shows_no_hand_and_ignores_all_hands(game_id, players):
    checked = []

    def look(match: Match, rng: Rng) -> None:
        if rng.below(6):
            return
        game, state = match.game, match.state
        public = _json(game.view(state, None))
        assert "hands" not in public, "the public view holds every hand"
        assert not public.get("hand"), "the public view holds a hand"
        shuffled = _all_hands_dealt_again(state, rng)
        if shuffled is not None and shuffled != state:
            assert _json(game.view(shuffled, None)) == public, "the public view shows hands"
            checked.append(len(match.actions))

    _playout(game_id, players, _seed(game_id, players, 80), on_step=look)
    if not checked:
        pytest.skip("no hands to hide in this game")


def _strategy_cases() -> list[Any]:
    from nifty_table.engine import strategies

    out = []
    for game_id in registry.GAMES:
        if not registry.available(game_id):
            continue
        for name in strategies.names(game_id):
            out.append(pytest.param(game_id, name, id=f"{game_id}-{name}"))
    return out


@pytest.mark.parametrize(("game_id", "name"), _strategy_cases())
def test_a_strategy_sees_only_its_own_seat(game_id, name):
    """A strategy answers with a legal action of the prompted seat, and its
    choice does not change when the other seats' hands are dealt again."""
    from nifty_table.engine import strategies

    info = registry.info(game_id)
    players = min(info.max_players, max(info.min_players, 3))
    tried = []
    steps = [0]

    def fresh():
        strategy = strategies.get(game_id, name)
        if hasattr(strategy, "max_iterations"):  # the search: a fixed effort, the same each time
            strategy.max_iterations, strategy.playout_cap = 1, 4
        return strategy

    def ask(match: Match, rng: Rng) -> None:
        game, state = match.game, match.state
        prompt = game.prompt(state)
        seed = rng.below(1 << 30)
        steps[0] += 1
        if name == "search" and steps[0] % 12:
            return  # the search is slow next to the others: ask it at some steps only
        # Fresh strategies on both sides: one that remembers its own past
        # choices must still not see another seat's cards.
        action = strategies.decide(game, state, fresh(), Rng.from_seed(seed))
        assert action.seat == prompt.seat
        assert action in game.legal_actions(state)
        hidden = _rearranged(state, prompt.seat, rng)
        if hidden is None or rng.below(3):
            return
        if _json(game.view(hidden, prompt.seat)) != _json(game.view(state, prompt.seat)):
            return  # the game shows those cards openly (a cooperative game): fair to use
        again = strategies.decide(game, hidden, fresh(), Rng.from_seed(seed))
        assert again == action, f"{name} looked at another seat's cards"
        tried.append(action)

    for k in range(2):  # a second game only if the first hid nothing from the one asked
        _playout(game_id, players, _seed(game_id, players, 90 + k), on_step=ask)
        if tried:
            break
    if not tried:
        pytest.skip("nothing hidden from this game's seats")


# -- take-back: what reveals information ---------------------------------------------------
# Face-down piles whose order nobody knows: NΣT!'s cards set aside, the draw piles of
# Fluxx and Get Nifty, and the Nirds decks (Gnomes, both Nird levels, tactics, Minions).
FACE_DOWN_PILES = (*HIDDEN_PILES, "level1_deck", "level2_deck", "tactic_deck", "minion_pile")


def _nothing_left(before: Any, after: Any) -> bool:
    """No card left the pile and its cards kept their order (cards put into a
    face-down pile, e.g. a used card under its deck, reveal nothing)."""
    if not isinstance(before, list):
        return before == after
    return [card for card in after if card in before] == before


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_reveals_answers_without_changing_the_state_and_truthfully(game_id, players):
    """`game.reveals(state, action)` (the take-back contract): it never changes
    the state; an action it calls harmless leaves the RNG, the hidden piles and
    every other player's hand exactly as they were."""
    checked = {True: 0, False: 0}

    def ask(match: Match, rng: Rng) -> None:
        if len(match.actions) > 400 and checked[True] and checked[False]:
            return  # enough asked; the rest of the game only plays out
        game, state = match.game, match.state
        action = rng.choice(game.legal_actions(state))
        before = state.model_copy(deep=True)
        answer = game.reveals(state, action)
        assert isinstance(answer, bool)
        assert state == before, "reveals changed the state"
        checked[answer] += 1
        if answer:
            return
        after = state.model_copy(deep=True)
        game.apply(after, action)
        assert after.rng == state.rng, f"{action!r} used the RNG but reveals nothing?"
        for pile in FACE_DOWN_PILES:
            assert _nothing_left(getattr(state, pile, None), getattr(after, pile, None)), (
                action,
                pile,
            )
        hands, hands_after = _hands(state), _hands(after)
        if hands is not None and hands_after is not None:
            for seat, (old, new) in enumerate(zip(hands, hands_after, strict=False)):
                assert seat == action.seat or old == new, (action, "another hand changed")

    _playout(game_id, players, _seed(game_id, players, 70), on_step=ask)
    assert checked[True] and checked[False], checked


@pytest.mark.parametrize("game_id", IDS)
def test_a_take_back_lands_exactly_on_the_state_before(game_id):
    """Match.take_back (replay without the last decision) works for every game."""
    from nifty_table.engine.match import TakeBackRefused

    game = _game(game_id)
    players = max(game.min_players, 2)
    allowed = []

    def try_it(match: Match, rng: Rng) -> None:
        # Each try replays the log so far: try often, but early in the game.
        if not match.actions or len(match.actions) > 200 or rng.below(3):
            return
        seat = match.actions[-1].seat
        state, count = match.state.model_copy(deep=True), len(match.actions)
        try:
            taken = match.take_back(seat)
        except TakeBackRefused as exc:
            assert exc.reason and match.state == state and len(match.actions) == count
            return
        assert len(match.actions) == count - len(taken.actions)
        assert match.state == match.replayed() != state
        for action in taken.actions:
            match.apply(action)
        assert match.state == state
        allowed.append(taken)

    _playout(game_id, players, _seed(game_id, players, 80), on_step=try_it)
    assert allowed, "no decision could ever be taken back"
