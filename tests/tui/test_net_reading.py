"""NΣT! as a new player reads it: the help's legend names what the screen
shows, board labels at 80x24 stay apart, "What can I do now?" lists the hand
in its own order, and teammates with equal totals both show in the chart."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import make_app, net_match, region_text, screen_text, settle, until, visible_text

from nifty_table.games.net import cards
from nifty_table.games.net.state import Phase
from nifty_table.tui.net.round_summary import RoundSummaryScreen
from nifty_table.tui.screens.help import HelpPanel, HelpScreen


def covering_match(names: str, tokens: int):
    """A NΣT! game in its NY3T! phase with `tokens` boxes covered."""
    match = net_match(names, seed=9)
    while not (match.state.phase == Phase.NYET and match.prompt().seat == 0):
        match.apply(match.legal_actions()[0])
    for _ in range(tokens):
        legal = match.legal_actions()
        match.apply(legal[len(legal) // 2])
    return match


def until_trick_for_ann(names: str = "Ann,Bob,Cy"):
    match = net_match(names, seed=9)
    while not (match.state.phase == Phase.TRICKS and match.prompt().seat == 0):
        match.apply(match.legal_actions()[0])
    return match


async def test_the_help_legend_names_what_the_screen_shows(saves_dir):
    match = covering_match("Ann,Bob,Cy", 10)  # three players: two characters out of play
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = region_text(app, app.screen.query_one("#board"))
        seats = region_text(app, app.screen.query_one("#seats"))
        assert "×Hare" in board  # nobody plays the Hare
        header = seats.split("\n")[1].strip("│ ").split()
        assert header == ["Player", "Tm", "Hand", "Tr", "Loot", "Pts"]
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        app.screen.query_one("TabbedContent").active = "rules"
        await settle(pilot)
        panel = app.screen.query_one("#rules HelpPanel", HelpPanel)
        legend = " ".join(visible_text(panel.query_one(Static)).split())
        assert "Yellw" not in legend and "——" not in legend
        assert "Blue, Red, Yellow, Green that colour is trump" in legend
        assert "× in front of a struck-through label (×Lynx) marks a box out of play" in legend
        for column, meaning in zip(
            header,
            ("Player", "Tm team", "Hand cards", "Tr tricks", "Loot loot", "Pts total"),
            strict=True,
        ):
            assert f"{meaning}" in legend, column
        for title in ("First", "Disc", "Trump", "Super", "Pts"):  # the 80x24 board's rows
            assert any(row.strip("│").startswith(title) for row in board.split("\n")), title
            assert title in legend


async def test_board_labels_never_run_together_at_80x24(saves_dir):
    match = covering_match("Ann,Bob,Cy,Dee,Eve", 12)  # Yellow and Green both covered
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = region_text(app, app.screen.query_one("#board")).split("\n")[1:-1]
        trump = next(row for row in rows if row.strip("│").startswith("Trump"))
        assert "Yellow" in trump and "Green" in trump
        for label in ("Blue", "Red", "Yellow", "Green"):
            after = trump[trump.index(label) + len(label)]
            assert after == " ", (label, trump)  # never "LYellowFGreen"
        for row in rows:
            words = row.strip("│ ").split()
            assert all(len(word) <= 12 for word in words), row


async def test_what_can_i_do_now_lists_the_cards_in_the_hands_order(saves_dir):
    match = until_trick_for_ann()
    hand = match.game.view(match.state, 0).hand
    legal = [action.card for action in match.legal_actions()]
    assert legal != sorted(legal, key=hand.index)  # the engine's order is another
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        shown = region_text(app, app.screen.query_one("#hand")).split()
        await pilot.press("f1")

        def listed() -> list[str]:
            return [
                line.strip(" █│").removeprefix("• ")
                for line in screen_text(app).split("\n")
                if line.strip(" █│").startswith("• ")
            ]

        expected = list(dict.fromkeys(cards.name(card) for card in sorted(legal, key=hand.index)))
        # (the help panel can take a while to show on a loaded machine)
        await until(pilot, lambda: bool(listed()))
        assert listed() == expected
        labels = [cards.label(card) for card in hand]
        assert [word for word in shown if word in labels] == labels  # as the hand shows them


async def test_teammates_with_equal_totals_both_show_in_the_round_chart(saves_dir):
    match = net_match("Ann,Bob,Cy,Dee", seed=9)
    while not match.state.history:
        match.apply(match.legal_actions()[0])
    chart = match.game.chart(match.state)
    assert chart.series["Ann"] == chart.series["Dee"]  # teammates: the same totals
    public = match.game.view(match.state, None)
    app = make_app(saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.push_screen(RoundSummaryScreen(public, public.history[-1], chart))
        await settle(pilot)
        plot = region_text(app, app.screen.query_one("#round-chart"))
        assert "Ann & Dee" in plot and "Bob & Cy" in plot


async def test_the_last_trick_says_who_played_which_card(saves_dir):
    """Each card of the last trick beside its player's name (a name as typed,
    brackets and all), and who won it."""
    match = net_match("Ann,[b]Bob,Cy,Dee Longname,Ed", seed=9)
    state = match.state
    while not (state.phase == Phase.TRICKS and state.last_trick):
        match.apply(match.legal_actions()[0])
    names = [seat.name for seat in match.seats]
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        trick = region_text(app, app.screen.query_one("#trick"))
        assert "Last:" in trick
        for seat, card in state.last_trick:
            assert f"{names[seat]} {cards.label(card)}" in trick, (seat, card, trick)
        assert f"{names[state.last_winner]} won" in trick


async def test_a_long_name_gives_way_before_the_column_headers_at_80x24(saves_dir):
    """Five players, one with a long name and a computer: the seats box keeps
    its headers whole ("Hand", "Loot"; they were cut to "Ha…", "L…") and
    shortens the long name instead, with an ellipsis."""
    match = covering_match("Annabelle,Bob,Cy,Dee,bot:Eve", 4)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        rows = region_text(app, app.screen.query_one("#seats")).split("\n")
        assert rows[1].strip("│ ").split() == ["Player", "Tm", "Hand", "Tr", "Loot", "Pts"]
        assert any("Annab…" in row for row in rows), rows
        eve = next(row for row in rows if "Eve" in row)
        assert "⚙" in eve and eve.rstrip("│ ").endswith("0"), eve  # the whole row shows


async def test_a_long_dealer_name_leaves_the_round_rules_on_the_top_line_at_80x24(saves_dir):
    """Four names of 18 to 20 letters: the dealer's was written whole and pushed the
    supertrump and the points per card off the right edge; it is cut instead."""
    names = "Alexandrina Worthing,Bartholomew Fitzwil,Cassiopeia Montgome,Dorothea Kensingto"
    match = until_trick_for_ann(names)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        top = visible_text(app.screen.query_one("#topbar")).strip()
        rules = match.state.rules
        assert top.endswith(f"· {rules.value:+d} each"), top
        assert "· supertrump " in top and "· trump " in top and "· dealer " in top, top
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        top = visible_text(app.screen.query_one("#topbar")).strip()
        assert f"dealer {names.split(',')[match.state.dealer]} ·" in top, top  # whole where it fits


async def test_a_dealer_name_cut_at_a_space_leaves_no_space_before_the_ellipsis(saves_dir):
    """Where the cut fell just after a word the top line read 'dealer Dorothea …'
    (seen at 80x24 with these names); the space goes, 'dealer Dorothea…'."""
    names = (
        "Alexandrina Worthington,Bartholomew Fitzgerald,Cassiopeia Montgomery,Dorothea Blackwood"
    )
    match = until_trick_for_ann(names)
    app = make_app(saves_dir, match, curtain=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        dealer = names.split(",")[match.state.dealer]
        first = dealer.split()[0]
        cuts = 0
        for width in range(80, 120):  # the widths where the name is cut
            await pilot.resize_terminal(width, 24)
            await settle(pilot)
            top = visible_text(app.screen.query_one("#topbar")).strip()
            assert " …" not in top, (width, top)
            cuts += f"dealer {first}…" in top
        assert cuts, "no width cut the name just after its first word"
