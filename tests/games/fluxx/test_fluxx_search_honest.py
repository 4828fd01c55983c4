"""The searching player answers table-talk questions honestly: real
four-player Cartoon Network deals, played by the heuristic to a question put
to P0, where the playouts like the untrue answer better (a birthday plays
three cards; staying in character draws more)."""

from __future__ import annotations

import pytest

from nifty_table.engine import registry, strategies
from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for
from nifty_table.games.fluxx.actions import Answer

GAME_ID = "cartoon-network-fluxx"
PLAYOUTS = 60


def _question(seed: int, moves: int, stage: str):
    game = registry.load(GAME_ID)
    state = game.new_game(seats_for(4), game.Options(), seed)
    heuristic = strategies.get(GAME_ID, "heuristic")
    rng = Rng.from_seed(seed)
    while state.moves < moves:
        game.apply(state, strategies.decide(game, state, heuristic, rng))
    view = game.view(state, 0)
    assert view.decision is not None and view.decision.ask and view.decision.stage == stage
    legal = [action for action in game.legal_actions(state) if action.seat == 0]
    return view, legal


@pytest.mark.parametrize(
    ("seed", "moves", "stage"),
    [(28, 78, "birthday"), (17, 52, "q2")],  # q2: "did you stay in character?"
)
def test_the_searching_player_claims_no_birthday_and_no_acting(seed, moves, stage):
    view, legal = _question(seed, moves, stage)
    hard = strategies.get(GAME_ID, "search")
    hard.max_iterations = PLAYOUTS
    # The playouts like a "yes" better ...
    ranked = hard.rank(view, legal, Rng.from_seed(7))
    chances = {action.yes: chance for action, chance in ranked if isinstance(action, Answer)}
    assert chances[True] > chances[False]
    # ... but a computer seat answers as the rule of thumb does: no.
    answer = hard.choose(view, legal, Rng.from_seed(7))
    assert isinstance(answer, Answer) and not answer.yes


def test_a_hint_weighs_no_answer_to_a_question_only_the_person_can_answer():
    """The playouts like a claimed birthday: a hint ranked "yes" first."""
    from nifty_table.engine.contract import Seat
    from nifty_table.engine.match import Match
    from nifty_table.table.hints import ask_search

    match = Match.new(GAME_ID, [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")], seed=28)
    heuristic = strategies.get(GAME_ID, "heuristic")
    rng = Rng.from_seed(28)
    while match.state.moves < 78:
        match.apply(strategies.decide(match.game, match.state, heuristic, rng))
    assert match.prompt().text == "Ann, is today your birthday?"
    hint = ask_search(match, 0, 0.05)()
    assert hint.advice == [] and hint.withheld.startswith("Only you know the true answer")


def test_only_questions_about_the_person_are_kept_from_hints():
    """Cartoon Talk's "will you talk like a cartoon?" is a choice a hint may
    weigh; "did you stay in character?" and a shout are about the person."""
    from nifty_table.games.fluxx.effects import EFFECTS
    from nifty_table.games.fluxx.state import new_step

    talk, shout = EFFECTS["cartoon_talk"], EFFECTS["yeahuh"]
    for stage, personal in (("now", False), ("q1", False), ("q2", True)):
        assert (
            talk.about_the_person(
                new_step(kind="fx", handler="cartoon_talk", seat=0, stage=stage, ask=True)
            )
            is personal
        )
    assert shout.about_the_person(new_step(kind="fx", handler="yeahuh", seat=0, ask=True))
    assert not EFFECTS["trash_goals"].about_the_person(
        new_step(kind="fx", handler="trash_goals", seat=0)
    )
