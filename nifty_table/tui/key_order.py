"""Keys handled one at a time, in the order they were typed, on screens that ask.

Textual hands each key to the widget that has the keyboard *when the key
arrives*, and acts on the key's bindings (Tab: next field) only once the key
has travelled back up from that widget. A burst of keys (fast typing, a
terminal's paste, a key held down) is all there before the first one's
binding has acted, so after Tab the next keys still go to the field that was
left: a name typed right after Tab was lost, and the last keys of a name went
to Start when the keyboard moved there late (issue 16 item 13).

A screen with `KEYS_IN_ORDER = True` gets its keys (and pastes) one at a time: the next
key is handed out only when the one before has finished its whole way (its
widget, each parent, the app's bindings). A callback sent along that same
way after the key says when (twice: the second time behind the messages the
key's handling sent, such as a list's "highlighted"); every message queue
handles its messages in order, so it arrives after the key's handling. A key never waits
longer than `PATIENCE` seconds for the one before (a widget that went away
meanwhile drops the callback).
"""

from __future__ import annotations

from collections import deque
from functools import partial

from textual import events
from textual.app import App
from textual.dom import DOMNode
from textual.timer import Timer

PATIENCE = 3.0
ROUNDS = 2  # the key itself, then what its handling sent on
TYPED = (events.Key, events.Paste)  # a paste is one event, in line with the keys


class KeysInOrder(App[None]):
    """An App mixin: the keys of a `KEYS_IN_ORDER` screen go one after another."""

    _key_waiting: deque[events.Key | events.Paste]
    _key_in_flight: int = 0  # the number of the key on its way, 0: none
    keys_sent: int = 0  # keys handed out in order so far
    _key_timer: Timer | None = None

    def keys_pending(self) -> int:
        """How many keys are on their way or waiting for their turn."""
        return bool(self._key_in_flight) + len(getattr(self, "_key_waiting", ()))

    def _keys_in_order(self) -> bool:
        return bool(getattr(self.screen, "KEYS_IN_ORDER", False))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, TYPED) and not event.is_forwarded and self._keys_in_order():
            if not hasattr(self, "_key_waiting"):
                self._key_waiting = deque()
            if self._key_in_flight:
                self._key_waiting.append(event)
                return
            await self._send_key(event)
            return
        await super().on_event(event)

    async def _send_key(self, event: events.Key | events.Paste) -> None:
        self.keys_sent += 1
        number = self.keys_sent
        self._key_in_flight = number
        path: list[DOMNode] = []
        node: DOMNode | None = self.focused or self.screen
        while node is not None and node is not self:
            path.append(node)
            node = node.parent
        await super().on_event(event)  # priority bindings, then to the focused widget
        self._key_timer = self.set_timer(PATIENCE, partial(self._key_done, number))
        self._follow(path, [*path], number, ROUNDS)

    def _follow(self, way: list[DOMNode], path: list[DOMNode], number: int, rounds: int) -> None:
        """Queue a callback behind the key at each stop of its way up, then at the
        app; then again, behind the messages the key's handling sent on that way
        (a list's "highlighted" message to its screen), `rounds` times in all."""
        while way:
            node = way.pop(0)
            if node.call_later(self._follow, way, path, number, rounds):
                return
        if rounds > 1:
            self.call_later(self._follow, [*path], path, number, rounds - 1)
        else:
            self.call_later(self._key_done, number)

    async def _key_done(self, number: int) -> None:
        if number != self._key_in_flight:
            return  # already released (the patience timer, or the callback)
        if self._key_timer is not None:
            self._key_timer.stop()
            self._key_timer = None
        self._key_in_flight = 0
        if self._key_waiting:
            if self._keys_in_order():
                await self._send_key(self._key_waiting.popleft())
            else:  # the screen changed: the rest goes the usual way, in order
                while self._key_waiting and not self._keys_in_order():
                    await super().on_event(self._key_waiting.popleft())
                if self._key_waiting:
                    await self._send_key(self._key_waiting.popleft())
