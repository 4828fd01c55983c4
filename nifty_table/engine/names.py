"""The checks a player's name goes through, wherever a name is typed.

The setup screen, `play --players`, a player jumping in mid-game and a save
file being loaded all use these, so a name the table accepts in one place is
accepted in all of them.
Any printable text is fine (screens show names literally, never as markup);
control characters would garble the terminal, so they are refused.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

MAX_NAME = 24  # Seat.name's limit


def name_problem(name: str, taken: Iterable[str] = ()) -> str | None:
    """Why `name` cannot join a table whose players are `taken`, or None."""
    cleaned = name.strip()
    if not cleaned:
        return "a player's name is empty; please type one"
    # Before anything that quotes the name: a control character must not reach the screen.
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in cleaned):
        return "a name cannot hold control characters or line breaks"
    if len(cleaned) > MAX_NAME:
        return f"the name {cleaned[:MAX_NAME]}… is too long (at most {MAX_NAME} characters)"
    if _key(cleaned) in {_key(other) for other in taken}:
        return f"two players are called {cleaned}; please make the names different"
    return None


def names_problem(names: Iterable[str]) -> str | None:
    """The first problem with a whole table's names, or None."""
    seen: list[str] = []
    for name in names:
        problem = name_problem(name, seen)
        if problem:
            return problem
        seen.append(name)
    return None


def _key(name: str) -> str:
    return name.strip().casefold()
