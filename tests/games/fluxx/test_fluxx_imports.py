"""The Fluxx package has no import cycle, and its layers contract says so.

`lint-imports` (in .ci/run) enforces the "Fluxx layers" contract of
pyproject.toml; this test measures the graph itself with grimp (the library
import-linter is built on), counting imports made only for type hints and
imports inside functions too, so a cycle cannot come back through a side door.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import grimp
import pytest

PACKAGE = "nifty_table.games.fluxx"
PYPROJECT = Path(__file__).parents[3] / "pyproject.toml"


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("nifty_table", include_external_packages=False)


def _cycles(graph, package: str) -> list[list[str]]:
    """Strongly connected groups of more than one module inside `package`."""
    modules = {m for m in graph.modules if m == package or m.startswith(package + ".")}
    edges = {m: sorted(graph.find_modules_directly_imported_by(m) & modules) for m in modules}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(module: str) -> None:  # Tarjan's algorithm; the package is small
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in edges[module]:
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = []
            while True:
                popped = stack.pop()
                group.append(popped)
                if popped == module:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(modules):
        if module not in order:
            visit(module)
    return groups


def test_the_fluxx_package_has_no_import_cycle(graph):
    assert _cycles(graph, PACKAGE) == []


def test_the_cycle_finder_finds_a_cycle():
    """The measure itself works: two modules importing each other are one group."""
    fake = grimp.ImportGraph()
    for name in ("pkg", "pkg.a", "pkg.b", "pkg.c"):
        fake.add_module(name)
    fake.add_import(importer="pkg.a", imported="pkg.b")
    fake.add_import(importer="pkg.b", imported="pkg.a")
    fake.add_import(importer="pkg.c", imported="pkg.a")
    assert _cycles(fake, "pkg") == [["pkg.a", "pkg.b"]]


def test_no_module_below_the_handlers_imports_one(graph):
    """Handlers register into the registry; the turn machine, card play and
    reaction windows look them up there and never import a handler module."""
    handlers = {m for m in graph.modules if m.startswith(f"{PACKAGE}.effects")}
    for low in ("turn", "play", "surprises", "registry", "table", "rules", "goals"):
        found = graph.find_modules_directly_imported_by(f"{PACKAGE}.{low}") & handlers
        assert not found, f"{low} imports {sorted(found)}"


def test_the_layers_contract_covers_every_fluxx_module(graph):
    contracts = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["importlinter"]
    (layers,) = [c for c in contracts["contracts"] if c["name"] == "Fluxx layers"]
    assert layers["type"] == "layers" and layers["containers"] == [PACKAGE]
    named = {part.strip() for layer in layers["layers"] for part in layer.split("|")}
    children = {
        m.removeprefix(PACKAGE + ".").split(".")[0]
        for m in graph.modules
        if m.startswith(PACKAGE + ".")
    }
    assert children == named
