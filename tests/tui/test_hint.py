"""The hint key: the searching player's best three choices for the person at
the keyboard, from that person's view only; never for a computer's decision
nor while the table is public; the log tells the table."""

from __future__ import annotations

import re

import pytest
from tui_helpers import make_app, net_at_anns_first_token, screen_text, settle, until

from nifty_table.engine import strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.table import hints
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp
from nifty_table.tui.screens import hint
from nifty_table.tui.screens.curtain import CurtainScreen
from nifty_table.tui.screens.hint import HintScreen
from nifty_table.tui.screens.table import TableScreen


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    monkeypatch.setattr(hint, "HINT_THINK", 0.05)


def _footer(app) -> str:
    return screen_text(app).splitlines()[-1]


async def _hint_text(pilot) -> str:
    app = pilot.app
    await pilot.press("h")
    await until(pilot, lambda: isinstance(app.screen, HintScreen), limit=10.0)
    await until(pilot, lambda: app.screen.advice is not None, limit=10.0)
    await settle(pilot)
    return screen_text(app)


async def test_h_shows_three_choices_with_chances_and_the_log_says_who_asked(saves_dir):
    match = net_at_anns_first_token("Ann,bot:Cy")  # Ann alone with a computer
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        count = len(match.actions)
        assert "h Hint" in _footer(app)
        mine = [a for a in match.legal_actions() if a.seat == 0]
        labels = [match.game.describe(match.state, a) for a in mine]

        text = await _hint_text(pilot)

        assert "A hint for Ann" in text
        assert match.prompt().text in text  # what the hint answers
        lines = re.findall(r"([123])\. (.+?) — about (\d+)%", text)
        assert [n for n, _, _ in lines] == ["1", "2", "3"]
        for _, label, chance in lines:
            assert label in labels  # one of Ann's own choices, worded as the list words it
            assert 0 <= int(chance) <= 100
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert "Ann asked for a hint." in screen_text(app)
        assert len(match.actions) == count  # a hint plays nothing


async def test_no_hint_for_a_computers_decision(saves_dir):
    match = net_at_anns_first_token("Ann,bot:Cy")
    app = NiftyApp(saves_dir=saves_dir, table=Table(match), bot_delay=60)  # Cy takes its time
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Ann covers a box: Cy is to decide
        await settle(pilot)
        assert "Cy (computer) is thinking" in screen_text(app)
        assert "Hint" not in _footer(app)
        await pilot.press("h")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert "asked for a hint" not in screen_text(app)


async def test_no_hint_behind_a_curtain_nor_on_a_public_screen(saves_dir):
    match = net_at_anns_first_token("Ann,Bob")
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)  # Ann's turn, hidden until she is ready
        await pilot.press("h")
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")  # Ann lifts the curtain: her own view, her hint
        await settle(pilot)
        assert "h Hint" in _footer(app)
        table = app.screen
        table.show_public()  # the screen turns public (as when the keyboard passes on)
        await settle(pilot)
        assert "Hint" not in _footer(app)
        await pilot.press("h")
        await settle(pilot)
        assert app.screen is table and "asked for a hint" not in screen_text(app)


def _ann_to_play(game_id: str, seed: int) -> Match:
    seats = [Seat(name="Ann"), Seat(name="Cy", bot=True)]
    match = Match.new(game_id, seats, seed=seed)
    while match.prompt().seat != 0:
        match.apply(match.legal_actions()[0])
    return match


def _card_names(game_id: str, catalog) -> dict[str, str]:
    """Card id -> the name the screen uses."""
    if game_id == "get-nifty":
        return {c: card.name for c, card in catalog.cards.items()}
    return dict(catalog.name)


def _strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(_strings, value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*map(_strings, value)) if value else set()
    return set()


@pytest.mark.parametrize(("game_id", "seed"), [("get-nifty", 4), ("firefly-fluxx", 21)])
async def test_a_hint_names_only_cards_the_asking_seat_can_see(saves_dir, game_id, seed):
    match = _ann_to_play(game_id, seed)
    names = _card_names(game_id, match.game.catalog)
    seen_ids = _strings(match.game.view(match.state, 0).model_dump()) & set(names)
    seen = {names[c] for c in seen_ids}
    unseen = set(names.values()) - seen
    # A name inside a seen card's name ("Jayne" in "Jayne's Hat") proves nothing.
    unseen = {name for name in unseen if not any(name in s for s in seen)}
    assert unseen  # the draw pile and Cy's hand hold cards Ann cannot see
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        text = await _hint_text(pilot)
        body = text[text.index("A hint for Ann") :]
        assert {name for name in seen if name in body}  # it names cards: Ann's own
        assert not {name for name in unseen if name in body}


async def test_in_nirds_the_hint_speaks_for_the_army(saves_dir):
    seats = [Seat(name="Anton"), Seat(name="Berta")]
    match = Match.new("nirds", seats, seed=1)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        decider = match.prompt().seat
        name = match.seats[decider].name
        text = await _hint_text(pilot)
        assert f"A hint for {name}" in text
        assert "the army wins" in text
        await pilot.press("escape")
        await settle(pilot)
        assert f"{name} asked for a hint." in screen_text(app)


def test_every_game_offers_the_search_a_hint_needs():
    from nifty_table.engine import registry

    for game_id in registry.GAMES:
        if registry.available(game_id):
            assert "search" in strategies.names(game_id), game_id


def test_a_hint_reads_best_first_whatever_the_search_set_aside():
    """A hint lists the choices still in the running when time was up, by their
    estimates alone: never a lower chance above a higher one (a computer
    seat's bonus for the rule of thumb's choice plays no part in a hint)."""
    match = net_at_anns_first_token("Ann,bot:Cy")
    for _ in range(3):
        result = hints.ask_search(match, 0, 0.25)()
        chances = [item.chance for item in result.advice]
        assert 2 <= len(chances) <= hints.SHOWN
        assert chances == sorted(chances, reverse=True), result
        legal = [a for a in match.legal_actions() if a.seat == 0]
        assert len(chances) + result.set_aside >= min(len(legal), hints.SHOWN)


def test_a_hint_says_how_many_choices_were_set_aside():
    screen = HintScreen("Ann", "Ann, play a card.", lambda: hints.Hint([], 0))
    screen.set_aside = 2
    text = screen.text([hints.Advice("Play Shiny", 0.61), hints.Advice("Play Mal", 0.55)])
    assert "1. Play Shiny — about 61%" in text and "2. Play Mal — about 55%" in text
    assert "(2 other choices looked weaker early on and got fewer tries.)" in text
    screen.set_aside = 0
    assert "other choice" not in screen.text([hints.Advice("Play Shiny", 0.61)])


async def test_a_question_about_the_person_gets_no_weighed_answers(saves_dir):
    """Asked "is today your birthday?", the hint weighed a "yes" first (it
    plays more cards); it now says only Ann knows, and weighs nothing."""
    game_id, seed = "cartoon-network-fluxx", 28
    match = Match.new(game_id, [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")], seed=seed)
    heuristic = strategies.get(game_id, "heuristic")
    rng = Rng.from_seed(seed)
    while match.state.moves < 78:
        match.apply(strategies.decide(match.game, match.state, heuristic, rng))
    assert match.prompt().text == "Ann, is today your birthday?"
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = await _hint_text(pilot)
        assert "Only you know the true answer to this one: give it." in text
        assert "— about" not in text  # no chances weighed
