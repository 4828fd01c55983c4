"""Nirds vs Gnomes at the keyboard: a trade, an attack helped by a Scientist used
out of turn, and a Boss fight; the table text says whose decision it is."""

from __future__ import annotations

import re

from textual.widgets import Static
from tui_helpers import make_app, region_text, screen_text, settle, visible_text

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.games.nirds import GAME
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.state import FREE, Phase
from nifty_table.table.table import Table
from nifty_table.tui.nirds.screen import NirdsScreen
from nifty_table.tui.nirds.trade import TradeDialog
from nifty_table.tui.screens.chart import MARKERS
from nifty_table.tui.screens.end import EndScreen
from nifty_table.tui.screens.pick_seat import PickSeatScreen


def nird(ident: str) -> int:
    return next(i for i, n in enumerate(catalog().nirds) if n.id == ident)


def gnome(ident: str) -> int:
    return next(i for i, g in enumerate(catalog().gnomes) if g.id == ident)


def give(state, seat: int, ident: str) -> int:
    """Move a Nird card from wherever it is into a player's army."""
    card = nird(ident)
    for pile in (
        state.level1_deck,
        state.level2_deck,
        state.market1,
        state.market2,
        state.removed,
        *[p.army for p in state.players],
    ):
        if card in pile:
            pile.remove(card)
    state.players[seat].army.append(card)
    GAME.forget()  # the engine keeps its last legal actions; we edited by hand
    return card


def set_dice(state, seat: int, faces: list[int]) -> None:
    player = state.players[seat]
    state.dice_pool += len(player.dice) - len(faces)
    player.dice, player.spot = list(faces), [FREE] * len(faces)
    GAME.forget()  # the engine keeps its last legal actions; we edited by hand


def trading_match() -> Match:
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


async def choose(pilot, label: str) -> None:
    options = pilot.app.screen.query_one("#choices")
    texts = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    found = [i for i, t in enumerate(texts) if t.startswith(label)]
    assert found, f"no choice {label!r} among {texts}"
    options.highlighted = found[0]
    await pilot.press("enter")
    await settle(pilot)


def table_text(app) -> str:
    """Every block of the table (boss, armies, Market), scrolled into view or not."""
    blocks = app.screen.query_one("#nirds-scroll").query(Static)
    return "\n".join(visible_text(block) for block in blocks if block.display)


async def test_a_trade_then_an_attack_with_a_scientist_used_out_of_turn(saves_dir):
    match = trading_match()
    st = match.state
    set_dice(st, 0, [3, 1, 1, 1])
    set_dice(st, 1, [6, 2, 2, 2])
    sparrow = give(st, 0, "sharp_sparrow")  # attacks with a 6
    gull = give(st, 1, "wompins_techie")  # Bob's: a 3 or 4 into a 5
    st.unused_gnomes.extend(st.players[0].gnomes)
    st.players[0].gnomes.clear()
    for pile in (st.draw_pile, st.unused_gnomes):
        if gnome("bramble_boss") in pile:
            pile.remove(gnome("bramble_boss"))
    st.players[0].gnomes.append(gnome("bramble_boss"))
    assert match.game.check_invariants(st) == []
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 36)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NirdsScreen)
        assert "▶ Ann" in table_text(app)
        await choose(pilot, "Trade dice with Bob")
        assert isinstance(app.screen, TradeDialog)
        await pilot.press("tab", "end")  # give the first die (⚀1), get Bob's highest (⚅6)
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert "Bob: Ann offers a ⚀1 for your ⚅6" in str(app.screen.query_one("#prompt").render())
        await choose(pilot, "Accept the trade")
        assert sorted(st.players[0].dice) == [1, 1, 3, 6]
        assert "dice ⚂3 ⚅6 ⚀1 ⚀1" in table_text(app)
        await choose(pilot, "Done trading")
        await choose(pilot, "Done trading")
        assert st.phase is Phase.ACTION and match.prompt().seat == 0
        await choose(pilot, "Attack with Sharp Sparrow")
        assert st.attack is not None and st.attack.troop == sparrow
        # Bob uses his Scientist out of turn, on his own die, during Ann's attack.
        assert sorted(st.players[1].dice) == [1, 2, 2, 2]
        set_dice(st, 1, [3, 2, 2, 2])
        await pilot.press("exclamation_mark")
        await settle(pilot)
        assert isinstance(app.screen, PickSeatScreen)
        await pilot.press("down", "enter")  # Ann, Bob: Bob claims the keyboard
        await settle(pilot)
        assert app.screen.claimant == 1
        await choose(pilot, "Bob: use Gizmo Gull")
        assert match.prompt().seat == 1  # the keyboard is Bob's for the Scientist's change
        await choose(pilot, "Turn ⚂3 into ⚄5")
        assert gull in st.players[1].asleep and 5 in st.players[1].dice
        assert match.prompt().seat == 0 and "pick the Gnome" in match.prompt().text
        await choose(pilot, "Hit Bramble Boss")
        assert st.attack is None
        log = visible_text(app.screen.query_one("#log"))
        assert "Bob uses Gizmo Gull" in "\n".join(st.log)
        said = re.search(r"deals (\d+) to Bramble", " ".join(log.split()))
        assert said, log
        bramble = gnome("bramble_boss")
        assert bramble in st.knocked_out or st.damage[bramble] == int(said.group(1))


def dialog_text(app) -> str:
    return "\n".join(visible_text(w) for w in app.screen.query("Static"))


async def test_the_trade_dialog_shows_the_result_and_escape_changes_nothing(saves_dir):
    match = trading_match()
    st = match.state
    set_dice(st, 0, [3, 1, 1, 4])
    set_dice(st, 1, [6, 2, 2, 5])
    before, actions = st.model_copy(deep=True), len(match.actions)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await choose(pilot, "Trade dice with Bob")
        assert isinstance(app.screen, TradeDialog)
        text = dialog_text(app)
        assert "▶ Ann gives" in text and "  Ann gets (from Bob)" in text  # the arrows move this
        give = app.screen.query_one("#trade-give")
        assert "⚀1  (2 of them)" in str(give.get_option_at_index(0).prompt)
        # First die of each list: Ann's ⚀1 for Bob's ⚁2, shown before anything is sent.
        assert "Ann gives ⚀1 and gets ⚁2. After the trade:" in text
        assert "Ann: ⚀1 ⚁2 ⚂3 ⚃4" in text and "Bob: ⚀1 ⚁2 ⚄5 ⚅6" in text
        await pilot.press("down", "down")  # give ⚃4 instead
        await pilot.press("tab", "down", "down")  # and ask for the ⚅6
        await settle(pilot)
        text = dialog_text(app)
        assert "Ann gives ⚃4 and gets ⚅6" in text and "Bob still has to accept" in text
        assert "▶ Ann gets (from Bob)" in text  # Tab moved to the other list
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, NirdsScreen)
        assert st == before and len(match.actions) == actions  # nothing changed
        assert match.prompt().seat == 0 and st.offer is None and st.step is None
        # Again, and confirm: the offer goes to Bob, who sees it and accepts.
        await choose(pilot, "Trade dice with Bob")
        await pilot.press("down", "down", "tab", "down", "down", "enter")
        await settle(pilot)
        assert isinstance(app.screen, NirdsScreen)
        assert "Bob: Ann offers a ⚃4 for your ⚅6" in str(app.screen.query_one("#prompt").render())
        await choose(pilot, "Accept the trade")
        assert sorted(st.players[0].dice) == [1, 1, 3, 6]
        assert sorted(st.players[1].dice) == [2, 2, 4, 5]


async def test_the_trade_dialog_refuses_a_swap_of_equal_faces(saves_dir):
    match = trading_match()
    st = match.state
    set_dice(st, 0, [2, 2, 2, 2])
    set_dice(st, 1, [2, 5, 5, 5])
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await choose(pilot, "Trade dice with Bob")
        assert "Ann gives ⚁2 and gets ⚄5" in dialog_text(app)  # it opens on a swap allowed
        await pilot.press("tab", "up")
        await settle(pilot)
        assert "⚁2 for ⚁2: swapping two dice with the same face" in dialog_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TradeDialog) and st.step is None  # still open, nothing sent
        await pilot.press("down")
        await settle(pilot)
        assert "Ann gives ⚁2 and gets ⚄5" in dialog_text(app)


def walls_match() -> Match:
    match = Match.new("nirds", [Seat(name="Ann")], seed=3, options={"boss": "walls"})
    st = match.state
    st.knocked_out.extend(st.draw_pile)
    st.draw_pile.clear()
    st.knocked_out.extend(st.players[0].gnomes)
    st.players[0].gnomes.clear()
    match.game.forget()  # the engine keeps its last legal actions; we edited by hand
    while st.phase is Phase.ACTION and st.boss is None:
        match.apply(next(a for a in match.legal_actions() if a.kind == "pass"))
    while st.phase is Phase.NIGHTFALL:
        match.apply(match.legal_actions()[0])
    assert st.boss == "walls" and st.phase is Phase.ACTION
    give(st, 0, "pelican_platoon")
    set_dice(st, 0, [6, 6, 6, 2])
    st.boss_damage = st.boss_health - 20  # nearly broken: one good hit ends it
    return match


async def test_a_boss_fight_against_the_invisible_walls(saves_dir):
    match = walls_match()
    st = match.state
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        full = catalog().bosses.walls_health[0]
        assert f"BOSS The Invisible Walls: 20/{full} health" in table_text(app)
        await choose(pilot, "Attack with Pelican Platoon")
        for i in st.attack.dice:
            st.players[0].dice[i] = 6
        app.screen.render_all()
        await settle(pilot)
        await choose(pilot, "Hit the Boss")
        assert "multiplier space" in match.prompt().text
        await choose(pilot, "Space x2")
        assert match.result() is not None and match.result().cooperative == "won"
        await settle(pilot, 5)
        assert "Invisible Walls fell" in match.result().summary
        assert isinstance(app.screen, EndScreen)
        shown = screen_text(app)
        assert "Ann" in shown and "★ won together" in shown  # a cooperative result
        assert "Invisible Walls fell" in " ".join(shown.split())
        chart = visible_text(app.screen.query_one("#end-chart"))
        assert "The army and the Gnomes after each round" in chart
        lines = ("Gnomes left", "Lives", "Nirds", "Dice", "Boss health")
        for glyph, line in zip(MARKERS, lines, strict=False):
            assert f"{glyph} {line}" in chart  # a glyph per line, not colour alone


async def test_the_header_names_the_boss_by_its_card_name(saves_dir):
    """The top line says "Boss: Invisible Walls", the card's name from the card
    data, not the id the state keeps ("walls")."""
    match = walls_match()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        top = visible_text(app.screen.query_one("#topbar"))
        assert f"Boss: {catalog().bosses.names['walls']}" in top
        assert "Boss: Invisible Walls" in top and "walls," not in top


def test_help_has_the_rules_the_legend_the_cards_and_what_to_do_now():
    """What the help tabs show (their Markdown), without waiting on the renderer."""
    from nifty_table.tui.nirds.screen import glossary
    from nifty_table.tui.screens.help import rules_text

    rules = rules_text("nirds")
    assert "Die Trading" in rules and "Invisible Walls" in rules  # the rules, our words
    assert "⚀1 ⚁2 ⚂3 ⚃4 ⚄5 ⚅6" in rules  # the legend
    cards = glossary()
    for spec in catalog().nirds:
        assert spec.name in cards
    for gnome_card in catalog().gnomes:
        assert gnome_card.name in cards
    match = trading_match()
    screen = NirdsScreen(Table(match))
    screen.table.lift(0)
    now = screen.now_text()
    assert "Trade dice with Bob" in now and "Press ! to use a Scientist" in now
    assert "opens the trade dialog" in now


async def test_the_table_scrolls_to_whoever_decides_at_80x24(saves_dir):
    """Four armies never fit in 24 rows: the deciding player's block is brought
    into view, marker, dice and all, so nobody decides about a hidden army."""
    names = ("Ann", "Bob", "Cy", "Dee")
    match = Match.new("nirds", [Seat(name=name) for name in names], seed=3)
    for _ in range(300):
        if match.prompt().seat == 3:
            break
        match.apply(match.legal_actions()[0])
    assert match.prompt().seat == 3
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, 5)
        shown = region_text(app, app.screen.query_one("#nirds-scroll"))
        assert "▶ Dee" in shown
        dee = match.state.players[3]
        assert "dice " + " ".join(f"{'⚀⚁⚂⚃⚄⚅'[f - 1]}{f}" for f in dee.dice) in shown
        assert "▶ Ann" not in shown


async def test_the_top_line_names_the_game_only_where_it_fits_whole(saves_dir):
    """Three armies' lives fill 80 columns: the title goes rather than end the
    line cut in the middle ("· Nirds vs"); at 120 columns it is there, and a
    resize redraws the line at once."""
    match = Match.new("nirds", [Seat(name=name) for name in ("Ann", "Bob", "Cy")], seed=3)
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        top = screen_text(app).splitlines()[0].rstrip()
        assert top.endswith("Cy 3") and "Nirds vs" not in top, top
        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        top = screen_text(app).splitlines()[0].rstrip()
        assert top.endswith("Cy 3 · Nirds vs Gnomes"), top
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        top = screen_text(app).splitlines()[0].rstrip()
        assert top.endswith("Cy 3") and "Nirds vs" not in top, top
