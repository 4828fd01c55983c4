"""The walker: drives the real app headless (Textual's pilot) from the main
menu with random keys, and checks after every key:

- no exception, and the app still answers (a computer seat moves, keys are read);
- privacy: no secret of a seat other than the entitled viewer is on screen
  (oracle.py works the secrets out, viewer.py who is entitled), also while
  computer seats play between keys;
- every key the footer shows does something or says why not;
- the autosave loads (with its replay check) and holds the table's game after
  every key that changed the game;
- every screen can be left back to the menu with Escape or m (the "<leave>"
  step, taken every so many keys and at the end of a run).

A run is fixed by its Plan (the seed chooses the keys, the game's seed and,
through it, the computer seats' choices); the keys it pressed replay it
exactly, which is what shrinking relies on (shrink.py).
"""

from __future__ import annotations

import asyncio
import os
import random
import secrets as real_secrets
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

from screen_reading import notifications, screen_lines

from nifty_table.engine import match as match_module
from nifty_table.engine import registry, saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.table.table import Table
from walker.oracle import Secrets
from walker.viewer import EntitledViewer, people, reaction_window

GAMES = ("net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds")
SIZES = ((80, 24), (120, 40))
NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")  # the set-up screen's defaults
LEAVE = "<leave>"  # a step: Escape / m until the menu shows, then c to play on
KEY_TIMEOUT = 20.0  # seconds a key may take before the app counts as hung
COMPUTER_PATIENCE = 400  # pauses to wait for computer seats before calling them stuck
REACTION_PAUSE = 10_000.0  # the "anyone?" windows wait for a key, never for the clock
HINT_THINK = 0.05  # seconds of look-ahead for a hint during a walk


def reaction_pause(game_id: str) -> float:
    """Fluxx's "anyone?" windows wait for a key, never for the clock. Get
    Nifty's only window is a computer asking for help, which waits for the
    clock alone: none there, so every wait is the computer's short pause."""
    return 0.0 if game_id == "get-nifty" else REACTION_PAUSE


# Keys a player would use, with weights: the walk must make games progress.
KEYS: dict[str, float] = {
    "enter": 24,
    "down": 8,
    "up": 4,
    "right": 4,
    "left": 3,
    "space": 2,
    "tab": 2,
    "shift+tab": 1,
    "end": 2,
    "home": 1,
    "pagedown": 1,
    "pageup": 0.5,
    "escape": 3,
    "u": 3,
    "exclamation_mark": 3,
    "m": 0.6,
    "f1": 0.5,
    "question_mark": 0.2,
    "ctrl+s": 0.4,
    "ctrl+z": 0.4,
    "f2": 0.2,
    "q": 0.2,
    "n": 0.3,
    "c": 0.5,
    "d": 0.4,
    "t": 0.4,
    "j": 0.2,
    "h": 0.4,
    "r": 0.2,
    "f5": 0.3,
    "backspace": 0.2,
    **{str(d): 0.4 for d in range(1, 10)},
}
# On the menu, play on (Continue) or start again, rarely wander off.
MENU_KEYS: dict[str, float] = {
    "c": 10,
    "enter": 3,
    "n": 1,
    "f5": 0,
    "down": 1,
    "l": 0.3,
    "s": 0.3,
    "r": 0.3,
    "escape": 0.5,
}
SETUP_KEYS: dict[str, float] = {"f5": 6, "enter": 3, "escape": 0.5, "down": 1, "tab": 1}
FOOTER_WEIGHT = 1.0
TRACE = bool(os.environ.get("WALKER_TRACE"))  # each key the footer shows, on top of the above


@dataclass
class Plan:
    """Everything a run depends on."""

    seed: int
    game: str
    size: tuple[int, int]
    seats: list[tuple[str, bool]]  # (name, computer)
    keys: int = 200  # random keys after the start
    via_menu: bool = True  # start through New game (else open the game directly)
    leave_every: int = 60  # a "<leave>" step this often (0: only at the end)
    seconds: float | None = None  # stop after this long (the keys stay seeded)
    ignore: frozenset[str] = frozenset()  # failure kinds noted but walked past

    @property
    def game_seed(self) -> int:
        return random.Random(f"game-{self.seed}").getrandbits(40)

    @classmethod
    def make(
        cls,
        seed: int,
        game: str | None = None,
        size: tuple[int, int] | None = None,
        keys: int = 200,
        via_menu: bool = True,
        people_min: int = 1,
    ) -> Plan:
        rng = random.Random(f"plan-{seed}")
        game = game or rng.choice(GAMES)
        size = size or rng.choice(SIZES)
        info = registry.info(game)
        count = rng.randint(info.min_players, min(info.max_players, 5))
        bots = [rng.random() < 0.45 for _ in range(count)]
        while sum(not b for b in bots) < min(people_min, count):
            bots[rng.randrange(count)] = False
        seats = [(NAMES[i], bot) for i, bot in enumerate(bots)]
        return cls(seed, game, size, seats, keys, via_menu)

    def describe(self) -> str:
        who = ",".join(f"{'bot:' if bot else ''}{name}" for name, bot in self.seats)
        how = "menu" if self.via_menu else "direct"
        w, h = self.size
        return f"seed={self.seed} game={self.game} size={w}x{h} seats={who} start={how}"


@dataclass
class Failure:
    kind: str  # exception, hung, privacy, footer, autosave, leave, leave-curtain, viewer
    message: str
    step: int  # index of the key after which it was seen
    moment: str = ""  # privacy: computer, shared, window, curtain or table
    where: str = ""  # the key and the screen it was pressed on

    def same_kind(self, other: Failure | None) -> bool:
        return other is not None and other.kind == self.kind

    @property
    def signature(self) -> str:
        """Failures alike enough to be one finding (for collecting and shrinking)."""
        return f"{self.kind} {self.moment} after {self.where}".replace("  ", " ")


@dataclass
class Outcome:
    plan: Plan
    keys: list[str] = field(default_factory=list)
    failure: Failure | None = None
    seconds: float = 0.0
    actions: int = 0  # game actions seen applied
    games_over: int = 0
    curtains: int = 0
    screens: set[str] = field(default_factory=set)
    screen: str = ""  # the screen's text when the failure was seen
    ignored: list[Failure] = field(default_factory=list)  # failures of ignored kinds
    quit: bool = False  # the walk ended with a confirmed quit

    @property
    def keys_per_second(self) -> float:
        return len(self.keys) / self.seconds if self.seconds else 0.0


class _Seeds:
    """Stands in for the `secrets` module inside engine/match.py, so a game
    started from the menu is dealt from the plan's seed (a rematch from the
    next one)."""

    def __init__(self, seed: int) -> None:
        self.next = seed

    def randbits(self, k: int) -> int:
        value = self.next % (1 << k)
        self.next += 1
        return value

    def token_hex(self, n: int = 8) -> str:
        return real_secrets.token_hex(n)


@contextmanager
def seeded_games(seed: int):
    with mock.patch.object(match_module, "secrets", _Seeds(seed)):
        yield


@contextmanager
def quick_hints():
    """A hint's look-ahead cut to a blink: the walk reads every hint panel
    (privacy) without waiting a second for each."""
    from nifty_table.tui.screens import hint

    with mock.patch.object(hint, "HINT_THINK", HINT_THINK):
        yield


@contextmanager
def watching_computers(walker: Walker):
    """Look at the screen just before each computer decision is applied: what
    the table showed while that computer was thinking (its pause is shorter
    than the walker's own waits, so between keys it would be missed)."""
    apply = Match.apply

    def watched(match: Match, action):
        seats = match.seats  # (a player joining takes the next seat: not one yet)
        if walker.pilot is not None and action.seat < len(seats) and seats[action.seat].bot:
            walker.observe(computer=match)
        events = apply(match, action)
        known = walker.told.setdefault(id(match), {})
        for event in events:  # what each seat was told in private ("You gave X to Bob")
            for seat, text in event.private.items():
                known.setdefault(seat, []).append(text)
        return events

    with mock.patch.object(Match, "apply", watched):
        yield


def screen_class(app) -> str:
    return type(app.screen).__name__


class Walker:
    def __init__(self, app, pilot, plan: Plan, outcome: Outcome) -> None:
        self.app = app
        self.pilot = pilot
        self.plan = plan
        self.out = outcome
        self.viewer = EntitledViewer()
        self.rng = random.Random(f"keys-{plan.seed}")
        self.saved: tuple[Path, int, int] | None = None  # (path, mtime_ns, size) last checked
        self.saved_actions: int | None = None
        self.failure: Failure | None = None
        self.where = "start"  # the key being handled and the screen it was pressed on
        self.leaking: frozenset[int] = frozenset()  # whose secrets the last look found
        self.told: dict[int, dict[int, list[str]]] = {}  # match id -> seat -> private lines

    # -- reading the app from outside -------------------------------------------
    def table(self):
        from nifty_table.tui.screens.table import TableScreen

        for screen in reversed(self.app.screen_stack):
            if isinstance(screen, TableScreen):
                return screen
        return None

    def text(self) -> str:
        return "\n".join(screen_lines(self.app))

    def computer_busy(self, table) -> bool:
        """A computer seat is about to move (the table is waiting on it)."""
        if table is None or self.app.screen is not table:
            return False  # (a modal over the table, a round summary, holds computers too)
        if getattr(table, "replay", None) is not None:
            return False  # a replay steps by the keys only
        match = table.table._match
        if match.result() is not None:
            return False
        if getattr(table, "_bot_timer", None) is not None:
            return True
        prompt = match.prompt()
        return prompt is not None and match.seats[prompt.seat].bot

    def shared_screen(self) -> bool:
        from nifty_table.tui.screens.end import EndScreen

        names = {type(s).__name__ for s in self.app.screen_stack}
        # (A newcomer types their name at the join dialog: nobody's hand shows.)
        return bool({"RoundSummaryScreen", "JoinScreen"} & names) or any(
            isinstance(s, EndScreen) for s in self.app.screen_stack
        )

    def footer_keys(self) -> set[str]:
        """The keys the footer shows now (shown and enabled bindings)."""
        try:
            bindings = self.app.screen.active_bindings
        except Exception:
            return set()
        shown = set()
        for key, active in bindings.items():
            if active.binding.show and active.enabled:
                shown.add(key)
        return shown

    def closed(self) -> bool:
        """The player quit (and confirmed it): the app is closing."""
        return self.app.return_code is not None

    def on_hand_back_choice(self) -> bool:
        """The person who claimed the keyboard is on the choice that hands it
        back (the list's entry without an action, as the screen words it)."""
        from textual.widgets import OptionList

        focused = self.app.focused
        if not self.viewer.claim or not isinstance(focused, OptionList):
            return False
        index = focused.highlighted
        if index is None:
            return False
        return str(focused.get_option_at_index(index).prompt).startswith("Back")

    def fail(self, kind: str, message: str, moment: str = "") -> None:
        failure = Failure(kind, message, len(self.out.keys) - 1, moment, self.where)
        if kind in self.plan.ignore:
            if len(self.out.ignored) < 1000:
                self.out.ignored.append(failure)
            return
        if self.failure is None:
            self.failure = failure
            try:
                self.out.screen = self.text()
            except Exception:  # the app is gone
                self.out.screen = ""

    # -- the checks ----------------------------------------------------------------
    def observe(self, key: str | None = None, curtain_before=None, computer=None) -> None:
        """Update who may see, then look at the screen for secrets. `computer`:
        the match in which a computer seat is deciding right now."""
        from nifty_table.tui.screens.curtain import CurtainScreen

        table = self.table()
        if table is not self.viewer.table:
            self.viewer.reset(table, table.table._match if table is not None else None)
            if table is not None:
                self.app._reaction_pause = reaction_pause(table.table._match.game_id)
        if table is None or (computer is not None and computer is not table.table._match):
            return
        match = table.table._match
        replay = getattr(table, "replay", None)
        if replay is not None and replay.finished:
            return  # a finished game's replay: every hand may be watched
        if (
            curtain_before is not None
            and curtain_before not in self.app.screen_stack
            and key in ("enter", "space")
        ):
            self.out.curtains += 1
            self.viewer.lifted(match, curtain_before.player)
        curtain = isinstance(self.app.screen, CurtainScreen)
        shared = self.shared_screen()
        busy = computer is not None or self.computer_busy(table)
        self.viewer.update(match, curtain=curtain, shared=shared, computer_busy=busy)
        self.check_viewer(table)
        moment = "table"
        if busy:
            moment = "computer"
        elif shared:
            moment = "shared"
        elif reaction_window(match):
            moment = "window"
        elif curtain:
            moment = "curtain"
        self.check_privacy(match, moment)

    def check_viewer(self, table) -> None:
        """Once the table says whom it shows (`viewer`), it must agree."""
        if not hasattr(table, "viewer") or table.table._match.game_id == "nirds":
            return  # (Nirds vs Gnomes hides nothing: whom it shows does not matter)
        mine, theirs = self.viewer.seat, table.viewer
        humans = people(table.table._match)
        ok = theirs == mine or (len(humans) == 1 and theirs in (None, humans[0]))
        if not ok:
            self.fail("viewer", f"the table shows seat {theirs}'s view; the walker says {mine}")

    def check_privacy(self, match: Match, moment: str) -> None:
        from nifty_table.tui.screens.help import HelpScreen

        screen = self.app.screen
        if isinstance(screen, HelpScreen):
            from textual.widgets import TabbedContent

            if screen.query_one(TabbedContent).active != "now":
                return  # the rules, the card list and the keys are the same for all
        allowed = self.viewer.allowed(match)
        oracle = Secrets(match)
        if not oracle.anything_hidden_from(allowed):
            self.leaking = frozenset()
            return  # no secret anybody here may not see: no need to read the screen
        # A card the viewer was told about in private (they gave it away) is
        # theirs to know.
        told = self.told.get(id(match), {})
        known = "\n".join(line for seat in allowed for line in told.get(seat, []))
        # The toasts too: they float over the screen, out of its text.
        shown = "\n".join([self.text(), *notifications(self.app)])
        found = oracle.leaks(shown, allowed, known)
        seats = frozenset(leak.seat for leak in found)
        fresh = not seats <= self.leaking
        self.leaking = seats
        if found and (fresh or "privacy" not in self.plan.ignore):
            who = ", ".join(match.seats[s].name for s in sorted(allowed)) or "nobody"
            by_seat: dict[int, list[str]] = {}
            for leak in found:
                by_seat.setdefault(leak.seat, []).append(leak.name)
            # The seat with the most names found first: a shared name (NΣT!'s
            # 1s) may belong to several hands.
            ranked = sorted(by_seat.items(), key=lambda item: -len(item[1]))
            what = "; ".join(
                f"{match.seats[seat].name}'s {', '.join(names[:5])}"
                + (f" (+{len(names) - 5})" if len(names) > 5 else "")
                for seat, names in ranked
            )
            self.fail(
                "privacy",
                f"on {type(screen).__name__} ({moment}), where only {who} may look: {what}",
                moment,
            )

    def check_autosave(self) -> None:
        table = self.table()
        if table is None or table.save_path is None or getattr(table, "replay", None):
            return  # (a replay writes nothing)
        path = Path(table.save_path)
        match = table.table._match
        try:
            st = path.stat()
        except FileNotFoundError:
            self.fail("autosave", f"no save file at {path.name}")
            return
        mark = (path, st.st_mtime_ns, st.st_size)
        if mark != self.saved:
            self.saved = mark
            try:
                loaded = saves.load(path)
            except saves.SaveError as exc:
                self.fail("autosave", f"the autosave does not load: {exc}")
                return
            if loaded.state != match.state or len(loaded.actions) != len(match.actions):
                self.fail("autosave", "the autosave differs from the game on the table")
                return
            self.saved_actions = len(match.actions)
        elif self.saved_actions is not None and self.saved_actions != len(match.actions):
            self.fail("autosave", "the game changed but the autosave did not")

    # -- keys ------------------------------------------------------------------------
    async def settle(self, quiesced: bool = False) -> None:
        """Wait until the app waits for a person, watching computer turns
        (`quiesced`: the app was just seen still, after a key's `send`)."""
        if not quiesced:
            await self.quiesce()
        for _ in range(COMPUTER_PATIENCE):
            table = self.table()
            if not self.computer_busy(table):
                return
            self.observe()
            if self.failure:
                return
            await asyncio.sleep(0.011)
            await self.quiesce()
        self.fail("hung", "a computer seat never moved")

    def trace(self, key: str) -> None:
        if not TRACE:
            return
        table = self.table()
        prompt = table.table._match.prompt() if table else None
        print(
            f"{len(self.out.keys):4} {key:12} {screen_class(self.app):18} viewer={self.viewer.seat}"
            f" prompt={prompt.seat if prompt else None}"
            f" actions={len(table.table._match.actions) if table else '-'}"
            + (f"  FAILED {self.failure.kind}" if self.failure else "")
        )

    async def press(self, key: str) -> None:
        """One step: press a key (or leave to the menu), then check everything."""
        self.out.keys.append(key)
        self.where = f"{key} on {screen_class(self.app)}"
        try:
            await self._press(key)
        finally:
            self.trace(key)

    async def _press(self, key: str) -> None:
        from nifty_table.tui.screens.curtain import CurtainScreen

        if key == LEAVE:
            await self.leave()
            return
        app = self.app
        before_screen = app.screen
        curtain = before_screen if isinstance(before_screen, CurtainScreen) else None
        footer = self.footer_keys()
        before_text = self.text() if key in footer else ""
        before_notes = len(notifications(app))
        older_toasts = list(app._notifications)  # shown before this key (see below)
        table = self.table()
        before_actions = list(table.table._match.actions) if table else None
        before_focus = app.focused
        hands_back = key == "enter" and self.on_hand_back_choice()  # (Space only lifts curtains)
        try:
            await asyncio.wait_for(self.send(key), KEY_TIMEOUT)
        except TimeoutError:
            self.fail("hung", f"the app did not answer {key!r} within {KEY_TIMEOUT:.0f} s")
            return
        if app._exception is not None:
            self.fail("exception", f"{type(app._exception).__name__}: {app._exception}")
            return
        await self.settle(quiesced=True)
        if self.failure or self.closed():
            return  # (a confirmed quit ends the walk: nothing more to check on screen)
        self.out.screens.add(screen_class(app))
        # Toasts time out by the clock (after 8 s at most), and people press keys
        # faster: a toast stays on screen for the key after the one that showed
        # it, so a message meant for one viewer meets the next screen, and is then
        # cleared, so what is on screen depends on the keys only.
        notes = len(notifications(app))
        if hands_back:
            self.viewer.hand_back()
        self.observe(key, curtain)
        if self.failure:
            return
        if older_toasts:
            for toast in older_toasts:
                if toast in app._notifications:  # (not cleared by the app itself)
                    app._unnotify(toast)
            await self.quiesce()
        if key in footer:
            table = self.table()
            changed = (
                app.screen is not before_screen
                or notes > before_notes
                or (table is not None and list(table.table._match.actions) != before_actions)
                or app.focused is not before_focus
                or self.text() != before_text
            )
            if not changed:
                where = screen_class(app)
                self.fail("footer", f"{key!r} is in the footer of {where} but did nothing")
                return
        self.check_autosave()

    async def leave(self) -> None:
        """Escape or m until the menu shows (a table offers m, others Escape).

        A curtain that cannot be left is its own kind of failure
        ("leave-curtain"); when that kind is walked past, its person lifts it
        (Enter) and the way out goes on from the table."""
        from nifty_table.tui.screens.curtain import CurtainScreen
        from nifty_table.tui.screens.menu import MenuScreen

        trail = []
        for _ in range(8):
            if isinstance(self.app.screen, MenuScreen):
                return
            screen = self.app.screen
            key = "m" if "m" in screen.active_bindings else "escape"
            trail.append(f"{key} on {type(screen).__name__}")
            await self.quiet_press(key)
            if self.failure:
                return
            if isinstance(screen, CurtainScreen) and self.app.screen is screen:
                self.fail(
                    "leave-curtain", f"{key!r} does not leave the curtain for {screen.player}"
                )
                if self.failure:
                    return
                await self.quiet_press("enter", screen)
        if not isinstance(self.app.screen, MenuScreen):
            self.fail("leave", f"no way back to the menu: {', '.join(trail[-3:])}")

    async def send(self, key: str) -> None:
        """Press a key and wait until the app has handled it and what followed
        (screens pushed, widgets recomposed), without the pilot's idle waits of
        20 ms and more per key: the walker's keys per second depend on it."""
        import unicodedata

        from textual import events
        from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key

        app = self.app
        if len(key) == 1 and not key.isalnum():
            key = _character_to_key(key)
        try:
            char = unicodedata.lookup(_get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
        except KeyError:
            char = key if len(key) == 1 else None
        event = events.Key(key, char)
        event.set_sender(app)
        app.post_message(event)
        await self.quiesce()

    async def quiesce(self) -> None:
        """Until the screen stack, the focus and the screen's queues are still."""
        app, last = self.app, None
        for _ in range(12):
            for _ in range(2):
                await self.pilot._wait_for_screen()
                await asyncio.sleep(0)
            app.screen._on_timer_update()  # layout and after-refresh callbacks now
            now = (tuple(app.screen_stack), app.focused, len(app.screen._callbacks))
            if now == last:
                return
            last = now

    async def quiet_press(self, key: str, curtain=None) -> None:
        """A key inside a step (no footer check of its own)."""
        await asyncio.wait_for(self.send(key), KEY_TIMEOUT)
        await self.settle(quiesced=True)
        if not self.failure:
            self.observe(key, curtain)

    def choose_key(self) -> str:
        from nifty_table.tui.screens.menu import MenuScreen
        from nifty_table.tui.screens.setup import SetupScreen

        screen = self.app.screen
        if isinstance(screen, MenuScreen):
            weights = dict(MENU_KEYS)
        elif isinstance(screen, SetupScreen):
            weights = dict(SETUP_KEYS)
        else:
            weights = dict(KEYS)
            for key in self.footer_keys() - {"f1", "ctrl+q"}:  # help and quit are rare
                weights[key] = weights.get(key, 0) + FOOTER_WEIGHT
            if self.table() is not screen:  # a dialog or panel over the table: close it soon
                weights["escape"] += 4
        keys = sorted(weights)
        return self.rng.choices(keys, [weights[k] for k in keys])[0]

    # -- starting a game through New game -----------------------------------------
    async def start_via_menu(self) -> None:
        """Keys a person would press: New game, the game, the player count, who
        is a computer, Start. Every key is recorded, so a replay needs no script."""
        from textual.widgets import Select

        from nifty_table.tui.screens.setup import SetupScreen

        plan = self.plan
        await self.press("enter")  # New game (the menu's first entry)
        if not isinstance(self.app.screen, SetupScreen) or self.failure:
            return self.fail("start", f"New game opened {screen_class(self.app)}")
        index = list(registry.GAMES).index(plan.game)
        for _ in range(index):
            await self.press("down")
            if self.failure:
                return
        await self.press("enter")  # the game; the keyboard goes to Start
        if self.failure:
            return
        setup = self.app.screen
        count = setup.query_one("#count", Select)
        for _ in range(12):
            if self.app.focused is count:
                break
            await self.press("shift+tab")
        want = len(plan.seats)
        values = [v for _, v in count._options]
        if count.value != want:
            await self.press("enter")
            step = values.index(want) - values.index(count.value)
            for _ in range(abs(step)):
                await self.press("down" if step > 0 else "up")
            await self.press("enter")
        for i, (_, bot) in enumerate(plan.seats):
            box = setup.query_one(f"#bot-{i}")
            for _ in range(6):
                if self.app.focused is box:
                    break
                await self.press("tab")
            if box.value != bot:
                await self.press("space")
        await self.press("f5")


async def walk(plan: Plan, keys: list[str] | None = None) -> Outcome:
    """One run: the plan's own random keys, or exactly `keys` (a replay)."""
    from nifty_table.tui.app import NiftyApp

    outcome = Outcome(plan)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, seeded_games(plan.game_seed), quick_hints():
        saves_dir = Path(tmp) / "saves"
        saves_dir.mkdir()
        start = None
        if not plan.via_menu:
            seats = [Seat(name=n, bot=b) for n, b in plan.seats]
            start = Table(Match.new(plan.game, seats, seed=plan.game_seed))
        app = NiftyApp(
            saves_dir=saves_dir,
            table=start,
            bot_delay=0,
            reaction_pause=REACTION_PAUSE,
            lift_reading=0,  # keys at the walker's pace, as the computers move
        )
        walker = Walker(app, None, plan, outcome)
        try:
            with watching_computers(walker):
                async with app.run_test(size=plan.size) as pilot:
                    walker.pilot = pilot
                    await walker.settle()
                    walker.observe()
                    if keys is not None:
                        for key in keys:
                            await walker.press(key)
                            if walker.failure:
                                break
                    else:
                        await run_random(walker)
        except Exception as exc:  # the app crashed: the key that did it is the last one
            import traceback

            where = traceback.extract_tb(exc.__traceback__)[-1]
            walker.fail(
                "exception",
                f"{type(exc).__name__}: {exc} (at {Path(where.filename).name}:{where.lineno})",
            )
            if TRACE:
                traceback.print_exc()
    outcome.failure = walker.failure
    outcome.seconds = time.perf_counter() - started
    return outcome


async def run_random(walker: Walker) -> None:
    plan = walker.plan
    if plan.via_menu:
        await walker.start_via_menu()
    pressed = 0
    deadline = time.perf_counter() + plan.seconds if plan.seconds else None
    while pressed < plan.keys and not walker.failure:
        if deadline is not None and time.perf_counter() > deadline:
            break
        if plan.leave_every and pressed and pressed % plan.leave_every == 0:
            await walker.press(LEAVE)
            if walker.failure:
                break
        await walker.press(walker.choose_key())
        pressed += 1
        if walker.closed():
            walker.out.quit = True
            return
        table = walker.table()
        if table is not None:
            walker.out.actions = max(walker.out.actions, len(table.table._match.actions))
    if not walker.failure:
        await walker.press(LEAVE)
