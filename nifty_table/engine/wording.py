"""Small grammar for lines the games write: counts with the right noun, and
sentences ending in a card or a name that brings its own "!" or "?".

Every game's log goes through `tidy`, and counts go through `plural`, so
"1 cards", "Stop That!!" or "NY3T!." cannot come back in one game while
fixed in another.
"""

from __future__ import annotations

import re

ENDS = (".", "!", "?", "…")

# A full stop right after a name's own "!" or "?" ("Shiny!." -> "Shiny!"),
# at the end of a sentence or before the next one. Only the added full stop
# goes: a name's own marks ("Wow!!") are never touched.
_DOUBLE_END = re.compile(r"(?<=[!?])\.(?=\s|$)")


def plural(count: int, one: str, many: str | None = None) -> str:
    """'1 card', '3 cards', '2 lives' (pass `many` where adding s is wrong)."""
    if count == 1:
        return f"{count} {one}"
    return f"{count} {many if many is not None else one + 's'}"


def and_list(items: list[str]) -> str:
    """'R4', 'R4 and R9', 'R4, R9 and R11'."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def verb(count: int, one: str, many: str) -> str:
    """The verb that agrees with a count of subjects: 'goes' for 1, 'go' for more."""
    return one if count == 1 else many


def closed(text: str, mark: str = ".") -> str:
    """`text` ended with `mark`, unless it already ends a sentence itself
    (a card called "Stop That!" ends "Ann plays Stop That!" as it is)."""
    if text.endswith(ENDS):
        return text
    return text + mark


def in_sentence(name: str) -> str:
    """A name as it reads inside a sentence: a card called "Whatever." drops
    its one full stop there ("Bob adds Whatever to the defence"), which would
    end the sentence early; "!", "?" and "..." stay, as they end nothing by
    themselves. At a sentence's end `closed` puts the stop back."""
    if name.endswith(".") and not name.endswith(".."):
        return name[:-1]
    return name


def tidy(line: str) -> str:
    """A log line with no full stop after a name's own "!" or "?"."""
    if "!." not in line and "?." not in line:  # nearly every line: nothing to do
        return line
    return _DOUBLE_END.sub("", line)


def cut(text: str, most: int | None) -> str:
    """`text` whole if it has at most `most` characters, else its first ones
    and "…", with no space left before the "…" ("Dorothea…", not "Dorothea …")."""
    if most is None or len(text) <= most:
        return text
    return text[: most - 1].rstrip() + "…"
