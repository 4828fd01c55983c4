"""The host: one table, and the seats that play it from elsewhere.

Each connection says which seat it plays by its code; from then on it gets
that seat's frames (a spectator: the public ones), numbered, each time they
change, and may answer the frame it holds. The host checks every answer
against the seat that sent it (only that seat's own choices, only now), plays
it on the table, saves, and sends every seat its new frame. A message that
does not fit is answered with an error; nothing else changes.

The game itself runs in `play`: computers decide (after their pause, if
nobody acted meanwhile), answers the table gives by itself go on, and the
host otherwise waits for people. All of it in one asyncio loop, so a
message and a step never interleave; only a searching computer thinks in
another thread (on a copy of the state) or process.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from nifty_table.engine import elsewhere, strategies
from nifty_table.engine.contract import Action, IllegalAction, Prompt
from nifty_table.engine.match import TakeBackRefused
from nifty_table.remote import protocol as p
from nifty_table.remote.codes import Brake, Codes
from nifty_table.remote.seat_frames import seat_frame
from nifty_table.table.frame import Frame
from nifty_table.table.steps import ComputerDecides, ComputerReacts, GameOver, GoesOn, Watched
from nifty_table.table.table import Table

HELLO_WAIT = 30.0  # seconds a new connection has to say which seat it plays
MAX_CONNECTIONS = 64
TRANSPORT_CAP = 1024 * 1024  # larger messages close the connection outright


@dataclass
class Numbered:
    """The frame a seat holds now, and its number."""

    number: int
    frame: Frame
    text: str  # its JSON
    yours: bool  # the decision the game waits on is this seat's


@dataclass
class Seat:
    """A connection and the seat it plays (None: a spectator)."""

    ws: ServerConnection
    seat: int | None
    code: str
    sent: int = -1  # the number of the frame it was sent last
    done: asyncio.Event = field(default_factory=asyncio.Event)


class Host:
    def __init__(self, table: Table, codes: Codes) -> None:
        self.table = table
        self.codes = codes
        self.brake = Brake()
        self.connected: dict[str, Seat] = {}  # code -> its connection
        self.frames: dict[int | None, Numbered] = {}
        self.thinking: Prompt | None = None
        self.moves = 0  # actions played here (and take-backs): a change to wait for
        self.came: set[int] = set()  # seats that joined (one that is gone has left)
        self._changed = asyncio.Condition()
        self._server: Server | None = None
        self._save_said: str | None = None  # the save refusal last said, if any

    # -- the server ---------------------------------------------------------------
    async def start(self, address: str = "127.0.0.1", port: int = 0) -> int:
        """Listen; the port listened on (0: any free one)."""
        self._server = await serve(
            self._serve, address, port, max_size=TRANSPORT_CAP, ping_interval=20
        )
        return self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _serve(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        if len(self.connected) >= MAX_CONNECTIONS:
            await self._send(ws, None, p.Bye(reason="This table is full."))
            return
        seat = await self._hello(ws, address)
        if seat is None:
            return
        try:
            await self._send_frame(seat)
            async for data in ws:
                await self.receive(seat, data)
        except ConnectionClosed:
            pass
        finally:
            if self.connected.get(seat.code) is seat:
                del self.connected[seat.code]
                self.seats_changed()

    async def _hello(self, ws: ServerConnection, address: str) -> Seat | None:
        """Read the code a connection plays by, until a known one (wrong ones
        wait longer and longer for their answer); None: it left."""
        while True:
            try:
                async with asyncio.timeout(HELLO_WAIT):
                    data = await ws.recv()
            except (TimeoutError, ConnectionClosed):
                return None
            try:
                hello = p.read_from_seat(data)
            except p.BadMessage as exc:
                await self._send(ws, None, p.Error(reason=str(exc)))
                continue
            if not isinstance(hello, p.Hello):
                await self._send(
                    ws, None, p.Error(reason="Say which seat you play first (a hello).")
                )
                continue
            known, number = self.codes.seat_of(hello.code)
            if not known:
                await asyncio.sleep(self.brake.failed(address))
                reason = "No seat at this table has that code."
                if self.brake.slowed(address):
                    reason += " Too many wrong codes: each answer now waits longer."
                await self._send(ws, None, p.Error(reason=reason))
                continue
            self.brake.forgive(address)
            return await self._seat(ws, number, hello.code)

    async def _seat(self, ws: ServerConnection, number: int | None, code: str) -> Seat:
        """Seat a connection; one that held the seat before is closed (a seat
        is never shared: the newest connection plays it)."""
        seat = Seat(ws, number, code)
        old = self.connected.get(code)
        self.connected[code] = seat
        if old is not None:
            await self._send(
                old.ws, old.seat, p.Bye(reason="This seat was joined from another connection.")
            )
            await old.ws.close()
        match = self.table._match
        name = "Spectator" if number is None else match.seats[number].name
        names = [s.name for s in match.seats]
        title = str(getattr(match.game, "title", match.game_id))
        welcome = p.Welcome(seat=number, name=name, game=match.game_id, title=title, seats=names)
        await self._send(ws, None, welcome)
        if number is not None:
            self.came.add(number)
            if number in self.table.stand_ins:  # back: theirs from the decision now
                self.table.stand_ins.discard(number)
                await self._stir()
            self.seats_changed()
        return seat

    # -- messages in ----------------------------------------------------------------
    async def receive(self, seat: Seat, data: str | bytes) -> None:
        """One message from a seated connection: played if it fits, else
        refused with the reason (and the frame it should answer)."""
        refusal = await self._answer(seat, data)
        if refusal is not None:
            await self._send(seat.ws, seat.seat, p.Error(reason=refusal))

    async def _answer(self, seat: Seat, data: str | bytes) -> str | None:
        try:
            message = p.read_from_seat(data)
        except p.BadMessage as exc:
            return str(exc)
        if isinstance(message, p.Hello):
            return "This connection already plays a seat."
        if seat.seat is None:
            return "A spectator watches: it cannot play."
        held = self.frame_of(seat.seat)  # numbered anew if the game moved
        if message.frame != held.number:
            await self._send_frame(seat, again=True)
            return "That answer was for an earlier moment of the game; here is the table now."
        if isinstance(message, p.TakeBack):
            return await self._take_back(seat.seat)
        action = self._chosen(seat.seat, held.frame, message)
        if isinstance(action, str):
            return action
        try:
            await self.play_action(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def _chosen(self, seat: int, frame: Frame, act: p.Act) -> Action | str:
        """The action an answer names, or why it names none of this seat's."""
        if (act.choice is None) == (act.action is None):
            return "An answer names one choice: its number, or its action."
        if act.choice is not None:
            if act.choice >= len(frame.choices):
                return f"There is no choice {act.choice} now ({len(frame.choices)} to choose from)."
            return frame.choices[act.choice].action
        try:
            action = self.table._match.action_adapter().validate_python(act.action)
        except ValidationError:
            return "That is not an action of this game."
        if action.seat != seat:
            return "You play your own seat only."
        if action not in frame.actions:
            return "That is not one of your choices now."
        return action

    async def _take_back(self, seat: int) -> str | None:
        try:
            self.table.take_back(seat)
        except TakeBackRefused as exc:
            return str(exc)
        self._save()
        await self._moved()
        return None

    # -- the game -------------------------------------------------------------------
    async def play_action(self, action: Action) -> None:
        """Play an action (IllegalAction: nothing changed), save, tell everyone."""
        if action not in self.table._match.legal_actions():
            raise IllegalAction("That cannot be played now.")
        self.table.submit(action)
        self._save()
        await self._moved()

    def _save(self) -> None:
        """Save before anyone is told of the move; a refusal is said once
        (each new reason), and the game goes on in memory meanwhile."""
        problem = self.table.save()
        if problem is not None and problem != self._save_said:
            self.save_refused(problem)
        self._save_said = problem

    def save_refused(self, reason: str) -> None:
        """The save file could not be written (a console or a screen says so)."""

    async def _moved(self) -> None:
        await self._stir()
        self.after_move()

    async def _stir(self) -> None:
        """Something the game loop waits on changed: it looks again."""
        self.moves += 1
        self.thinking = None
        await self.publish()
        async with self._changed:
            self._changed.notify_all()

    def after_move(self) -> None:
        """A move was played through this host (a screen at the host's own
        keyboard draws it: tui/hosting.py)."""

    def seats_changed(self) -> None:
        """A seat's person left or came back (the host's screen or console
        says so: `left_waited_on`)."""

    # -- a seat whose person left ------------------------------------------------------
    def left_waited_on(self) -> int | None:
        """The remote seat the game waits on though its person left (and no
        computer plays for them), or None."""
        prompt = self.table._match.prompt()
        if prompt is None or prompt.seat not in self.came:
            return None
        seat = prompt.seat
        here = any(held.seat == seat for held in self.connected.values())
        return None if here or seat in self.table.stand_ins else seat

    async def let_computer_play(self, seat: int) -> None:
        """The host chose: a computer plays `seat` (as a computer seat does,
        at the table's usual level) until its person rejoins."""
        if seat in self.codes.seats:
            self.table.stand_ins.add(seat)
            await self._stir()
            self.seats_changed()

    async def _quiet(self, pause: float) -> bool:
        """Wait `pause` seconds; False if the game moved meanwhile."""
        moves = self.moves
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(pause if pause < float("inf") else None), self._changed:
                await self._changed.wait_for(lambda: self.moves != moves)
        return self.moves == moves

    async def play(self) -> None:
        """Run the game to its end: computers and the table's own answers
        here, people's answers as they come."""
        table = self.table
        while True:
            await self.publish()
            step = table.next_step()
            moves = self.moves
            if isinstance(step, GameOver):
                return
            if isinstance(step, GoesOn):
                await self.play_action(step.action)
            elif isinstance(step, ComputerReacts):
                if await self._quiet(step.pause):
                    await self.play_action(step.action)
            elif isinstance(step, ComputerDecides):
                self.thinking = step.prompt
                await self.publish()
                if await self._quiet(step.pause):
                    action = await self._computer(step.prompt.seat)
                    if self.moves == moves:  # nobody acted while it thought
                        await self.play_action(action)
            elif isinstance(step, Watched):
                await self._window()
            else:  # a person decides: wait for any move
                await self._quiet(float("inf"))

    async def _window(self) -> None:
        """A decision the whole table watches: a reaction window goes on by
        itself once the reaction pause is up with nobody answering, as at one
        keyboard (others wait for any move)."""
        window = self.table.reaction_window()
        if window is None:
            await self._quiet(float("inf"))
        elif await self._quiet(window.pause):
            go_on = self.table.window_closes(window)
            if go_on is not None:
                await self.play_action(go_on)

    async def _computer(self, seat: int) -> Action:
        table = self.table
        strategy, rng = table.strategy_for(seat), table.bot_rng()
        if getattr(strategy, "think", 0) <= 0:  # a heuristic answers at once
            return table.own_action(seat, table.computer_choice(seat))
        game, game_id = table._match.game, table._match.game_id
        snapshot = table._match.state.model_copy(deep=True)
        if elsewhere.can_send(strategy):
            action, table.strategies[seat] = await asyncio.to_thread(
                elsewhere.decide, game_id, snapshot, strategy, rng
            )
        else:
            action = await asyncio.to_thread(strategies.decide, game, snapshot, strategy, rng)
        return table.own_action(seat, action)

    # -- frames out -------------------------------------------------------------------
    def frame_of(self, seat: int | None) -> Numbered:
        """The frame `seat` holds now, numbered anew whenever it changes."""
        frame = seat_frame(self.table, seat, self.thinking)
        text = frame.model_dump_json()
        held = self.frames.get(seat)
        if held is not None and held.text == text:
            return held
        number = held.number + 1 if held is not None else 0
        prompt = self.table._match.prompt()
        yours = seat is not None and prompt is not None and prompt.seat == seat
        self.frames[seat] = Numbered(number, frame, text, yours and not frame.over)
        return self.frames[seat]

    async def publish(self) -> None:
        """Send every connection its seat's frame, if it changed."""
        for seat in list(self.connected.values()):
            await self._send_frame(seat)

    async def _send_frame(self, seat: Seat, again: bool = False) -> None:
        held = self.frame_of(seat.seat)
        if held.number == seat.sent and not again:
            return
        seat.sent = held.number
        yours = "true" if held.yours else "false"
        # The frame's JSON is kept as made: spliced in, not parsed and dumped again.
        head = f'{{"type":"frame","number":{held.number},"yours":{yours},"frame":'
        text = head + held.text + "}"
        await self.deliver(seat.ws, seat.seat, text)

    async def deliver(self, ws: ServerConnection, seat: int | None, text: str) -> None:
        """Every message out passes here (`seat`: whom it is for)."""
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)

    async def _send(self, ws: ServerConnection, seat: int | None, message: Any) -> None:
        await self.deliver(ws, seat, p.encode(message))
