"""Open a saved game as a replay on its own table (see replay_table)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

from nifty_table.engine import saves
from nifty_table.table.replays import ReplayTable

if TYPE_CHECKING:
    from nifty_table.tui.screens.replay_table import ReplayControls


def open_replay(app: App, path: Path, seat: int | None = None) -> bool:
    """Load a save and show its replay; a broken file is reported, never touched."""
    try:
        replay = ReplayTable.load(path)
    except saves.SaveError as exc:
        app.notify(
            f"Cannot replay {exc.path.name}: {exc.reason}",
            severity="error",
            timeout=8,
            markup=False,
        )
        return False
    if seat is not None or replay.finished:
        if seat is not None and not replay.watch(seat):
            # A computer's hand while its game can still go on: nobody's to see.
            name = replay.name(seat)
            app.notify(f"The game is not over, so {name}'s hand stays hidden.", markup=False)
        app.push_screen(replay_screen(replay))
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
            replay.watch(answer)
            app.push_screen(replay_screen(replay))

        name = replay.name(answer)
        reason = f"The replay shows what {name} saw, their hand included."
        app.push_screen(CurtainScreen(name, reason), lifted)

    people = replay.people_named()
    if not people:
        app.push_screen(replay_screen(replay))  # the table's public view only
        return True
    question = "This game is not over, so its replay shows one player's view. Whose?"
    app.push_screen(PickSeatScreen(question, people), chosen)
    return True


def replay_screen(replay: ReplayTable) -> ReplayControls:
    """The game's own table screen showing `replay`'s frames."""
    from nifty_table.tui.game_screens import screen_class
    from nifty_table.tui.screens.replay_table import REPLAY_BINDINGS, ReplayControls

    base = screen_class(replay.game_id)
    cls = type(f"Replay{base.__name__}", (ReplayControls, base), {"BINDINGS": REPLAY_BINDINGS})
    return cls(replay)
