"""Screens draw frames only: no module of the UI imports or names the match,
its state, or a game's state or rules class. (The import contract in
pyproject.toml forbids the imports, but not those for the type checker only;
this scan sees those too, and a match reached through `self`, which no
import shows: `self.table._match`, `self.lesson_run.match`.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nifty_table.tui

TUI = Path(nifty_table.tui.__file__).parent
SCREENS = [
    *sorted((TUI / "fluxx").glob("*.py")),
    *sorted((TUI / "get_nifty").glob("*.py")),
    *sorted((TUI / "net").glob("*.py")),
    *sorted((TUI / "nirds").glob("*.py")),
    *(
        TUI / "screens" / name
        for name in ("end.py", "hint.py", "now.py", "replay.py", "replay_table.py")
    ),
]
# The screens that drive the table (TableScreen and its parts, the lesson's
# coach, a hosted table) and those that start a game: they hold the table.
DRIVING = [
    *sorted((TUI / "screens").glob("table*.py")),
    *(TUI / name for name in ("lesson.py", "hosting.py", "app.py", "game_screens.py")),
    *(TUI / "screens" / name for name in ("setup.py", "load.py", "menu.py", "open_elsewhere.py")),
]
EVERY = sorted(TUI.rglob("*.py"))
FORBIDDEN_MODULE = re.compile(r"^nifty_table\.(engine\.(match|replay)|games\.\w+\.(state|game))$")
MATCH_NAMES = {"Match", "match", "_match"}
STATE_CLASS = re.compile(r"^(Fluxx|Net|GetNifty|Nirds)(State|Game)$")


def named(text: str) -> bool:
    """A string annotation naming the match or a game's state or rules class."""
    return text == "Match" or STATE_CLASS.match(text) is not None


def slips(source: str) -> list[str]:
    """What in `source` reaches past the frame, one line each."""
    found = []
    tree = ast.parse(source)
    # A call of a method named match (a regular expression's) is no match.
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        where = getattr(node, "lineno", 0)
        if isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            found += [f"{where}: imports {m}" for m in modules if FORBIDDEN_MODULE.match(m)]
        elif isinstance(node, ast.Import):
            found += [
                f"{where}: imports {a.name}" for a in node.names if FORBIDDEN_MODULE.match(a.name)
            ]
        elif isinstance(node, ast.Name) and (node.id in MATCH_NAMES or STATE_CLASS.match(node.id)):
            found.append(f"{where}: names {node.id}")
        elif (
            isinstance(node, ast.Attribute) and node.attr in MATCH_NAMES and id(node) not in called
        ):
            found.append(f"{where}: reads .{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and named(node.value):
            found.append(f"{where}: names {node.value} in a string annotation")
    return found


def test_the_scan_sees_each_kind_of_slip() -> None:
    source = """
from nifty_table.engine.match import Match
from nifty_table.games.net.state import NetState
import nifty_table.games.fluxx.game
x = self.match.state
y: "GetNiftyState" = 1
z = HANG.match(line)
if TYPE_CHECKING:
    from nifty_table.engine.replay import Replay
w = self.table._match.prompt()
"""
    flagged = {int(slip.split(":")[0]) for slip in slips(source)}
    assert flagged == {2, 3, 4, 5, 6, 9, 10}


def test_game_screens_read_frames_only() -> None:
    assert len(SCREENS) > 15
    problems = [
        f"{path.relative_to(TUI)}:{slip}"
        for path in SCREENS
        for slip in slips(path.read_text(encoding="utf-8"))
    ]
    assert problems == []


def test_driving_screens_hold_the_table_only() -> None:
    assert len(DRIVING) > 15
    problems = [
        f"{path.relative_to(TUI)}:{slip}"
        for path in DRIVING
        for slip in slips(path.read_text(encoding="utf-8"))
    ]
    assert problems == []


def test_no_module_of_the_ui_reaches_the_match() -> None:
    """Every module of tui/, type checking imports included."""
    problems = [
        f"{path.relative_to(TUI)}:{slip}"
        for path in EVERY
        for slip in slips(path.read_text(encoding="utf-8"))
    ]
    assert problems == []


def test_viewer_has_one_writer() -> None:
    """Who sees the screen is written in one place, the table's `_show` (and
    set to nobody as a table opens)."""
    package = TUI.parent
    writers = set()
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Assign):
                    targets = node.targets
                elif isinstance(node, ast.AugAssign | ast.AnnAssign) and node.value is not None:
                    targets = [node.target]
                else:
                    continue
                for target in targets:
                    name = target.attr if isinstance(target, ast.Attribute) else ""
                    name = name or getattr(target, "id", "")
                    if name in ("viewer", "_viewer"):
                        writers.add(f"{path.relative_to(package)}:{function.name}")
    assert writers == {"table/table.py:_show", "table/table.py:__init__"}
