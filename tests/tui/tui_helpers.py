"""Helpers for driving the app with Textual's pilot (a uniquely named module,
so it never clashes with another folder's conftest)."""

from __future__ import annotations

from pathlib import Path

from screen_reading import notifications as notifications  # re-exported for the TUI tests
from screen_reading import screen_lines

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table
from nifty_table.tui.app import NiftyApp


def net_match(names: str = "Ann,Bob,bot:Cy", seed: int = 5) -> Match:
    seats = []
    for raw in names.split(","):
        bot = raw.startswith("bot:")
        seats.append(Seat(name=raw.removeprefix("bot:"), bot=bot))
    return Match.new("net", seats, seed=seed)


def net_at_anns_first_token(names: str = "Ann,Bob", seed: int = 9) -> Match:
    """A NΣT! game played on to its NY3T! phase, Ann (seat 0) to cover a box."""
    from nifty_table.games.net.state import Phase

    match = net_match(names, seed=seed)
    while not (match.state.phase == Phase.NYET and match.prompt().seat == 0):
        match.apply(match.legal_actions()[0])
    return match


def net_before_last_trick(names: str, seed: int) -> Match:
    """A NΣT! match whose first round has one trick left to play (reached by
    seeded random moves, not by keys: the app plays the round's end)."""
    from nifty_table.engine.rng import Rng
    from nifty_table.games.net.state import Phase

    match = net_match(names, seed=seed)
    rng = Rng.from_seed(seed)
    state = match.state
    while not (
        state.phase is Phase.TRICKS and not state.trick and all(len(h) == 1 for h in state.hands)
    ):
        match.apply(rng.choice(match.legal_actions()))
    return match


def make_app(
    saves_dir: Path, match: Match | None = None, save_path: Path | None = None, **kwargs
) -> NiftyApp:
    kwargs.setdefault("reaction_pause", 0)  # reaction windows go on at once
    kwargs.setdefault("lift_reading", 0)  # a list after a curtain takes keys at once
    table = Table(match, save_path) if match is not None else None
    return NiftyApp(saves_dir=saves_dir, table=table, bot_delay=0, **kwargs)


async def until(pilot, condition, limit: float = 5.0, step: float = 0.02) -> None:
    """Let the app run until `condition()` holds (a thread's answer, a
    spinner's turn); fail after `limit` seconds."""
    waited = 0.0
    while not condition() and waited < limit:
        await pilot.pause(step)
        waited += step
    assert condition(), f"still waiting after {limit} s"


async def settle(pilot, rounds: int = 3) -> None:
    """Let timers (computer seats) and screen changes run."""
    for _ in range(rounds):
        await pilot.pause(0.02)


def visible_text(widget) -> str:
    """The text a widget draws on screen (its whole content area), line by line."""
    from textual.geometry import Region

    width, height = widget.outer_size  # border and padding included
    return "\n".join(strip.text for strip in widget.render_lines(Region(0, 0, width, height)))


def screen_text(app) -> str:
    return "\n".join(screen_lines(app))


def region_text(app, widget) -> str:
    """The text inside one widget's visible region on screen."""
    region = widget.region
    rows = screen_lines(app)[region.y : region.bottom]
    return "\n".join(row[region.x : region.right] for row in rows)


def burst(app, *keys) -> int:
    """Keys as a terminal delivers a fast burst or a paste: all queued at once,
    none waiting for the app to handle the one before (Pilot.press waits after
    each key). A key is a Textual key name ("tab", "f5"), one character (any,
    emoji included), or an events.Paste."""
    from textual import events

    for key in keys:
        if isinstance(key, events.Event):
            event = key
        elif len(key) == 1:  # a typed character, as the terminal parser makes it
            name = key if key.isalnum() else f"char_{ord(key):x}"
            event = events.Key(name, key)
        else:
            event = events.Key(key, None)
        app._driver.send_message(event)
    return app.keys_sent + len(keys)  # the count once all are handed out (see `typed`)


async def typed(pilot, until: int, limit: float = 10.0) -> None:
    """Wait until a burst's keys have all been handed out (`until`, from `burst`)
    and handled, then let the screen settle."""
    app, waited = pilot.app, 0.0
    while (app.keys_sent < until or app.keys_pending()) and waited < limit:
        await pilot.pause(0.05)
        waited += 0.05
    assert app.keys_sent >= until and not app.keys_pending(), f"keys waiting after {limit} s"
    await settle(pilot)
