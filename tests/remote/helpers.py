"""A host on 127.0.0.1 and in-process seats that play it through the real
protocol, with the walker's oracle checking every message a seat is sent."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import get_type_hints

from pydantic import TypeAdapter
from walker.oracle import Secrets

from nifty_table.engine import registry, strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.remote import protocol as p
from nifty_table.remote.client import SeatClient
from nifty_table.remote.codes import Codes
from nifty_table.remote.host import Host
from nifty_table.remote.seat_frames import seat_frame
from nifty_table.table.table import Table

GAMES = ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds"]


class CheckedHost(Host):
    """Checks, as each message leaves, that it names no secret of any seat
    but the one it is for (what that seat was told in private excepted)."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.told: dict[int | None, list[str]] = {}  # private lines each seat was sent
        self.leaks: list[str] = []
        self.checked = 0
        self._secrets: tuple[tuple[int, int], Secrets] | None = None

    def secrets(self) -> Secrets:
        """The oracle for the match as it is now: built once per action, as
        every seat is sent the same moment (it is the slow part of the test)."""
        match = self.table._match
        key = (id(match.state), len(match.actions))
        if self._secrets is None or self._secrets[0] != key:
            self._secrets = (key, Secrets(match))
        return self._secrets[1]

    async def deliver(self, ws, seat, text) -> None:
        allowed = set() if seat is None else {seat}
        secrets = self.secrets()
        message = json.loads(text)
        lines = message.get("frame", {}).get("log", [])
        told = self.told.setdefault(seat, [])
        told.extend(line for line in lines if line.startswith("(you) "))
        found = secrets.leaks(text, allowed, known="\n".join(told))
        self.leaks.extend(f"to seat {seat}: {leak}" for leak in found)
        self.leaks.extend(
            f"to seat {seat}: card {card!r}" for card in _ids_in(message, secrets, seat)
        )
        self.checked += 1
        await super().deliver(ws, seat, text)


def _ids_in(message: dict, secrets: Secrets, seat: int | None) -> set:
    """Other seats' secret card ids the message holds: as any string in it
    (Fluxx, Get Nifty), or in a hand or picks (NΣT!'s cards are numbers)."""
    others = {card for s, ids in secrets.ids.items() if s != seat for card in ids}
    own = set(secrets.ids.get(seat, [])) if seat is not None else set()
    found: set = set()

    def walk(value, key: str = "") -> None:
        if isinstance(value, dict):
            for k, item in value.items():
                walk(item, k)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, int) and key in ("hand", "my_picks"):
                    found.add(item)
                else:
                    walk(item, key)
        elif isinstance(value, str):
            found.add(value)

    walk(message)
    return (found & others) - own


def new_table(
    game_id: str, names: str, seed: int, save: Path | None = None, reaction_pause: float = 0
) -> Table:
    seats = []
    for name in names.split(","):
        bot = name.startswith("bot:")
        seats.append(Seat(name=name.removeprefix("bot:").lstrip("@"), bot=bot))
    match = Match.new(game_id, seats, seed=seed)
    return Table(match, save, bot_delay=0, reaction_pause=reaction_pause)


class FramePlayer:
    """A test seat's mind: it reads its own frame only (the view and the
    choices it was sent) and picks as the game's own computer player would
    from that view. Seeded random picks carry a whole game of Get Nifty
    through thousands of moves; a sensible player ends it in a few hundred."""

    def __init__(self, game_id: str, seed: int) -> None:
        game = registry.load(game_id)
        self.view_type = get_type_hints(game.view)["return"]  # the game's view model
        self.actions = TypeAdapter(game.Action)
        self.strategy = strategies.get(game_id)
        self.rng = Rng.from_seed(seed)

    def pick(self, held: p.FrameOut, nudged: bool) -> int | None:
        """The index of the choice to send, or None to wait (`nudged`: the
        table has gone quiet, so some answer is better than none)."""
        choices = held.frame.get("choices", [])
        if not choices:
            return None
        view = self.view_type.model_validate(held.frame["view"])
        legal = [self.actions.validate_python(choice["action"]) for choice in choices]
        if held.yours:
            action = self.strategy.choose(view, legal, self.rng)
        else:
            action = self.strategy.react(view, legal, self.rng)
        if action in legal:
            return legal.index(action)
        return self.rng.below(len(choices)) if nudged else None


async def seat_plays(client: SeatClient, seed: int, limit: int) -> int:
    """Answer this seat's decisions (its own and, when its player wants,
    out of turn) from the newest frame it holds, until the game ends or
    `limit` messages; messages read. Like a person, it answers a frame once:
    an answer that crosses a newer frame on the line is refused with that
    frame and an error, and answering again on each of those falls further
    behind with every message."""
    player = FramePlayer(client.welcome.game, seed)
    read, idle, answered = 0, False, -1
    while read < limit and client.bye is None:
        held = client.frame
        if held is not None and held.frame.get("over"):
            break
        # Again whenever the table has gone quiet (a refused answer, or a
        # decision that waits on offers from others, as help in Get Nifty).
        if held is not None and (idle or held.number != answered):
            choice = player.pick(held, nudged=idle)
            if choice is not None:
                await client.choose(choice)
                answered = held.number
        try:
            async with asyncio.timeout(1.0):  # quiet: not an assertion, a nudge
                await client.receive()
            idle = False
        except TimeoutError:
            idle = True
        read += 1
    return read


async def hosted(table: Table, host_cls=CheckedHost) -> tuple[Host, int]:
    people = [i for i, seat in enumerate(table._match.seats) if not seat.bot]
    host = host_cls(table, Codes.new(people))
    port = await host.start("127.0.0.1", 0)
    return host, port


async def keyboard_plays(host: Host, seat: int, seed: int, limit: int) -> int:
    """A person at the host's own keyboard: they read what the host's screen
    shows them (their seat's frame, made on the host) and their answer goes
    straight to the table, as the hosting screen sends it; no code, no line."""
    table = host.table
    player = FramePlayer(table._match.game_id, seed)
    moves = 0
    while moves < limit and table._match.result() is None:
        frame = seat_frame(table, seat)
        prompt = table._match.prompt()
        if frame.choices and prompt is not None and prompt.seat == seat:
            held = p.FrameOut(number=0, yours=True, frame=frame.model_dump(mode="json"))
            choice = player.pick(held, nudged=True)
            assert choice is not None
            await host.play_action(frame.actions[choice])
            moves += 1
        else:
            await asyncio.sleep(0.01)  # the others' turn: look again soon
    return moves


async def play_whole_game(game_id: str, names: str, seed: int, limit: int = 3000):
    """Seats named "@Bob" join through the protocol with their codes; any
    other person plays at the host's keyboard (`keyboard_plays`)."""
    # A short reaction pause: Fluxx's windows are really open to every seat,
    # and go on by themselves when nobody answers.
    table = new_table(game_id, names, seed, reaction_pause=0.1)
    marked = [name.startswith("@") for name in names.split(",")]
    here = [i for i, seat in enumerate(table._match.seats) if not seat.bot and not marked[i]]
    host = CheckedHost(table, Codes.new([i for i, remote in enumerate(marked) if remote]))
    port = await host.start("127.0.0.1", 0)
    clients = {
        seat: await SeatClient.join(f"127.0.0.1:{port}", code)
        for seat, code in host.codes.seats.items()
    }
    game = asyncio.create_task(host.play())
    try:
        async with asyncio.timeout(600):  # a bound on a hang, never an assertion on speed
            await asyncio.gather(
                *(seat_plays(c, seed + i, limit) for i, c in enumerate(clients.values())),
                *(keyboard_plays(host, seat, seed + 10 + seat, limit) for seat in here),
            )
    finally:
        game.cancel()
        for client in clients.values():
            await client.close()
        await host.stop()
    return host, clients
