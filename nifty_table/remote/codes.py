"""Join codes: one per seat played from elsewhere, one for spectators; kept
beside the save so a resumed host takes everyone back; and the brake on
guessing them.

A code is the only key to a seat (it is also the ssh user name), so it is
drawn from `secrets` (about 50 bits), compared in constant time, and a
connection that keeps guessing wrong waits longer and longer for its answer.
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from nifty_table.remote.protocol import CODE_LENGTH, CODE_LETTERS

SPECTATOR = "spectator"
FREE_TRIES = 3  # wrong codes from one address answered at once
MAX_DELAY = 30.0  # seconds: the longest a wrong guess waits for its answer


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


@dataclass
class Codes:
    """Which code opens which seat (None: the spectators' code)."""

    seats: dict[int, str]  # seat -> code
    spectator: str

    @classmethod
    def new(cls, seats: list[int]) -> Codes:
        return cls({seat: new_code() for seat in seats}, new_code())

    def seat_of(self, code: str) -> tuple[bool, int | None]:
        """(known, seat): whether the code opens anything, and which seat
        (None: a spectator). Every code is compared, in constant time."""
        found: tuple[bool, int | None] = (False, None)
        given = code.encode()
        for seat, own in self.seats.items():
            if hmac.compare_digest(given, own.encode()):
                found = (True, seat)
        if hmac.compare_digest(given, self.spectator.encode()):
            found = (True, None)
        return found

    # -- beside the save ------------------------------------------------------
    @staticmethod
    def path_for(save: Path) -> Path:
        return save.with_name(save.name + ".codes.json")

    def keep(self, save: Path) -> None:
        """Write the codes beside the save, readable by this user only."""
        path = self.path_for(save)
        data = {"seats": {str(s): c for s, c in self.seats.items()}, SPECTATOR: self.spectator}
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out)

    @classmethod
    def kept(cls, save: Path) -> Codes:
        """The codes kept beside `save` (ValueError or OSError if unreadable)."""
        data = json.loads(cls.path_for(save).read_text(encoding="utf-8"))
        seats = {int(seat): str(code) for seat, code in data["seats"].items()}
        return cls(seats, str(data[SPECTATOR]))


@dataclass
class Brake:
    """Slows down an address that keeps giving wrong codes: the first few are
    answered at once, then each waits twice as long as the one before."""

    wrong: dict[str, int] = field(default_factory=dict)

    def failed(self, address: str) -> float:
        """Count a wrong code from `address`; how long to wait before answering."""
        count = self.wrong.get(address, 0) + 1
        self.wrong[address] = count
        if count <= FREE_TRIES:
            return 0.0
        return min(MAX_DELAY, 0.5 * 2 ** (count - FREE_TRIES - 1))

    def slowed(self, address: str) -> bool:
        return self.wrong.get(address, 0) > FREE_TRIES

    def forgive(self, address: str) -> None:
        self.wrong.pop(address, None)
