"""What the curtain tells a Fluxx player of the game since their last move:
the first recap starts with the deal (Creepers drawn then go straight to the
table), and a resumed game's recap goes back to each person's last move, not
to the moment it was loaded."""

from __future__ import annotations

from tui_helpers import make_app, region_text, settle

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.tui.screens.curtain import CurtainScreen


async def next_curtain(pilot) -> CurtainScreen:
    """Enter on whatever the table offers until a curtain comes down."""
    for _ in range(20):
        if isinstance(pilot.app.screen, CurtainScreen):
            return pilot.app.screen
        await pilot.press("enter")
        await settle(pilot)
    raise AssertionError("no curtain came down")


def recap_text(app) -> str:
    found = app.screen.query("#recap")
    return region_text(app, found.first()).replace("\n", " ") if found else ""


async def test_the_first_recap_tells_the_creeper_drawn_during_the_deal(saves_dir):
    match = Match.new("firefly-fluxx", [Seat(name="Mal"), Seat(name="Wash")], seed=1)
    creeper = "Mal draws the Creeper Reavers: it goes on the table"
    turn = match.state.log.index("— Turn 1: Mal —")
    assert any(creeper in line for line in match.state.log[:turn])  # before the first turn
    state = match.state
    state.hands[0].remove("keeper_jaynes_hat")
    state.discard.extend(state.hands[0])
    state.hands[0][:] = ["keeper_jaynes_hat"]  # Mal's turn: one Keeper to play, and it ends
    match.game.forget()
    app = make_app(saves_dir, match)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await pilot.press("enter")  # Mal lifts his curtain
        await settle(pilot)
        await next_curtain(pilot)
        assert "Pass the keyboard to Wash" in region_text(app, app.screen.query_one("#who"))
        assert creeper in recap_text(app)


def played_to_turn(turn: int) -> Match:
    """Mal, Wash and Zoe, all people, played by the first choice offered until
    `turn` opens."""
    seats = [Seat(name="Mal"), Seat(name="Wash"), Seat(name="Zoe")]
    match = Match.new("firefly-fluxx", seats, seed=4)
    while not any(line.startswith(f"— Turn {turn}:") for line in match.state.log):
        match.apply(next(a for a in match.legal_actions() if a.kind != "join"))
    return match


async def test_a_resumed_games_recap_goes_back_to_each_persons_last_move(saves_dir):
    match = played_to_turn(5)  # Wash's second turn: Zoe and Mal played since his first
    log = match.state.log
    mals_turn = log[log.index("— Turn 4: Mal —") + 1 : log.index("— Turn 5: Wash —")]
    app = make_app(saves_dir, match)  # the game as a save resumes it
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        curtain = await next_curtain(pilot)
        assert curtain.player == "Wash"
        # Wash reads what Mal did in the turn before his (not nothing at all).
        assert mals_turn[-1] in recap_text(app)
        # Zoe's recap will start after her own last move: what Mal played is in it.
        since = app.screen_stack[-2].transcript.since(2)
        played = [line for line in mals_turn if line.startswith("Mal plays")]
        assert played and all(line in since for line in played)
