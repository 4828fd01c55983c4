"""What the lessons show a newcomer by playing it, not only by saying it."""

from __future__ import annotations

from collections.abc import Iterator

from nifty_table.cli.main import GAME_IDS
from nifty_table.engine import registry
from nifty_table.engine.contract import Action
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.lessons.model import Step, load
from nifty_table.lessons.run import LessonRun


def _walk(game_id: str) -> Iterator[tuple[Step, list[Action], LessonRun]]:
    """Each step of the lesson played by its suggestions: the step, the
    learner's moves it made, and the run just after them."""
    lesson = load(game_id)
    run = LessonRun(lesson)
    run.play_others()
    for step in lesson.steps:
        played = []
        for _ in range(step.repeat):
            action = run.suggested()
            assert action is not None
            run.play(action)
            played.append(action)
            run.play_others()
        yield step, played, run


def _views_by_step(game_id: str) -> list[dict]:
    """The learner's view after each step of the lesson, played by its suggestions."""
    views = []
    for _step, _played, run in _walk(game_id):
        run.table.watch(run.learner)
        views.append(run.table.frame().view.model_dump(mode="json"))
    return views


def _own_cards(game_id: str) -> dict[str, str]:
    """The Actions and New Rules of a Fluxx game's deck whose effect no other
    Fluxx deck has, by id, with their names. (Every deck's Keepers and Goals
    are its own characters: they tell nothing about the edition's own rules.)"""
    decks: dict[str, Catalog] = {}
    for other in GAME_IDS:
        game = registry.load(other)
        if isinstance(game, FluxxGame):
            decks[other] = game.catalog
    deck = decks.pop(game_id)
    elsewhere = {
        key
        for catalog in decks.values()
        for key in [*catalog.play_effect.values(), *catalog.rule_effect.values()]
    }
    effects = {**deck.play_effect, **deck.rule_effect}
    return {card: deck.name[card] for card, key in effects.items() if key not in elsewhere}


def test_get_nifty_shows_a_real_fluxed_card_then_a_token_bought() -> None:
    views = _views_by_step("get-nifty")
    fluxed = [i for i, v in enumerate(views) if v["teams"][0]["weird"]["fluxed"]]
    assert fluxed, "no step leaves the learner's WEIRD card Fluxed"
    token = [i for i, v in enumerate(views) if v["teams"][0]["token"]]
    assert token and token[0] > fluxed[0], "no NIFTY token bought after the Fluxed card"
    # The card came back: marked, not Fluxed, when the token was bought.
    weird = views[token[0]]["teams"][0]["weird"]
    assert weird["marked"] and not weird["fluxed"]


def test_cartoon_network_has_the_learner_play_the_decks_own_cards_as_the_coach_names_them() -> None:
    own = _own_cards("cartoon-network-fluxx")
    named = []
    for step, played, _run in _walk("cartoon-network-fluxx"):
        for action in played:
            card = getattr(action, "card", None)
            if action.kind == "play" and card in own:
                # The coach explains the card as it is played, by its name.
                assert own[card] in " ".join(step.say.split()), step.say
                named.append(own[card])
    assert len(set(named)) >= 2, f"the learner plays only {named} of this deck's own cards"
