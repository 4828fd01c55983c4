"""Open a saved game as a replay on its own table (see replay_table)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

from nifty_table.engine import saves

if TYPE_CHECKING:
    from nifty_table.engine.match import Match
    from nifty_table.tui.screens.replay_table import ReplayControls


def open_replay(app: App, path: Path, seat: int | None = None) -> bool:
    """Load a save and show its replay; a broken file is reported, never touched."""
    try:
        match = saves.load(path)
    except saves.SaveError as exc:
        app.notify(
            f"Cannot replay {exc.path.name}: {exc.reason}",
            severity="error",
            timeout=8,
            markup=False,
        )
        return False
    if seat is not None or match.result() is not None:
        app.push_screen(replay_table(match, seat))
        return True
    # An unfinished game keeps its secrets: the replay follows one person's
    # view, and that person takes the keyboard as at the table's curtain.
    from nifty_table.tui.screens.curtain import CurtainScreen
    from nifty_table.tui.screens.pick_seat import PickSeatScreen
    from nifty_table.tui.screens.replay_table import leave_replay

    def chosen(answer: int | None) -> None:
        if answer is None:
            if getattr(app, "start_replay", None) is not None:
                app.exit()  # `nifty-table replay FILE`: nothing under it but the shell
            return

        def lifted(ready: str | None) -> None:
            if ready == "menu":
                if getattr(app, "start_replay", None) is not None:
                    leave_replay(app)
                return
            app.push_screen(replay_table(match, answer))

        name = match.start_seats[answer].name
        reason = f"The replay shows what {name} saw, their hand included."
        app.push_screen(CurtainScreen(name, reason), lifted)

    # A computer's hand is nobody's to see while its game can still go on.
    people = [(i, s.name) for i, s in enumerate(match.start_seats) if not s.bot]
    if not people:
        app.push_screen(replay_table(match, None))  # the table's public view only
        return True
    question = "This game is not over, so its replay shows one player's view. Whose?"
    app.push_screen(PickSeatScreen(question, people), chosen)
    return True


def replay_table(match: Match, seat: int | None) -> ReplayControls:
    """The game's own table screen as a replay of `match`, watched by `seat`."""
    from nifty_table.engine.replay import Replay
    from nifty_table.tui.game_screens import screen_class
    from nifty_table.tui.screens.replay_table import REPLAY_BINDINGS, ReplayControls

    base = screen_class(match.game_id)
    cls = type(f"Replay{base.__name__}", (ReplayControls, base), {"BINDINGS": REPLAY_BINDINGS})
    screen = cls(match, None)
    screen.replay = Replay.of(match)
    screen.table.watch(seat if seat is not None else (0 if screen.replay.finished else None))
    screen.at = 0
    return screen
