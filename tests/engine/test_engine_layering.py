"""The layers stay apart: engine and games never reach up into the UI.

engine/ and games/ never import textual, rich or nifty_table.tui (nor the
CLI), and engine/ never imports a game. Checked on the source with `ast`, so
an import hidden inside a function counts too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import nifty_table

PACKAGE = Path(nifty_table.__file__).parent
UI = ("textual", "rich", "nifty_table.tui", "nifty_table.cli")


def _sources(layer: str) -> list[Path]:
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files, f"no sources found under {layer}"
    return files


def _module_of(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module a package file imports, with relative imports made absolute."""
    here = _module_of(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    return _imports_in(path.read_text(encoding="utf-8"), package)


def _imports_in(source: str, package: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            # `from nifty_table import tui` imports the package nifty_table.tui
            found.extend((node.lineno, f"{module}.{alias.name}") for alias in node.names)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and getattr(node.func, "attr", getattr(node.func, "id", ""))
            in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def _hits(module: str, forbidden: tuple[str, ...]) -> bool:
    return any(module == f or module.startswith(f + ".") for f in forbidden)


def _violations(layer: str, forbidden: tuple[str, ...]) -> list[str]:
    out = []
    for path in _sources(layer):
        for line, module in _imports(path):
            if _hits(module, forbidden):
                out.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}")
    return out


@pytest.mark.parametrize("layer", ["engine", "games"])
def test_no_ui_imports(layer):
    assert _violations(layer, UI) == []


def test_engine_does_not_import_games():
    assert _violations("engine", ("nifty_table.games",)) == []


def test_the_scanner_sees_what_it_should():
    """Guard the guard: relative, nested, from- and dynamic imports are all seen."""
    source = (
        "import textual.app\n"
        "from rich import print\n"
        "from ..tui import screens\n"
        "def f():\n"
        "    from nifty_table import tui\n"
        "    import importlib; importlib.import_module('nifty_table.games.net')\n"
    )
    modules = {m for _, m in _imports_in(source, "nifty_table.engine")}
    assert {"textual.app", "rich", "nifty_table.tui.screens", "nifty_table.tui"} <= modules
    assert "nifty_table.games.net" in modules
    assert ("nifty_table.engine.rng") in {
        m for _, m in _imports(PACKAGE / "engine" / "contract.py")
    }
    assert _hits("textual.app", UI) and _hits("nifty_table.tui", UI)
    assert not _hits("richtext", UI) and not _hits("nifty_table.tuition", UI)


def test_engine_registry_names_game_modules_only_as_strings():
    """The registry finds games by dotted name at run time; that is allowed,
    but only through registry.load (lazy), never at import time."""
    source = (PACKAGE / "engine" / "registry.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    top_level = [n for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom)]
    for node in top_level:
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
        assert not any(n and n.startswith("nifty_table.games") for n in names)


def test_no_game_module_imports_its_computer_players():
    """Strategies are found by name (engine.strategies); the rules never import them."""
    out = []
    for path in _sources("games"):
        if path.stem == "strategies" or path.parent.name == "strategies":
            continue
        for line, module in _imports(path):
            tail = module.rsplit(".", 2)
            if "strategies" in tail and module.startswith("nifty_table.games"):
                out.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}")
    assert out == []


def test_no_private_name_is_used_across_modules():
    """`from x import _name` and `module._name` reach into another module's
    insides; a name used elsewhere is public and spelled without `_`."""
    out = []
    for layer in ("engine", "games", "tui", "cli"):
        for path in _sources(layer):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            modules = set()
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom):
                    for alias in node.names:
                        if alias.name.startswith("_") and not alias.name.startswith("__"):
                            out.append(f"{path.name}:{node.lineno} imports {alias.name}")
                        modules.add(alias.asname or alias.name)
                elif isinstance(node, ast.Import):
                    modules.update((a.asname or a.name).split(".")[0] for a in node.names)
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Attribute)
                    and node.attr.startswith("_")
                    and not node.attr.startswith("__")
                    and isinstance(node.value, ast.Name)
                    and node.value.id in modules
                ):
                    out.append(f"{path.name}:{node.lineno} uses {node.value.id}.{node.attr}")
    assert out == []
