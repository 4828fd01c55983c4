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
from nifty_table.tui.key_labels import own_bindings

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
    found = pattern.search(text)
    return text.count("\n", 0, found.start()) + 1 if found else 0


def parse(text: str, known_ids: set[str] | None = None) -> dict[str, str]:
    """The keymap in a keys file's text; KeymapError names the first bad line."""
    keymap, problems = parse_lines(text, known_ids)
    if problems:
        raise KeymapError(problems[0])
    return keymap


def parse_lines(text: str, known_ids: set[str] | None = None) -> tuple[dict[str, str], list[str]]:
    """The keymap of every good line, and one problem per bad line: a mistake
    on one line never costs the others."""
    import tomllib  # only when a keys file exists: not at every start-up

    try:
        entries = _entries(tomllib.loads(text), text)
        problems: list[str] = []
    except tomllib.TOMLDecodeError as exc:
        entries, problems = _entries_line_by_line(text, f"not valid TOML: {exc}")
    except KeymapError as exc:
        return {}, [str(exc)]
    keymap: dict[str, str] = {}
    first_line: dict[str, int] = {}  # TOML refuses a second one; read by line, it is named
    for line, binding_id, value in entries:
        where = f"line {line}: " if line else ""
        if binding_id in first_line:
            problems.append(
                f"{where}{binding_id} is given a second time (first on line "
                f"{first_line[binding_id]}), so this line is left out"
            )
            continue
        first_line[binding_id] = line
        try:
            keymap[binding_id] = _keys_of(binding_id, value, known_ids)
        except KeymapError as exc:
            problems.append(f"{where}{exc}")
    return keymap, problems


def _entries(data: dict, text: str) -> list[tuple[int, str, object]]:
    """(line, binding id, value) for each entry of a parsed file's [keys]."""
    unknown_tables = set(data) - {"keys"}
    if unknown_tables:
        raise KeymapError(f"unknown section {sorted(unknown_tables)[0]!r}; only [keys] is read")
    table = data.get("keys", {})
    if not isinstance(table, dict):
        raise KeymapError("'keys' must be a table: [keys]")
    return [(_line_of(text, k), k, v) for k, v in table.items()]


def _entries_line_by_line(text: str, whole: str) -> tuple[list[tuple[int, str, object]], list[str]]:
    """A file TOML refuses as a whole, read one line at a time, so the lines
    that are right still count and each wrong one is named."""
    import tomllib

    entries: list[tuple[int, str, object]] = []
    problems: list[str] = []
    section = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line.split("#", 1)[0].strip()
            if section != "[keys]":
                problems.append(f"line {number}: only a [keys] section is read")
            continue
        try:
            data = tomllib.loads(line)
        except tomllib.TOMLDecodeError as exc:
            problems.append(f"line {number}: not valid TOML ({exc})")
            continue
        if section == "[keys]":
            entries.extend((number, k, v) for k, v in data.items())
    if not entries and not problems:
        problems.append(whole)
    return entries, problems


def _keys_of(binding_id: str, value: object, known_ids: set[str] | None) -> str:
    if known_ids is not None and binding_id not in known_ids:
        raise KeymapError(f"there is no binding {binding_id!r} (see `nifty-table keys`)")
    if not isinstance(value, str) or not value.strip():
        raise KeymapError(f'{binding_id} needs keys in quotes, like "f2"')
    keys = [k.strip().lower() for k in value.split(",")]
    for key in keys:
        if not KEY.match(key):
            raise KeymapError(f"{key!r} is not a key name (try f2, ctrl+s, escape)")
    return ",".join(keys)


def clashes(keymap: dict[str, str], text: str = "") -> tuple[dict[str, str], list[str]]:
    """Drop the file's lines that give a key to a second binding of the same
    screen (the first would hide the other), naming both bindings; the keys
    the app itself shares on purpose are not counted."""
    bindings = {b.id: b for b in all_bindings()}
    default = {i: set(b.keys.split(",")) for i, b in bindings.items()}
    together = _active_together()
    now = {**default, **{i: set(k.split(",")) for i, k in keymap.items()}}
    kept: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, keys in keymap.items():
        clash = _first_clash(binding_id, now, default, together)
        if clash is None:
            kept[binding_id] = keys
            continue
        now[binding_id] = default.get(binding_id, set())  # this line does not apply
        other, key, screen = clash
        line = _line_of(text, binding_id) if text else 0
        where = f"line {line}: " if line else ""
        problems.append(
            f"{where}{key!r} for {binding_id} is already {other}'s key on {screen}; "
            "one would hide the other"
        )
    return kept, problems


def _first_clash(
    binding_id: str,
    now: dict[str, set[str]],
    default: dict[str, set[str]],
    together: dict[str, set[str]],
) -> tuple[str, str, str] | None:
    """(other binding, shared key, screen) where this binding's keys now meet
    another's on one screen, unless the two shared a key by default."""
    mine = now.get(binding_id, set())
    # The most basic screen first: the table, not each game's own table.
    for screen, ids in sorted(together.items(), key=lambda kv: (len(kv[1]), kv[0])):
        if binding_id not in ids:
            continue
        for other in sorted(ids - {binding_id}):
            shared = mine & now.get(other, set())
            if shared and not default.get(binding_id, set()) & default.get(other, set()):
                return other, sorted(shared)[0], screen
    return None


def _line_number(problem: str) -> int:
    found = re.match(r"line (\d+):", problem)
    return int(found.group(1)) if found else 0


def read(path: Path, known_ids: set[str] | None = None) -> tuple[dict[str, str], str | None]:
    """The keymap from a file's good lines, and a notice naming every bad line
    when there is one. With `known_ids` (every binding is imported then), a
    key given to two bindings of one screen is a bad line too."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError) as exc:
        return {}, f"{path.name} cannot be read ({exc}); the default keys stay."
    keymap, problems = parse_lines(text, known_ids)
    if known_ids is not None and keymap:
        keymap, more = clashes(keymap, text)
        problems = sorted(problems + more, key=_line_number)
    if not problems:
        return keymap, None
    rest = "The other lines apply." if keymap else "The default keys stay."
    return keymap, f"{path.name}: {'; '.join(problems)}. {rest}"


def _app_classes() -> list[type]:
    """Every screen, widget and app class of nifty_table (imports them all)."""
    from textual.dom import DOMNode

    import nifty_table.tui as tui

    for module in pkgutil.walk_packages(tui.__path__, tui.__name__ + "."):
        importlib.import_module(module.name)
    from nifty_table.tui.lesson import all_lesson_classes

    all_lesson_classes()  # made on demand: their keys count too
    found: list[type] = []
    seen: set[type] = set()
    stack = list(DOMNode.__subclasses__())
    while stack:
        cls = stack.pop()
        if cls in seen:
            continue
        seen.add(cls)
        stack.extend(cls.__subclasses__())
        if cls.__module__.startswith("nifty_table."):
            found.append(cls)
    return found


def all_bindings() -> list[BindingInfo]:
    """Every binding of every screen and widget of the app (imports them all)."""
    found: dict[str, BindingInfo] = {}
    for cls in _app_classes():
        for binding in own_bindings(cls):
            key = binding.id or f"(no id) {cls.__name__}.{binding.action}"
            old = found.get(key)
            where = cls.__name__ if old is None else f"{old.where}, {cls.__name__}"
            found[key] = BindingInfo(key, binding.key, binding.description, where)
    return sorted(found.values(), key=lambda b: b.id)


def _active_together() -> dict[str, set[str]]:
    """Screen or widget name -> the ids of the bindings live there at once:
    its own, its base classes', and on a screen the app's."""
    from textual.app import App
    from textual.screen import Screen

    classes = _app_classes()
    app_ids = {b.id for cls in classes if issubclass(cls, App) for b in own_bindings(cls) if b.id}
    sets: dict[type, set[str]] = {}
    for cls in classes:
        ids = {b.id for k in cls.__mro__ for b in own_bindings(k) if b.id}
        sets[cls] = ids | app_ids if issubclass(cls, Screen) else ids
    # A class that adds no binding to its base's is named by the base (the
    # table, not each game's own table).
    return {
        cls.__name__: ids
        for cls, ids in sets.items()
        if len(ids) > 1 and not any(sets.get(base) == ids for base in cls.__bases__)
    }
