"""New game: pick the game, the seats (names, person or computer) and options.

Enter on a game shows its set-up and puts the keyboard on Start, so Enter,
Enter starts a game; Tab on the game list goes to the set-up instead. The
set-up is the last one used (remembered in the app's settings), else a
two-player NΣT! game.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, OptionList, Select, Static
from textual.widgets.option_list import Option

from nifty_table.engine import levels, registry
from nifty_table.engine.options import menus as option_menus
from nifty_table.tui import settings
from nifty_table.tui.game_screens import prepare
from nifty_table.tui.widgets.key_bar import KeyBar
from nifty_table.tui.widgets.tick import Tick

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.table.table import Table
    from nifty_table.tui.app_base import AppBase

MAX_SEATS = 6
DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


class SeatKind(Tick):
    """Person or computer, told apart by word and glyph, not colour alone."""

    def __init__(self, computer: bool = False, **kwargs: Any) -> None:
        super().__init__("computer", "person", computer, **kwargs)


class RemoteTick(Tick):
    """A person here, or one who joins from elsewhere ("Host a table");
    shown for people only."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("remote", "here", False, **kwargs)


class LevelChoice(Select[str]):
    """How well a computer seat plays (engine/levels.py); shown for computers only."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            [(level, level) for level in levels.LEVELS],
            value=levels.DEFAULT,
            allow_blank=False,
            **kwargs,
        )
        self.display = False

    def offer(self, offered: list[str]) -> None:
        """The levels this game's computer players can play; the chosen one stays
        if it is among them, else the default."""
        keep = self.value if self.value in offered else levels.DEFAULT
        self.set_options([(level, level) for level in offered])
        self.value = keep


class SetupScreen(Screen[None]):
    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    CSS_PATH = Path(__file__).with_name("setup.tcss")
    KEYS_IN_ORDER = True  # names typed in a burst stay whole (tui/key_order.py)
    BINDINGS = [
        Binding("escape", "back", "Back", id="setup_back"),
        Binding("f5", "start", "Start", id="setup_start"),
        Binding("f6", "host", "Host a table", id="setup_host"),
        # Enter moves the keyboard at once, not when a message about it arrives
        # later: the keys typed after it must land where it moved to.
        Binding("enter", "enter", show=False, priority=True, id="setup_enter"),
        Binding("tab", "tab", show=False, id="setup_tab"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.game_id = ""
        self.remembered: settings.LastSetup | None = None

    def compose(self) -> ComposeResult:
        yield Static("New game", classes="title", id="setup-title")
        with Horizontal(id="setup-body"):
            with Vertical(id="games-col"):
                yield Static("Game", classes="label")
                options = []
                for g in registry.GAMES.values():
                    ok = registry.available(g.id)
                    label = g.title if ok else f"{g.title} (soon)"
                    options.append(Option(label, id=g.id, disabled=not ok))
                yield OptionList(*options, id="games")
                yield Static(id="blurb", classes="muted")
                yield Button("Start the game", id="start", variant="primary")
                yield Static("Tab: change the set-up", id="start-hint", classes="muted")
                # F6 or a click: Tab keeps its round (the set-up, then Start).
                host = Button("Host a table (F6)", id="host")
                host.can_focus = False
                yield host
            with VerticalScroll(id="form", can_focus=False):
                yield Static("Players", classes="label")
                yield Select([("2 players", 2)], id="count", allow_blank=False)
                for i in range(MAX_SEATS):
                    with Horizontal(classes="seat", id=f"seat-{i}"):
                        yield Input(
                            DEFAULT_NAMES[i],
                            id=f"name-{i}",
                            max_length=24,
                            placeholder=f"Player {i + 1}",
                        )
                        yield SeatKind(id=f"bot-{i}")
                        yield LevelChoice(id=f"level-{i}")
                        yield RemoteTick(id=f"remote-{i}")
                # What the levels do and how they rank, while a computer plays.
                yield Static(id="level-note", classes="muted")
                yield Vertical(id="options")
        yield KeyBar()

    async def on_mount(self) -> None:
        loaded, notice = settings.load(self.app.settings_path)
        if notice:
            self.notify(notice, severity="warning", timeout=8)
        self.remembered = loaded.last_setup
        game_id = "net"
        last = self.remembered.game if self.remembered else ""
        if last in registry.GAMES and registry.available(last):
            game_id = last
        self.show_remembered_seats()
        games = self.query_one("#games", OptionList)
        games.highlighted = list(registry.GAMES).index(game_id)
        games.focus()
        await self.select_game(game_id)

    def show_remembered_seats(self) -> None:
        if self.remembered is None:
            return
        for i, seat in enumerate(self.remembered.seats[:MAX_SEATS]):
            self.query_one(f"#name-{i}", Input).value = seat.name
            self.query_one(f"#bot-{i}", SeatKind).value = seat.computer
            self.query_one(f"#level-{i}", LevelChoice).value = seat.level
            self.query_one(f"#remote-{i}", RemoteTick).value = seat.remote

    async def select_game(self, game_id: str) -> None:
        if game_id == self.game_id:
            return
        self.game_id = game_id
        meta = registry.info(game_id)
        self.query_one("#blurb", Static).update(meta.blurb)
        count = self.query_one("#count", Select)
        choices = [
            (f"{n} players" if n > 1 else "1 player", n)
            for n in range(meta.min_players, meta.max_players + 1)
        ]
        count.set_options(choices)
        count.value = max(meta.min_players, 2) if meta.max_players >= 2 else meta.min_players
        if self.remembered is not None:
            players = self.remembered.players
            count.value = min(max(players, meta.min_players), meta.max_players)
        offered = levels.offered(game_id)
        for choice in self.query(LevelChoice).results(LevelChoice):
            choice.offer(offered)
        self.query_one("#level-note", Static).update(levels.ladder(game_id))
        self.show_seats()
        await self.show_options()
        self.run_worker(
            partial(prepare, game_id), thread=True, group="prepare", exit_on_error=False
        )

    def show_seats(self) -> None:
        n = self.query_one("#count", Select).value
        n = n if isinstance(n, int) else 2
        for i in range(MAX_SEATS):
            self.query_one(f"#seat-{i}").display = i < n
        self.show_level_note()

    def show_level_note(self) -> None:
        computers = any(seat[1] for seat in self.chosen_seats())
        self.query_one("#level-note").display = computers

    async def show_options(self) -> None:
        box = self.query_one("#options", Vertical)
        await box.remove_children()
        widgets: list[Widget] = []
        remembered = self.remembered.options.get(self.game_id, {}) if self.remembered else {}
        if not isinstance(remembered, dict):
            remembered = {}
        # The menus hold values of each option's own type, default included.
        for menu in option_menus(registry.load(self.game_id).Options, self.player_count()):
            widgets.append(Static(menu.label, classes="label"))
            widgets.append(
                Select(
                    [(label, value) for value, label in menu.choices],
                    value=menu.pick(remembered.get(menu.name, menu.default)),
                    allow_blank=False,
                    id=f"opt-{menu.name}",
                )
            )
        await box.mount_all(widgets)

    async def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id and not event.option.disabled:
            await self.select_game(event.option.id)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        # A click on a game; Enter is action_enter.
        self.query_one("#start", Button).focus()
        await self.select_game(event.option.id or "net")

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if isinstance(event.checkbox, SeatKind) and event.checkbox.id:
            row = event.checkbox.id.removeprefix("bot-")
            self.query_one(f"#level-{row}", LevelChoice).display = event.value
            self.query_one(f"#remote-{row}", RemoteTick).display = not event.value
            self.show_level_note()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count":
            self.show_seats()
            self.relabel_options()

    def player_count(self) -> int:
        n = self.query_one("#count", Select).value
        return n if isinstance(n, int) else 2

    def relabel_options(self) -> None:
        """Labels true for a number of players (a measured win rate) follow the
        count; the chosen values stay."""
        for menu in option_menus(registry.load(self.game_id).Options, self.player_count()):
            # None yet while a newly picked game's options are being shown
            for select in self.query(f"#opt-{menu.name}").results(Select):
                chosen = select.value
                select.set_options([(label, value) for value, label in menu.choices])
                select.value = chosen

    async def action_enter(self) -> None:
        """Enter on a game: its set-up, the keyboard on Start; in a name: the
        next field; anywhere else what the focused widget does with Enter."""
        focused = self.focused
        if isinstance(focused, Input):
            self.focus_next()
            return
        games = self.query_one("#games", OptionList)
        option = games.highlighted_option if focused is games else None
        if option is None or option.disabled or not option.id:
            raise SkipAction()
        self.query_one("#start", Button).focus()
        await self.select_game(option.id)  # usually shown on highlight already

    def action_tab(self) -> None:
        """Tab on the game list goes to the set-up, not to Start: Start is
        reached by Enter on a game, so Tab, Enter never starts one unseen.
        Start comes after the set-up's last field instead, so Tab still reaches
        every field and Start (Shift+Tab goes back to the list)."""
        games = self.query_one("#games", OptionList)
        if self.focused is games:
            self.query_one("#count", Select).focus()
            return
        self.focus_next()  # Tab as everywhere else
        if self.focused is games:
            self.query_one("#start", Button).focus()  # after the set-up's last field

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "host":
            self.action_host()

    def action_back(self) -> None:
        self.dismiss(None)

    def chosen_seats(self) -> list[tuple[str, bool, str]]:
        """(name, computer?, level) of each seat in play."""
        n = self.query_one("#count", Select).value
        seats = []
        for i in range(n if isinstance(n, int) else 2):
            name = self.query_one(f"#name-{i}", Input).value.strip() or f"Player {i + 1}"
            seats.append((name, self.query_one(f"#bot-{i}", SeatKind).value, self.level_of(i)))
        return seats

    def level_of(self, row: int) -> str:
        value = self.query_one(f"#level-{row}", LevelChoice).value
        return value if isinstance(value, str) else levels.DEFAULT

    def chosen_options(self) -> dict[str, Any]:
        return {
            sel.id.removeprefix("opt-"): sel.value
            for sel in self.query("#options Select").results(Select)
            if sel.id
        }

    def action_start(self) -> None:
        table = self.new_table()
        if table is not None:
            self.app.pop_screen()
            self.app.open_table(table)

    def action_host(self) -> None:
        """Host the table: the people marked remote join from elsewhere (the
        lines to do so are shown on the table), the others play here."""
        table = self.new_table()
        if table is None:
            return
        n = table.seat_count
        remote = [i for i in range(n) if self.query_one(f"#remote-{i}", RemoteTick).value]
        self.app.pop_screen()
        self.app.host_new_table(table, [i for i in remote if not table.is_computer(i)])

    def new_table(self) -> Table | None:
        """The match set up here (remembered for next time), or None with the
        reason shown."""
        from nifty_table.engine.contract import Seat
        from nifty_table.table.opening import new_table

        seats = self.chosen_seats()
        try:
            table = new_table(
                self.game_id,
                [Seat(name=n, bot=b, level=lv) for n, b, lv in seats],
                self.chosen_options(),
            )
        except (ValueError, registry.UnknownGame) as exc:
            # The engine checks the names (engine/names.py); the reason may quote one.
            self.notify(_sentence(str(exc)), severity="error", markup=False)
            return None
        self.remember_setup()
        return table

    def remember_setup(self) -> None:
        """Keep this set-up (every seat row, and each game's options) for next time."""
        path = self.app.settings_path
        current, _ = settings.load(path)
        options = dict(self.remembered.options) if self.remembered else {}
        options[self.game_id] = self.chosen_options()
        count = self.query_one("#count", Select).value
        current.last_setup = settings.LastSetup(
            game=self.game_id,
            players=count if isinstance(count, int) else 2,
            seats=[
                settings.SeatSetup(
                    name=self.query_one(f"#name-{i}", Input).value.strip()[:24],
                    computer=self.query_one(f"#bot-{i}", SeatKind).value,
                    level=self.level_of(i),
                    remote=self.query_one(f"#remote-{i}", RemoteTick).value,
                )
                for i in range(MAX_SEATS)
            ],
            options=options,
        )
        problem = settings.save(path, current)
        if problem:
            self.notify(problem, severity="warning")


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
