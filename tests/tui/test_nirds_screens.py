"""What a new Nirds vs Gnomes player reads on the real screen: the ! key in the
help, each player's lives in the header, the ! chooser on your own turn, what
a tactic card does (in its choice and in the log), who agreed to move on, and
the way back from the final table to the results (Enter written ⏎ there as on
every other key bar)."""

from __future__ import annotations

import random

from tui_helpers import make_app, region_text, screen_text, settle, visible_text

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.nirds import GAME
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.state import Phase
from nifty_table.tui.nirds.screen import NirdsScreen, glossary
from nifty_table.tui.screens.end import EndScreen
from nifty_table.tui.screens.pick_seat import PickSeatScreen


def trading_match() -> Match:
    """Ann and Bob at the start of Die Trading, Ann first, no Captain Sneefle."""
    for seed in range(40):
        match = Match.new("nirds", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
        st = match.state
        if (
            st.phase is Phase.TRADING
            and st.first == 0
            and all(p.leader != "sneefle" for p in st.players)
        ):
            return match
    raise AssertionError("no seed")


def give_tactic(state, seat: int, effect: str) -> int:
    card = next(c for c in state.tactic_deck if catalog().tactics[c].effect == effect)
    state.tactic_deck.remove(card)
    state.players[seat].tactics.append(card)
    GAME.forget()  # the engine keeps its last legal actions; we edited by hand
    return card


async def choose(pilot, label: str) -> None:
    options = pilot.app.screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    found = [i for i, t in enumerate(texts) if t.startswith(label)]
    assert found, f"no choice {label!r} among {texts}"
    options.highlighted = found[0]
    await pilot.press("enter")
    await settle(pilot)


def log_text(app) -> str:
    return " ".join(visible_text(app.screen.query_one("#log")).split())


async def test_the_keys_lives_and_tactic_cards_read_right_at_80x24(saves_dir):
    match = trading_match()
    st = match.state
    give_tactic(st, 0, "air_strike")
    gnomes = [catalog().gnomes[g].name for p in st.players for g in p.gnomes]
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NirdsScreen)
        # One count per player, with names: no "lives 3/3" read as "3 of 3".
        assert "lives: Ann 3, Bob 3" in screen_text(app).splitlines()[0]
        # The help names ! for cards; u is take back.
        await pilot.press("f1")
        await settle(pilot)
        text = " ".join(screen_text(app).replace("█", " ").split())  # the lines, unwrapped
        assert "Press ! to use a Scientist or a tactic card" in text
        assert "Press u to use" not in text
        await pilot.press("escape")
        await settle(pilot)
        # Each player who agrees to move on is in the log.
        await choose(pilot, "Done trading")
        assert "Ann agrees to move on." in log_text(app)
        await choose(pilot, "Done trading")
        assert "Bob agrees to move on." in log_text(app)
        assert st.phase is Phase.ACTION and match.prompt().seat == 0
        # Ann presses ! on her own turn: no "out of turn" question.
        await pilot.press("exclamation_mark")
        await settle(pilot)
        if isinstance(app.screen, PickSeatScreen):
            await pilot.press("enter")  # Ann, the one person with a card to use
            await settle(pilot)
        prompt = str(app.screen.query_one("#prompt").render())
        assert prompt == "Ann, your turn: use a Scientist or a tactic card, or choose as usual."
        assert "out of turn" not in screen_text(app)
        options = app.screen.query_one("#choices")
        labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert "Ann: play Air Strike (every Gnome in play takes 2 damage)" in labels
        await choose(pilot, "Ann: play Air Strike")
        said = log_text(app)
        assert "Ann plays Air Strike." in said
        assert f"Air Strike: {', '.join(gnomes[:-1])} and {gnomes[-1]} each take 2 damage." in said


def test_air_strike_says_not_against_a_boss_once():
    line = next(x for x in glossary().splitlines() if x.startswith("- **Air Strike**"))
    assert line.lower().count("boss") == 1 and line.endswith("Not against a Boss.")


def ended_match() -> tuple[Match, object]:
    """A two-player game one action before it ends, and that action (a seeded
    random game played to its end, then replayed without its last action)."""
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    played = Match.new("nirds", seats, seed=1)
    rng = random.Random(1)
    while played.result() is None:
        played.apply(rng.choice(played.legal_actions()))
    match = Match.new("nirds", seats, seed=1)
    for action in played.actions[:-1]:
        match.apply(action)
    return match, played.actions[-1]


async def test_the_final_table_leads_back_to_the_results(saves_dir):
    match, last = ended_match()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.screen.submit(last)
        await settle(pilot, 6)
        for key in ("escape", "enter", "e"):
            assert isinstance(app.screen, EndScreen)
            await pilot.press("t")  # look at the table
            await settle(pilot)
            assert isinstance(app.screen, NirdsScreen)
            footer = screen_text(app).splitlines()[-1]
            # Enter written as on every other bar (it read "Enter Back to the results")
            assert "⏎ Back to the results" in footer and "Rematch" in footer
            assert "Use a card" not in footer
            await pilot.press(key)
            await settle(pilot)
        assert isinstance(app.screen, EndScreen)
        await pilot.press("t", "r")  # a rematch from the final table
        await settle(pilot, 4)
        assert isinstance(app.screen, NirdsScreen) and app.screen.table._match is not match
        assert app.screen.table._match.result() is None


LONG = ("Annabelle", "Bartholomew", "Cornelius", "Dorothea")


def long_named(seed: int = 1, boss: bool = False) -> Match:
    """Four players with 24-letter names (the most a name may have); with
    `boss`, the Invisible Walls in play (the longest standing words)."""
    names = [(first + "x" * 24)[:24] for first in LONG]
    match = Match.new("nirds", [Seat(name=n) for n in names], seed=seed)
    if boss:
        from nifty_table.games.nirds.state import Boss

        match.state.boss = Boss.WALLS
        GAME.forget()
    return match


def lives_on_top(app) -> list[str]:
    """The top bar's lines (one, or two where it wraps)."""
    bar = app.screen.query_one("#topbar")
    return [line.strip() for line in region_text(app, bar).splitlines() if line.strip()]


async def test_every_players_lives_fit_the_top_bar_at_80x24_whatever_the_names(saves_dir):
    for boss in (False, True):
        match = long_named(boss=boss)
        app = make_app(saves_dir, match)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            top = " ".join(lives_on_top(app))
            assert "Boss: Invisible Walls" in top if boss else "wave 1" in top
            assert "Gnomes to come" in top
            told = top.split("lives: ")[1].split(", ")
            # Each player by the first letters of their name, in seat order, with lives.
            assert [entry.split("…")[0][:3] for entry in told] == [n[:3] for n in LONG], top
            assert all(entry.endswith(" 3") for entry in told), top
            # Wider, the names come back whole.
            await pilot.resize_terminal(200, 40)
            await settle(pilot)
            top = " ".join(lives_on_top(app))
            assert all(f"{s.name} 3" in top for s in match.seats), top


async def test_a_name_cut_after_a_word_leaves_no_space_before_the_ellipsis(saves_dir):
    """Names of two words, cut on the header where the first word ended, read
    'Anna … 3'; the space goes ('Anna… 3'), at every width that cuts them."""
    names = [
        f"{first} {(last * 4)[:18]}"
        for first, last in (("Anna", "Bell"), ("Bart", "Holm"), ("Cora", "Lynn"), ("Dora", "Wynn"))
    ]
    match = Match.new("nirds", [Seat(name=n) for n in names], seed=1)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        cut_after_word = 0
        for width in range(80, 160, 2):
            await pilot.resize_terminal(width, 24)
            await settle(pilot)
            top = " ".join(lives_on_top(app))
            assert " …" not in top, (width, top)
            cut_after_word += "Anna… 3" in top
        assert cut_after_word, "no width cut the names just after their first word"
