"""Keys as people see them: the keys a binding answers to now (after any
remap from keys.toml) and how a key is written on screen.

Kept apart from the keys file's reader (tui/keymap.py), which walks every
screen of the app: screens that show key names need only this.
"""

from __future__ import annotations

import re


def own_bindings(cls: type) -> list:
    """The bindings a class declares itself (not its base classes')."""
    from textual.binding import Binding

    return [b for b in cls.__dict__.get("BINDINGS", []) if isinstance(b, Binding)]


def keys_in_force(app, classes: list[type]) -> dict[str, str]:
    """Binding id -> the keys it answers to now: the remap the app really
    applied (Textual keeps it in a private field with no public reader; this
    is the one place that reads it), else the binding's own keys. The first
    class that defines an id wins (a screen before its base classes)."""
    remapped: dict[str, str] = getattr(app, "_keymap", {})
    found: dict[str, str] = {}
    for cls in classes:
        for klass in cls.__mro__:
            for binding in own_bindings(klass):
                if binding.id and binding.id not in found:
                    found[binding.id] = remapped.get(binding.id, binding.key)
    return found


NAMED_KEYS = {"pageup": "Page Up", "pagedown": "Page Down"}


def key_label(keys: str) -> str:
    """Keys as a person presses them: "f1,question_mark" -> "F1 or ?",
    "ctrl+s" -> "Ctrl+s". Letters stay lower case: Shift is not needed
    (and Shift+U is another key)."""
    from textual.keys import key_to_character

    shown: list[str] = []
    for key in keys.split(","):
        *mods, base = key.strip().split("+")
        char = key_to_character(base) if len(base) > 1 else base
        if char is not None and len(char) == 1 and char.isprintable() and not char.isspace():
            name = char
        elif re.fullmatch(r"f\d+", base):
            name = base.upper()
        else:
            name = NAMED_KEYS.get(base, base.replace("_", " ").capitalize())
        shown.append("".join(f"{mod.capitalize()}+" for mod in mods) + name)
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " or " + shown[-1]
