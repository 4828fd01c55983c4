"""A game's own table screen for one remote seat, drawn from the frames its
host sends (the same screen a hot-seat player sees for that seat, with this
machine's theme and keys).

The screen asks its table what to do; here that table is the newest frame
(table/from_host.py). An answer goes to the host instead of a table, and
the screen changes when the host's next frame comes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from nifty_table.engine.contract import Action
from nifty_table.table.from_host import FramesFromHost
from nifty_table.tui.game_screens import screen_class

if TYPE_CHECKING:
    from textual.screen import Screen

    from nifty_table.table.frame import Frame
    from nifty_table.tui.screens.table import TableScreen


class DrawsHostFrames:
    """Put before a game's table screen class (`seat_screen`)."""

    table: FramesFromHost
    answer: Callable[[Action], None]  # sends an answer to the host
    ask_take_back: Callable[[], None]
    who: str  # "Ann at NΣT!"
    _summed_up = -1  # the moment (its move count) whose round's end was summed up
    _summary: Screen | None = None  # that round's summary, as shown

    if TYPE_CHECKING:  # the table screen's, for the type checker
        _ended: bool
        _started: bool
        frame: Frame

        def redraw(self) -> None: ...
        def refresh_bindings(self) -> None: ...
        def show_end(self) -> None: ...
        def interlude(self) -> Screen | None: ...
        def focus_input(self, prompt: object) -> None: ...
        def notify(self, message: str, **kw: object) -> None: ...

    def show_frame(self, frame: Frame) -> None:
        """The host's newest frame for this seat."""
        self.table.held = frame
        if self._started:  # else it is drawn as the screen starts (its on_mount)
            self.advance()

    def advance(self) -> None:
        self.refresh_bindings()
        held = self.table.held
        self.redraw()
        if held.over:
            self._close_summary()
            self.show_end()
            return
        if held.round_ended and held.moves != self._summed_up:
            self._summed_up = held.moves  # once, though more frames of that moment come
            self._close_summary()
            self._summary = self.interlude()
            if self._summary is not None:
                self.app.push_screen(self._summary)  # type: ignore[attr-defined]
        if held.choices and held.prompt is not None:
            self.focus_input(held.prompt)

    def _close_summary(self) -> None:
        """The host does not wait for a seat to read a round's summary: one
        still open when the next round ends, or the game, gives way to it."""
        summary, self._summary = self._summary, None
        if summary is not None and self.app.screen is summary:  # type: ignore[attr-defined]
            summary.dismiss()

    def submit(self, action: Action) -> bool:
        self.answer(action)
        return True

    def take_back(self, seat: int) -> bool:
        self.ask_take_back()
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The host's to do: saving, hints, a rematch, a new player joining (Fluxx).
        if action in ("save", "hint", "interrupt", "end_rematch", "join"):
            return False
        return super().check_action(action, parameters)  # type: ignore[misc]

    def action_menu(self) -> None:
        self.app.go_to_menu()  # type: ignore[attr-defined]  # the join app: leave, if sure

    def action_end_rematch(self) -> None:
        self.notify("A rematch is the host's to start.", markup=False)

    def top_line(self) -> str:
        line: str = super().top_line()  # type: ignore[misc]
        # "Ann at NΣT!" names the game already: not "Ann at NΣT! · NΣT! · Round 1".
        return f"{self.who} · {line.removeprefix(f'{self.frame.title} · ')}"


def seat_screen(
    game_id: str,
    first: Frame,
    who: str,
    answer: Callable[[Action], None],
    ask_take_back: Callable[[], None],
) -> TableScreen:
    """The game's table screen drawing `first` and the frames after it."""
    game = screen_class(game_id)
    cls = type(f"Remote{game.__name__}", (DrawsHostFrames, game), {})
    table: Any = FramesFromHost(game_id, first)  # stands where a Table stands
    screen = cls(table)
    screen.answer, screen.ask_take_back, screen.who = answer, ask_take_back, who
    return screen
