"""What a new Get Nifty player reads on the real screen: why a side is losing,
the numbers to beat at 80x24, why a move is missing, single-use Objects,
partners who join, and the round limit at set-up."""

from __future__ import annotations

from tui_helpers import make_app, screen_text, settle, visible_text

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.get_nifty import actions as A
from nifty_table.tui.get_nifty.screen import GetNiftyScreen
from nifty_table.tui.screens.curtain import CurtainScreen

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def arranged(
    players: int,
    hands: dict[int, list[str]],
    objects: dict[int, list[str]] | None = None,
    states: dict[int, tuple[str, str]] | None = None,  # team -> (SAFE, WEIRD): marked/unmarked/-
    plot: str | None = None,
) -> Match:
    """A real deal with named cards moved into place; the rest stay in the pile."""
    match = Match.new("get-nifty", [Seat(name=n) for n in NAMES[:players]], seed=8)
    st = match.state
    for hand in st.hands:
        st.draw_pile.extend(hand)
        hand.clear()

    def take(card: str) -> str:
        st.draw_pile.remove(card)
        return card

    for seat, cards in hands.items():
        st.hands[seat] = [take(c) for c in cards]
    for seat, cards in (objects or {}).items():
        st.objects[seat] = [take(c) for c in cards]
    for team, marks in (states or {}).items():
        for word, how in zip(("safe", "weird"), marks, strict=True):
            if how == "-":
                continue
            card = take(next(c for c in st.draw_pile if c.startswith(word)))
            kind = "danger" if word == "safe" else "boredom"
            st.teams[team].place(kind, card, marked=how == "marked")
    if plot is not None:
        st.plot = take(plot)
    match.game.forget()  # the engine caches its last answers; we edited by hand
    assert not match.game.check_invariants(st)
    return match


async def lift_curtain(pilot) -> None:
    if isinstance(pilot.app.screen, CurtainScreen):
        await pilot.press("enter")
        await settle(pilot)


async def choose(pilot, label: str) -> None:
    options = pilot.app.screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    found = [i for i, t in enumerate(texts) if t.startswith(label)]
    assert found, f"no choice {label!r} among {texts}"
    options.highlighted = found[0]
    await pilot.press("enter")
    await settle(pilot)
    await lift_curtain(pilot)


def choice_labels(app) -> list[str]:
    options = app.screen.query_one("#choices")
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def two_player_challenge() -> Match:
    """Two players with Objects on the table, a Plot and full hands: at 80x24
    the table area has few rows left once the choices and the hand are drawn."""
    return arranged(
        2,
        hands={
            0: ["kusari", "torg", "dex", "sasha", "riff"],
            1: ["nash", "zoe", "dimensional-transporter", "whatever", "dude"],
        },
        objects={0: ["switchblade", "coffee"], 1: ["couch", "laptop"]},
        states={1: ("unmarked", "-")},
        plot="just-another-day",
    )


async def test_the_numbers_to_beat_and_why_stay_on_screen_at_80x24(saves_dir):
    match = two_player_challenge()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        assert isinstance(app.screen, GetNiftyScreen)
        await choose(pilot, "Challenge Bob (Danger) with Kusari")
        await choose(pilot, "Done: hand over")
        # Bob's turn: the defence has not answered, so it is losing, and says why.
        text = screen_text(app)
        assert "Losing: the defence (it must add a card)" in text
        assert "Attack  Ann: 7 (cards 4 + obj 3 + plot 0)" in text
        assert "Defence Bob: 5 (cards 0 + obj 3 + plot 2)" in text
        assert "nothing added yet" in text and "no cards yet" not in text
        # An Object played into the defence is listed under it.
        await choose(pilot, "Add Zoe")
        await choose(pilot, "Add Dimensional Transporter")
        text = screen_text(app)
        assert "Zoe D0 S4 W2 N3, [O] Dimensional Transporter" in text
        assert "Defence Bob: 10 (cards 4 + obj 4 + plot 2)" in text
        assert "Losing: the attack (the defence is higher)" in text


async def test_a_tie_says_it_goes_to_the_defender(saves_dir):
    match = arranged(2, hands={0: ["torg"], 1: ["sasha"]}, states={1: ("unmarked", "-")})
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        await choose(pilot, "Challenge Bob (Danger) with Torg")
        await choose(pilot, "Done: hand over")
        await choose(pilot, "Add Sasha")
        text = screen_text(app)
        assert "Attack  Ann: 3" in text and "Defence Bob: 3" in text
        assert "Losing: the attack (ties go to the defender)" in text


async def test_what_can_i_do_now_says_why_a_move_is_missing(saves_dir):
    # Ann is Safe and Weird but holds only 3 Niftyness of Characters; Cy has no State card.
    match = arranged(
        3,
        hands={0: ["torg", "dude"]},
        states={0: ("marked", "marked"), 1: ("unmarked", "-")},
    )
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        await pilot.press("f1")
        await settle(pilot)
        text = " ".join(screen_text(app).split())
        assert "Not among your choices now:" in text
        assert (
            "a NIFTY token needs 5 Niftyness of Characters and Objects in your hand; you have 3"
            in text
        )
        assert "you cannot challenge Cy: Cy has no State card in play" in text
        assert "you cannot challenge Bob" not in text  # Bob's SAFE card can be challenged


async def test_a_single_use_object_is_labelled_and_its_discard_logged(saves_dir):
    match = arranged(
        2,
        hands={0: ["torg"], 1: ["dimensional-transporter", "nash"]},
        states={1: ("unmarked", "-")},
    )
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        await choose(pilot, "Challenge Bob (Danger) with Torg")
        await choose(pilot, "Done: hand over")
        assert (
            "Add Dimensional Transporter (Object D0 S1 W4 N1), single use: discarded after "
            "the challenge" in choice_labels(app)
        )
        await choose(pilot, "Add Dimensional Transporter")
        await choose(pilot, "Add Nash")
        await choose(pilot, "Done: hand over")
        await choose(pilot, "Done: declare the challenge over")
        assert "dimensional-transporter" in match.state.discard
        log = " ".join(visible_text(app.screen.query_one("#log")).split())
        assert "Dimensional Transporter was single use: it is discarded." in log


async def test_a_helpers_partner_joins_in_the_log_and_is_never_refused(saves_dir):
    # Six players: partners Ann & Dee, Bob & Eve, Cy & Fay. Ann challenges Bob;
    # Bob asks for help, Cy and Fay both offer, Bob takes Cy: Fay joins as partner.
    match = arranged(
        6,
        hands={0: ["kusari"], 1: ["nash"]},
        states={1: ("unmarked", "-")},
    )
    st = match.state
    for action in (
        A.StartChallenge(seat=0, target=1, card="kusari"),
        A.Done(seat=0),
        A.AskHelp(seat=1),
        A.OfferHelp(seat=2),
        A.OfferHelp(seat=5),
        A.AcceptHelp(seat=1, helper=2),
        A.StopAsking(seat=1),
    ):
        match.apply(action)
    assert st.challenge.defence_helpers == [4, 2, 5]
    assert "Fay joins too, as Cy's partner." in st.log
    assert "Eve defends with their partner Bob." in st.log
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        text = screen_text(app)
        assert "Defence Bob + Eve + Cy + Fay:" in text
        assert "refused" not in text


async def test_the_round_limit_is_a_set_up_choice_off_by_default(saves_dir):
    from textual.widgets import Select

    from nifty_table.tui.screens.setup import SetupScreen

    app = make_app(saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # New game
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        for _ in range(6):
            if screen.game_id == "get-nifty":
                break
            await pilot.press("down")
            await settle(pilot)
        assert screen.game_id == "get-nifty"
        text = screen_text(app)
        assert "Round limit (not a printed rule)" in text
        assert "None: play until Nifty" in text  # off unless chosen
        select = screen.query_one("#opt-round_limit", Select)
        select.value = 30
        await settle(pilot)
        assert "30 rounds, most Nifty wins" in screen_text(app)


async def test_help_accepted_is_named_and_a_partner_is_no_offer(saves_dir):
    # Six players: Bob defends with his partner Eve and asks for help; Cy's is taken.
    match = arranged(6, hands={0: ["kusari"], 1: ["nash"]}, states={1: ("unmarked", "-")})
    for action in (
        A.StartChallenge(seat=0, target=1, card="kusari"),
        A.Done(seat=0),
        A.AskHelp(seat=1),
    ):
        match.apply(action)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "help asked; offers: none yet" in screen_text(app)  # Eve is no offer
        match.apply(A.OfferHelp(seat=2))
        match.apply(A.AcceptHelp(seat=1, helper=2))
        app.screen.advance()
        await settle(pilot)
        text = screen_text(app)
        assert "help asked; helping: Cy, Fay" in text and "none yet" not in text


async def test_niftyness_shows_against_the_target_only_once_a_token_is_bought(saves_dir):
    # Both teams own Objects worth Niftyness; only Ann's has a token.
    match = arranged(
        2, hands={0: ["torg"]}, objects={0: ["couch"], 1: ["laptop"]}, plot="just-another-day"
    )
    match.state.teams[0].token = True
    match.game.forget()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await lift_curtain(pilot)
        rows = screen_text(app).splitlines()
        ann = next(row for row in rows if "Ann (1) SAFE" in row)
        bob = next(row for row in rows if "Bob (0) SAFE" in row)
        assert "★TOKEN" in ann and "/20" in ann
        assert "no token yet" in bob and "/20" not in bob
