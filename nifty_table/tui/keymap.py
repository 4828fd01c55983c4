"""Keys people choose: a TOML file that remaps bindings by their id.

    # keys.toml, in the user's config folder
    [keys]
    save = "f2"            # binding id = one key or several, comma-separated
    quit = "ctrl+q,f10"

The file is read at start; a problem is reported with its line and the
defaults stay. Every binding of the app has an id (a test keeps it so), and
`nifty-table keys` lists them all with the keys in force.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass
from pathlib import Path

from nifty_table.tui import app_files

FILE_NAME = app_files.KEYS_FILE_NAME

# Key names as Textual spells them: modifiers, then a letter, digit, F-key or a named key.
KEY = re.compile(r"^((ctrl|shift|alt|meta|super)\+)*([a-z0-9]|f([1-9]|1[0-9]|2[0-4])|[a-z_]{2,})$")


class KeymapError(ValueError):
    """A keys file that cannot be used, and where."""


@dataclass(frozen=True)
class BindingInfo:
    id: str
    keys: str
    description: str
    where: str  # the screen or widget class that owns it


def keys_path(chosen_saves_dir: Path | None = None) -> Path:
    return app_files.keys_path(chosen_saves_dir)


def _line_of(text: str, binding_id: str) -> int:
    pattern = re.compile(rf"^[ \t]*\"?{re.escape(binding_id)}\"?[ \t]*=", re.MULTILINE)
    match = pattern.search(text)
    return text.count("\n", 0, match.start()) + 1 if match else 0


def parse(text: str, known_ids: set[str] | None = None) -> dict[str, str]:
    """The keymap in a keys file's text; KeymapError names the bad line."""
    import tomllib  # only when a keys file exists: not at every start-up

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise KeymapError(f"not valid TOML: {exc}") from None
    unknown_tables = set(data) - {"keys"}
    if unknown_tables:
        raise KeymapError(f"unknown section {sorted(unknown_tables)[0]!r}; only [keys] is read")
    table = data.get("keys", {})
    if not isinstance(table, dict):
        raise KeymapError("'keys' must be a table: [keys]")
    keymap: dict[str, str] = {}
    for binding_id, value in table.items():
        line = _line_of(text, binding_id)
        where = f"line {line}: " if line else ""
        if known_ids is not None and binding_id not in known_ids:
            raise KeymapError(f"{where}there is no binding {binding_id!r} (see `nifty-table keys`)")
        if not isinstance(value, str) or not value.strip():
            raise KeymapError(f'{where}{binding_id} needs keys in quotes, like "f2"')
        keys = [k.strip().lower() for k in value.split(",")]
        for key in keys:
            if not KEY.match(key):
                raise KeymapError(f"{where}{key!r} is not a key name (try f2, ctrl+s, escape)")
        keymap[binding_id] = ",".join(keys)
    return keymap


def read(path: Path, known_ids: set[str] | None = None) -> tuple[dict[str, str], str | None]:
    """The keymap from a file, and a notice when the file exists but is wrong."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError) as exc:
        return {}, f"{path.name} cannot be read ({exc}); the default keys stay."
    try:
        return parse(text, known_ids), None
    except KeymapError as exc:
        return {}, f"{path.name}: {exc}. The default keys stay."


def all_bindings() -> list[BindingInfo]:
    """Every binding of every screen and widget of the app (imports them all)."""
    from textual.binding import Binding
    from textual.dom import DOMNode

    import nifty_table.tui as tui

    for module in pkgutil.walk_packages(tui.__path__, tui.__name__ + "."):
        importlib.import_module(module.name)
    found: dict[str, BindingInfo] = {}
    seen: set[type] = set()
    stack = list(DOMNode.__subclasses__())
    while stack:
        cls = stack.pop()
        if cls in seen:
            continue
        seen.add(cls)
        stack.extend(cls.__subclasses__())
        if not cls.__module__.startswith("nifty_table."):
            continue
        for binding in cls.__dict__.get("BINDINGS", []):
            if not isinstance(binding, Binding):
                continue
            key = binding.id or f"(no id) {cls.__name__}.{binding.action}"
            old = found.get(key)
            where = cls.__name__ if old is None else f"{old.where}, {cls.__name__}"
            found[key] = BindingInfo(key, binding.key, binding.description, where)
    return sorted(found.values(), key=lambda b: b.id)
