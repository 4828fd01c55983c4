"""A seat's end of the line: connects to a host with a code, keeps the
newest frame, and sends answers to it. The join screen and the tests use it;
it never holds more than the frames its seat was sent."""

from __future__ import annotations

import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from nifty_table.remote import protocol as p


class Refused(Exception):
    """The host would not seat this code (the reason is the host's)."""


class SeatClient:
    def __init__(self, ws: ClientConnection, welcome: p.Welcome) -> None:
        self.ws = ws
        self.welcome = welcome
        self.frame: p.FrameOut | None = None
        self.errors: list[str] = []
        self.bye: str | None = None

    @classmethod
    async def join(cls, address: str, code: str) -> SeatClient:
        """Connect to `address` ("host:port") as the seat `code` opens."""
        url = address if "://" in address else f"ws://{address}"
        ws = await connect(url, max_size=p.MAX_OUT, ping_interval=20)
        await ws.send(p.encode(p.Hello(code=code)))
        message = p.read_from_host(await ws.recv())
        if not isinstance(message, p.Welcome):
            await ws.close()
            raise Refused(getattr(message, "reason", "the host did not seat this code"))
        return cls(ws, message)

    async def receive(self) -> p.FrameOut | p.Error | p.Bye | p.Welcome:
        """The next message from the host, remembered (ConnectionClosed at the end)."""
        message = p.read_from_host(await self.ws.recv())
        if isinstance(message, p.FrameOut):
            self.frame = message
        elif isinstance(message, p.Error):
            self.errors.append(message.reason)
        elif isinstance(message, p.Bye):
            self.bye = message.reason
        return message

    @property
    def choices(self) -> list[dict[str, Any]]:
        return self.frame.frame.get("choices", []) if self.frame else []

    async def choose(self, index: int) -> None:
        assert self.frame is not None
        await self.ws.send(p.encode(p.Act(frame=self.frame.number, choice=index)))

    async def take_back(self) -> None:
        assert self.frame is not None
        await self.ws.send(p.encode(p.TakeBack(frame=self.frame.number)))

    async def send_raw(self, data: str | bytes | dict[str, Any]) -> None:
        """Anything at all (the tests' hostile messages)."""
        await self.ws.send(json.dumps(data) if isinstance(data, dict) else data)

    async def close(self) -> None:
        await self.ws.close()
